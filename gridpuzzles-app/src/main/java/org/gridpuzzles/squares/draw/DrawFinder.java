package org.gridpuzzles.squares.draw;

import org.gridpuzzles.core.Limits;
import org.gridpuzzles.squares.Rules;

/** Decides whether a drawn final board exists, with a witness when it does. */
public interface DrawFinder {

    /** A witness board, none (proved), or unknown when the time limit was reached (or the run was stopped). */
    DrawOutcome find(Rules rules, long timeLimitSeconds, Limits limits);

    String name();

    /** How the last decision was made (solver, size of the formula, proof), for the report; the name by default. */
    default String describeLast() {
        return name();
    }
}
