package org.gridpuzzles.squares;

/** Receives boards one by one; returns false to stop the search. */
@FunctionalInterface
interface BoardVisitor {
    boolean visit(Board board);
}
