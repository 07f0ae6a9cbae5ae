package org.gridpuzzles.api.maze;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * The verdict on a maze: valid when it is connected with consistent walls (perfect when it has no loop, a braid
 * maze with loops), else the problem; a valid maze's fields, passages and loops, and whether it is unicursal: one path
 * through every field, no field with more than two passages (a labyrinth; see maze generate's unicursal), else the
 * first field with more ({@code branch}, named as fields are).
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record MazeCheckResult(String maze, boolean valid, String problem, Long fields, Long passages, Long loops,
        Boolean unicursal, String branch) {

    /** A verdict without the unicursal answer (an invalid maze). */
    public MazeCheckResult(String maze, boolean valid, String problem, Long fields, Long passages, Long loops) {
        this(maze, valid, problem, fields, passages, loops, null, null);
    }

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

    /** One line on whether a valid maze is unicursal: yes, or no and the first field where the way branches. */
    public String unicursalText() {
        return Boolean.TRUE.equals(unicursal) ? "unicursal: yes, one path through every field"
                : "unicursal: no, field " + branch + " has more than two passages";
    }
}
