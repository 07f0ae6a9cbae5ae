package org.gridpuzzles.api.maze;

import org.gridpuzzles.api.Operation;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.grid.Field;
import org.gridpuzzles.grid.Grid;
import org.gridpuzzles.maze.CarvedMaze;
import org.gridpuzzles.maze.CellGrid;
import org.gridpuzzles.maze.FieldLabel;
import org.gridpuzzles.maze.GridMazeResult;
import org.gridpuzzles.maze.Maze;
import org.gridpuzzles.maze.Mazes;

/** {@code maze generate}: a perfect (or braided) maze on a grid of any shape, or the maze given, to write or draw. */
final class GenerateOperation implements Operation<MazeGenerateRequest, MazeGenerateResult> {

    @Override
    public String name() {
        return "maze generate";
    }

    @Override
    public String description() {
        return "Generates a perfect maze (braided when asked) on a rect, polar, hex, triangle, weave, cylinder, torus "
                + "or masked grid.";
    }

    @Override
    public Class<MazeGenerateRequest> requestType() {
        return MazeGenerateRequest.class;
    }

    @Override
    public Class<MazeGenerateResult> resultType() {
        return MazeGenerateResult.class;
    }

    @Override
    public MazeGenerateResult run(MazeGenerateRequest q, RunContext context) {
        Source source = new Source(q.spec());
        boolean shade = q.colour().equals("distance");
        if (source.general()) {
            CellGrid grid = source.cellGrid();
            int root = source.cell("root", q.root(), 0);
            if (q.draw()) {
                Mazes.requireDrawable(grid);
            }
            GridMazeResult made = source.makeGeneral(q.draw() ? Mazes.GRID_PICTURE_BYTES_PER_FIELD : 0);
            return MazeGenerateResult.of(made, MazeDrawing.grid(made.maze(), root, shade, null, -1, -1, false));
        }
        Field root = Fields.parsed("root", () -> Field.parse(q.root() == null ? "1,1" : q.root()));
        Grid grid = source.grid();
        Fields.parsed("root", () -> grid.require(root, "root"));
        FieldLabel labels = FieldLabel.valueOf(q.labels().name());
        if (q.carving()) {
            CarvedMaze carved = source.makeCarving();
            return MazeGenerateResult.of(carved.result(), carved.carving(), drawing(carved.result().maze(), labels, root,
                    shade));
        }
        org.gridpuzzles.maze.MazeResult made = source.make(labels == FieldLabel.DISTANCE ? 8 : 0);
        return MazeGenerateResult.of(made, null, drawing(made.maze(), labels, root, shade));
    }

    private static MazeDrawing drawing(Maze maze, FieldLabel labels, Field root, boolean shade) {
        return MazeDrawing.rect((withPath, shaded) -> shaded ? Mazes.shaded(Mazes.picture(maze, labels, root), maze,
                root) : Mazes.picture(maze, labels, root), shade);
    }
}
