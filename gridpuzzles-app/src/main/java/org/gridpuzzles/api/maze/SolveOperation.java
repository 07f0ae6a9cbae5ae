package org.gridpuzzles.api.maze;

import org.gridpuzzles.api.Operation;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.grid.Direction;
import org.gridpuzzles.grid.Field;
import org.gridpuzzles.grid.Grid;
import org.gridpuzzles.maze.CellGrid;
import org.gridpuzzles.maze.CellMaze;
import org.gridpuzzles.maze.GridShape;
import org.gridpuzzles.maze.MazeEnds;
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
        return source.general() ? general(q, source, m, shade) : rect(q, source, m, shade);
    }

    private static MazeSolveResult rect(MazeSolveRequest q, Source source, SolveMethod m, boolean shade) {
        Grid grid = source.grid();
        Field a = Routes.field(grid, "from", q.from(), new Field(grid.rows(), 1));
        Field b = Routes.field(grid, "to", q.to(), new Field(1, grid.cols()));
        // the solvers' arrays: parents, distances, queue or heap (up to four entries a field), marks
        CellMaze maze = source.make(48).maze();
        MazeEnds chosen = q.ends() == null ? new MazeEnds(a, b)
                : q.ends().equals("hardest") ? Mazes.hardestEndsOf(maze) : Mazes.borderEndsOf(maze);
        MazeSolution s = Mazes.solve(maze, m, chosen);
        boolean found = s.found();
        MazeDrawing drawing = MazeDrawing.of(maze, FieldLabel.NONE, s.from(), shade, s.path(), s.from(), s.to(),
                chosen.onBorder());
        return new MazeSolveResult(GridShape.RECT.label(), grid.size(), grid.rows(), grid.cols(), m.label(),
                Routes.pair(chosen.from()), Routes.pair(chosen.to()), side(chosen.fromSide()), side(chosen.toSide()),
                found, found ? s.passages() : null, s.visited(), Routes.fields(grid, s.path()), s.path(),
                headline(s, chosen), drawing);
    }

    private static MazeSolveResult general(MazeSolveRequest q, Source source, SolveMethod m, boolean shade) {
        CellGrid grid = source.cellGrid();
        int a = source.cell("from", q.from(), 0);
        int b = source.cell("to", q.to(), grid.cells() - 1);
        CellMaze maze = source.makeToSolve(q.draw());
        boolean border = "border".equals(q.ends());
        if (q.ends() != null) {
            int[] e = border ? Fields.parsed("ends", () -> Mazes.borderEnds(maze)) : Mazes.hardestEnds(maze);
            a = e[0];
            b = e[1];
        }
        MazeSolution s = Mazes.solve(maze, m, a, b, border);
        String where = border ? "entrance " + grid.name(a) + " -> exit " + grid.name(b)
                : grid.name(a) + " -> " + grid.name(b);
        String text = m.label() + ": " + where + ": " + (s.found() ? s.passages() + " passages, "
                : (m == SolveMethod.WALL_FOLLOWER ? WALL_LOST : "no path: the maze does not connect them") + ", ")
                + s.visited() + " fields visited";
        boolean polar = grid.shape() == GridShape.POLAR;
        return new MazeSolveResult(grid.shape().label(), grid.cells(), polar ? null : grid.rows(),
                polar ? null : grid.cols(), m.label(), grid.coordinates(a),
                grid.coordinates(b), border ? s.fromSide() : null, border ? s.toSide() : null, s.found(),
                s.found() ? s.passages() : null, s.visited(), Routes.fields(grid, s.path()), s.path(), text,
                MazeDrawing.of(maze, FieldLabel.NONE, a, shade, s.path(), a, b, border));
    }

    private static String side(Direction d) {
        if (d == null) {
            return null;
        }
        return switch (d) {
            case UP -> "top";
            case DOWN -> "bottom";
            case LEFT -> "left";
            case RIGHT -> "right";
        };
    }

    private static String headline(MazeSolution s, MazeEnds e) {
        String where = e.onBorder() ? "entrance " + e.from() + " (" + side(e.fromSide()) + ") -> exit " + e.to()
                + " (" + side(e.toSide()) + ")" : e.from() + " -> " + e.to();
        if (!s.found()) {
            String why = s.method() == SolveMethod.WALL_FOLLOWER ? WALL_LOST
                    : "no path: the maze does not connect them";
            return s.method().label() + ": " + where + ": " + why + ", " + s.visited() + " fields visited";
        }
        return s.method().label() + ": " + where + ": " + s.passages() + " passages, " + s.visited()
                + " fields visited";
    }
}
