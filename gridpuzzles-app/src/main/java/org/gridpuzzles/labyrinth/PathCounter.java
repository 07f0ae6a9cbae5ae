package org.gridpuzzles.labyrinth;

import java.math.BigInteger;

import org.gridpuzzles.frontier.FrontierResidues;
import org.gridpuzzles.io.Progress;

/** A program that counts the lines from start to end through every free field. */
interface PathCounter {

    BigInteger count(Progress progress);

    /** The count's residues modulo the primes of its first pass only (see FrontierCounting#residues). */
    FrontierResidues residues(Progress progress);

    /** The most frontier states one step of the counts so far held. */
    long peakStates();
}
