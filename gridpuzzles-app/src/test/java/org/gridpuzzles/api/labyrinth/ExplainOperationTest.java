package org.gridpuzzles.api.labyrinth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Files;
import java.nio.file.Path;

import org.gridpuzzles.api.InvalidRequestException;
import org.gridpuzzles.api.JsonSchemas;
import org.gridpuzzles.api.OperationJson;
import org.gridpuzzles.api.Operations;
import org.gridpuzzles.api.RequestTypes;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.cli.CommandRun;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.render.Renderer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ExplainOperationTest {

    static LabyrinthExplainResult run(String json) {
        return Operations.get("labyrinth explain", LabyrinthExplainRequest.class, LabyrinthExplainResult.class)
                .run(OperationJson.read(json, LabyrinthExplainRequest.class, "request"), RunContext.plain());
    }

    @Test
    void aRequestInJsonGivesTheCommandLinesAnswer() {
        for (String[] position : new String[][] {{"5", "DDDDRUUU", "1,1"}, {"3", "RRDLLDRR", "1,1"},
            {"3", "DDRUURD", "1,3"}, {"13", "RRRRDDD", "13,13"}, {"7", "", "7,7"}}) {
            String json = "{\"rows\":" + position[0] + ",\"cols\":" + position[0] + ",\"moves\":\"" + position[1]
                    + "\",\"end\":\"" + position[2] + "\"}";
            LabyrinthExplainResult r = run(json);
            String[] cli = {"labyrinth", "explain", "--size", position[0], "--moves=" + position[1], "--end",
                position[2]};
            assertEquals(CommandRun.run(cli).out(), r.text(), json);
            String[] inJson = java.util.Arrays.copyOf(cli, cli.length + 2);
            inJson[cli.length] = "--format";
            inJson[cli.length + 1] = "json";
            CommandRun j = CommandRun.run(inJson);
            assertEquals(j.out(), OperationJson.write(r) + "\n", json);
            JsonSchemas.assertValidResult("labyrinth explain", j.out());
        }
        JsonSchemas.assertValidRequest("labyrinth explain", "{\"rows\":5,\"cols\":5,\"moves\":\"DD\",\"budget\":0}");
    }

    @Test
    void theResultDrawsItselfAsTheRequestAsks(@TempDir Path dir) throws Exception {
        Path svg = dir.resolve("why.svg");
        CommandRun.run("labyrinth", "explain", "--size", "5", "--moves", "DDDDRUUU", "--checkerboard", "--svg",
                svg.toString());
        LabyrinthExplainResult shaded = run("{\"rows\":5,\"cols\":5,\"moves\":\"DDDDRUUU\",\"checkerboard\":true}");
        assertEquals(Files.readString(svg), Renderer.svg(shaded.picture()));
        assertNotEquals(Renderer.svg(shaded.picture()),
                Renderer.svg(run("{\"rows\":5,\"cols\":5,\"moves\":\"DDDDRUUU\"}").picture()));
    }

    @Test
    void badValuesAreNamedByTheirField() {
        InvalidRequestException budget = assertThrows(InvalidRequestException.class,
                () -> OperationJson.read("{\"rows\":5,\"cols\":5,\"budget\":-1}", LabyrinthExplainRequest.class, "r"));
        assertEquals("budget must be at least 0, got -1", budget.getMessage());
        assertEquals("budget", budget.field());
        assertEquals("cols", assertThrows(InvalidRequestException.class,
                () -> LabyrinthExplainRequest.of(5, 0, "")).field());
        // moves that leave the grid are the engine's bad input, said without any flag
        assertEquals("moves: move 1 'U' leaves the grid at field 1,1", assertThrows(InvalidInputException.class,
                () -> run("{\"rows\":5,\"cols\":5,\"moves\":\"UU\"}")).getMessage());
    }

    @Test
    void theRequestNamesNoFile() {
        assertFalse(RequestTypes.namesFiles(LabyrinthExplainRequest.class));
    }
}
