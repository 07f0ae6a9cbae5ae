package org.gridpuzzles.push;

/** A search for a push sequence that brings the avatar to the goal within max_steps. */
public interface PushSearch {

    Outcome solve(Labyrinth lab, Control control);
}
