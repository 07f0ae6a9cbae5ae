package org.gridpuzzles.push;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;

import org.gridpuzzles.core.InvalidInputException;
import org.junit.jupiter.api.Test;

/** Reference minima as the pool's index.csv gives them, and how benchmark rows compare with them. */
class ReferencesTest {

    private static final String INDEX = """
            file,N,max_steps,min_pushes,min_pushes_source,witness
            instances/0001.asp,10,10,>=5,own-iddfs,
            instances/0002.asp,11,11,4,own-iddfs,"push(9,e,1) push(9,e,2), and more"
            instances/0003.asp,10,10,,own-iddfs,
            """;

    @Test
    void readsExactMinimaAndLowerBoundsByFileName() {
        Map<String, PushReference> refs = References.parse("index.csv", INDEX);
        assertEquals(List.of("0001.asp", "0002.asp"), List.copyOf(refs.keySet()));
        assertEquals(new PushReference("0001.asp", 5, false), refs.get("0001.asp"));
        assertEquals(new PushReference("0002.asp", 4, true), refs.get("0002.asp"));
        assertEquals(">=5", refs.get("0001.asp").text());
    }

    @Test
    void badReferencesNameTheirLine() {
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> References.parse("i.csv",
                "file,min_pushes\na.asp,four\n"));
        assertEquals("i.csv:2: min_pushes 'four' is not a number or >=number", e.getMessage());
        assertEquals("i.csv:1: the header needs the columns file and min_pushes", assertThrows(
                InvalidInputException.class, () -> References.parse("i.csv", "file,N\n")).getMessage());
    }

    private static PushBenchRow row(String result, int pushes, boolean optimal, int lowerBound) {
        return new PushBenchRow("a.asp", 10, result, pushes, 1.0, optimal, "", lowerBound);
    }

    private static PushBenchRow timeoutWithBest(int lowerBound, int best) {
        return new PushBenchRow("a.asp", 10, "TIMEOUT", -1, 1.0, false, "", lowerBound, best);
    }

    @Test
    void rowsCompareWithExactMinimaAndWithLowerBounds() {
        PushReference four = new PushReference("a.asp", 4, true);
        PushReference atLeastFive = new PushReference("a.asp", 5, false);
        assertEquals("equal", four.compare(row("SOLVED", 4, true, 4)));
        assertEquals(PushReference.DISAGREES, four.compare(row("SOLVED", 5, true, 5)));
        assertEquals(PushReference.DISAGREES, four.compare(row("SOLVED", 3, false, 1)));
        assertEquals("consistent", four.compare(row("TIMEOUT", -1, false, 4)));
        assertEquals(PushReference.DISAGREES, four.compare(row("TIMEOUT", -1, false, 5)));
        assertEquals(PushReference.DISAGREES, four.compare(row("UNSATISFIABLE", -1, false, 11)));
        assertEquals("respects", atLeastFive.compare(row("SOLVED", 6, true, 6)));
        assertEquals(PushReference.DISAGREES, atLeastFive.compare(row("SOLVED", 4, true, 4)));
        assertEquals("open", atLeastFive.compare(row("TIMEOUT", -1, false, 7)));
        // a solution known but not proved minimal: shorter than the reference is a contradiction
        assertEquals(PushReference.DISAGREES, atLeastFive.compare(row("SOLVED", 4, false, 1)));
        assertEquals("open", atLeastFive.compare(row("SOLVED", 5, false, 1)));
        assertEquals(PushReference.DISAGREES, atLeastFive.compare(timeoutWithBest(3, 4)));
        assertEquals("open", atLeastFive.compare(timeoutWithBest(3, 5)));
        assertEquals(PushReference.DISAGREES, four.compare(timeoutWithBest(3, 3)));
        assertEquals("consistent", four.compare(timeoutWithBest(3, 6)));
        assertEquals("a.asp,10,TIMEOUT,,1.000,false,\"\",3,>=5,open,5", timeoutWithBest(3, 5).csv(atLeastFive));
        assertEquals("a.asp,10,TIMEOUT,,1.000,false,\"\",3,4,consistent,", row("TIMEOUT", -1, false, 3).csv(four));
        PushBenchReport report = new PushBenchReport(List.of(row("SOLVED", 4, true, 4)));
        assertEquals(0, report.disagreements(Map.of("a.asp", four)));
        assertEquals(1, report.disagreements(Map.of("a.asp", atLeastFive)));
    }
}
