package org.gridpuzzles.api.maze;

import org.gridpuzzles.api.Operation;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.grid.Field;
import org.gridpuzzles.grid.Grid;
import org.gridpuzzles.maze.CarvedMaze;
import org.gridpuzzles.maze.CellGrid;
import org.gridpuzzles.maze.FieldLabel;
import org.gridpuzzles.maze.MazeResult;
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
            MazeResult made = source.make(q.draw() ? Mazes.GRID_PICTURE_BYTES_PER_FIELD : 0);
            return MazeGenerateResult.of(made, MazeDrawing.of(made.maze(), FieldLabel.NONE, root, shade, null, -1, -1,
                    false));
        }
        Field root = Fields.parsed("root", () -> Field.parse(q.root() == null ? "1,1" : q.root()));
        Grid grid = source.grid();
        Fields.parsed("root", () -> grid.require(root, "root"));
        FieldLabel labels = FieldLabel.valueOf(q.labels().name());
        if (q.carving()) {
            CarvedMaze carved = source.makeCarving();
            return MazeGenerateResult.of(carved.result(), carved.carving(), MazeDrawing.of(carved.result().maze(),
                    labels, grid.index(root), shade, null, -1, -1, false));
        }
        MazeResult made = source.make(labels == FieldLabel.DISTANCE ? 8 : 0);
        return MazeGenerateResult.of(made, null, MazeDrawing.of(made.maze(), labels, grid.index(root), shade, null, -1,
                -1, false));
    }
}
