package org.gridpuzzles.spark;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;

import org.apache.spark.SparkJobInfo;
import org.apache.spark.SparkStageInfo;
import org.apache.spark.api.java.JavaFutureAction;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.util.CollectionAccumulator;

import org.gridpuzzles.api.Sweeps;
import org.gridpuzzles.api.knight.KnightCountRequest;
import org.gridpuzzles.api.knight.StudyRequest;
import org.gridpuzzles.api.knight.VerifySquirrelRequest;
import org.gridpuzzles.api.labyrinth.LabyrinthCountRequest;
import org.gridpuzzles.api.push.PushBenchRequest;
import org.gridpuzzles.api.push.PushSolveRequest;
import org.gridpuzzles.core.Failures;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.core.InterruptedRunException;
import org.gridpuzzles.core.LimitReachedException;
import org.gridpuzzles.core.Limits;
import org.gridpuzzles.core.Sink;
import org.gridpuzzles.frontier.FrontierOptions;
import org.gridpuzzles.frontier.FrontierPass;
import org.gridpuzzles.frontier.FrontierPasses;
import org.gridpuzzles.frontier.FrontierResidues;
import org.gridpuzzles.io.Progress;
import org.gridpuzzles.knight.SquareBoardSizes;
import org.gridpuzzles.knight.SquirrelFailure;
import org.gridpuzzles.knight.SquirrelReport;
import org.gridpuzzles.knight.WarnsdorffStudyOptions;
import org.gridpuzzles.knight.WarnsdorffStudyResult;
import org.gridpuzzles.knight.WarnsdorffStudyRow;
import org.gridpuzzles.push.FirstPushAnswer;
import org.gridpuzzles.push.FirstPushes;
import org.gridpuzzles.push.PushBenchInstance;
import org.gridpuzzles.push.PushBenchOptions;
import org.gridpuzzles.push.PushBenchReport;
import org.gridpuzzles.push.PushBenchRow;
import org.gridpuzzles.push.PushLabyrinths;
import org.gridpuzzles.push.PushPuzzle;
import org.gridpuzzles.push.PushSolveMode;

/**
 * The sweeps of the operations on a Spark cluster. The driver cuts the work into tasks of bounded size
 * ({@link TaskPlan}), each task calls the same engine entry point the in-process run calls for its items, and the
 * driver puts the results back in the order of the items, so the command prints what it prints in process. A task
 * depends only on its item (each trial of a study has its own seed), so a task that Spark runs again after a failure
 * gives the same result. What a request asks that means nothing on a cluster is refused by the request's type and
 * values ({@link #admit}, {@link #frontierPasses}), before any work.
 */
final class SparkSweeps extends Sweeps {

    /** The requests whose long work runs here: the operations the driver runs, found by their request types. */
    static final Set<Class<? extends Record>> SHARED = Set.of(VerifySquirrelRequest.class, StudyRequest.class,
            PushBenchRequest.class, PushSolveRequest.class, LabyrinthCountRequest.class, KnightCountRequest.class);

    /** Of those, the counts, whose passes {@code --partitioned} spreads over the cluster. */
    static final Set<Class<? extends Record>> COUNTS = Set.of(LabyrinthCountRequest.class, KnightCountRequest.class);

    private final Supplier<JavaSparkContext> start;
    private final boolean partitioned;
    // set by start(): Spark starts with the first work, so that a request refused, or a command that fails on its
    // input, starts no Spark
    private JavaSparkContext sc;
    private TaskPlan plan;

    /** Sweeps on the Spark context that {@code start} gives when the first work comes. */
    SparkSweeps(Supplier<JavaSparkContext> start, boolean partitioned) {
        this.start = start;
        this.partitioned = partitioned;
    }

    private synchronized void start() {
        if (sc == null) {
            sc = start.get();
            sc.sc().addSparkListener(executorMemory);
            long squares = sc.getConf().getLong(GridPuzzlesSpark.SQUARES_PER_TASK, TaskPlan.DEFAULT_SQUARES);
            plan = new TaskPlan(squares, sc.defaultParallelism());
        }
    }

    /** The sizes of one finished task of verify-squirrel and the failures among them. */
    record SquirrelDone(SquareBoardSizes sizes, List<SquirrelFailure> failures) implements java.io.Serializable {
    }

