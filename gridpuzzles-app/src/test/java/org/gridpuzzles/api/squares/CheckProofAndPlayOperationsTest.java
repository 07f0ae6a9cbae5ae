package org.gridpuzzles.api.squares;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.gridpuzzles.api.InvalidRequestException;
import org.gridpuzzles.api.JsonSchemas;
import org.gridpuzzles.api.OperationJson;
import org.gridpuzzles.api.Operations;
import org.gridpuzzles.api.RequestTypes;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.cli.CommandRun;
import org.gridpuzzles.grid.Field;
import org.gridpuzzles.squares.AvoidTheSquare;
import org.gridpuzzles.squares.ComputerPlayer;
import org.gridpuzzles.squares.Game;
import org.gridpuzzles.squares.GamePosition;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CheckProofAndPlayOperationsTest {

    private static final RunContext ONE = RunContext.plain().withThreads(1);

    @Test
    void checkProofGivesTheCommandLinesVerdict(@TempDir Path dir) throws IOException {
        Path proof = dir.resolve("3x3.txt");
        SolveProof.write(SquaresSolveRequest.of(3, 3), proof, ONE);
        SquaresCheckProofResult r = Operations.get("squares check-proof", SquaresCheckProofRequest.class, SquaresCheckProofResult.class)
                .run(OperationJson.read("{\"file\":\"" + proof + "\"}", SquaresCheckProofRequest.class, "request"), ONE);
        assertTrue(r.valid());
        assertEquals("draw", r.value());
        String cli = CommandRun.run("squares", "check-proof", proof.toString()).out();
        assertEquals(cli.replaceAll("\\d+\\.\\d{3} s", "T s"), r.text().replaceAll("\\d+\\.\\d{3} s", "T s"));
        JsonSchemas.assertValidResult("squares check-proof", OperationJson.write(r));
        try (InputStream in = Files.newInputStream(proof)) {
            assertEquals(r.positions(), ProofChecks.check(in, "<stdin>", ONE).positions());
        }
        Files.writeString(proof, Files.readString(proof).replace("value draw", "value second player wins"));
        SquaresCheckProofResult bad = Operations.get("squares check-proof", SquaresCheckProofRequest.class, SquaresCheckProofResult.class)
                .run(new SquaresCheckProofRequest(proof), ONE);
        assertFalse(bad.valid());
        assertTrue(bad.text().endsWith("\ninvalid\n"), bad.text());
        JsonSchemas.assertValidResult("squares check-proof", OperationJson.write(bad));
        // a certificate is a file of this machine: never a request from the studio
        assertTrue(RequestTypes.namesFiles(SquaresCheckProofRequest.class));
        assertEquals("file", assertThrows(InvalidRequestException.class,
                () -> OperationJson.read("{}", SquaresCheckProofRequest.class, "request")).field());
    }

    private static SquaresPlayResult step(SquaresPlayRequest q) {
        return Operations.get("squares play", SquaresPlayRequest.class, SquaresPlayResult.class).run(q, RunContext.plain());
    }

    /**
     * A game played step by step through the operation, each step a new run, is the game against one computer kept
     * for the whole game: its seeded random choices follow one sequence.
     */
    @Test
    void stepsPlayTheGameOfOneSeededComputer() {
        SquaresPlayRequest game = OperationJson.read("{\"rows\":5,\"cols\":5,\"seed\":7,\"first\":\"computer\"}",
                SquaresPlayRequest.class, "request");
        Game rules = Game.on(5, 5);
        ComputerPlayer kept = AvoidTheSquare.computer(rules, 7);
        GamePosition p = rules.start();
        SquaresPlayResult state = step(game);
        assertNull(state.played());
        List<List<Integer>> computerMoves = new ArrayList<>();
        while (!state.over()) {
            if (state.toMove().equals("x")) {
                state = step(game.next(state.fieldsPlayed(), null, true));
                assertTrue(state.computer());
                computerMoves.add(state.played());
                int f = kept.choose(p);
                assertEquals(List.of(f / 5 + 1, f % 5 + 1), state.played(), "move " + state.moves().size());
                p = p.play(f);
            } else {
                // the person takes the first free field
                int f = 0;
                while (!p.isFree(f)) {
                    f++;
                }
                state = step(game.next(state.fieldsPlayed(), new Field(f / 5 + 1, f % 5 + 1), false));
                p = p.play(f);
            }
            JsonSchemas.assertValidResult("squares play", OperationJson.write(state));
        }
        assertTrue(computerMoves.size() > 3);
        assertTrue(state.ending() != null && state.picture() != null);
    }

    @Test
    void movesThatCannotBePlayedAreNamedByTheirField() {
        SquaresPlayRequest game = PlayRequestOf3x3.game();
        SquaresPlayResult after = step(game.next(List.of(), new Field(1, 1), false));
        assertEquals(List.of(new Field(1, 1)), after.fieldsPlayed());
        assertEquals("o", after.toMove());
        InvalidRequestException taken = assertThrows(InvalidRequestException.class,
                () -> step(game.next(List.of(new Field(1, 1), new Field(2, 2)), new Field(1, 1), false)));
        assertEquals("move", taken.field());
        assertEquals("1,1 is taken", taken.getMessage());
        assertEquals("7,7 is off the board (rows 1..3, columns 1..3)", assertThrows(InvalidRequestException.class,
                () -> game.next(List.of(), new Field(7, 7), false)).getMessage());
        assertEquals("computer", assertThrows(InvalidRequestException.class,
                () -> step(game.next(List.of(), null, true))).field());
        assertEquals("move", assertThrows(InvalidRequestException.class,
                () -> step(game.next(List.of(new Field(1, 1)), new Field(2, 2), false))).field());
        assertFalse(RequestTypes.namesFiles(SquaresPlayRequest.class));
    }

    /** A 3 x 3 game where the person plays x. */
    private static final class PlayRequestOf3x3 {
        static SquaresPlayRequest game() {
            return OperationJson.read("{\"rows\":3,\"cols\":3}", SquaresPlayRequest.class, "request");
        }
    }
}
