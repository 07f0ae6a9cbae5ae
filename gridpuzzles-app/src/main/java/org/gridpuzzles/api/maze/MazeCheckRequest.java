package org.gridpuzzles.api.maze;

import org.gridpuzzles.api.Check;

/**
 * A maze to check: its JSON (on any grid) or its ASCII picture.
 *
 * @param maze the maze's text
 * @param mazeName what the maze is called in messages and in the answer (its file, for the command line)
 */
public record MazeCheckRequest(String maze, String mazeName) {

    public MazeCheckRequest {
        Check.given("maze", maze);
        if (mazeName == null) {
            mazeName = "maze";
        }
    }
}
