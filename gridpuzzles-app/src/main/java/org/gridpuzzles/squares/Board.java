package org.gridpuzzles.squares;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.gridpuzzles.core.InvalidInputException;

/** A board: the colour of every field in row-major order, -1 for an empty field. */
public record Board(int rows, int cols, int[] cells) {

    public static final int EMPTY = -1;

    public Board {
        if (cells.length != rows * cols) {
            throw new IllegalArgumentException("cells do not fit the board");
        }
    }

    public static Board empty(int rows, int cols) {
        int[] cells = new int[rows * cols];
        Arrays.fill(cells, EMPTY);
        return new Board(rows, cols, cells);
    }

    public int at(int row, int col) {
        return cells[(row - 1) * cols + (col - 1)];
    }

    public boolean isFull() {
        for (int c : cells) {
            if (c == EMPTY) {
                return false;
            }
        }
        return true;
    }

    /** Compact form: rows of letters (x, o, ..., '.' for empty) joined by '/'. */
    public String compact() {
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < rows; r++) {
            if (r > 0) {
                sb.append('/');
            }
            sb.append(rowText(r));
        }
        return sb.toString();
    }

    public List<String> rowTexts() {
        List<String> out = new ArrayList<>();
        for (int r = 0; r < rows; r++) {
            out.add(rowText(r));
        }
        return out;
    }

    private String rowText(int r) {
        StringBuilder sb = new StringBuilder();
        for (int c = 0; c < cols; c++) {
            int v = cells[r * cols + c];
            sb.append(v == EMPTY ? '.' : Rules.letter(v));
        }
        return sb.toString();
    }

    /** The boxes of text of the MPMP10 write-up: {@code |  x  |  o  |} rows between {@code _____} lines. */
    public String box() {
        StringBuilder sb = new StringBuilder();
        sb.append(' ').append("_".repeat(cols * 6 - 1)).append(" \n");
        for (int r = 0; r < rows; r++) {
            sb.append("|     ".repeat(cols)).append("|\n");
            for (int c = 0; c < cols; c++) {
                int v = cells[r * cols + c];
                sb.append("|  ").append(v == EMPTY ? ' ' : Rules.letter(v)).append("  ");
            }
            sb.append("|\n");
            sb.append("|_____".repeat(cols)).append("|\n");
        }
        return sb.toString();
    }

    /** Parses rows of letters; rows are separated by '/', ',', ';' or line breaks, spaces are ignored. */
    public static Board parse(String text, String where) {
        List<String> rowList = new ArrayList<>();
        for (String part : text.split("[/,;\\n\\r]+")) {
            String row = part.replaceAll("[\\s|]", "");
            if (!row.isEmpty()) {
                rowList.add(row);
            }
        }
        return fromRows(rowList, where);
    }

    public static Board fromRows(List<String> rowList, String where) {
        if (rowList.isEmpty()) {
            throw new InvalidInputException(where + ": empty board");
        }
        int cols = rowList.get(0).length();
        int rows = rowList.size();
        int[] cells = new int[rows * cols];
        for (int r = 0; r < rows; r++) {
            String row = rowList.get(r);
            if (row.length() != cols) {
                throw new InvalidInputException(where + ": row " + (r + 1) + " '" + row + "' has " + row.length()
                        + " fields, row 1 has " + cols);
            }
            for (int c = 0; c < cols; c++) {
                char ch = row.charAt(c);
                int v = ch == '.' || ch == '_' ? EMPTY : Rules.colourOf(ch);
                if (v < 0 && ch != '.' && ch != '_') {
                    throw new InvalidInputException(where + ": row " + (r + 1) + " column " + (c + 1)
                            + ": unknown counter '" + ch + "' (use " + Rules.LETTERS + " or '.')");
                }
                cells[r * cols + c] = v;
            }
        }
        return new Board(rows, cols, cells);
    }

    /** The board with its fields moved by a symmetry and its colours renamed. */
    public Board transformed(int[] fieldPerm, int[] colourPerm) {
        int[] out = new int[cells.length];
        for (int i = 0; i < cells.length; i++) {
            out[fieldPerm[i]] = cells[i] == EMPTY ? EMPTY : colourPerm[cells[i]];
        }
        return new Board(rows, cols, out);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Board b && b.rows == rows && b.cols == cols && Arrays.equals(b.cells, cells);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(cells) * 31 + rows * 7 + cols;
    }

    @Override
    public String toString() {
        return compact();
    }
}
