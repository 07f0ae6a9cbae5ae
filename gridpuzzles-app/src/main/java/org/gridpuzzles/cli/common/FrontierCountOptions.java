package org.gridpuzzles.cli.common;

import java.io.PrintWriter;
import java.nio.file.Path;

import org.gridpuzzles.api.Sweeps;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.core.LimitReachedException;
import org.gridpuzzles.core.MachineMemory;
import org.gridpuzzles.frontier.CountEstimate;
import org.gridpuzzles.frontier.FrontierCount;
import org.gridpuzzles.frontier.FrontierCounting;
import org.gridpuzzles.frontier.FrontierOptions;
import org.gridpuzzles.frontier.FrontierPasses;
import org.gridpuzzles.io.Progress;

import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Option;

/**
 * The options of the frontier counts ({@code labyrinth count}, {@code knight count}): arithmetic, checkpoints. Exact
 * counts and the options of counting modulo primes exclude each other (an exclusive argument group).
 */
public final class FrontierCountOptions {

    @ArgGroup(exclusive = true)
    Arithmetic arithmetic;

    /** --exact, or counting modulo primes with its options: never both. */
    static final class Arithmetic {

        @Option(names = "--exact", description = "Exact counts per state (62-bit limbs, one thread) instead of "
                + "residues modulo primes (for checking; slower, more memory).")
        boolean exact;

        @ArgGroup(exclusive = false)
        Residues residues;
    }

    /** What only a count modulo primes has: its primes, its checkpoints, its spilled steps, one pass that confirms. */
    static final class Residues {

        @Option(names = "--primes", paramLabel = "K", description = "Residues modulo K primes in the first pass "
                + "(default: as many as the count is likely to need, at least 1); more passes follow when a proved "
                + "bound of the count needs more primes, each with as many as the heap holds.")
        Integer primes;

        @Option(names = "--first-prime", paramLabel = "I", description = "Start at the I-th prime of the fixed list "
                + "(default 0): another I gives an independent computation.")
        Integer firstPrime;

        @Option(names = "--checkpoint", paramLabel = "DIR", description = "Save the frontier into DIR between steps "
                + "(atomically); a rerun with the same DIR resumes.")
        Path checkpoint;

        @Option(names = "--checkpoint-every", paramLabel = "S", description = "Seconds between two checkpoints "
                + "(default 300; 0: after every step). Ctrl-C also saves one.")
        Long checkpointEvery;

        @Option(names = "--spill", paramLabel = "DIR", description = "Keep the states of a step too large for memory "
                + "on disk in DIR: the step is made in rounds, each keeping a part of the new states in memory (CPU "
                + "time traded for memory; DIR needs room for two steps' states, 16 bytes or more a state).")
        Path spill;

        @Option(names = "--confirm", paramLabel = "N", description = "Instead of the whole count, one pass of it (the "
                + "primes of --primes and --first-prime) that judges N: exit 0 when N leaves the count's residue "
                + "modulo each prime and lies within the pass's proved bound, 1 when not.")
        String confirm;
    }

    @Option(names = "--steps", description = "Write the states and time of every step to standard error.")
    boolean steps;

    @Option(names = "--estimate", description = "Instead of the count, what it is foreseen to take, before any of its "
            + "work: the states of its largest step and of all steps (from measured sweeps), the memory they take in "
            + "the store the count would use (with the --primes, --exact, --checkpoint or --spill given) beside this "
            + "heap, and the time; exit 0. A count foreseen not to fit the heap is refused before it starts.")
    boolean estimate;

    private Residues residues() {
        return arithmetic == null || arithmetic.residues == null ? new Residues() : arithmetic.residues;
    }

    /** Whether --estimate was given. */
    public boolean estimate() {
        return estimate;
    }

    public boolean exact() {
        return arithmetic != null && arithmetic.exact;
    }

    // the values as given (null: not given), for a request that carries them
    public Integer primes() {
        return residues().primes;
    }

    public Integer firstPrime() {
        return residues().firstPrime;
    }

    public Path checkpoint() {
        return residues().checkpoint;
    }

    public Long checkpointEvery() {
        return residues().checkpointEvery;
    }

    public Path spill() {
        return residues().spill;
    }

    /** The N of --confirm as written, or null. */
    public String confirm() {
        return residues().confirm;
    }

