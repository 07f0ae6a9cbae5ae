package org.gridpuzzles.maze;

import org.gridpuzzles.grid.Direction;
import org.gridpuzzles.grid.Field;
import org.gridpuzzles.grid.Grid;
import org.gridpuzzles.render.Picture;

/** The plain rectangle's views of a maze, its fields named as {@link Field}s (see {@link Mazes}). */
final class RectMazes {

    private RectMazes() {
    }

    /** See {@link Mazes#path(CellMaze, Field, Field)}. */
    static MazePath path(CellMaze maze, Field from, Field to) {
        Grid grid = MazePictures.grid(maze);
        int[] fields = CellSolvers.bfs(maze, grid.index(grid.require(from, "from")),
                grid.index(grid.require(to, "to"))).fields();
        return new MazePath(from, to, fields);
    }

    /** See {@link Mazes#solve(CellMaze, SolveMethod, MazeEnds)}. */
    static MazeSolution solve(CellMaze maze, SolveMethod method, MazeEnds ends) {
        Grid grid = MazePictures.grid(maze);
        int from = grid.index(grid.require(ends.from(), "from"));
        int to = grid.index(grid.require(ends.to(), "to"));
        CellSolvers.Solved s = CellSolvers.solve(method, maze, from, to);
        return new MazeSolution(method, from, to, ends.onBorder() ? ends.fromSide().ordinal() : -1,
                ends.onBorder() ? ends.toSide().ordinal() : -1, s.fields(), s.visited());
    }

    /** See {@link Mazes#borderEndsOf(CellMaze)}. */
    static MazeEnds borderEndsOf(CellMaze maze) {
        int[] ends = CellMeasures.requireBorderEnds(maze);
        Grid grid = MazePictures.grid(maze);
        CellGrid cells = maze.grid();
        return new MazeEnds(grid.field(ends[0]), grid.field(ends[1]), Direction.of(cells.borderSlot(ends[0])),
                Direction.of(cells.borderSlot(ends[1])));
    }

    /** See {@link Mazes#picture(CellMaze, FieldLabel, int, boolean, int[], int, int, boolean)}. */
    static Picture picture(CellMaze maze, FieldLabel labels, int root, boolean shade, int[] path, int from, int to,
            boolean openEnds) {
        MazeEnds ends = null;
        if (openEnds) {
            Grid grid = MazePictures.grid(maze);
            ends = new MazeEnds(grid.field(from), grid.field(to), Direction.of(maze.grid().borderSlot(from)),
                    Direction.of(maze.grid().borderSlot(to)));
        }
        Picture picture = MazePictures.picture(maze, labels, root, path, ends);
        return shade ? MazePictures.shade(picture, maze, root) : picture;
    }

    /** See {@link Mazes#picture(CellMaze, FieldLabel, Field, MazePath)}. */
    static Picture picture(CellMaze maze, FieldLabel labels, Field root, MazePath path) {
        Grid grid = MazePictures.grid(maze);
        int rootField = grid.index(grid.require(root, "root"));
        return MazePictures.picture(maze, labels, rootField, path == null ? null : path.fields());
    }
}
