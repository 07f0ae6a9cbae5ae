package org.gridpuzzles.squares.draw;

import org.gridpuzzles.squares.Board;

/** What a {@link DrawFinder} found: a witness, none (proved: {@code decided} and no witness), or nothing decided. */
public record DrawOutcome(Board witness, boolean decided) {

    public boolean exists() {
        return witness != null;
    }
}
