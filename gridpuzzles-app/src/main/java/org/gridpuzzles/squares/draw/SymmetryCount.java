package org.gridpuzzles.squares.draw;

import java.util.List;

import org.gridpuzzles.io.Progress;
import org.gridpuzzles.squares.DrawCount;
import org.gridpuzzles.squares.Rules;
import org.gridpuzzles.squares.board.BoardSymmetry;

/**
 * Classes of drawn boards under the board's rotations and reflections (and, if asked, renamings of colours with
 * equal quotas), by Burnside's lemma: the number of classes is the mean number of boards fixed by a group element.
 */
public final class SymmetryCount {

    private final DrawCounter counter;

    public SymmetryCount(DrawCounter counter) {
        this.counter = counter;
    }

    public DrawCount count(Rules rules, boolean swapColours, Progress progress) {
        List<int[]> geometric = BoardSymmetry.of(rules.rows(), rules.cols());
        List<int[]> renamings = BoardSymmetry.colourPermutations(rules, swapColours);
        long sum = 0;
        for (int[] g : geometric) {
            for (int[] sigma : renamings) {
                sum += counter.countFixed(rules, g, sigma, progress);
            }
        }
        int size = geometric.size() * renamings.size();
        if (sum % size != 0) {
            throw new IllegalStateException("Burnside sum " + sum + " is not a multiple of the group size " + size);
        }
        return new DrawCount(sum / size, size, sum);
    }
}