    /** Whether an option of the frontier program itself was given (--confirm is the command's question). */
    public boolean given() {
        return exact() || primes() != null || firstPrime() != null || checkpoint() != null || checkpointEvery() != null
                || steps || spill() != null || estimate;
    }

    /** The options for the engine; bad values are bad input. */
    public FrontierOptions options() {
        boolean exact = exact();
        Integer primes = primes();
        Integer firstPrime = firstPrime();
        Path checkpoint = checkpoint();
        Long checkpointEvery = checkpointEvery();
        Path spill = spill();
        FrontierOptions o = FrontierOptions.defaults().withExact(exact);
        if (primes != null && (primes < 1 || primes > 32)) {
            throw new InvalidInputException("--primes " + primes + " must be between 1 and 32");
        }
        if (firstPrime != null && (firstPrime < 0 || firstPrime > 31)) {
            throw new InvalidInputException("--first-prime " + firstPrime + " must be between 0 and 31");
        }
        o = o.withPrimes(primes == null ? 0 : primes, firstPrime == null ? 0 : firstPrime);
        if (checkpointEvery != null && checkpointEvery < 0) {
            throw new InvalidInputException("--checkpoint-every " + checkpointEvery + " is not a number of seconds");
        }
        if (checkpointEvery != null && checkpoint == null) {
            throw new InvalidInputException("--checkpoint-every needs --checkpoint DIR");
        }
        if (checkpoint != null && java.nio.file.Files.exists(checkpoint)
                && !java.nio.file.Files.isDirectory(checkpoint)) {
            throw new InvalidInputException("checkpoint folder " + checkpoint + " is a file, not a folder");
        }
        if (spill != null && java.nio.file.Files.exists(spill) && !java.nio.file.Files.isDirectory(spill)) {
            throw new InvalidInputException("spill folder " + spill + " is a file, not a folder");
        }
        if (spill != null) {
            o = o.withSpill(spill);
        }
        if (checkpoint != null) {
            o = o.withCheckpoint(checkpoint, checkpointEvery == null ? 300 : checkpointEvery);
        }
        // the room a step has follows from the heap and the slot each pass takes: the engine works it out; the
        // passes run where the installed sweeps say, which refuse the options they cannot honour
        FrontierPasses passes = Sweeps.current().frontierPasses(o);
        if (steps && passes != null) {
            throw new InvalidInputException("--steps writes the steps of passes run in this process, and these run "
                    + "elsewhere: drop --steps");
        }
        return o.withPasses(passes);
    }

    /**
     * Before the count: refused when its largest step is foreseen not to fit the heap ({@code e}, null: nothing
     * foreseen), in one line that says what it needs and what to do; not when the count is foreseen to reach its time
     * limit ({@code limit}, null: none) first.
     */
    public void refuseIfTooLarge(CountEstimate e, TimeLimitOption limit) {
        // a time limit the count is foreseen to reach before its steps outgrow the heap ends it first, as it says
        if (e == null || e.fits() || limit != null && limit.given()
                && limit.exactSeconds() < e.secondsBeforeFull()) {
            return;
        }
        int k = e.primes();
        throw new LimitReachedException(LimitReachedException.Limit.STATES, String.format("the count needs about %,d "
                + "frontier states in its largest step (foreseen from measured sweeps), more than this %,d MB heap "
                + "holds (%,d at %d bytes a state in %s steps): give the JVM about %,d GB of heap with GRIDPUZZLES_HEAP "
                + "or -Xmx, %s%skeep states on disk in a spill folder with --spill DIR; --estimate says more",
                e.peakStates(), e.heapBytes() >> 20, e.statesThatFit(), e.bytesPerState(), e.store(),
                e.heapNeededGb(), k > 1 ? "fewer primes a pass with --primes 1, " : "",
                e.hashedFits() ? String.format("the hashed steps of --checkpoint DIR (%d bytes a state, slower), or ",
                        e.hashedBytesPerState()) : "or "));
    }

    /** Before a long run (with --steps, --checkpoint or --spill): how many states fit the heap, on standard error. */
    public void announce(PrintWriter err, FrontierOptions o) {
        announce(err, o, null);
    }

