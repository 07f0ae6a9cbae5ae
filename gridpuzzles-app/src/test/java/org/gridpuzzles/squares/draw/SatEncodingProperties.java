package org.gridpuzzles.squares.draw;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.gridpuzzles.ExternalPrograms;
import org.gridpuzzles.core.Limits;
import org.gridpuzzles.squares.Board;
import org.gridpuzzles.squares.Rules;
import org.gridpuzzles.squares.TestRules;
import org.gridpuzzles.squares.board.BoardChecker;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

class SatEncodingProperties {

    /** Lex-leader constraints keep the answer: with and without them Sat4j agrees with the exhaustive search. */
    @Property(tries = 30)
    void symmetryBreakingKeepsTheAnswer(@ForAll @IntRange(min = 1, max = 7) int rows,
            @ForAll @IntRange(min = 1, max = 7) int cols, @ForAll boolean axisParallel, @ForAll boolean anyBalance) {
        Assume.that(rows * cols <= 36 && (axisParallel || rows * cols <= 25 || !anyBalance));
        Rules rules = TestRules.of(rows, cols, 2, axisParallel, anyBalance);
        boolean exists = new BitBoardSearch(1).first(rules) != null;
        DrawOutcome with = new SatDrawFinder(true).find(rules, 60, Limits.none());
        DrawOutcome without = new SatDrawFinder(false).find(rules, 60, Limits.none());
        assertEquals(exists, with.exists());
        assertEquals(exists, without.exists());
        if (with.exists()) {
            assertTrue(BoardChecker.checkFinal(with.witness(), rules).valid());
        }
    }

    /** The sequential counters of the DIMACS form allow exactly the balanced boards: a 2 x 3 board has 3 x. */
    @Test
    void countersKeepTheBalance() {
        Rules rules = TestRules.of(2, 3, 2, true, false);
        SquareFreeCnf cnf = new SquareFreeCnf(rules, false);
        List<int[]> clauses = cnf.withCounters();
        int satisfied = 0;
        for (int m = 0; m < 1 << 6; m++) {
            satisfied += extends_(clauses, cnf.vars, m) ? 1 : 0;
        }
        // balanced boards of 2 x 3 with x on the first field and no one-coloured axis-parallel square
        int expected = 0;
        for (int m = 0; m < 1 << 6; m++) {
            if (Integer.bitCount(m) == 3 && (m & 1) != 0) {
                int[] cells = new int[6];
                for (int i = 0; i < 6; i++) {
                    cells[i] = (m >>> i & 1) != 0 ? 0 : 1;
                }
                expected += BoardChecker.checkFinal(new Board(2, 3, cells), rules).valid() ? 1 : 0;
            }
        }
        assertEquals(expected, satisfied);
    }

    /** Whether the assignment of the first six variables extends to a model (Sat4j with assumptions). */
    private static boolean extends_(List<int[]> clauses, int vars, int fieldBits) {
        try {
            org.sat4j.specs.ISolver solver = org.sat4j.minisat.SolverFactory.newDefault();
            solver.newVar(vars);
            for (int[] c : clauses) {
                solver.addClause(new org.sat4j.core.VecInt(c));
            }
            int[] assume = new int[6];
            for (int i = 0; i < 6; i++) {
                assume[i] = (fieldBits >>> i & 1) != 0 ? i + 1 : -(i + 1);
            }
            return solver.isSatisfiable(new org.sat4j.core.VecInt(assume));
        } catch (org.sat4j.specs.ContradictionException e) {
            return false;
        } catch (org.sat4j.specs.TimeoutException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void theCheckerAcceptsAValidRefutation(@TempDir Path dir) throws IOException {
        List<int[]> f = List.of(new int[] {1, 2}, new int[] {1, -2}, new int[] {-1, 2}, new int[] {-1, -2});
        Path proof = dir.resolve("p.drat");
        Files.write(proof, binary(new int[] {1}, new int[] {}));
        assertEquals(DratChecker.Kind.VERIFIED, new DratChecker(Limits.none()).check(f, 2, proof).kind());
    }

    @Test
    void theCheckerRejectsALemmaThatDoesNotFollow(@TempDir Path dir) throws IOException {
        List<int[]> f = List.of(new int[] {1, 2, 3}, new int[] {-1, -2}, new int[] {-2, -3});
        Path proof = dir.resolve("p.drat");
        Files.write(proof, binary(new int[] {2}, new int[] {}));
        DratChecker.Result r = new DratChecker(Limits.none()).check(f, 3, proof);
        assertEquals(DratChecker.Kind.FAILED, r.kind(), r.detail());
    }

    @Test
    void theCheckerRejectsAProofWithoutAConflict(@TempDir Path dir) throws IOException {
        List<int[]> f = List.of(new int[] {1, 2}, new int[] {-1, 2});
        Path proof = dir.resolve("p.drat");
        Files.write(proof, binary(new int[] {2}));
        assertEquals(DratChecker.Kind.FAILED, new DratChecker(Limits.none()).check(f, 2, proof).kind());
    }

    /** With CaDiCaL installed: 7 x 7 with tilted squares has no drawn board, and the refutation checks. */
    @Test
    void cadicalRefutationsAreChecked() {
        ExternalPrograms.need(CadicalDrawFinder.executable() != null, "cadical", "Debian: apt-get install cadical");
        Rules rules = TestRules.of(7, 7, 2, false, true);
        CadicalDrawFinder f = new CadicalDrawFinder(true, true, Path.of(System.getProperty("java.io.tmpdir")));
        DrawOutcome o = f.find(rules, 60, Limits.none());
        assertTrue(o.decided() && !o.exists());
        assertTrue(f.describeLast().contains("verified"), f.describeLast());
        Rules six = TestRules.of(6, 6, 2, false, false);
        Board w = f.find(six, 60, Limits.none()).witness();
        assertTrue(BoardChecker.checkFinal(w, six).valid());
    }

    private static byte[] binary(int[]... lemmas) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (int[] c : lemmas) {
            out.write('a');
            for (int l : c) {
                int u = 2 * Math.abs(l) + (l < 0 ? 1 : 0);
                while (u >= 0x80) {
                    out.write(u & 0x7f | 0x80);
                    u >>>= 7;
                }
                out.write(u);
            }
            out.write(0);
        }
        return out.toByteArray();
    }
}
