package org.gridpuzzles.maze;

import org.gridpuzzles.render.Colour;
import org.gridpuzzles.render.Figure;
import org.gridpuzzles.render.LegendEntry;

/**
 * The frames of an animation of a maze on any grid, each a {@link Figure} as the maze's still picture is drawn, so
 * that the last frame of a carving is the maze's own picture. Carving: frame 0 is the closed grid, each later frame
 * adds the next steps of the {@link CarvingOrder}. Solving: frame 0 is the maze with its ends, each later frame shades
 * the next fields the method visited and then draws the next fields of the path. A big maze takes several steps a
 * frame, as many as keep the frames within the number asked for. Frames are made in increasing order: the maze under
 * way is carved on as they go, never carved again from the start.
 */
public final class MazeFrames {

    /** The shade of a field the solving method visited. */
    public static final Colour VISITED = Colour.PALE_YELLOW;

    private final CellMaze finished;
    private final CarvingOrder order;
    private final int[] visits;
    private final int[] path;
    private final int from;
    private final int to;
    private final boolean openEnds;
    private final int steps;
    private final int perFrame;
    private final int count;
    /** The carving under way and the steps carved into it. */
    private CellMaze growing;
    private int carved;

    private MazeFrames(CellMaze finished, CarvingOrder order, int[] visits, int[] path, int from, int to,
            boolean openEnds, int steps, int maxFrames) {
        if (maxFrames < 2) {
            throw new IllegalArgumentException("an animation has at least 2 frames, not " + maxFrames);
        }
        this.finished = finished;
        this.order = order;
        this.visits = visits;
        this.path = path;
        this.from = from;
        this.to = to;
        this.openEnds = openEnds;
        this.steps = steps;
        this.perFrame = Math.max(1, (steps + maxFrames - 2) / (maxFrames - 1));
        this.count = 1 + (steps + perFrame - 1) / perFrame;
    }

    /** The carving of {@code finished} in the order {@code order} recorded, in at most {@code maxFrames} frames. */
    public static MazeFrames carving(CellMaze finished, CarvingOrder order, int maxFrames) {
        return new MazeFrames(finished, order, null, null, -1, -1, false, order.size(), maxFrames);
    }

    /**
     * A solving method's search on {@code maze}: the fields it visited in order (Mazes.visitOrder), then the
     * {@code path} it found (may be empty), between the ends {@code from} and {@code to} (opened in the outer wall when
     * {@code openEnds}), in at most {@code maxFrames} frames.
     */
    public static MazeFrames solving(CellMaze maze, int[] visits, int[] path, int from, int to, boolean openEnds,
            int maxFrames) {
        return new MazeFrames(maze, null, visits, path, from, to, openEnds, visits.length + path.length, maxFrames);
    }

    /** The number of frames, the first (nothing carved or visited yet) included. */
    public int count() {
        return count;
    }

    /** The steps shown: passages carved, or fields visited and then fields of the path. */
    public int steps() {
        return steps;
    }

    /** The steps each frame adds (the last frame may add fewer). */
    public int stepsPerFrame() {
        return perFrame;
    }

    /** The steps shown up to and including frame {@code k}. */
    public int stepsUpTo(int k) {
        return (int) Math.min(steps, (long) k * perFrame);
    }

    /** Frame {@code k} (0 to count - 1); frames go in increasing order. */
    public Figure frame(int k) {
        if (k < 0 || k >= count) {
            throw new IndexOutOfBoundsException("frame " + k + " of " + count);
        }
        int shown = stepsUpTo(k);
        return order != null ? carvingFrame(shown) : solvingFrame(shown);
    }

    private Figure carvingFrame(int shown) {
        if (growing == null || shown < carved) {
            growing = new CellMaze(finished.grid());
            carved = 0;
        }
        order.replay(growing, carved, shown);
        carved = shown;
        return MazePictures.figure(growing, null, null, null, -1, -1, false);
    }

    private Figure solvingFrame(int shown) {
        int visited = Math.min(shown, visits.length);
        int[] pathShown = java.util.Arrays.copyOf(path, shown - visited);
        // the visited fields shaded under the walls and the path
        Colour[] fills = new Colour[finished.grid().cells()];
        for (int i = 0; i < visited; i++) {
            fills[visits[i]] = VISITED;
        }
        Figure f = MazePictures.figure(finished, fills, null, pathShown.length > 0 ? pathShown : null, from, to,
                openEnds);
        f.legend().clear();
        legend(f.legend());
        return f;
    }

    /** The same legend on every frame, so that every frame has the same size. */
    private static void legend(java.util.List<LegendEntry> legend) {
        legend.add(LegendEntry.fill(VISITED, "visited"));
        legend.add(LegendEntry.line(Colour.RED, "path"));
    }
}
