package org.gridpuzzles.api.labyrinth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.gridpuzzles.api.InvalidRequestException;
import org.gridpuzzles.api.JsonSchemas;
import org.gridpuzzles.api.OperationJson;
import org.gridpuzzles.api.Operations;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.cli.CommandRun;
import org.gridpuzzles.render.AsciiRenderer;
import org.junit.jupiter.api.Test;

class EnumerateOperationTest {

    static LabyrinthEnumerateResult run(String json) {
        return Operations.get("labyrinth enumerate", LabyrinthEnumerateRequest.class, LabyrinthEnumerateResult.class)
                .run(OperationJson.read(json, LabyrinthEnumerateRequest.class, "request"), RunContext.plain());
    }

    @Test
    void aRequestInJsonGivesTheCommandLinesAnswer() {
        for (String[] c : new String[][] {{"{\"rows\":3,\"cols\":3}", "--size=3"},
            {"{\"rows\":5,\"cols\":5,\"limit\":7}", "--size=5 --limit=7"},
            {"{\"rows\":5,\"cols\":5,\"limit\":0}", "--size=5 --limit=0"},
            {"{\"rows\":3,\"cols\":4,\"start\":\"1,2\",\"end\":\"3,1\"}", "--rows=3 --cols=4 --start=1,2 --end=3,1"}}) {
            CommandRun cli = CommandRun.run(("labyrinth enumerate " + c[1] + " --format=json").split(" "));
            assertEquals(cli.out(), OperationJson.write(run(c[0])) + "\n", c[0]);
            JsonSchemas.assertValidResult("labyrinth enumerate", cli.out());
        }
        LabyrinthEnumerateResult counted = run("{\"rows\":7,\"cols\":7,\"countOnly\":true}");
        assertNull(counted.walkthroughs());
        assertEquals(CommandRun.run("labyrinth", "enumerate", "--size", "7", "--count-only").out(),
                counted.count() + "\n");
        JsonSchemas.assertValidResult("labyrinth enumerate", OperationJson.write(counted));
        JsonSchemas.assertValidRequest("labyrinth enumerate", "{\"rows\":5,\"cols\":5,\"limit\":3}");
    }

    @Test
    void theStreamsGiveWhatTheCommandLineWrites() throws Exception {
        LabyrinthEnumerateRequest q = new LabyrinthEnumerateRequest(5, 5, null, null, 30L, false);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        assertEquals(30, LabyrinthLines.enumerate(q, out, false, RunContext.plain().withThreads(2)));
        assertEquals(CommandRun.run("labyrinth", "enumerate", "--size", "5", "--limit", "30").out(),
                out.toString(StandardCharsets.US_ASCII));
        assertEquals(String.join("\n", run(OperationJson.write(q)).walkthroughs()) + "\n",
                out.toString(StandardCharsets.US_ASCII));
        StringBuilder ascii = new StringBuilder();
        LabyrinthEnumerateRequest three = LabyrinthEnumerateRequest.of(3, 3, null);
        assertEquals(2, LabyrinthLines.pictures(three, RunContext.plain(), p -> {
            ascii.append(AsciiRenderer.render(p)).append('\n');
            return true;
        }));
        assertEquals(CommandRun.run("labyrinth", "enumerate", "--size", "3", "--format", "ascii").out(),
                ascii.toString());
        List<String> first = new ArrayList<>();
        LabyrinthLines.pictures(LabyrinthEnumerateRequest.of(5, 5, null), RunContext.plain(), p -> {
            first.add(AsciiRenderer.render(p));
            return false;
        });
        assertEquals(1, first.size());
    }

    @Test
    void badValuesAreNamedByTheirField() {
        InvalidRequestException limit = assertThrows(InvalidRequestException.class,
                () -> OperationJson.read("{\"rows\":5,\"cols\":5,\"limit\":-1}", LabyrinthEnumerateRequest.class,
                        "r"));
        assertEquals("limit must be at least 0, got -1", limit.getMessage());
        assertEquals("limit", limit.field());
    }
}
