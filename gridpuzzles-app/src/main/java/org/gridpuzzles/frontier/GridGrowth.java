package org.gridpuzzles.frontier;

/**
 * The states each step of the grid rule ({@link GridLineStep}) is foreseen to hold on a whole board, before the count
 * runs: measured, not guessed. A sweep row by row across {@code width} fields fills its frontier within about seven
 * rows; from then on every row holds the same states step for step (a row's first steps a little fewer, its last step
 * half), until the last row, where they fall away. So a step's states are the width's peak times a share that
 * depends on the row (the rise of the first rows) and the column, and the peak grows by a factor of 6.5 to 7.3 for
 * two more fields of width. Peaks and row shares are those of the sorted sweep from corner to corner for widths 2 to
 * 17 ({@code labyrinth count --rows 13 --cols W --steps}, 17 rows for 16 and 17); wider boards extrapolate them: the
 * factor of two more fields of width grows by 0.78 times as much as it grew the last two fields, and the shares of
 * the first rows shrink by the factor they last shrank by. docs/one-way-labyrinths.md has the estimates beside
 * measured counts (within a few percent of the peak for the measured widths; 184 million states measured for 21 x 21
 * against about 182 million foreseen).
 */
final class GridGrowth {

    private GridGrowth() {
    }

    /** The most states of a step of a tall enough board, by width (index 0 and 1: one state). */
    private static final long[] PEAK = {1, 1, 2, 8, 15, 40, 84, 228, 513, 1414, 3333, 9296, 22659, 63774, 159435,
        451940, 1152447, 3285502};

    /**
     * The states of rows 0 to 8 over the row's steps and the peak, by width: the rise of the first rows, then
     * (even widths) every other row about a fifth lower. Later rows repeat rows 7 and 8.
     */
    private static final double[][] ROWS = {
        {}, {},
        {0.75, 0.5, 0.75, 0.5, 0.75, 0.5, 0.75, 0.5, 0.75},
        {0.2917, 0.5, 0.7917, 0.7917, 0.7917, 0.7917, 0.7917, 0.7917, 0.7917},
        {0.2167, 0.3833, 0.7667, 0.5, 0.7667, 0.5, 0.7667, 0.5, 0.7667},
        {0.115, 0.35, 0.825, 0.865, 0.865, 0.865, 0.865, 0.865, 0.865},
        {0.07738, 0.2897, 0.8095, 0.6032, 0.8492, 0.6032, 0.8492, 0.6032, 0.8492},
        {0.04073, 0.2287, 0.7632, 0.854, 0.8997, 0.8997, 0.8997, 0.8997, 0.8997},
        {0.02607, 0.191, 0.7407, 0.6579, 0.8896, 0.672, 0.8896, 0.672, 0.8896},
        {0.01375, 0.1427, 0.6558, 0.8043, 0.916, 0.9202, 0.9202, 0.9202, 0.9202},
        {0.008551, 0.1181, 0.6255, 0.6655, 0.9091, 0.7207, 0.9132, 0.7207, 0.9132},
        {0.004528, 0.08623, 0.5351, 0.7341, 0.9153, 0.9296, 0.9338, 0.9338, 0.9338},
        {0.002762, 0.07048, 0.5013, 0.6366, 0.909, 0.7556, 0.9286, 0.7568, 0.9286},
        {0.001468, 0.05096, 0.4203, 0.6538, 0.8974, 0.9286, 0.943, 0.9433, 0.9433},
        {0.000883, 0.04115, 0.3873, 0.5838, 0.8898, 0.7786, 0.9391, 0.7847, 0.9394},
        {0.0004707, 0.02964, 0.3207, 0.5707, 0.8637, 0.9177, 0.9487, 0.9502, 0.9505},
        {0.0002801, 0.02368, 0.2913, 0.5185, 0.8538, 0.7899, 0.9455, 0.8067, 0.9474},
        {0.0001497, 0.01703, 0.2393, 0.4896, 0.8171, 0.8977, 0.9505, 0.9546, 0.956},
    };

