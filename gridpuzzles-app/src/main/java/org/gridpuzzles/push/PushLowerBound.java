package org.gridpuzzles.push;

/**
 * A lower bound on the pushes still needed from a walked state (the avatar's set closed under walking). Admissible:
 * never above the true minimum; the optimal search cuts every branch whose bound exceeds the pushes left.
 */
interface PushLowerBound {

    /** The bound for {@code board}, whose {@code contacts} are up to date. */
    int bound(TileBoard board, LineContacts contacts);
}
