package org.gridpuzzles.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.gridpuzzles.cli.GridPuzzles;
import org.junit.jupiter.api.Test;

import picocli.CommandLine;

class OperationsTest {

    @Test
    void everyOperationIsACommandOfTheCommandLine() {
        CommandLine cl = GridPuzzles.commandLine();
        List<String> missing = new ArrayList<>();
        for (Operation<?, ?> op : Operations.all()) {
            CommandLine engine = cl.getSubcommands().get(op.engine());
            if (engine == null || !engine.getSubcommands().containsKey(op.command())) {
                missing.add(op.name());
            }
        }
        assertEquals(List.of(), missing, "operations without a command of that name");
    }

    @Test
    void everyCommandOfEveryEngineIsAnOperation() {
        CommandLine cl = GridPuzzles.commandLine();
        List<String> missing = new ArrayList<>();
        for (String engine : List.of("maze", "labyrinth", "knight", "squares", "push")) {
            for (String command : cl.getSubcommands().get(engine).getSubcommands().keySet()) {
                if (Operations.find(engine, command).isEmpty()) {
                    missing.add(engine + " " + command);
                }
            }
        }
        assertEquals(List.of(), missing, "commands that are no operation");
    }

    @Test
    void namesAreUniqueAndFindable() {
        Set<String> names = new HashSet<>();
        for (Operation<?, ?> op : Operations.all()) {
            assertTrue(names.add(op.name()), op.name());
            assertEquals(op, Operations.find(op.engine(), op.command()).orElseThrow());
            assertTrue(op.requestType().isRecord() && op.resultType().isRecord(), op.name());
            assertFalse(op.description().isBlank(), op.name());
        }
        assertTrue(Operations.find("knight nothing").isEmpty());
    }

    @Test
    void aBadValueIsNamedByTheRequestsField() {
        for (Operation<?, ?> op : Operations.all()) {
            if (op.requestType().getSimpleName().equals("TourRequest")) {
                InvalidRequestException e = org.junit.jupiter.api.Assertions.assertThrows(
                        InvalidRequestException.class, () -> OperationJson.read("{\"rows\":0,\"cols\":5}",
                                op.requestType(), "request"));
                assertEquals("rows must be 1..1000000, got 0", e.getMessage());
                assertEquals("rows", e.field());
            }
        }
    }
}
