package org.gridpuzzles.labyrinth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.gridpuzzles.grid.Field;
import org.gridpuzzles.grid.Grid;
import org.gridpuzzles.io.Progress;
import org.junit.jupiter.api.Test;

class EnumerateTest {

    @Test
    void enumerationAgreesWithCountOnEveryRectangleUpToSixBySix() {
        for (int r = 1; r <= 6; r++) {
            for (int c = 1; c <= 6; c++) {
                Labyrinth lab = Labyrinth.cornerToCorner(new Grid(r, c));
                long n = new Enumerator(lab).run(-1, null);
                assertEquals(Labyrinths.count(lab).count().longValueExact(), n, r + "x" + c);
            }
        }
    }

    @Test
    void enumerationAgreesWithCountOnSevenBySeven() {
        Labyrinth lab = Labyrinth.cornerToCorner(Grid.square(7));
        assertEquals(111712, new Enumerator(lab).run(-1, null));
    }

    /** Rank of a move relative to the heading: left 0, straight 1, right 2. */
    private static int rank(char heading, char move) {
        String cw = "URDL";
        int h = cw.indexOf(heading);
        int m = cw.indexOf(move);
        return switch ((m - h + 4) % 4) {
            case 3 -> 0;
            case 0 -> 1;
            case 1 -> 2;
            default -> 3;
        };
    }

    private static int compareLeftFirst(String a, String b) {
        char heading = 'D';
        for (int i = 0; i < Math.min(a.length(), b.length()); i++) {
            if (a.charAt(i) != b.charAt(i)) {
                return Integer.compare(rank(heading, a.charAt(i)), rank(heading, b.charAt(i)));
            }
            heading = a.charAt(i);
        }
        return Integer.compare(a.length(), b.length());
    }

    @Test
    void walkthroughsComeInLeftFirstOrderAndAreValid() {
        Labyrinth lab = Labyrinth.cornerToCorner(Grid.square(5));
        List<String> lines = new ArrayList<>();
        new Enumerator(lab).run(-1, (m, len) -> lines.add(new String(m, 0, len)));
        assertEquals(104, lines.size());
        // the first heading is down, so left is R: the first line starts with R
        assertTrue(lines.get(0).startsWith("R"));
        for (int i = 0; i < lines.size(); i++) {
            assertNull(WalkthroughChecker.problem(lab, lines.get(i)));
            if (i > 0) {
                assertTrue(compareLeftFirst(lines.get(i - 1), lines.get(i)) < 0, lines.get(i));
            }
        }
    }

    private static List<String> lines(Labyrinth lab, long memoBytes, long limit) {
        List<String> lines = new ArrayList<>();
        new Enumerator(lab, memoBytes).run(limit, (m, len) -> lines.add(new String(m, 0, len)));
        return lines;
    }

    /** Remembering positions (in a big table, in a tiny one that keeps replacing, or not at all) changes nothing. */
    @Test
    void rememberedPositionsChangeNothing() {
        Labyrinth[] labs = {
            Labyrinth.cornerToCorner(Grid.square(5)),
            Labyrinth.cornerToCorner(new Grid(4, 7)),
            Labyrinth.cornerToCorner(new Grid(6, 5)),
            Labyrinth.of(Grid.square(5), new Field(3, 3), new Field(1, 1)),
            Labyrinth.of(new Grid(4, 6), new Field(2, 3), new Field(4, 6)),
        };
        for (Labyrinth lab : labs) {
            List<String> plain = lines(lab, 0, -1);
            assertEquals(plain, lines(lab, Enumerator.defaultMemoBytes(lab.grid().size()), -1), lab.toString());
            assertEquals(plain, lines(lab, 600, -1), lab.toString());
            assertEquals(plain.size(), new Enumerator(lab, 600).run(-1, null), lab.toString());
            assertEquals(plain.subList(0, Math.min(7, plain.size())), lines(lab, 1 << 16, 7), lab.toString());
        }
    }

    /** Split over threads by first move (with buffers small enough to fill), the lines and their order stay. */
    @Test
    void splitEnumerationKeepsTheOrder() {
        Labyrinth[] labs = {
            Labyrinth.cornerToCorner(Grid.square(5)),
            Labyrinth.cornerToCorner(new Grid(4, 7)),
            Labyrinth.of(Grid.square(5), new Field(3, 3), new Field(1, 1)),
            Labyrinth.of(new Grid(5, 6), new Field(3, 2), new Field(5, 6)),
        };
        for (Labyrinth lab : labs) {
            List<String> plain = lines(lab, 0, -1);
            for (int threads : new int[] {1, 2, 3}) {
                for (int buffer : new int[] {64, 1 << 20}) {
                    for (long limit : new long[] {-1, 1, 9, plain.size() / 2 + 1}) {
                        List<String> split = new ArrayList<>();
                        long n = new SplitEnumeration(lab, threads, buffer).run(limit,
                                (m, len) -> split.add(new String(m, 0, len)));
                        List<String> want = limit < 0 ? plain : plain.subList(0, (int) Math.min(limit, plain.size()));
                        assertEquals(want, split, lab + " threads " + threads + " buffer " + buffer + " limit " + limit);
                        assertEquals(want.size(), n);
                        assertEquals(want.size(), new SplitEnumeration(lab, threads, buffer).run(limit, null));
                    }
                }
            }
        }
    }

    /** All of 7 x 7 written out through remembered positions: every line valid, in left-first order, all distinct. */
    @Test
    void sevenBySevenLinesAreValidAndOrdered() {
        Labyrinth lab = Labyrinth.cornerToCorner(Grid.square(7));
        List<String> lines = lines(lab, Enumerator.defaultMemoBytes(49), -1);
        assertEquals(111712, lines.size());
        for (int i = 0; i < lines.size(); i++) {
            assertNull(WalkthroughChecker.problem(lab, lines.get(i)));
            if (i > 0) {
                assertTrue(compareLeftFirst(lines.get(i - 1), lines.get(i)) < 0, lines.get(i));
            }
        }
        assertEquals(lines.subList(0, 5000), lines(lab, 0, 5000));
    }

    @Test
    void countingWithALimitStopsAtIt() {
        Labyrinth lab = Labyrinth.cornerToCorner(Grid.square(7));
        Enumerator en = new Enumerator(lab);
        assertEquals(111712, en.run(-1, null));
        // the second run finds whole remembered subtrees at once and must still stop at the limit
        assertEquals(50_000, en.run(50_000, null));
    }

    @Test
    void limitStopsEarly() {
        Labyrinth lab = Labyrinth.cornerToCorner(Grid.square(7));
        assertEquals(10, new Enumerator(lab).run(10, null));
    }
}
