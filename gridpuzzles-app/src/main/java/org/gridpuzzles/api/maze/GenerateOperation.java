package org.gridpuzzles.api.maze;

import org.gridpuzzles.api.Operation;
import org.gridpuzzles.api.RunContext;
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
        CellGrid grid = source.grid();
        int root = source.cell("root", q.root(), 0);
        FieldLabel labels = FieldLabel.valueOf(q.labels().name());
        if (q.carving()) {
            CarvedMaze carved = source.makeCarving();
            return MazeGenerateResult.of(carved.result(), carved.carving(), MazeDrawing.of(carved.result().maze(),
                    labels, root, shade, null, -1, -1, false));
        }
        if (q.draw()) {
            Mazes.requireDrawable(grid);
        }
        // distance labels keep a distance a field until drawn
        MazeResult made = source.make((q.draw() ? Mazes.pictureBytesPerField(grid) : 0)
                + (labels == FieldLabel.DISTANCE ? 8 : 0));
        return MazeGenerateResult.of(made, null, MazeDrawing.of(made.maze(), labels, root, shade, null, -1, -1,
                false));
    }
}
