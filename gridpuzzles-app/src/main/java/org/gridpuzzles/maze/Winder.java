package org.gridpuzzles.maze;

/**
 * What inwinder and outwinder share: sidewinder's run choice ({@code --which}) and coin ({@code --bias}), and
 * almost no working memory beyond one run.
 */
abstract class Winder implements MazeGenerator {

    final RunChoice which;
    final double bias;

    /** @param bias probability of closing the run at a coin flip */
    Winder(RunChoice which, double bias) {
        this.which = which;
        this.bias = bias;
    }

    @Override
    public double bytesPerField() {
        return 0.1;
    }
}
