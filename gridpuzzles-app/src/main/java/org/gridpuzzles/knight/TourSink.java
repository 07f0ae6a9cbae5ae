package org.gridpuzzles.knight;

/** Receives a walk square by square, so that huge tours can be streamed without being stored. */
interface TourSink {

    void start(int row, int col);

    /** The knight moved by move type {@code type} (1..8) to (row, col); {@code tie} when a tie was broken. */
    void move(int type, int row, int col, boolean tie);

    TourSink NONE = new TourSink() {
        @Override
        public void start(int row, int col) {
        }

        @Override
        public void move(int type, int row, int col, boolean tie) {
        }
    };
}
