package org.gridpuzzles.frontier;

import java.util.List;

import org.gridpuzzles.core.Limits;
import org.gridpuzzles.io.Progress;

/**
 * Where the modular passes of a count run. By default ({@code FrontierOptions.passes() == null}) they run in this
 * process, a batch of primes per sweep; a distributed engine gives its own, which runs each pass as a task elsewhere
 * (with {@link FrontierCounting#pass}) and hands the residues back; the count combines them exactly as in process.
 */
@FunctionalInterface
public interface FrontierPasses {

    /** Runs the passes (in any order, anywhere) and returns their residues in the order of {@code passes}. */
    List<FrontierResidues> run(List<FrontierPass> passes, Limits limits, Progress progress);
}