    /** The first row whose steps hold about the same states each (within a tenth of the rows after it). */
    private static final int SETTLED = 6;

    /** The widest board measured. */
    static final int MEASURED = PEAK.length - 1;

    /** A full row's first steps over its middle ones (17 fields wide; 16 for even widths); its last step about half. */
    private static final double[] FIRST_ODD = {0.835, 0.952, 0.975, 0.994, 0.998};
    private static final double[] FIRST_EVEN = {0.804, 0.935, 0.963, 0.991, 0.996};

    /** The last row's steps over the peak: the lines close, and fewer ways remain at each step. */
    private static final double[] LAST = {0.335, 0.19, 0.072, 0.028, 0.011, 0.0045};

    /** The most states of a step of a tall board {@code width} fields wide. */
    static double peak(int width) {
        if (width <= MEASURED) {
            return PEAK[Math.max(0, width)];
        }
        int w = MEASURED - (width - MEASURED) % 2; // the widest measured of the same parity
        double p = PEAK[w];
        double grew = (double) PEAK[w] / PEAK[w - 2];
        double rise = grew - (double) PEAK[w - 2] / PEAK[w - 4];
        for (int x = w + 2; x <= width; x += 2) {
            rise *= 0.78;
            grew += rise;
            p *= grew;
        }
        return p;
    }

    /** Row {@code r}'s states over its steps and the peak (r of 0 to 8; later rows repeat 7 and 8). */
    static double row(int width, int r) {
        int at = r <= 8 ? r : 7 + (r - 7) % 2;
        if (width <= MEASURED) {
            return ROWS[width][at];
        }
        int w = MEASURED - (width - MEASURED) % 2;
        double share = ROWS[w][at];
        double shrank = Math.min(1, share / ROWS[w - 2][at]);
        return share * Math.pow(shrank, (width - w) / 2.0);
    }

    /**
     * The states foreseen for each step of a whole board of {@code rows} rows swept across {@code width} fields, from
     * the corner (the last step: none, the lines complete).
     */
    static long[] states(int rows, int width) {
        int n = rows * width;
        long[] out = new long[n];
        if (width < 2) {
            java.util.Arrays.fill(out, 0, Math.max(0, n - 1), 1);
            return out;
        }
        double peak = peak(width);
        double[] first = width % 2 == 1 ? FIRST_ODD : FIRST_EVEN;
        double half = width % 2 == 1 ? 0.5 : 0.47;
        double[] shape = new double[width];
        double sum = 0;
        for (int c = 0; c < width; c++) {
            shape[c] = c == width - 1 ? half : c < first.length ? first[c] : 1;
            sum += shape[c];
        }
        double mean = sum / width;
        for (int r = 0; r < rows; r++) {
            if (r == rows - 1 && r > 0) {
                for (int c = 0; c < width; c++) {
                    double share = c < LAST.length ? LAST[c] : LAST[LAST.length - 1] * Math.pow(0.4, c - 5);
                    out[r * width + c] = Math.max(1, Math.round(peak * share));
                }
                continue;
            }
            // within a row of the rise the states grow from where the row before ended to where the next begins;
            // from row 6 on a row holds its own level (on even widths every other row a fifth lower)
            double here = row(width, r) / mean;
            boolean rise = r < SETTLED;
            double from = r == 0 ? 1 / peak : rise ? Math.sqrt(row(width, r - 1) / mean * here) : here;
            double to = rise && r + 1 < rows - 1 ? Math.sqrt(here * row(width, r + 1) / mean) : here;
            for (int c = 0; c < width; c++) {
                double t = (c + 0.5) / width;
                double level = Math.exp(Math.log(from) + (Math.log(to) - Math.log(from)) * t);
                out[r * width + c] = Math.max(1, Math.round(peak * Math.min(1, level) * shape[c]));
            }
        }
        out[n - 1] = 0;
        return out;
    }
}
