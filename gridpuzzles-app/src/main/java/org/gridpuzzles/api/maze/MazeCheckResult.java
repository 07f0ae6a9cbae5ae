package org.gridpuzzles.api.maze;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * The verdict on a maze: valid when it is connected with consistent walls (perfect when it has no loop, a braid
 * maze with loops), else the problem; a valid maze's fields, passages and loops.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record MazeCheckResult(String maze, boolean valid, String problem, Long fields, Long passages, Long loops) {

    /** One line: the maze's name, then perfect, connected with loops, or the problem. */
    public String text() {
        String answer;
        if (!valid) {
            answer = problem;
        } else if (loops == 0) {
            answer = "perfect: " + fields + " fields, " + passages + " passages, connected, no loop";
        } else {
            answer = "connected, with loops: " + fields + " fields, " + passages + " passages, " + loops + " loops";
        }
        return maze + ": " + answer;
    }
}
