package org.gridpuzzles.spark;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.apache.spark.SparkEnv;
import org.apache.spark.TaskContext;

import org.gridpuzzles.core.Limits;
import org.gridpuzzles.frontier.FrontierCounting;
import org.gridpuzzles.frontier.FrontierPass;
import org.gridpuzzles.frontier.FrontierResidues;
import org.gridpuzzles.io.Progress;
import org.gridpuzzles.knight.KnightTours;
import org.gridpuzzles.knight.SquareBoardSizes;
import org.gridpuzzles.knight.SquirrelFailure;
import org.gridpuzzles.knight.WarnsdorffStudyOptions;
import org.gridpuzzles.push.FirstPushAnswer;
import org.gridpuzzles.push.PushBenchInstance;
import org.gridpuzzles.push.PushBenchOptions;
import org.gridpuzzles.push.PushBenchRow;
import org.gridpuzzles.push.PushLabyrinths;
import org.gridpuzzles.push.PushPuzzle;

/**
 * What a task does on an executor: the engines' per-item entry points, nothing else. Every result depends only on
 * the task's item, so a task run again gives the same result.
 */
final class Tasks {

    /**
     * A Spark configuration key that makes the first attempt of the first task of every job fail: the tests set it
     * to see that Spark's retry leaves the result unchanged.
     */
    static final String FAIL_FIRST_ATTEMPT = "spark.gridpuzzles.test.failFirstAttempt";

    private Tasks() {
    }

    static List<SquirrelFailure> squirrel(SquareBoardSizes sizes) {
        failFirstAttemptWhenAsked();
        List<SquirrelFailure> out = new ArrayList<>();
        for (int m = sizes.from(); m <= sizes.to(); m++) {
            KnightTours.checkSquirrel(m).ifPresent(out::add);
        }
        return out;
    }

    /** Size, trials and successes of each piece, in threes. */
    static int[] trials(WarnsdorffStudyOptions o, List<TaskPlan.Trials> pieces) {
        failFirstAttemptWhenAsked();
        int[] out = new int[3 * pieces.size()];
        for (int i = 0; i < pieces.size(); i++) {
            TaskPlan.Trials t = pieces.get(i);
            out[3 * i] = t.m();
            out[3 * i + 1] = t.count();
            out[3 * i + 2] = KnightTours.studyTrials(o, t.m(), t.first(), t.count(), Limits.none());
        }
        return out;
    }

    static PushBenchRow push(PushBenchInstance instance, PushBenchOptions options) {
        failFirstAttemptWhenAsked();
        return PushLabyrinths.benchInstance(instance, options, Limits.none());
    }

    /** One first push of a split optimal proof, within the time the driver had left when it sent the task. */
    static FirstPushAnswer firstPush(PushPuzzle puzzle, int depth, int firstPush, long millisLeft) {
        failFirstAttemptWhenAsked();
        Limits limits = millisLeft < 0 ? Limits.none() : Limits.timeout(Duration.ofMillis(Math.max(1, millisLeft)));
        return PushLabyrinths.searchFirstPush(puzzle, depth, firstPush, limits);
    }

    static FrontierResidues pass(FrontierPass pass, int threads) {
        failFirstAttemptWhenAsked();
        return FrontierCounting.pass(pass, threads, Limits.none(), Progress.none());
    }

    static void failFirstAttemptWhenAsked() {
        TaskContext tc = TaskContext.get();
        if (tc != null && tc.partitionId() == 0 && tc.attemptNumber() == 0 && SparkEnv.get() != null
                && SparkEnv.get().conf().getBoolean(FAIL_FIRST_ATTEMPT, false)) {
            throw new IllegalStateException("the first attempt of this task fails, as asked by "
                    + FAIL_FIRST_ATTEMPT);
        }
    }
}
