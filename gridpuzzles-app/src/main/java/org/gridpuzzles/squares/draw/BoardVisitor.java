package org.gridpuzzles.squares.draw;

import org.gridpuzzles.squares.Board;

/** Receives boards one by one; returns false to stop the search. */
@FunctionalInterface
public interface BoardVisitor {
    boolean visit(Board board);
}