    /**
     * The results come back through an accumulator, task by task, so that a job stopped by Ctrl-C still reports the
     * sizes its finished tasks checked (Spark adds a task's accumulator updates once, and only when it succeeds).
     */
    @Override
    public SquirrelReport verifySquirrel(SquareBoardSizes sizes, Limits limits, Progress progress) {
        start();
        List<SquareBoardSizes> tasks = plan.squirrelTasks(sizes);
        progress.start("verify-squirrel on Spark, " + tasks.size() + " tasks", tasks.size());
        CollectionAccumulator<SquirrelDone> acc = sc.sc().collectionAccumulator("verify-squirrel");
        sc.setJobDescription("knight verify-squirrel");
        boolean finished = finish(sc.parallelize(tasks, tasks.size())
                .foreachAsync(t -> acc.add(new SquirrelDone(t, Tasks.squirrel(t)))), "knight verify-squirrel",
                limits, progress);
        progress.close();
        List<SquirrelFailure> failures = new ArrayList<>();
        boolean[] checked = new boolean[sizes.count()];
        int count = 0;
        for (SquirrelDone d : acc.value()) {
            failures.addAll(d.failures());
            for (int m = d.sizes().from(); m <= d.sizes().to(); m++) {
                count += checked[m - sizes.from()] ? 0 : 1;
                checked[m - sizes.from()] = true;
            }
        }
        failures.sort(Comparator.comparingInt(SquirrelFailure::m));
        List<SquareBoardSizes> unchecked = new ArrayList<>();
        for (int m = sizes.from(); m <= sizes.to(); m++) {
            if (!checked[m - sizes.from()]) {
                int a = m;
                while (m + 1 <= sizes.to() && !checked[m + 1 - sizes.from()]) {
                    m++;
                }
                unchecked.add(new SquareBoardSizes(a, m));
            }
        }
        if (finished && !unchecked.isEmpty()) {
            throw new IllegalStateException("the Spark job of knight verify-squirrel finished without "
                    + unchecked);
        }
        return new SquirrelReport(sizes, failures, count, unchecked);
    }

    /** Like {@link #verifySquirrel}: a stopped study keeps the sizes all of whose trials finished. */
    @Override
    public WarnsdorffStudyResult study(WarnsdorffStudyOptions options, Limits limits, Progress progress) {
        start();
        List<List<TaskPlan.Trials>> tasks = plan.studyTasks(options);
        progress.start("study on Spark, " + tasks.size() + " tasks", tasks.size());
        CollectionAccumulator<int[]> acc = sc.sc().collectionAccumulator("study");
        sc.setJobDescription("knight study");
        boolean finished = finish(sc.parallelize(tasks, tasks.size())
                .foreachAsync(t -> acc.add(Tasks.trials(options, t))), "knight study", limits, progress);
        progress.close();
        SquareBoardSizes sizes = options.sizes();
        int[] trials = new int[sizes.count()];
        int[] successes = new int[sizes.count()];
        for (int[] d : acc.value()) {
            for (int i = 0; i < d.length; i += 3) {
                trials[d[i] - sizes.from()] += d[i + 1];
                successes[d[i] - sizes.from()] += d[i + 2];
            }
        }
        List<WarnsdorffStudyRow> rows = new ArrayList<>();
        for (int m = sizes.from(); m <= sizes.to(); m++) {
            if (trials[m - sizes.from()] == options.trials()) {
                rows.add(new WarnsdorffStudyRow(m, options.trials(), successes[m - sizes.from()]));
            }
        }
        if (finished && rows.size() < sizes.count()) {
            throw new IllegalStateException("the Spark job of knight study finished without every size");
        }
        return new WarnsdorffStudyResult(options, rows, rows.size() < sizes.count());
    }

    /**
     * Each depth of an optimal push proof as one job, a task for each first push (each with a table of its own), sent
     * with the time the driver has left; the driver keeps the deepening and its beams, and searches the first depths
     * itself while they take less than {@link GridPuzzlesSpark#PUSH_HERE_BELOW} seconds. A job stopped by the limits
     * answers every first push as not searched to its end.
     */
    @Override
    public FirstPushes pushFirstPushes() {
        return new FirstPushes() {
            @Override
            public List<FirstPushAnswer> search(PushPuzzle puzzle, int depth, int[] first, Limits limits) {
                start();
                Duration left = limits.remaining();
                long millis = left == null ? -1 : left.toMillis();
                List<Integer> items = Arrays.stream(first).boxed().toList();
                List<FirstPushAnswer> done = await(sc.parallelize(items, items.size())
                        .map(p -> Tasks.firstPush(puzzle, depth, p, millis)), "push proof, depth " + depth, limits,
                        null);
                if (done == null) {
                    return items.stream().map(p -> new FirstPushAnswer(p, depth, null, false, 0)).toList();
                }
                return done;
            }

            @Override
            public double searchHereBelowSeconds() {
                start();
                return sc.getConf().getDouble(GridPuzzlesSpark.PUSH_HERE_BELOW, 1.0);
            }
        };
    }

