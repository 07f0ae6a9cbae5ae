package org.gridpuzzles.api.maze;

import org.gridpuzzles.api.Operation;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.maze.CellGrid;
import org.gridpuzzles.maze.CellMaze;
import org.gridpuzzles.maze.FieldLabel;
import org.gridpuzzles.maze.GridShape;
import org.gridpuzzles.maze.MazeSolution;
import org.gridpuzzles.maze.Mazes;
import org.gridpuzzles.maze.SolveMethod;

/** {@code maze path}: the path between two fields of a maze. */
final class PathOperation implements Operation<MazePathRequest, MazePathResult> {

    @Override
    public String name() {
        return "maze path";
    }

    @Override
    public String description() {
        return "Finds the path between two fields of a maze: its length in passages and its fields.";
    }

    @Override
    public Class<MazePathRequest> requestType() {
        return MazePathRequest.class;
    }

    @Override
    public Class<MazePathResult> resultType() {
        return MazePathResult.class;
    }

    @Override
    public MazePathResult run(MazePathRequest q, RunContext context) {
        Source source = new Source(q.spec());
        boolean shade = q.colour().equals("distance");
        CellGrid grid = source.grid();
        int[] ends = Mazes.defaultEnds(grid);
        int a = source.cell("from", q.from(), ends[0]);
        int b = source.cell("to", q.to(), ends[1]);
        CellMaze maze = source.makeToSolve(q.draw());
        MazeSolution s = Mazes.solve(maze, SolveMethod.BFS, a, b, false);
        int[] dist = q.distances() ? Mazes.distances(maze, a) : null;
        int far = dist == null ? -1 : farthest(dist);
        boolean polar = grid.shape() == GridShape.POLAR;
        FieldLabel labels = FieldLabel.valueOf(q.labels().name());
        return new MazePathResult(grid.shape().label(), grid.cells(), polar ? null : grid.rows(),
                polar ? null : grid.cols(), grid.coordinates(a), grid.coordinates(b), s.found(),
                s.found() ? s.passages() : null, Routes.fields(grid, s.path()), s.path(), dist,
                far < 0 ? null : grid.coordinates(far), far < 0 ? null : dist[far],
                text(s.found(), grid.name(a), grid.name(b), s.passages()),
                MazeDrawing.of(maze, labels, a, shade, s.path(), a, b, false));
    }

    /** The first field of the largest distance. */
    private static int farthest(int[] dist) {
        int far = 0;
        for (int i = 1; i < dist.length; i++) {
            if (dist[i] > dist[far]) {
                far = i;
            }
        }
        return far;
    }

    private static String text(boolean found, String a, String b, int passages) {
        return found ? "path " + a + " -> " + b + ": " + passages + " passages"
                : "no path from " + a + " to " + b + ": the maze is not connected";
    }
}
