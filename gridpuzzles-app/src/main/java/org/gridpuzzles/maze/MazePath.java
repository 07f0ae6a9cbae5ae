package org.gridpuzzles.maze;

import org.gridpuzzles.grid.Field;

/**
 * The path between two fields of a maze: its fields in order as grid indices, both ends included; none when the maze
 * does not connect them.
 */
public record MazePath(Field from, Field to, int[] fields) {

    /** True when the maze connects the two fields. */
    public boolean found() {
        return fields.length > 0;
    }

    /** The length in passages (one less than the fields). */
    public int passages() {
        return fields.length - 1;
    }
}
