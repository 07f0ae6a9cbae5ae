package org.gridpuzzles.api.maze;

import java.util.List;

/** The grid shapes, rect first: the name as the requests take it and a short description. */
public record MazeGridsResult(List<Grid> grids) {

    /** A grid shape. */
    public record Grid(String name, String description) {
    }

    /** A line per grid: its name in 10 columns, its description. */
    public String text() {
        StringBuilder sb = new StringBuilder();
        grids.forEach(g -> sb.append(String.format("%-10s %s%n", g.name(), g.description())));
        return sb.toString();
    }
}
