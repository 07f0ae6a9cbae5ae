package org.gridpuzzles.push;

/**
 * 0 when the goal is reached; 1 when some line touches both the avatar's set and the goal's component (see
 * {@link LineContacts}); otherwise 2. Why a single push needs such a line: a push on a line that misses the avatar's
 * set leaves that set as it was (and the goal tile outside it), and a push on a line that misses the goal's component
 * leaves that component a closed component which the avatar's fields cannot enter. A push that misses both sets
 * changes neither,
 * so a state and its quiet children share this bound.
 */
final class TouchBound implements PushLowerBound {

    @Override
    public int bound(TileBoard board, LineContacts contacts) {
        if (board.reached()) {
            return 0;
        }
        return contacts.sharedRows() != 0 || contacts.sharedCols() != 0 ? 1 : 2;
    }
}
