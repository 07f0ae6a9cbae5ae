package org.gridpuzzles.maze;

import org.gridpuzzles.core.InvalidInputException;

/**
 * The 3d grid: {@code levels} rectangles of rows x cols square fields stacked one above the other, each field joined to
 * its four neighbours on its level and to the fields straight above and below it. Field (level, row, col) is number
 * (level * rows + row) * cols + col, level 0 the lowest; slots 0 north (up the page), 1 east, 2 south, 3 west, 4 up a
 * level, 5 down a level. Pictures put the levels side by side, lowest on the left, one field apart; a passage up or
 * down is marked in its field as Walter Pullen's Daedalus marks them in text: {@code u} up, {@code d} down, {@code x}
 * both.
 */
final class Layered {

    static final int UP = 4;
    static final int DOWN = 5;

    private Layered() {
    }

    static int level(CellGrid grid, int cell) {
        return cell / (grid.rows() * grid.cols());
    }

    static int row(CellGrid grid, int cell) {
        return cell % (grid.rows() * grid.cols()) / grid.cols();
    }

    static int col(CellGrid grid, int cell) {
        return cell % grid.cols();
    }

    static String name(CellGrid grid, int cell) {
        return (level(grid, cell) + 1) + "," + (row(grid, cell) + 1) + "," + (col(grid, cell) + 1);
    }

    /** The field named "level,row,col" (from 1); a one-line error names the field asked for ({@code what}). */
    static int parse(CellGrid grid, String[] parts, String text, String what) {
        int levels = grid.levels();
        int rows = grid.rows();
        int cols = grid.cols();
        int[] v = new int[3];
        try {
            if (parts.length != 3) {
                throw new NumberFormatException();
            }
            for (int i = 0; i < 3; i++) {
                v[i] = Integer.parseInt(parts[i]);
            }
        } catch (NumberFormatException e) {
            throw new InvalidInputException(what + " '" + text + "' is not level,row,col");
        }
        if (v[0] < 1 || v[0] > levels || v[1] < 1 || v[1] > rows || v[2] < 1 || v[2] > cols) {
            throw new InvalidInputException(what + " " + v[0] + "," + v[1] + "," + v[2] + " is outside the " + levels
                    + " x " + rows + " x " + cols + " grid (levels x rows x cols)");
        }
        return ((v[0] - 1) * rows + v[1] - 1) * cols + v[2] - 1;
    }

    static int neighbour(CellGrid grid, int cell, int slot) {
        int rows = grid.rows();
        int cols = grid.cols();
        int plane = rows * cols;
        int level = cell / plane;
        int inPlane = cell - level * plane;
        int r = inPlane / cols;
        int c = inPlane - r * cols;
        return switch (slot) {
            case 0 -> r > 0 ? cell - cols : -1;
            case 1 -> c + 1 < cols ? cell + 1 : -1;
            case 2 -> r + 1 < rows ? cell + cols : -1;
            case 3 -> c > 0 ? cell - 1 : -1;
            case UP -> level + 1 < grid.levels() ? cell + plane : -1;
            case DOWN -> level > 0 ? cell - plane : -1;
            default -> -1;
        };
    }

    static int opposite(int slot) {
        return slot < 4 ? (slot + 2) & 3 : slot == UP ? DOWN : UP;
    }

    /** Passages between two fields at least: levels, rows and columns apart (A*'s estimate). */
    static int steps(CellGrid grid, int a, int b) {
        return Math.abs(level(grid, a) - level(grid, b)) + Math.abs(row(grid, a) - row(grid, b))
                + Math.abs(col(grid, a) - col(grid, b));
    }

    /** Where a level starts in the picture: the levels side by side, one field apart. */
    static double levelX(CellGrid grid, int level) {
        return level * (grid.cols() + 1.0);
    }

    static double width(CellGrid grid) {
        return grid.levels() * (grid.cols() + 1.0) - 1;
    }

    static double[][] corners(CellGrid grid, int cell) {
        double x = levelX(grid, level(grid, cell)) + col(grid, cell);
        double y = row(grid, cell);
        return new double[][] {{x, y}, {x + 1, y}, {x + 1, y + 1}, {x, y + 1}};
    }

    static double[] centre(CellGrid grid, int cell) {
        return new double[] {levelX(grid, level(grid, cell)) + col(grid, cell) + 0.5, row(grid, cell) + 0.5};
    }

    /** The letter of a field's passages between levels: u up, d down, x both, or 0 for none. */
    static char stairs(CellMaze maze, int cell) {
        boolean up = maze.isOpen(cell, UP);
        boolean down = maze.isOpen(cell, DOWN);
        return up && down ? 'x' : up ? 'u' : down ? 'd' : 0;
    }

    /**
     * The ASCII picture: each level in the rectangle's {@code +---+} style under its name, side by side, two blanks
     * apart; in a field its stairs letter, else {@code *} on the path, {@code A} and {@code B} at its ends.
     */
    static String ascii(CellMaze maze, int[] path, int from, int to, int openA, int openB) {
        CellGrid grid = maze.grid();
        int rows = grid.rows();
        int cols = grid.cols();
        int blockWidth = 4 * cols + 1;
        int gap = 2;
        int width = grid.levels() * (blockWidth + gap) - gap;
        char[][] out = new char[2 * rows + 2][width];
        for (char[] line : out) {
            java.util.Arrays.fill(line, ' ');
        }
        boolean[] onPath = new boolean[grid.cells()];
        if (path != null) {
            for (int c : path) {
                onPath[c] = true;
            }
        }
        for (int level = 0; level < grid.levels(); level++) {
            String title = "level " + (level + 1);
            int x0 = level * (blockWidth + gap);
            for (int i = 0; i < title.length() && i < blockWidth; i++) {
                out[0][x0 + i] = title.charAt(i);
            }
        }
        for (int c = 0; c < grid.cells(); c++) {
            int y = 2 * row(grid, c) + 2;
            int x = level(grid, c) * (blockWidth + gap) + 4 * col(grid, c) + 2;
            for (int d = 0; d < 4; d++) {
                boolean open = maze.isOpen(c, d) || (c == from && openA == d) || (c == to && openB == d);
                if (!open) {
                    MazeAscii.wall(out, y, x, d);
                }
            }
            MazeAscii.corners(out, y, x);
            char stairs = stairs(maze, c);
            if (c == from || c == to) {
                out[y][x] = c == from ? 'A' : 'B';
                if (stairs != 0) {
                    out[y][x + 1] = stairs;
                }
            } else if (stairs != 0) {
                out[y][x] = stairs;
                if (onPath[c]) {
                    out[y][x - 1] = '*';
                }
            } else if (onPath[c]) {
                out[y][x] = '*';
            }
        }
        StringBuilder sb = new StringBuilder();
        for (char[] line : out) {
            sb.append(new String(line).stripTrailing()).append('\n');
        }
        return sb.toString();
    }
}