    /**
     * Instances as tasks; with {@code --optimal} one instance after another instead, each proof split by its first
     * pushes over the whole cluster ({@link #pushFirstPushes}).
     */
    @Override
    public PushBenchReport pushBench(List<Path> files, PushBenchOptions options, Limits limits, Progress progress,
            Sink<PushBenchRow> rows) {
        start();
        // the driver reads the files, so the executors need no shared file system
        List<PushBenchInstance> instances = files.stream().map(PushLabyrinths::benchRead).toList();
        if (options.mode() == PushSolveMode.OPTIMAL) {
            return pushBenchSplit(instances, options, limits, progress, rows);
        }
        progress.start("push bench on Spark", instances.size());
        List<PushBenchRow> done = instances.isEmpty() ? List.of()
                : await(sc.parallelize(instances, instances.size()).map(i -> Tasks.push(i, options)),
                        "push bench", limits, progress);
        progress.close();
        if (done == null) {
            rows.end();
            throw new InterruptedRunException("interrupted after 0 of " + files.size() + " instances");
        }
        for (PushBenchRow r : done) {
            if (!rows.accept(r)) {
                break;
            }
        }
        rows.end();
        return new PushBenchReport(done);
    }

    private PushBenchReport pushBenchSplit(List<PushBenchInstance> instances, PushBenchOptions options,
            Limits limits, Progress progress, Sink<PushBenchRow> rows) {
        progress.start("push bench on Spark, proofs split by first pushes", instances.size());
        // the executors start with the first job: not within the first instance's time limit
        sc.setJobDescription("push bench: starting the executors");
        sc.parallelize(List.of(0), 1).count();
        List<PushBenchRow> done = new ArrayList<>();
        boolean open = true;
        for (PushBenchInstance i : instances) {
            if (limits.cancelled()) {
                break;
            }
            PushBenchRow row = PushLabyrinths.benchInstance(i, options, limits, pushFirstPushes());
            if (limits.cancelled()) {
                // an instance cut short by Ctrl-C gives no row, as in process
                break;
            }
            done.add(row);
            open = open && rows.accept(row);
            progress.advance(1);
        }
        progress.close();
        rows.end();
        if (limits.cancelled()) {
            throw new InterruptedRunException("interrupted after " + done.size() + " of " + instances.size()
                    + " instances");
        }
        return new PushBenchReport(done);
    }

    @Override
    public void admit(Record request) {
        if (request instanceof PushBenchRequest q) {
            if (q.jobs() != null) {
                throw new InvalidInputException("on Spark the instances run as many at a time as the cluster has "
                        + "task slots: drop --jobs");
            }
            if (q.checkpoint() != null) {
                throw new InvalidInputException("the executors share no folder, and a Spark task that fails is run "
                        + "again from its start: prove a pool in rounds with gridpuzzles (drop --checkpoint)");
            }
        } else if (request instanceof PushSolveRequest q && (!q.optimal() || q.all())) {
            throw new InvalidInputException("on Spark push solve proves minimum pushes, one proof split by first "
                    + "pushes: add --optimal (and drop --all), or run it with gridpuzzles");
        } else if (request instanceof KnightCountRequest q && q.method() == KnightCountRequest.Method.SEARCH) {
            throw new InvalidInputException("a depth-first search runs in one process: run it with gridpuzzles");
        }
    }

    @Override
    public FrontierPasses frontierPasses(FrontierOptions asked) {
        if (asked.exact()) {
            throw new InvalidInputException("an exact count is one pass with big integers in one process: run it "
                    + "with gridpuzzles");
        }
        if (asked.checkpoint() != null) {
            throw new InvalidInputException("a Spark task that fails is run again from its start: drop --checkpoint");
        }
        if (asked.spill() != null) {
            throw new InvalidInputException("a Spark task keeps its states in its executor's memory: drop --spill");
        }
        return (list, limits, progress) -> {
            start();
            return partitioned ? new PartitionedPasses(sc, this).run(list, limits, progress)
                    : perPrime(list, limits, progress);
        };
    }

