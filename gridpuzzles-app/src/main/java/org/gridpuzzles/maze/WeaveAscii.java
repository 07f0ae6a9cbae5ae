package org.gridpuzzles.maze;

import java.util.List;

import org.gridpuzzles.core.InvalidInputException;

/**
 * Reads back the ASCII picture of a weave maze ({@link MazeAscii}): the rectangle's {@code +---+} walls, and in a
 * bridge {@code | |} (its own passages run up and down, the one under it left to right) or {@code ===} (the other
 * way). A bridge's own two passages are its only ones, so the two gaps beside it across them can only be the passage
 * under it: the picture says everything, and is read without guessing.
 */
final class WeaveAscii {

    private WeaveAscii() {
    }

    /** Does the text look like an ASCII maze picture with at least one bridge in it? */
    static boolean isWeave(String text) {
        if (text.stripLeading().startsWith("{")) {
            return false;
        }
        boolean picture = false;
        for (String line : (Iterable<String>) text.lines()::iterator) {
            if (!picture) {
                // a weave's fields are 3 characters wide: +---+
                picture = line.startsWith("+");
                if (picture && line.indexOf('+', 1) != 4) {
                    return false;
                }
            } else if (line.startsWith("|")) {
                for (int x = 1; x + 2 < line.length(); x += 4) {
                    char a = line.charAt(x);
                    if (a == line.charAt(x + 2) && (a == '|' || a == '=')) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    static CellMaze read(String text, String source) {
        MazeFiles.Openings o = MazeFiles.readAscii(text, source);
        int rows = o.rows();
        int cols = o.cols();
        List<String> all = text.lines().map(String::stripTrailing).toList();
        int top = 0;
        while (!all.get(top).startsWith("+")) {
            top++;
        }
        List<String> picture = all.subList(top, all.size()).stream().filter(l -> !l.isBlank()).toList();
        if (picture.get(0).indexOf('+', 1) != 4) {
            throw new InvalidInputException(source + ":" + (top + 1) + ": a weave's picture has fields 3 characters "
                    + "wide");
        }
        // 1: the passages over the bridge run up and down, 2: left and right
        byte[] bridge = new byte[rows * cols];
        for (int r = 0; r < rows; r++) {
            String line = picture.get(1 + 2 * r);
            for (int c = 0; c < cols; c++) {
                char a = line.charAt(4 * c + 1);
                char b = line.charAt(4 * c + 3);
                if (a == '|' && b == '|') {
                    bridge[r * cols + c] = 1;
                } else if (a == '=' && b == '=') {
                    bridge[r * cols + c] = 2;
                }
            }
        }
        CellGrid grid = CellGrid.of(GridShape.WEAVE, rows, cols);
        CellMaze maze = new CellMaze(grid);
        byte[] open = o.openings();
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                int i = r * cols + c;
                // to the right (slot 2), unless a bridge over which a passage runs under it that way
                if ((open[i] & 2) != 0 && bridge[i] != 1 && bridge[i + 1] != 1) {
                    maze.carve(i, 2);
                }
                if ((open[i] & 4) != 0 && bridge[i] != 2 && bridge[i + cols] != 2) {
                    maze.carve(i, 4);
                }
                if (bridge[i] != 0) {
                    boolean across = bridge[i] == 1;
                    int before = across ? (c > 0 ? i - 1 : -1) : (r > 0 ? i - cols : -1);
                    int after = across ? (c + 1 < cols ? i + 1 : -1) : (r + 1 < rows ? i + cols : -1);
                    int sides = across ? 8 | 2 : 1 | 4;
                    if (before < 0 || after < 0 || (open[i] & sides) != sides) {
                        throw new InvalidInputException(source + ": the bridge at " + grid.name(i) + " has no "
                                + "passage under it (" + (across ? "left to right" : "top to bottom") + ")");
                    }
                    if (!maze.isOpen(before, across ? 3 : 5)) {
                        maze.carve(before, across ? 3 : 5);
                    }
                }
            }
        }
        return maze;
    }
}
