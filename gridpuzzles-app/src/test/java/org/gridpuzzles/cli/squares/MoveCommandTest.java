package org.gridpuzzles.cli.squares;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class MoveCommandTest {

    private static SquaresCliTest.Run run(String... args) {
        return SquaresCliTest.run(args);
    }

    @Test
    void theWorkedExampleOfMpmp10() {
        // x must not take 3,1 (it completes x's square 1,1 1,3 3,3 3,1) and plays the middle: the game is a draw
        SquaresCliTest.Run r = run("squares", "move", "--position", "xox/..o/.ox", "--format", "json");
        assertEquals(0, r.code(), r.err());
        assertEquals("{\"rows\":3,\"cols\":3,\"toMove\":\"x\",\"move\":[2,2],\"player\":\"perfect\","
                + "\"losing\":[[3,1]],\"value\":\"draw\",\"over\":false,\"loser\":null,\"square\":null,"
                + "\"shortSquares\":[{\"player\":\"o\",\"corners\":[[1,2],[2,3],[3,2],[2,1]]},"
                + "{\"player\":\"x\",\"corners\":[[1,3],[3,3],[3,1],[1,1]]}]}\n", r.out());
        // then o must not take 2,1 (o's tilted square 1,2 2,3 3,2 2,1) and plays 3,1
        r = run("squares", "move", "--position", "xox/.xo/.ox", "--format", "json");
        assertEquals("{\"rows\":3,\"cols\":3,\"toMove\":\"o\",\"move\":[3,1],\"player\":\"perfect\","
                + "\"losing\":[[2,1]],\"value\":\"draw\",\"over\":false,\"loser\":null,\"square\":null,"
                + "\"shortSquares\":[{\"player\":\"o\",\"corners\":[[1,2],[2,3],[3,2],[2,1]]},"
                + "{\"player\":\"x\",\"corners\":[[1,3],[3,3],[3,1],[1,1]]}]}\n", r.out());
        assertEquals("3,1", run("squares", "move", "--position", "xox/.xo/.ox").lastLine());
    }

    @Test
    void theEmptyBoardsAreSolved() {
        assertEquals("{\"rows\":3,\"cols\":3,\"toMove\":\"x\",\"move\":[1,1],\"player\":\"perfect\",\"losing\":[],"
                + "\"value\":\"draw\",\"over\":false,\"loser\":null,\"square\":null,\"shortSquares\":[]}\n",
                run("squares", "move", "--size", "3", "--format", "json").out());
        SquaresCliTest.Run r = run("squares", "move", "--size", "3");
        assertEquals("x to move\nlosing at once: none\nvalue: draw\ncomputer (perfect): 1,1\n1,1\n", r.out());
    }

    @Test
    void finishedGamesNameTheLoserAndTheSquare() {
        assertEquals("{\"rows\":3,\"cols\":3,\"toMove\":\"o\",\"move\":null,\"player\":null,\"losing\":[],"
                + "\"value\":null,\"over\":true,\"loser\":\"x\",\"square\":[[1,1],[2,1],[2,2],[1,2]],"
                + "\"shortSquares\":[]}\n",
                run("squares", "move", "--position", "xx./xxo/oo.", "--format", "json").out());
        assertEquals("{\"rows\":3,\"cols\":3,\"toMove\":\"o\",\"move\":null,\"player\":null,\"losing\":[],"
                + "\"value\":\"draw\",\"over\":true,\"loser\":null,\"square\":null,\"shortSquares\":[]}\n",
                run("squares", "move", "--position", "xox/xxo/oox", "--format", "json").out());
        assertEquals("over", run("squares", "move", "--position", "xox/xxo/oox").lastLine());
    }

    @Test
    void beyondTheTimeLimitTheMoveIsHeuristicAndTheValueUnknown() {
        SquaresCliTest.Run r = run("squares", "move", "--size", "7", "--seed", "1", "--time-limit", "1", "--format",
                "json");
        assertEquals(0, r.code(), r.err());
        assertEquals(true, r.out().contains("\"player\":\"heuristic\""), r.out());
        assertEquals(true, r.out().contains("\"value\":null"), r.out());
    }

    @Test
    void badPositionsAreOneLine() {
        run("squares", "move", "--position", "xx./xx./oo.").assertBadInput("4 x and 2 o");
        // x to move with a square of x's: o made the last move, so it cannot have completed it
        run("squares", "move", "--position", "xx./xxo/ooo").assertBadInput("square of the one to move");
        run("squares", "move", "--position", "xo/ox", "--size", "3").assertBadInput("size");
        run("squares", "move", "--size", "3", "--time-limit", "0").assertBadInput("time limit");
    }

    @Test
    void countAnswersJson() {
        assertEquals("{\"rows\":5,\"cols\":5,\"colours\":2,\"axisParallel\":false,\"anyBalance\":false,"
                + "\"upToSymmetry\":false,\"count\":\"2704\"}\n",
                run("squares", "count", "--size", "5", "--format", "json").out());
        assertEquals("2704", run("squares", "count", "--size", "5").lastLine());
    }
}
