package org.gridpuzzles.squares;

/** What a {@link DrawFinder} found: a witness, none (proved: {@code decided} and no witness), or nothing decided. */
record DrawOutcome(Board witness, boolean decided) {

    boolean exists() {
        return witness != null;
    }
}
