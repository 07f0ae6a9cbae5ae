package org.gridpuzzles.cli;

import static org.gridpuzzles.cli.CommandRun.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import picocli.CommandLine;

/** A word that is none of an engine's commands: one line naming it and the engine's commands, exit 2. */
class UnknownCommandTest {

    static Stream<String> engines() {
        return GridPuzzles.commandLine().getSubcommands().entrySet().stream()
                .filter(e -> !e.getValue().getSubcommands().isEmpty()).map(java.util.Map.Entry::getKey);
    }

    @ParameterizedTest
    @MethodSource("engines")
    void anUnknownCommandIsNamedWithTheEnginesCommands(String engine) {
        CommandRun r = run(engine, "xyzzy");
        assertEquals(2, r.code(), r.err());
        assertEquals(1, r.err().lines().count(), r.err());
        CommandLine cl = GridPuzzles.commandLine().getSubcommands().get(engine);
        String expected = "gridpuzzles " + engine + ": no command 'xyzzy'; commands: "
                + String.join(", ", cl.getSubcommands().keySet());
        assertEquals(expected, r.err().strip());
    }

    @Test
    void aNearMissAlsoGetsTheSuggestion() {
        CommandRun r = run("maze", "genrate");
        assertEquals(2, r.code());
        assertTrue(r.err().startsWith("gridpuzzles maze: no command 'genrate'; commands: algorithms, grids, generate,"),
                r.err());
        assertTrue(r.err().contains("did you mean generate"), r.err());
    }

    @Test
    void anUnknownEngineIsNamedWithTheEngines() {
        CommandRun r = run("mze");
        assertEquals(2, r.code());
        assertTrue(r.err().startsWith("gridpuzzles: no command 'mze'; commands: maze, labyrinth, knight, squares, push"),
                r.err());
    }

    @Test
    void anExtraWordAfterACommandIsStillAnUnmatchedArgument() {
        CommandRun r = run("maze", "generate", "extra");
        assertEquals(2, r.code());
        assertTrue(r.err().contains("'extra'"), r.err());
        assertTrue(!r.err().contains("no command"), r.err());
    }
}
