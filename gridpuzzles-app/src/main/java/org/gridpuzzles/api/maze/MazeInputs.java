package org.gridpuzzles.api.maze;

import java.nio.file.Path;
import java.util.List;

import org.gridpuzzles.maze.GridShape;
import org.gridpuzzles.maze.MaskText;
import org.gridpuzzles.maze.MazeAlgorithm;
import org.gridpuzzles.maze.Mazes;
import org.gridpuzzles.maze.SolveMethod;

/**
 * What a client that reads files or offers choices needs of the maze engine: a mask file as a request's
 * {@link Mask}, and the names the requests take (grids, algorithms, solving methods).
 */
public final class MazeInputs {

    private MazeInputs() {
    }

    /** A mask file (text, or a PNG: a dark pixel is no field) as a request's mask, named by its file. */
    public static Mask mask(Path file) {
        MaskText text = Mazes.readMask(file);
        return new Mask(text.rows(), file.toString(), text.pixels());
    }

    /** The grid names, rect first. */
    public static List<String> grids() {
        return Mazes.grids().stream().map(GridShape::label).toList();
    }

    /** The grid of that name, as the requests take it; an unknown name is bad input. */
    public static String grid(String name) {
        return GridShape.byLabel(name).label();
    }

    /** Whether a grid (by name) takes a mask. */
    public static boolean takesMask(String grid) {
        return GridShape.byLabel(grid).takesMask();
    }

    /** The algorithm names, inwinder first. */
    public static List<String> algorithms() {
        return Mazes.algorithms().stream().map(MazeAlgorithm::label).toList();
    }

    /** The solving methods' names, bfs first. */
    public static List<String> methods() {
        return java.util.Arrays.stream(SolveMethod.values()).map(SolveMethod::label).toList();
    }
}
