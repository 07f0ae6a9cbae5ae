package org.gridpuzzles.maze;

import org.gridpuzzles.core.Verdict;

/**
 * Decides whether a maze given as per-field openings (bits 1 up, 2 right, 4 down, 8 left) is a connected maze:
 * consistent walls, nothing open across the border and every field connected; it is perfect when it has no loop
 * (fields - 1 passages). It shares no code with the generators or with {@link Maze}: it reads only the raw openings.
 * A connected maze's verdict carries the numbers of {@code fields}, {@code passages} and {@code loops} (passages -
 * fields + 1, 0 for a perfect maze); a maze that is not connected is told by its first loop if it has one, else by
 * its count of passages.
 */
final class MazeChecker {

    private MazeChecker() {
    }

    static Verdict check(int rows, int cols, byte[] openings) {
        long n = (long) rows * cols;
        if (rows < 1 || cols < 1 || openings.length != n) {
            return Verdict.invalid("size " + rows + " x " + cols + " does not match " + openings.length
                    + " fields");
        }
        long passages = 0;
        long loops = 0;
        String firstLoop = null;
        int[] parent = new int[(int) n];
        for (int i = 0; i < n; i++) {
            parent[i] = i;
        }
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                int i = r * cols + c;
                int o = openings[i];
                if ((o & ~15) != 0) {
                    return Verdict.invalid("field " + (r + 1) + "," + (c + 1) + " has openings " + o);
                }
                if ((o & 1) != 0 && r == 0 || (o & 4) != 0 && r == rows - 1
                        || (o & 8) != 0 && c == 0 || (o & 2) != 0 && c == cols - 1) {
                    return Verdict.invalid("field " + (r + 1) + "," + (c + 1) + " is open across the border");
                }
                if (c + 1 < cols && (((o & 2) != 0) != ((openings[i + 1] & 8) != 0))) {
                    return Verdict.invalid("fields " + (r + 1) + "," + (c + 1) + " and " + (r + 1) + ","
                            + (c + 2) + " disagree about the wall between them");
                }
                if (r + 1 < rows && (((o & 4) != 0) != ((openings[i + cols] & 1) != 0))) {
                    return Verdict.invalid("fields " + (r + 1) + "," + (c + 1) + " and " + (r + 2) + ","
                            + (c + 1) + " disagree about the wall between them");
                }
                if ((o & 2) != 0 && !union(parent, i, i + 1)) {
                    loops++;
                    if (firstLoop == null) {
                        firstLoop = "a loop closes at the passage right of " + (r + 1) + "," + (c + 1);
                    }
                }
                if ((o & 4) != 0 && !union(parent, i, i + cols)) {
                    loops++;
                    if (firstLoop == null) {
                        firstLoop = "a loop closes at the passage below " + (r + 1) + "," + (c + 1);
                    }
                }
                passages += ((o & 2) != 0 ? 1 : 0) + ((o & 4) != 0 ? 1 : 0);
            }
        }
        // every passage that closes no loop joins two parts: connected means exactly fields - 1 such passages
        boolean connected = passages - loops == n - 1;
        if (!connected && firstLoop != null) {
            return Verdict.invalid(firstLoop);
        }
        if (!connected) {
            return Verdict.invalid("fields are not all connected: " + passages + " passages for " + n
                    + " fields (a perfect maze has " + (n - 1) + ")");
        }
        return Verdict.ok().with("fields", n).with("passages", passages).with("loops", loops);
    }

    private static boolean union(int[] parent, int a, int b) {
        int ra = find(parent, a);
        int rb = find(parent, b);
        if (ra == rb) {
            return false;
        }
        parent[ra] = rb;
        return true;
    }

    private static int find(int[] parent, int x) {
        while (parent[x] != x) {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        return x;
    }
}