    /** One task per pass (one prime each), run in process on an executor with the task's cores. */
    private List<FrontierResidues> perPrime(List<FrontierPass> list, Limits limits, Progress progress) {
        int threads = sc.getConf().getInt("spark.task.cpus", 1);
        progress.start("count on Spark, " + list.size() + " primes", list.size());
        List<FrontierResidues> r = await(sc.parallelize(list, list.size()).map(p -> Tasks.pass(p, threads)),
                "count", limits, progress);
        progress.close();
        if (r == null) {
            limits.check();
            throw new InterruptedRunException("interrupted");
        }
        return r;
    }

    /**
     * The results of a job, in the order of its items; null when {@code limits} stopped it (the job is then
     * cancelled). A job that failed (every attempt of a task failed) ends the command with its cause in one line.
     */
    <T> List<T> await(JavaRDD<T> rdd, String what, Limits limits, Progress progress) {
        sc.setJobDescription(what);
        return await(rdd.collectAsync(), what, limits, progress);
    }

    /**
     * The result of a job; null when {@code limits} stopped it (the job is then cancelled). {@code progress} hears of
     * the job's finished tasks as they come (null: nobody listens).
     */
    <T> T await(JavaFutureAction<T> job, String what, Limits limits, Progress progress) {
        if (!finish(job, what, limits, progress)) {
            return null;
        }
        try {
            return job.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            limits.cancel();
            return null;
        } catch (ExecutionException e) {
            throw failed(what, e);
        }
    }

    /** True when the job finished, false when {@code limits} stopped it (the job is then cancelled). */
    private boolean finish(JavaFutureAction<?> job, String what, Limits limits, Progress progress) {
        while (true) {
            try {
                job.get(200, TimeUnit.MILLISECONDS);
                return true;
            } catch (TimeoutException e) {
                if (progress != null) {
                    progress.done(finishedTasks(job));
                }
                if (limits.stopped()) {
                    job.cancel(true);
                    return false;
                }
            } catch (InterruptedException e) {
                job.cancel(true);
                Thread.currentThread().interrupt();
                limits.cancel();
                return false;
            } catch (ExecutionException e) {
                throw failed(what, e);
            }
        }
    }

    /**
     * A job that failed (every attempt of a task failed): its cause in one line. When an executor ran out of heap
     * first, that is the cause (the attempts after it fail on the executor shutting down, which says nothing).
     */
    private RuntimeException failed(String what, ExecutionException e) {
        if (executorMemory.ranOut()) {
            return new LimitReachedException(LimitReachedException.Limit.MEMORY, "the Spark job of " + what
                    + " failed: an executor ran out of heap (java.lang.OutOfMemoryError): give the executors more "
                    + "memory (spark-submit --executor-memory)");
        }
        return new IllegalStateException("the Spark job of " + what + " failed: "
                + Failures.firstLine(String.valueOf(rootCause(e).getMessage())), e);
    }

    /** Hears of every task that ended in an executor's OutOfMemoryError. */
    private final ExecutorMemory executorMemory = new ExecutorMemory();

    static final class ExecutorMemory extends org.apache.spark.scheduler.SparkListener {
        private volatile boolean ranOut;

        @Override
        public void onTaskEnd(org.apache.spark.scheduler.SparkListenerTaskEnd end) {
            if (end.reason() instanceof org.apache.spark.ExceptionFailure f
                    && f.className().equals(OutOfMemoryError.class.getName())) {
                ranOut = true;
            }
        }

        boolean ranOut() {
            return ranOut;
        }
    }

    private long finishedTasks(JavaFutureAction<?> job) {
        long done = 0;
        for (int id : job.jobIds()) {
            SparkJobInfo info = sc.statusTracker().getJobInfo(id);
            if (info != null) {
                for (int stage : info.stageIds()) {
                    SparkStageInfo s = sc.statusTracker().getStageInfo(stage);
                    done += s == null ? 0 : s.numCompletedTasks();
                }
            }
        }
        return done;
    }

    private static Throwable rootCause(Throwable t) {
        Throwable c = t;
        while (c.getCause() != null && c.getCause() != c) {
            c = c.getCause();
        }
        return c;
    }
}