    /**
     * As {@link #announce(PrintWriter, FrontierOptions)}, for a count whose first pass is foreseen as {@code e} (null:
     * nothing foreseen): steps made by sorting have a room of their own, and with --steps the estimate follows.
     */
    public void announce(PrintWriter err, FrontierOptions o, CountEstimate e) {
        if (e != null && e.store().equals("sorted") && steps) {
            int k = e.primes();
            err.printf("memory: room for %,d frontier states a step (%d MB heap; %d residue%s%s a state, steps made "
                    + "by sorting: %d bytes a state); a further pass, if any, says its own%n", e.statesThatFit(),
                    e.heapBytes() >> 20, k, k == 1 ? "" : "s", e.estimate() ? " and the estimate" : "",
                    e.bytesPerState());
            err.print(e.text());
            MachineMemory.heapWarning(Runtime.getRuntime().maxMemory(), MachineMemory.available())
                    .ifPresent(err::println);
            err.flush();
            return;
        }
        if (e != null && e.store().equals("tabled") && steps) {
            // the closed lines' tables are made once, their pass holds two steps' counts in dense arrays: no room
            // of states a step to tell, only the heap they take
            err.printf("memory: the closed lines' tables and a pass along them, about %s of this %d MB heap; a "
                    + "further pass, if any, goes along the same tables%n", CountEstimate.bytes(e.peakBytes()),
                    e.heapBytes() >> 20);
            err.print(e.text());
            MachineMemory.heapWarning(Runtime.getRuntime().maxMemory(), MachineMemory.available())
                    .ifPresent(err::println);
            err.flush();
            return;
        }
        if (steps || checkpoint() != null || spill() != null) {
            // the residues of the first pass: those foreseen for it when known (a grid's count takes as many as it
            // likely needs), else those asked for, else one
            int k = e != null && e.primes() > 0 ? e.primes() : primes() == null ? 1 : primes();
            err.printf("memory: room for %,d frontier states a step (%d MB heap; %d residue%s and the estimate a "
                    + "state; %,d when a bound of the count known before makes the estimate unneeded)%s%n",
                    FrontierCounting.statesThatFit(k), Runtime.getRuntime().maxMemory() >> 20, k, k == 1 ? "" : "s",
                    FrontierCounting.statesThatFit(k, false), primes() != null ? ""
                            : String.format("; with 2 residues %,d, with 3 %,d: each pass says its own",
                                    FrontierCounting.statesThatFit(2), FrontierCounting.statesThatFit(3)));
            if (spill() != null) {
                err.printf("larger steps go on with their states on disk, in %s%n", spill());
            }
            if (e != null && steps) {
                err.print(e.text());
            }
            MachineMemory.heapWarning(Runtime.getRuntime().maxMemory(), MachineMemory.available())
                    .ifPresent(err::println);
            err.flush();
        }
    }

    /**
     * With --steps, a progress that also writes each step's line to {@code err} as it ends; with --checkpoint, one
     * that says at once on {@code err} where a pass resumes from its checkpoint.
     */
    public Progress progress(Progress inner, PrintWriter err) {
        if (!steps && checkpoint() == null) {
            return inner;
        }
        long t0 = System.nanoTime();
        return new Progress() {
            @Override
            public void start(String task, long total) {
                inner.start(task, total);
                if (steps) {
                    if (total < 0) {
                        err.printf("%s%n", task);
                    } else {
                        err.printf("%s: %d steps%n", task, total);
                    }
                    err.flush();
                }
            }

            @Override
            public void done(long s) {
                inner.done(s);
            }

            @Override
            public void advance(long s) {
                inner.advance(s);
            }

            @Override
            public void note(String text) {
                inner.note(text);
                if (steps) {
                    err.printf("%.1f s: %s%n", (System.nanoTime() - t0) / 1e9, text);
                    err.flush();
                }
            }

            @Override
            public void resumed(String task, long done, long total) {
                inner.resumed(task, done, total);
                err.printf("%s: resuming from step %d of %d (checkpoint %s)%n", task, done, total, checkpoint());
                err.flush();
            }

            @Override
            public void close() {
                inner.close();
            }
        };
    }

    /** After the run, with --steps: the totals. */
    public void report(PrintWriter err, FrontierCount c) {
        if (!steps) {
            return;
        }
        err.printf("passes %d, primes %d, most states %,d%s%n", c.passes(), c.primes().size(), c.peakStates(),
                c.resumedAtStep() > 0 ? ", resumed at step " + (c.resumedAtStep() + 1) : "");
        err.flush();
    }
}
