package org.gridpuzzles.labyrinth;

/** The plain walkthrough of a corner-to-corner labyrinth: row by row (odd rows) or column by column (odd columns). */
final class Snake {

    private Snake() {
    }

    /** A walkthrough from the upper-left to the lower-right corner, or null when the labyrinth is not of that kind. */
    static int[] corner(Labyrinth lab) {
        int rows = lab.grid().rows();
        int cols = lab.grid().cols();
        if (lab.start() != 0 || lab.end() != rows * cols - 1) {
            return null;
        }
        int[] out = new int[rows * cols];
        int k = 0;
        if (rows % 2 == 1) {
            for (int r = 0; r < rows; r++) {
                for (int c = 0; c < cols; c++) {
                    out[k++] = r * cols + (r % 2 == 0 ? c : cols - 1 - c);
                }
            }
            return out;
        }
        if (cols % 2 == 1) {
            for (int c = 0; c < cols; c++) {
                for (int r = 0; r < rows; r++) {
                    out[k++] = (c % 2 == 0 ? r : rows - 1 - r) * cols + c;
                }
            }
            return out;
        }
        return null;
    }
}
