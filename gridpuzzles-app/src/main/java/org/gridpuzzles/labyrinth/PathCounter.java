package org.gridpuzzles.labyrinth;

import java.math.BigInteger;

import org.gridpuzzles.io.Progress;

/** A program that counts the lines from start to end through every free field. */
interface PathCounter {

    BigInteger count(Progress progress);

    /** The most frontier states one step of the counts so far held. */
    long peakStates();
}
