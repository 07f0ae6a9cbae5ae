package org.gridpuzzles.api.maze;

import java.util.List;

import org.gridpuzzles.api.Check;

/**
 * A mask as content: one string per row, {@code X} where there is no field, any other character a field (rows
 * shorter than the longest have no fields past their end). The grid's size comes from it.
 *
 * @param rows the mask's rows
 * @param name what the mask is called in messages (its file, for the command line)
 * @param pixels the rows are a picture's pixels, so that places are named as pixels (x, y) in messages
 */
public record Mask(List<String> rows, String name, boolean pixels) {

    public Mask {
        rows = List.copyOf(Check.given("mask.rows", rows));
        if (name == null) {
            name = "mask";
        }
    }
}
