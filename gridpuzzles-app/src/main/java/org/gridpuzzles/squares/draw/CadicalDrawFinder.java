package org.gridpuzzles.squares.draw;

import java.io.BufferedWriter;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.gridpuzzles.core.ExternalProgramException;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.core.Limits;
import org.gridpuzzles.squares.Rules;

/**
 * Existence by the external SAT solver CaDiCaL (Debian package {@code cadical}), for two colours: the formula of
 * {@link SquareFreeCnf} (balance as sequential counters) goes to a DIMACS file, the solver writes its refutation as a
 * binary DRAT proof, and an unsatisfiable answer counts only when the proof passes {@link DratChecker} (when the proof
 * is too large to check in memory, the answer is reported as the solver's alone). The witness of a satisfiable answer
 * is checked like every other.
 */
public final class CadicalDrawFinder implements DrawFinder {

    static final String PROGRAM = "cadical";

    private final boolean breakSymmetries;
    private final boolean checkProof;
    private final Path workDir;
    private String last = "CaDiCaL";

    public CadicalDrawFinder(boolean breakSymmetries, boolean checkProof, Path workDir) {
        this.breakSymmetries = breakSymmetries;
        this.checkProof = checkProof;
        this.workDir = workDir;
    }

    /** The solver's executable on the PATH, or null. */
    public static Path executable() {
        String path = System.getenv("PATH");
        if (path == null) {
            return null;
        }
        for (String dir : path.split(File.pathSeparator)) {
            if (dir.isEmpty()) {
                continue;
            }
            Path p = Path.of(dir, PROGRAM);
            if (Files.isRegularFile(p) && Files.isExecutable(p)) {
                return p;
            }
        }
        return null;
    }

    @Override
    public String name() {
        return "SAT (CaDiCaL)";
    }

    @Override
    public String describeLast() {
        return last;
    }

    @Override
    public DrawOutcome find(Rules rules, long timeLimitSeconds, Limits limits) {
        if (rules.colours() != 2) {
            throw new InvalidInputException("solver cadical works with two colours");
        }
        Answer a = run(rules, new SquareFreeCnf(rules, breakSymmetries), timeLimitSeconds, limits);
        last = a.how();
        return a.outcome();
    }

    /** One case of {@code CentreCases}: the formula without symmetry clauses, with the case's fields fixed. */
    public Answer decideCase(Rules rules, int[] units, long timeLimitSeconds, Limits limits) {
        return run(rules, SquareFreeCnf.forCase(rules, units), timeLimitSeconds, limits);
    }

    /**
     * What one run of CaDiCaL found, how (for the report), the size of its refutation in bytes (0 when there is none)
     * and the checker's verdict on it (null when it was not checked).
     */
    public record Answer(DrawOutcome outcome, String how, long proofBytes, DratChecker.Result check) {
    }

    private Answer run(Rules rules, SquareFreeCnf cnf, long timeLimitSeconds, Limits limits) {
        Path exe = executable();
        if (exe == null) {
            throw new InvalidInputException("solver cadical: the program 'cadical' is not on the PATH "
                    + "(Debian: apt-get install cadical)");
        }
        List<int[]> clauses = cnf.withCounters();
        Path dir = null;
        try {
            dir = Files.createTempDirectory(workDir, "squares-sat-");
            Path input = dir.resolve("board.cnf");
            Path proof = dir.resolve("proof.drat");
            try (BufferedWriter w = Files.newBufferedWriter(input, StandardCharsets.US_ASCII)) {
                cnf.writeDimacs(clauses, w);
            }
            String formula = cnf.vars + " variables, " + clauses.size() + " clauses"
                    + (breakSymmetries ? " (" + cnf.symmetriesBroken + " symmetries broken)" : "");
            ProcessBuilder pb = new ProcessBuilder(exe.toString(), "-q", "-t",
                    Long.toString(Math.min(Integer.MAX_VALUE, timeLimitSeconds)), "--binary=true",
                    input.toString(), proof.toString());
            pb.redirectErrorStream(true);
            Path log = dir.resolve("out.txt");
            pb.redirectOutput(log.toFile());
            Process proc = pb.start();
            try {
                while (!proc.waitFor(100, TimeUnit.MILLISECONDS)) {
                    if (limits.stopped()) {
                        proc.destroy();
                        if (!proc.waitFor(5, TimeUnit.SECONDS)) {
                            proc.destroyForcibly();
                        }
                        return new Answer(new DrawOutcome(null, false), "CaDiCaL, " + formula + ", stopped", 0, null);
                    }
                }
            } catch (InterruptedException e) {
                proc.destroyForcibly();
                Thread.currentThread().interrupt();
                return new Answer(new DrawOutcome(null, false), "CaDiCaL, " + formula + ", interrupted", 0, null);
            }
            List<String> out = Files.readAllLines(log, StandardCharsets.US_ASCII);
            String status = out.stream().filter(l -> l.startsWith("s ")).findFirst().orElse("s UNKNOWN");
            int exit = proc.exitValue();
            if (exit != 0 && exit != 10 && exit != 20) {
                // killed or failed: not the time limit, so not "undecided" either
                throw new ExternalProgramException("CaDiCaL ended without an answer (exit code " + exit
                        + (exit > 128 ? ", signal " + (exit - 128) : "") + ") on " + formula);
            }
            if (status.equals("s SATISFIABLE")) {
                boolean[] truth = new boolean[cnf.vars + 1];
                for (String l : out) {
                    if (l.startsWith("v ")) {
                        for (String t : l.substring(2).trim().split("\\s+")) {
                            int lit = Integer.parseInt(t);
                            if (lit > 0 && lit <= cnf.vars) {
                                truth[lit] = true;
                            }
                        }
                    }
                }
                return new Answer(new DrawOutcome(SquareFreeCnf.board(rules, truth), true), "CaDiCaL, " + formula,
                        0, null);
            }
            if (!status.equals("s UNSATISFIABLE")) {
                return new Answer(new DrawOutcome(null, false), "CaDiCaL, " + formula + ", undecided within "
                        + timeLimitSeconds + " s", 0, null);
            }
            long bytes = Files.size(proof);
            String proofText = "DRAT proof " + String.format("%.1f MB", bytes / 1e6);
            DrawOutcome none = new DrawOutcome(null, true);
            if (!checkProof) {
                return new Answer(none, "CaDiCaL, " + formula + ", unsatisfiable; " + proofText
                        + " not checked (the check was turned off)", bytes, null);
            }
            DratChecker.Result r = new DratChecker(limits).check(clauses, cnf.vars, proof);
            return switch (r.kind()) {
                case VERIFIED -> new Answer(none, "CaDiCaL, " + formula + ", unsatisfiable; " + proofText
                        + " verified by the forward RUP checker (" + r.detail() + ")", bytes, r);
                case TOO_LARGE, STOPPED -> new Answer(none, "CaDiCaL, " + formula + ", unsatisfiable; " + proofText
                        + " NOT checked: " + r.detail(), bytes, r);
                default -> throw new IllegalStateException("CaDiCaL's proof fails the check: " + r.detail());
            };
        } catch (IOException e) {
            throw new InvalidInputException("solver cadical: " + e.getMessage());
        } finally {
            if (dir != null) {
                deleteAll(dir);
            }
        }
    }

    private static void deleteAll(Path dir) {
        try (var files = Files.list(dir)) {
            for (Path f : files.toList()) {
                Files.deleteIfExists(f);
            }
            Files.deleteIfExists(dir);
        } catch (IOException e) {
            // a temporary file left behind is harmless
        }
    }
}
