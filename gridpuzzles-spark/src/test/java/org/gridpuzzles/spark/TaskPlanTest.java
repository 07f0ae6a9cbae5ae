package org.gridpuzzles.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.gridpuzzles.knight.SquareBoardSizes;
import org.gridpuzzles.knight.WarnsdorffStudyOptions;
import org.junit.jupiter.api.Test;

/** The cut of the sweeps into tasks covers every size (and trial) once, within the budget but for single walks. */
class TaskPlanTest {

    @Test
    void squirrelTasksCoverTheRangeOnceWithinTheBudget() {
        for (TaskPlan plan : List.of(new TaskPlan(1000, 2), new TaskPlan(1L << 26, 2), new TaskPlan(50_000, 8))) {
            SquareBoardSizes range = new SquareBoardSizes(5, 700);
            List<SquareBoardSizes> tasks = plan.squirrelTasks(range);
            int[] seen = new int[701];
            long total = 0;
            for (int m = 5; m <= 700; m++) {
                total += (long) m * m;
            }
            long budget = plan.budget(total);
            for (SquareBoardSizes t : tasks) {
                long squares = 0;
                for (int m = t.from(); m <= t.to(); m++) {
                    seen[m]++;
                    squares += (long) m * m;
                }
                assertTrue(squares <= budget || t.from() == t.to(), t + " within " + budget);
            }
            for (int m = 5; m <= 700; m++) {
                assertEquals(1, seen[m], "size " + m);
            }
            assertTrue(tasks.size() >= Math.min(TaskPlan.TASKS_PER_SLOT * plan.slots(), 696 / 2), plan + ": "
                    + tasks.size() + " tasks");
        }
    }

    @Test
    void studyTasksCoverEveryTrialOnce() {
        WarnsdorffStudyOptions o = WarnsdorffStudyOptions.of(new SquareBoardSizes(5, 90)).trials(37);
        for (TaskPlan plan : List.of(new TaskPlan(1000, 2), new TaskPlan(1L << 26, 2))) {
            int[][] seen = new int[91][37];
            for (List<TaskPlan.Trials> task : plan.studyTasks(o)) {
                for (TaskPlan.Trials t : task) {
                    for (int k = t.first(); k < t.first() + t.count(); k++) {
                        seen[t.m()][k]++;
                    }
                }
            }
            for (int m = 5; m <= 90; m++) {
                for (int k = 0; k < 37; k++) {
                    assertEquals(1, seen[m][k], "size " + m + ", trial " + k);
                }
            }
        }
    }
}
