package org.gridpuzzles.squares.draw;

import org.gridpuzzles.io.Progress;
import org.gridpuzzles.squares.Rules;

/** Counts drawn final boards. */
interface DrawCounter {

    /** The number of full boards with no one-coloured square under the rules. */
    long count(Rules rules, Progress progress);

    /** The number of those boards fixed by a symmetry: colour(g(i)) = sigma(colour(i)) for every field i. */
    long countFixed(Rules rules, int[] g, int[] sigma, Progress progress);
}
