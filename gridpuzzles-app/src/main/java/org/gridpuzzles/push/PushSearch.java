package org.gridpuzzles.push;

/** A search for a push sequence that brings the avatar to the goal within max_steps. */
interface PushSearch {

    PushOutcome solve(PushPuzzle puzzle, Control control);
}
