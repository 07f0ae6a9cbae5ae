package org.gridpuzzles.cli.common;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gridpuzzles.cli.CommandRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Options that exclude each other are picocli's exclusive argument groups: given together they are refused while
 * parsing, before any work, in one line that names both as they were given, with exit code 2.
 */
class ExclusiveOptionsTest {

    @ParameterizedTest
    @CsvSource(delimiter = '#', value = {
        "knight count --size 5 --rows 5 --cols 5#gridpuzzles knight count: give either --size or --rows/--cols, not both",
        // the second alternative first: picocli says "expected only one match" then, the line is the same
        "knight count --cols 5 --size 5#gridpuzzles knight count: give either --size or --cols, not both",
        "knight tour --rows 6 --size 5#gridpuzzles knight tour: give either --size or --rows, not both",
        "squares count --size 3 --cols 4#gridpuzzles squares count: give either --size or --cols, not both",
        "labyrinth count --size 3 --rows 3#gridpuzzles labyrinth count: give either --size or --rows, not both",
        "knight count --size 5 --closed --start 1,1#gridpuzzles knight count: give either --start or --closed, not both",
        "knight count --size 5 --exact --primes 2#gridpuzzles knight count: give either --exact or --primes, not both",
        "knight count --size 5 --confirm 1728 --exact#gridpuzzles knight count: give either --exact or --confirm, "
                + "not both",
        "labyrinth count --size 3 --spill d --checkpoint c --exact#gridpuzzles labyrinth count: give either --exact "
                + "or --checkpoint/--spill, not both",
        "maze solve --size 5 --ends hardest --from 1,1#gridpuzzles maze solve: give either --ends or --from, not both",
        "maze generate --maze m.json --size 5#gridpuzzles maze generate: give either --maze or --size, not both",
        "maze stats --mask m.txt --rows 5 --cols 5#gridpuzzles maze stats: give either --mask or --rows/--cols, "
                + "not both",
        "maze generate --grid polar --rings 3 --maze m.json#gridpuzzles maze generate: give either --maze or --rings, "
                + "not both",
        "push generate --size 5 --rows 5 --cols 5#gridpuzzles push generate: give either --size or --rows/--cols, "
                + "not both",
        "push show --facts x --svg a.svg --png b.png#gridpuzzles push show: give either --svg or --png, not both",
        "push show --facts x --solution s.lp --pushes y#gridpuzzles push show: give either --solution or --pushes, "
                + "not both",
        "push show p.lp --facts x#gridpuzzles push show: give either FILE or --facts, not both",
        "push solve p.lp --facts x#gridpuzzles push solve: give either FILE or --facts, not both",
        "squares check b.json --board xo/ox#gridpuzzles squares check: give either FILE or --board, not both",
        "squares check --board xo/ox --board ox/xo#gridpuzzles squares check: option '--board' (ROWS) should be "
                + "specified only once",
    })
    void givenTogetherTheyAreRefusedInOneLineNamingBoth(String line, String expected) {
        CommandRun r = CommandRun.run(line.split(" "));
        assertEquals(2, r.code(), r.err());
        assertEquals("", r.out());
        assertEquals(expected, r.err().strip());
        assertEquals(1, r.err().lines().count(), r.err());
    }

    @Test
    void eachAlternativeAloneStillRuns() {
        CommandRun rows = CommandRun.run("knight", "count", "--rows", "5", "--cols", "5");
        assertEquals(0, rows.code(), rows.err());
        assertTrue(rows.out().strip().endsWith("1728"), rows.out());
        CommandRun open = CommandRun.run("knight", "count", "--size", "5", "--start", "1,1");
        assertEquals(0, open.code(), open.err());
        assertTrue(open.out().strip().endsWith("304"), open.out());
        CommandRun confirmed = CommandRun.run("knight", "count", "--size", "5", "--confirm", "1728", "--primes", "1");
        assertEquals(0, confirmed.code(), confirmed.err());
        CommandRun exact = CommandRun.run("knight", "count", "--size", "5", "--exact");
        assertEquals(0, exact.code(), exact.err());
        assertTrue(exact.out().strip().endsWith("1728"), exact.out());
    }
}
