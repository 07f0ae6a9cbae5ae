package org.gridpuzzles.maze;

import java.util.List;

/**
 * A mask as text, one string per row: {@code X} is no field, any other character a field. {@code pixels}: read from
 * a picture, one field per pixel, so that places are named as pixels.
 */
public record MaskText(List<String> rows, boolean pixels) {

    public MaskText {
        rows = List.copyOf(rows);
    }
}
