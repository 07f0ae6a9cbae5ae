package org.gridpuzzles.maze;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.core.Verdict;
import org.gridpuzzles.grid.Field;
import org.gridpuzzles.grid.Grid;
import org.junit.jupiter.api.Test;

/** The entry point, with values known from the command line's output. */
class MazesTest {

    /** The 2 x 3 kruskal maze of seed 4. */
    static final String SMALL = """
            +---+---+---+
            |       |   |
            +   +   +   +
            |   |       |
            +---+---+---+
            """;

    private static MazeResult small() {
        return Mazes.generate(CellGrid.of(GridShape.RECT, 2, 3),
                MazeOptions.defaults().algorithm(MazeAlgorithm.KRUSKAL).seed(4));
    }

    @Test
    void generatesTheKnownMazeAndReadsItBack() {
        MazeResult made = small();
        assertEquals(SMALL, MazeTesting.ascii(made.maze()));
        assertEquals(made.maze(), Mazes.read(SMALL, "small"));
        assertEquals(Map.of("cells", 6L, "passages", 5L), made.statistics());
        assertEquals("kruskal", made.title());
    }

    @Test
    void inwinderStatisticsOfSeedOne() {
        MazeResult made = Mazes.generate(new Grid(8, 13), MazeOptions.defaults().seed(1));
        Map<String, Long> expected = new LinkedHashMap<>();
        expected.put("visits", 5L);
        expected.put("cells", 104L);
        expected.put("passages", 103L);
        expected.put("tiers", 4L);
        expected.put("onward", 56L);
        expected.put("inward", 47L);
        expected.put("backward", 0L);
        assertEquals(expected.toString(), made.statistics().toString());
        assertTrue(made.statisticsBlock().startsWith("      Inwinder Tree (statistics)\n"));
    }

    @Test
    void writesTheKnownJson() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Mazes.writeJson(small(), out);
        assertEquals("{\"grid\":\"rect\",\"cells\":6,\"rows\":2,\"cols\":3,\"algorithm\":\"kruskal\",\"seed\":4,"
                + "\"openings\":[\"6c4\",\"139\"],\"statistics\":{\"cells\":6,\"passages\":5}}\n",
                out.toString(StandardCharsets.UTF_8));
        out.reset();
        Mazes.writeJson(MazeResult.of(small().maze()), out);
        assertEquals("{\"grid\":\"rect\",\"cells\":6,\"rows\":2,\"cols\":3,\"openings\":[\"6c4\",\"139\"]}\n",
                out.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aRectFileOfTheOldFormatStillReads() {
        // as rect mazes were written before every grid shared one format: no grid, no cells, keys the reader ignores
        String old = "{\"rows\":2,\"cols\":3,\"algorithm\":\"kruskal\",\"seed\":4,\"openings\":[\"6c4\",\"139\"],"
                + "\"statistics\":{\"cells\":6,\"passages\":5},\"carving\":[[1,1,\"R\"]],\"note\":\"kept\"}";
        assertEquals(small().maze(), Mazes.read(old, "old.json"));
        assertEquals(small().maze(), Mazes.readGrid(old, "old.json"));
        assertFalse(Mazes.isGridText(old));
        Verdict v = Mazes.check(old, "old.json");
        assertTrue(v.valid(), v.problem());
        assertEquals(5L, v.details().get("passages"));
        // the same maze in the general form of the format: its passages as pairs of fields
        String pairs = "{\"grid\":\"rect\",\"cells\":6,\"rows\":2,\"cols\":3,\"passages\":[[0,1],[0,3],[1,4],[2,5],"
                + "[4,5]]}";
        assertEquals(Mazes.read(old, "old.json"), Mazes.read(pairs, "pairs.json"));
    }

    @Test
    void pathAndTextureOfTheKnownMaze() {
        CellMaze maze = small().maze();
        MazePath path = Mazes.path(maze, new Field(2, 1), new Field(1, 3));
        assertEquals(5, path.passages());
        assertArrayEquals(new int[] {3, 0, 1, 4, 5, 2}, path.fields());
        MazeTexture t = Mazes.texture(maze);
        assertEquals(5, t.diameter());
        assertEquals(2, t.deadEnds());
    }

    @Test
    void checkSaysPerfectWithTheCounts() {
        Verdict v = Mazes.check(SMALL, "small");
        assertTrue(v.valid());
        assertEquals(6L, v.details().get("fields"));
        assertEquals(5L, v.details().get("passages"));
        assertEquals(0L, v.details().get("loops"));
        Verdict loop = Mazes.check("{\"rows\":2,\"cols\":2,\"openings\":[\"6c\",\"39\"]}", "loop");
        assertTrue(loop.valid());
        assertEquals(1L, loop.details().get("loops"));
        // a loop that leaves fields cut off: the parts are counted
        Verdict cut = Mazes.check("{\"rows\":2,\"cols\":3,\"openings\":[\"6c0\",\"390\"]}", "cut");
        assertFalse(cut.valid());
        assertEquals("not connected: 3 separate parts; field 1,3 is not reached from 1,1", cut.problem());
    }

    @Test
    void aPictureCutShortIsNoMaze() {
        String cut = SMALL.substring(0, SMALL.length() - 14);
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> Mazes.check(cut, "cut.txt"));
        assertTrue(e.getMessage().startsWith("cut.txt:4:"), e.getMessage());
    }

    @Test
    void aHugeSizeInASmallJsonFileIsRefusedBeforeAnyAllocation() {
        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> Mazes.read("{\"rows\":1,\"cols\":1073741824,\"openings\":[\"0\"]}", "huge.json"));
        assertEquals("huge.json: openings row 1 has 1 fields, expected 1073741824", e.getMessage());
        InvalidInputException nested = assertThrows(InvalidInputException.class,
                () -> Mazes.read("[".repeat(100_000), "deep.json"));
        assertTrue(nested.getMessage().startsWith("deep.json"), nested.getMessage());
    }

    @Test
    void optionsAreCheckedWithTheirRanges() {
        assertThrows(InvalidInputException.class, () -> MazeOptions.defaults().bias(1.5));
        InvalidInputException mix = assertThrows(InvalidInputException.class, () -> CellChoice.parse("mix:2"));
        assertTrue(mix.getMessage().contains("0 <= P <= 1"), mix.getMessage());
        assertThrows(InvalidInputException.class, () -> CellChoice.mix(-0.5));
        InvalidInputException which = assertThrows(InvalidInputException.class,
                () -> Mazes.requireFits(CellGrid.of(GridShape.RECT, 8, 13),
                        MazeOptions.defaults().which(RunChoice.at(500)), 0));
        assertEquals("which 500 is out of range: runs on a 8 x 13 grid have at most 76 members (use -76 .. 75)",
                which.getMessage());
        assertEquals(MazeAlgorithm.PRIM_SIMPLIFIED, MazeAlgorithm.byLabel("prim-simplified"));
        assertThrows(InvalidInputException.class, () -> MazeAlgorithm.byLabel("PRIM_SIMPLIFIED"));
    }
}
