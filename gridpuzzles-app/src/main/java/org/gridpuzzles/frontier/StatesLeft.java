package org.gridpuzzles.frontier;

/**
 * The time a sweep has left from the states foreseen for its steps to come: their states, scaled by how the steps
 * made so far compare with their foresight, times the time a state took. A frontier grows for rows before it stops
 * growing, so the steps to come are not like the steps made, and the time left by the steps made alone (a 25 x 25
 * count said 38 s at its first step) says nothing. A step costs a little on its own (the threads start and wait) and
 * a time for each state: the least time of a step stands for the first, and until steps of many states were made the
 * time a state is the store's measured one; then that of the last large steps (about a row): while the frontier grows
 * its arrays grow too, and a step that holds more states than any before (its arrays new, zeroed by the system) costs
 * up to ten times as much a state as the steps after it: such steps do not count.
 */
final class StatesLeft {

    /** States a step holds at least for its time to count towards the time a state. */
    static final long LARGE = 1 << 16;
    /** The weight, in states, of the measured time a state before the count's own steps. */
    static final double PRIOR = 1 << 20;

    private final long[] foreseen;
    private final double priorNanos;
    /** The states made and foreseen in the steps made lately (about a row), for the scale of the foresight. */
    private final long[] made;
    private int count;
    /** The states and times of the last large steps, in turn. */
    private final double[] largeStates;
    private final double[] largeNanos;
    private int large;
    private long most;
    private double leastNanos = Double.MAX_VALUE;

    /** For steps foreseen to hold {@code foreseen} states, made at first at {@code priorNanos} (wall time) a state. */
    StatesLeft(long[] foreseen, double priorNanos) {
        this.foreseen = foreseen;
        this.priorNanos = priorNanos;
        this.made = new long[foreseen.length];
        int span = span();
        this.largeStates = new double[span];
        this.largeNanos = new double[span];
    }

    /** About a row of steps: a sweep of n steps across w fields makes w steps a row, and w is at most root n. */
    private int span() {
        return Math.max(1, (int) Math.ceil(Math.sqrt(foreseen.length)));
    }

    /** Step {@code v} made {@code size} states in {@code nanos}. */
    void stepMade(int v, long size, long nanos) {
        made[v] = size;
        count = Math.max(count, v + 1);
        leastNanos = Math.min(leastNanos, nanos);
        // a step's work: the states it sweeps and makes, the larger of the two (the last step makes none)
        long states = Math.max(size, v > 0 ? made[v - 1] : 1);
        boolean grew = size > most;
        most = Math.max(most, size);
        if (states >= LARGE && !grew) {
            largeStates[large % largeStates.length] = states;
            largeNanos[large % largeStates.length] = Math.max(0, nanos - leastNanos);
            large++;
        }
    }

    /** How the states made compare with those foreseen, over the last steps made (about a row): 0.1 to 10. */
    double scale() {
        int span = span();
        double real = 0;
        double seen = 0;
        for (int v = Math.max(0, count - span); v < count && v < foreseen.length - 1; v++) {
            real += made[v];
            seen += foreseen[v];
        }
        return real <= 0 || seen <= 0 ? 1 : Math.max(0.1, Math.min(10, real / seen));
    }

    /**
     * The wall time a state takes: the store's measured time, then more and more the median time a state of the last
     * large steps.
     */
    double nanosPerState() {
        int n = Math.min(large, largeStates.length);
        if (n == 0) {
            return priorNanos;
        }
        // the median of the steps' times a state: a step slowed by the collector or by other work on the machine
        // moves it little
        double[] rates = new double[n];
        double states = 0;
        for (int i = 0; i < n; i++) {
            rates[i] = largeNanos[i] / largeStates[i];
            states += largeStates[i];
        }
        java.util.Arrays.sort(rates);
        double median = n % 2 == 1 ? rates[n / 2] : (rates[n / 2 - 1] + rates[n / 2]) / 2;
        return (priorNanos * PRIOR + median * states) / (PRIOR + states);
    }

    /** Seconds for the steps after step {@code v}. */
    double seconds(int v) {
        double scale = scale();
        double states = 0;
        for (int u = v + 1; u < foreseen.length; u++) {
            states += Math.max(foreseen[u], u > 0 ? foreseen[u - 1] : 0) * scale;
        }
        // the first step also starts the threads and compiles the rule: its time says nothing of the others
        double fixed = count < 2 ? 0 : leastNanos * (foreseen.length - 1 - v);
        return (states * nanosPerState() + fixed) / 1e9;
    }
}
