package org.gridpuzzles.api.maze;

import java.util.List;

import org.gridpuzzles.api.Check;
import org.gridpuzzles.maze.SolveMethod;

/**
 * A maze's making or solving played step by step, as an animated GIF or an animated SVG; the maze's fields are those
 * of {@link MazeSpec}, the solving fields those of {@link MazeSolveRequest}.
 *
 * @param show carving (default): the passages appear in the order the algorithm carved them; solving: the fields the
 *        method visits, in order, then the path it found
 * @param method solving: bfs (default), dijkstra, astar, wall-follower, dead-end-filling or tremaux
 * @param from solving: the start field (as maze solve takes it)
 * @param to solving: the end field
 * @param ends solving, instead of from and to: hardest or border
 * @param animation gif (default) or svg-animated (one SVG that plays in a browser, looping)
 * @param fps frames a second, 1..50 (default 12)
 * @param frames the most frames, 2..1000 (default 120): a big maze shows several steps a frame
 * @param levels the levels of a 3d grid (as {@link MazeSpec} takes them)
 */
public record MazeAnimateRequest(Integer rows, Integer cols, long seed, String algorithm, String which, Double bias,
        String cellChoice, Double braid, String maze, String mazeName, String grid, Integer rings, Mask mask,
        String show, String method, String from, String to, String ends, String animation, Integer fps,
        Integer frames, Integer levels) {

    /** The animation formats, as {@code --format} and the studio's {@code format} name them. */
    public static final List<String> ANIMATIONS = List.of("gif", "svg-animated");
    static final List<String> SHOWS = List.of("carving", "solving");
    public static final int DEFAULT_FPS = 12;
    public static final int MAX_FPS = 50;
    public static final int DEFAULT_FRAMES = 120;
    public static final int MAX_FRAMES = 1000;

    public MazeAnimateRequest {
        MazeSpec s = new MazeSpec(rows, cols, seed, algorithm, which, bias, cellChoice, braid, maze, mazeName, grid,
                rings, mask, false, levels);
        algorithm = s.algorithm();
        which = s.which();
        bias = s.bias();
        cellChoice = s.cellChoice();
        braid = s.braid();
        mazeName = s.mazeName();
        grid = s.grid();
        show = Check.oneOf("show", show == null ? "carving" : show, SHOWS);
        animation = Check.oneOf("animation", animation == null ? "gif" : animation, ANIMATIONS);
        fps = Check.range("fps", fps == null ? DEFAULT_FPS : fps, 1, MAX_FPS);
        frames = Check.range("frames", frames == null ? DEFAULT_FRAMES : frames, 2, MAX_FRAMES);
        if (show.equals("carving")) {
            Check.that(maze == null, "show", "a carving needs a generated maze: a maze given has no carving order");
            Check.that(method == null && from == null && to == null && ends == null, "show",
                    "method, from, to and ends belong to show solving");
        } else {
            String m = method == null ? SolveMethod.BFS.label() : method;
            method = Fields.parsed("method", () -> SolveMethod.byLabel(m)).label();
            if (ends != null) {
                Check.oneOf("ends", ends, MazeSolveRequest.ENDS);
                Check.that(from == null && to == null, "ends", "ends chooses the ends: leave out from and to");
            }
        }
    }

    /** The maze's part of the request. */
    public MazeSpec spec() {
        return new MazeSpec(rows, cols, seed, algorithm, which, bias, cellChoice, braid, maze, mazeName, grid, rings,
                mask, false, levels);
    }

    /** The carving of the maze of {@code m}. */
    public static MazeAnimateRequest carving(MazeSpec m, String animation, Integer fps, Integer frames) {
        Check.that(!Boolean.TRUE.equals(m.unicursal()), "unicursal", "an animation plays the carving of a perfect "
                + "maze, and a unicursal labyrinth is made from one afterwards: leave out unicursal");
        return new MazeAnimateRequest(m.rows(), m.cols(), m.seed(), m.algorithm(), m.which(), m.bias(),
                m.cellChoice(), m.braid(), m.maze(), m.mazeName(), m.grid(), m.rings(), m.mask(), "carving", null, null,
                null, null, animation, fps, frames, m.levels());
    }

    /** The solving of the maze of {@code m} as {@code maze solve} takes its method and ends. */
    public static MazeAnimateRequest solving(MazeSpec m, String method, String from, String to, String ends,
            String animation, Integer fps, Integer frames) {
        return new MazeAnimateRequest(m.rows(), m.cols(), m.seed(), m.algorithm(), m.which(), m.bias(),
                m.cellChoice(), m.braid(), m.maze(), m.mazeName(), m.grid(), m.rings(), m.mask(), "solving", method,
                from, to, ends, animation, fps, frames, m.levels());
    }
}
