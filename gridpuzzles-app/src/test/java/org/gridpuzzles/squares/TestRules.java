package org.gridpuzzles.squares;

/** Rules from the generated values of a property. */
public final class TestRules {

    private TestRules() {
    }

    public static Rules of(int rows, int cols, int colours, boolean axisParallel, boolean anyBalance) {
        return new Rules(rows, cols, colours, axisParallel ? Rules.SquareKind.AXIS_PARALLEL : Rules.SquareKind.ALL,
                anyBalance ? Rules.Balance.ANY : Rules.Balance.EVEN);
    }
}
