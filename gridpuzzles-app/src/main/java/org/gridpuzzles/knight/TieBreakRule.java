package org.gridpuzzles.knight;

import java.util.Locale;

/**
 * How Warnsdorff's rule chooses among squares of equal minimal degree: {@link #random()}, a move-ordering
 * ({@link #ordering(String)}, e.g. 12345678: the tied move type that comes first wins), {@link #roth()} (farthest
 * from the centre) or {@link #pohl()} (Pohl's second level). {@code name} is the rule as a command line writes it.
 */
public record TieBreakRule(String name) implements java.io.Serializable {

    public TieBreakRule {
        TieBreaks.parse(name, 0); // a bad name is refused here, before any work
    }

    public static TieBreakRule random() {
        return new TieBreakRule("random");
    }

    public static TieBreakRule roth() {
        return new TieBreakRule("roth");
    }

    public static TieBreakRule pohl() {
        return new TieBreakRule("pohl");
    }

    /** A permutation of the move types 1..8, such as "12345678". */
    public static TieBreakRule ordering(String digits) {
        Ordering.parse(digits);
        return new TieBreakRule(digits);
    }

    /** The rule a command line names: random, roth, pohl or a move-ordering, in any case. */
    public static TieBreakRule parse(String text) {
        return new TieBreakRule(text);
    }

    /** True when the rule draws random numbers (random and pohl): its runs depend on the seed. */
    public boolean isRandom() {
        return TieBreaks.isRandom(name);
    }

    /** A fresh tie-break for one walk (tie-breaks keep state). */
    TieBreak create(long seed) {
        return TieBreaks.parse(name, seed);
    }

    @Override
    public String toString() {
        return name.toLowerCase(Locale.ROOT);
    }
}
