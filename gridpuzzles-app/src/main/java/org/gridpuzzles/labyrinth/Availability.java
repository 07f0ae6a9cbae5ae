package org.gridpuzzles.labyrinth;

import java.math.BigInteger;

import org.gridpuzzles.core.Limits;
import org.gridpuzzles.io.Progress;

/**
 * Decides, for the live end of a position, which next fields are available: those from which the line can still be
 * completed. Cheap necessary conditions refute first; a kept completion (the witness), repaired locally, proves; the
 * frontier count over the free fields decides exactly where affordable; a budgeted search over the free fields
 * decides on small areas; anything else is undecided.
 */
final class Availability {

    /** Grids up to this many fields use the exact count in {@link Oracle#AUTO}. */
    static final int EXACT_AUTO_FIELDS = 121;
    /** Grids up to this many fields run the reachability and colour pruning over the whole free area per candidate. */
    static final int GLOBAL_CHECK_FIELDS = 10_000;
    /** Free areas up to this many fields get a budgeted search of their own. */
    static final int FULL_SEARCH_FIELDS = 400;
    static final int MAX_WINDOW = 1200;

    final LinePosition pos;
    final Pruning pruning;
    final PathSearch search;
    final boolean exact;
    final boolean global;
    final long budget;
    private final Limits limits;
    Witness witness;
    /** The repair found for each candidate while deciding: window length and fields (or a whole new completion). */
    private int repairWindow;
    private int[] repairPath;
    private boolean repairWhole;
    private final int[] windowBuf;

    Availability(LinePosition pos, Oracle oracle, long budget) {
        this(pos, oracle, budget, Limits.none());
    }

    /** As above; the exact counts stop when {@code limits} are cancelled or run out. */
    Availability(LinePosition pos, Oracle oracle, long budget, Limits limits) {
        this.limits = limits;
        this.pos = pos;
        this.pruning = new Pruning(pos);
        this.search = new PathSearch(pos.nb, pos.taken.length);
        int n = pos.taken.length;
        this.exact = oracle == Oracle.EXACT || oracle == Oracle.AUTO && n <= EXACT_AUTO_FIELDS;
        this.global = n <= GLOBAL_CHECK_FIELDS;
        this.budget = budget;
        this.windowBuf = new int[n];
    }

    /** Finds a first completion from the start to keep as the witness; false when none was found. */
    boolean findInitialWitness() {
        Labyrinth lab = pos.lab;
        int[] snake = Snake.corner(lab);
        if (snake != null) {
            witness = Witness.of(pos.taken.length, snake, 1, snake.length);
            return true;
        }
        if (pos.taken.length > 4 * FULL_SEARCH_FIELDS) {
            return false;
        }
        int[] all = new int[pos.taken.length];
        for (int i = 0; i < all.length; i++) {
            all[i] = i;
        }
        if (search.search(all, all.length, lab.start(), lab.end(), -1, 50 * budget) == PathSearch.Outcome.FOUND) {
            int[] p = search.path();
            witness = Witness.of(all.length, p, 1, p.length);
            return true;
        }
        return false;
    }

    /** Decides one candidate next field; with {@code counting} the exact number of completions is computed too. */
    FieldVerdict decide(int q, boolean counting) {
        repairPath = null;
        repairWhole = false;
        repairWindow = 0;
        pos.push(q);
        try {
            String reason = pruning.afterStep(global);
            if (reason != null) {
                return new FieldVerdict(q, FieldVerdict.Kind.FORBIDDEN, reason, BigInteger.ZERO);
            }
            if (pos.complete()) {
                return new FieldVerdict(q, FieldVerdict.Kind.AVAILABLE, null, BigInteger.ONE);
            }
            if (counting) {
                BigInteger c = exactCount(q);
                return c.signum() > 0 ? new FieldVerdict(q, FieldVerdict.Kind.AVAILABLE, null, c)
                        : new FieldVerdict(q, FieldVerdict.Kind.FORBIDDEN, "no completion exists (exact)", c);
            }
            if (witness != null && repair(q)) {
                return new FieldVerdict(q, FieldVerdict.Kind.AVAILABLE, null, null);
            }
            if (exact) {
                BigInteger c = exactCount(q);
                return c.signum() > 0 ? new FieldVerdict(q, FieldVerdict.Kind.AVAILABLE, null, c)
                        : new FieldVerdict(q, FieldVerdict.Kind.FORBIDDEN, "no completion exists (exact)", c);
            }
            int free = pos.freeCount();
            if (free + 1 <= FULL_SEARCH_FIELDS) {
                int[] set = freeFieldsWith(q);
                PathSearch.Outcome o = search.search(set, free + 1, q, pos.lab.end(), -1, budget);
                if (o == PathSearch.Outcome.FOUND) {
                    repairWhole = true;
                    repairPath = search.path();
                    return new FieldVerdict(q, FieldVerdict.Kind.AVAILABLE, null, null);
                }
                if (o == PathSearch.Outcome.NONE) {
                    return new FieldVerdict(q, FieldVerdict.Kind.FORBIDDEN, "no completion exists (exhaustive search)",
                            BigInteger.ZERO);
                }
            }
            return new FieldVerdict(q, FieldVerdict.Kind.UNDECIDED, "undecided within the search budget", null);
        } finally {
            pos.pop();
        }
    }

    /** The exact number of completions after stepping to {@code q} (q already taken). */
    BigInteger exactCount(int q) {
        boolean[] region = new boolean[pos.taken.length];
        for (int i = 0; i < region.length; i++) {
            region[i] = !pos.taken[i];
        }
        region[q] = true;
        return GridLineCounter.exact(pos.grid, region, q, pos.lab.end(), limits).count(Progress.none());
    }

    private int[] freeFieldsWith(int q) {
        int k = 0;
        int[] set = new int[pos.freeCount() + 1];
        set[k++] = q;
        for (int i = 0; i < pos.taken.length; i++) {
            if (!pos.taken[i]) {
                set[k++] = i;
            }
        }
        return set;
    }

    /** Tries to reroute the first fields of the witness so that the line goes to {@code q} next. */
    private boolean repair(int q) {
        int k = witness.distance(q);
        if (k < 1) {
            return false;
        }
        if (k == 1) {
            repairWindow = 1;
            repairPath = new int[] {q};
            return true;
        }
        int size = witness.size();
        int[] extras = {0, 2, 6, 14, 30, 62, 126, 254, 510};
        int lastJ = -1;
        for (int extra : extras) {
            int j = Math.min(size, k + extra);
            if (j > MAX_WINDOW || j == lastJ) {
                break;
            }
            lastJ = j;
            for (int i = 0; i < j; i++) {
                windowBuf[i] = witness.ahead(i + 1);
            }
            int target = j == size ? pos.lab.end() : -1;
            int exit = j == size ? -1 : witness.ahead(j + 1);
            if (search.search(windowBuf, j, q, target, exit, budget / 4) == PathSearch.Outcome.FOUND) {
                repairWindow = j;
                repairPath = search.path().clone();
                return true;
            }
        }
        return false;
    }

    /** Moves the live end to {@code q}, decided available just before, keeping a witness where one is known. */
    void step(int q, int[] path, int window, boolean whole) {
        pos.push(q);
        if (whole) {
            witness = Witness.of(pos.taken.length, path, 1, path.length);
        } else if (path != null && witness != null) {
            witness.replace(window, path);
            witness.pop();
        } else {
            witness = null;
        }
    }

    int[] lastRepairPath() {
        return repairPath;
    }

    int lastRepairWindow() {
        return repairWindow;
    }

    boolean lastRepairWhole() {
        return repairWhole;
    }
}
