package org.gridpuzzles.api.maze;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.core.Limits;
import org.gridpuzzles.maze.CellGrid;
import org.gridpuzzles.maze.GridBenchTime;
import org.gridpuzzles.maze.GridShape;
import org.gridpuzzles.maze.MazeAlgorithm;
import org.gridpuzzles.maze.MazeBench;
import org.gridpuzzles.maze.MazeOptions;
import org.gridpuzzles.maze.Mazes;

/**
 * {@code maze bench} as it runs: the table's header as soon as every size is checked, then each algorithm's row as
 * soon as it is timed (a run of the default sizes takes a quarter of an hour); the result holds the whole table.
 */
public final class BenchTable {

    private BenchTable() {
    }

    /** Times the algorithms, handing {@code lines} the header, then each row of the markdown table. */
    public static MazeBenchResult run(MazeBenchRequest q, Consumer<String> lines, RunContext context) {
        MazeBench bench = new MazeBench(q.warmup(), q.repeat(), q.seed());
        GridShape shape = GridShape.byLabel(q.grid());
        // the rectangle's table keeps its columns: its sizes named by rows and columns alone, no CPU times
        boolean rect = shape == GridShape.RECT;
        List<MazeAlgorithm> list = new ArrayList<>();
        if (q.algorithms() == null) {
            list.addAll(Mazes.algorithms(shape, false));
        } else {
            q.algorithms().forEach(a -> list.add(MazeAlgorithm.byLabel(a)));
        }
        // every size is checked before anything is timed
        List<CellGrid> grids = new ArrayList<>();
        List<MazeBenchResult.Size> sizes = new ArrayList<>();
        for (int n : q.sizes()) {
            CellGrid g = Fields.parsed("sizes", () -> shape == GridShape.POLAR ? CellGrid.polar(n)
                    : CellGrid.of(shape, n, n));
            for (MazeAlgorithm a : list) {
                Mazes.requireFits(g, MazeOptions.defaults().algorithm(a), 0);
            }
            grids.add(g);
            sizes.add(new MazeBenchResult.Size(rect ? g.rows() + " x " + g.cols() : g.toString(), g.cells()));
        }
        MazeBenchResult table = new MazeBenchResult(shape.label(), sizes, new ArrayList<>());
        lines.accept(table.header());
        Limits limits = context.limits();
        context.progress().start("maze bench", (long) list.size() * sizes.size());
        List<MazeBenchResult.Row> rows = new ArrayList<>();
        for (MazeAlgorithm a : list) {
            List<MazeBenchResult.Time> times = new ArrayList<>();
            for (int i = 0; i < sizes.size(); i++) {
                GridBenchTime t = Mazes.time(grids.get(i), a, bench, limits);
                times.add(new MazeBenchResult.Time(t.wallSeconds(), rect ? null : t.cpuSeconds()));
                context.progress().advance(1);
            }
            MazeBenchResult.Row row = new MazeBenchResult.Row(a.label(), times);
            rows.add(row);
            lines.accept(table.line(row) + "\n");
        }
        return new MazeBenchResult(shape.label(), sizes, rows);
    }
}
