package org.gridpuzzles.squares;

/** Decides whether a drawn final board exists, with a witness when it does. */
public interface DrawFinder {

    /** The outcome: a witness board, none (proved), or unknown when the time limit was reached. */
    record Outcome(Board witness, boolean decided) {
        public boolean exists() {
            return witness != null;
        }
    }

    Outcome find(Rules rules, long timeLimitSeconds);

    String name();
}
