package org.gridpuzzles.api.labyrinth;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;

import org.gridpuzzles.api.Operation;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.io.Progress;
import org.gridpuzzles.labyrinth.DrawOptions;
import org.gridpuzzles.labyrinth.DrawingStatistics;
import org.gridpuzzles.labyrinth.Labyrinth;
import org.gridpuzzles.labyrinth.Labyrinths;
import org.gridpuzzles.labyrinth.WalkthroughCount;

/** {@code labyrinth bench}: timings of counting, enumeration and drawing in the running process. */
final class BenchOperation implements Operation<LabyrinthBenchRequest, LabyrinthBenchResult> {

    @Override
    public String name() {
        return "labyrinth bench";
    }

    @Override
    public String description() {
        return "Times count, enumerate or draw in the running process (its start excluded).";
    }

    @Override
    public Class<LabyrinthBenchRequest> requestType() {
        return LabyrinthBenchRequest.class;
    }

    @Override
    public Class<LabyrinthBenchResult> resultType() {
        return LabyrinthBenchResult.class;
    }

    @Override
    public LabyrinthBenchResult run(LabyrinthBenchRequest q, RunContext context) {
        LabyrinthBoard board = q.board();
        Labyrinth lab = board.labyrinth();
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        long c0 = cpu.getCurrentThreadCpuTime();
        long t0 = System.nanoTime();
        return switch (q.what()) {
            case COUNT -> {
                board.requireSolvable();
                WalkthroughCount c = Labyrinths.count(lab, context.limits(), Progress.none());
                LabyrinthBenchResult.Run run = new LabyrinthBenchResult.Run(1, 1, (System.nanoTime() - t0) / 1e9,
                        (cpu.getCurrentThreadCpuTime() - c0) / 1e9);
                yield new LabyrinthBenchResult(q.what(), q.rows(), q.cols(), c.count().toString(), c.peakStates(),
                        null, null, null, List.of(run));
            }
            case ENUMERATE -> {
                // one thread, then one per first move, side by side in the same run
                List<LabyrinthBenchResult.Run> runs = new ArrayList<>();
                for (int threads : new int[] {1, context.threads()}) {
                    long c1 = cpu.getCurrentThreadCpuTime();
                    long t1 = System.nanoTime();
                    long[] chars = {0};
                    long n = Labyrinths.enumerate(lab, EnumerateOperation.options(new LabyrinthEnumerateRequest(
                            q.rows(), q.cols(), q.start(), q.end(), q.limit(), false), context.withThreads(threads)),
                            m -> {
                                chars[0] += m.length();
                                return true;
                            });
                    runs.add(new LabyrinthBenchResult.Run(threads, n, (System.nanoTime() - t1) / 1e9,
                            (cpu.getCurrentThreadCpuTime() - c1) / 1e9));
                }
                yield new LabyrinthBenchResult(q.what(), q.rows(), q.cols(), null, null, null, null, null, runs);
            }
            case DRAW -> {
                DrawingStatistics st = Labyrinths.statistics(lab, DrawOptions.seed(q.seed()).runs(q.runs())
                        .limits(context.limits()), Progress.none());
                LabyrinthBenchResult.Run run = new LabyrinthBenchResult.Run(1, q.runs(),
                        (System.nanoTime() - t0) / 1e9, (cpu.getCurrentThreadCpuTime() - c0) / 1e9);
                yield new LabyrinthBenchResult(q.what(), q.rows(), q.cols(), null, null, q.seed(),
                        st.stuck() + st.invalid(), st.undecided(), List.of(run));
            }
        };
    }
}
