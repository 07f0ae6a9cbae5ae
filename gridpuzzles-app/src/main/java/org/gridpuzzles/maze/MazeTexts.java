package org.gridpuzzles.maze;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.core.Verdict;

/** Maze texts on any grid (JSON, a rectangle's or a weave's ASCII) read and checked: see {@link Mazes#readGrid}. */
final class MazeTexts {

    private MazeTexts() {
    }

    /** See {@link Mazes#read(String, String)}: a plain rectangle's maze. */
    static CellMaze readRect(String text, String source) {
        if (!text.stripLeading().startsWith("{")) {
            return MazeFiles.toMaze(MazeFiles.readAscii(text, source));
        }
        CellMaze maze = readGrid(text, source);
        CellGrid grid = maze.grid();
        if (grid.shape() != GridShape.RECT || grid.masked()) {
            throw new InvalidInputException(source + ": a maze on a " + grid + " grid, not an unmasked rect one");
        }
        return maze;
    }

    static CellMaze readGrid(String text, String source) {
        if (WeaveAscii.isWeave(text)) {
            return WeaveAscii.read(text, source);
        }
        if (!text.stripLeading().startsWith("{")) {
            return MazeFiles.toMaze(MazeFiles.readAscii(text, source));
        }
        CellFiles.Parsed parsed = CellFiles.read(text, source);
        if (parsed.problem() != null) {
            throw new InvalidInputException(source + ": " + parsed.problem());
        }
        Verdict v = CellChecker.check(parsed.grid(), parsed.pairs());
        if (!v.valid() && !v.problem().startsWith("not connected")) {
            throw new InvalidInputException(source + ": " + v.problem());
        }
        CellMaze maze = new CellMaze(parsed.grid());
        int[] pairs = parsed.pairs();
        for (int i = 0; i < pairs.length; i += 2) {
            int slot = maze.slotTo(pairs[i], pairs[i + 1]);
            maze.carve(pairs[i], slot);
        }
        return maze;
    }

    static Verdict check(String text, String source) {
        if (WeaveAscii.isWeave(text)) {
            CellMaze weave = WeaveAscii.read(text, source);
            return CellChecker.check(weave.grid(), CellChecker.pairs(weave));
        }
        if (text.stripLeading().startsWith("{")) {
            return checkJson(text, source);
        }
        MazeFiles.Openings o = MazeFiles.readAscii(text, source);
        MazeFiles.Passages p = MazeFiles.passages(o);
        return p.problem() != null ? Verdict.invalid(p.problem())
                : CellChecker.check(CellGrid.of(GridShape.RECT, o.rows(), o.cols()), p.pairs());
    }

    private static Verdict checkJson(String text, String source) {
        CellFiles.Parsed parsed = CellFiles.read(text, source);
        if (parsed.problem() != null) {
            return Verdict.invalid(parsed.problem());
        }
        Verdict v = CellChecker.check(parsed.grid(), parsed.pairs());
        if (v.valid() && parsed.grid().shape() == GridShape.WEAVE) {
            String problem = CellFiles.crossingsProblem(text, source, readGrid(text, source));
            if (problem != null) {
                return Verdict.invalid(problem);
            }
        }
        return v;
    }
}
