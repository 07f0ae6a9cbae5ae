package org.gridpuzzles.maze;

import java.util.Arrays;
import java.util.Locale;

import org.gridpuzzles.core.InvalidInputException;

/** The ways {@code maze solve} finds a path, by the name {@code --method} takes. */
public enum SolveMethod {
    BFS("bfs", "breadth-first search: a shortest path"),
    DIJKSTRA("dijkstra", "Dijkstra's algorithm with a binary heap: a shortest path"),
    ASTAR("astar", "A* with the Manhattan distance to the goal: a shortest path"),
    WALL_FOLLOWER("wall-follower", "keeps the right hand on the wall: needs a perfect maze, or both ends on the border"),
    DEAD_END_FILLING("dead-end-filling", "fills dead ends until only the ways from start to goal are left"),
    TREMAUX("tremaux", "Tremaux's marks on the passages: walks any maze, a path but not always the shortest");

    private final String label;
    private final String description;

    SolveMethod(String label, String description) {
        this.label = label;
        this.description = description;
    }

    public String label() {
        return label;
    }

    public String description() {
        return description;
    }

    /** The method of a name as {@code --method} takes it; another name is bad input. */
    public static SolveMethod byLabel(String name) {
        String n = name.toLowerCase(Locale.ROOT);
        for (SolveMethod m : values()) {
            if (m.label.equals(n)) {
                return m;
            }
        }
        throw new InvalidInputException("unknown method " + name + ": expected one of "
                + String.join(", ", Arrays.stream(values()).map(SolveMethod::label).toList()));
    }
}
