package org.gridpuzzles.api.maze;

import org.gridpuzzles.api.Operation;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.maze.CellGrid;
import org.gridpuzzles.maze.CellMaze;
import org.gridpuzzles.maze.GridShape;
import org.gridpuzzles.maze.FieldLabel;
import org.gridpuzzles.maze.MazeSolution;
import org.gridpuzzles.maze.Mazes;
import org.gridpuzzles.maze.SolveMethod;

/** {@code maze solve}: a maze solved by a method, the path's length and the fields the method visited. */
final class SolveOperation implements Operation<MazeSolveRequest, MazeSolveResult> {

    private static final String WALL_LOST = "no path found: the wall follower went round a loop or the maze is not "
            + "connected (it needs a perfect maze or both ends on the border)";

    @Override
    public String name() {
        return "maze solve";
    }

    @Override
    public String description() {
        return "Solves a maze with a method (bfs, dijkstra, astar, wall-follower, dead-end-filling, tremaux): the "
                + "path's length and the fields the method visited.";
    }

    @Override
    public Class<MazeSolveRequest> requestType() {
        return MazeSolveRequest.class;
    }

    @Override
    public Class<MazeSolveResult> resultType() {
        return MazeSolveResult.class;
    }

    @Override
    public MazeSolveResult run(MazeSolveRequest q, RunContext context) {
        Source source = new Source(q.spec());
        SolveMethod m = SolveMethod.byLabel(q.method());
        boolean shade = q.colour().equals("distance");
        CellGrid grid = source.grid();
        int[] ends = Mazes.defaultEnds(grid);
        int a = source.cell("from", q.from(), ends[0]);
        int b = source.cell("to", q.to(), ends[1]);
        CellMaze maze = source.makeToSolve(q.draw());
        boolean border = "border".equals(q.ends());
        if (q.ends() != null) {
            int[] e = border ? Fields.parsed("ends", () -> Mazes.borderEnds(maze)) : Mazes.hardestEnds(maze);
            a = e[0];
            b = e[1];
        }
        MazeSolution s = Mazes.solve(maze, m, a, b, border);
        Object fromSide = Mazes.side(grid, s.fromSide());
        Object toSide = Mazes.side(grid, s.toSide());
        String where = border ? "entrance " + grid.name(a) + named(fromSide) + " -> exit " + grid.name(b)
                + named(toSide) : grid.name(a) + " -> " + grid.name(b);
        String text = m.label() + ": " + where + ": " + (s.found() ? s.passages() + " passages, "
                : (m == SolveMethod.WALL_FOLLOWER ? WALL_LOST : "no path: the maze does not connect them") + ", ")
                + s.visited() + " fields visited";
        boolean polar = grid.shape() == GridShape.POLAR;
        return new MazeSolveResult(grid.shape().label(), grid.cells(), polar ? null : grid.rows(),
                polar ? null : grid.cols(), m.label(), grid.coordinates(a), grid.coordinates(b), fromSide, toSide,
                s.found(), s.found() ? s.passages() : null, s.visited(), Routes.fields(grid, s.path()), s.path(), text,
                MazeDrawing.of(maze, FieldLabel.NONE, a, shade, s.path(), a, b, border));
    }

    /** A side named in the headline (top, bottom, left, right), after its field; a slot number is not. */
    private static String named(Object side) {
        return side instanceof String name ? " (" + name + ")" : "";
    }
}
