package org.gridpuzzles.knight;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.grid.Grid;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * {@link KnightTours#readTour} on any bytes: a tour whose every square is on the board, visited once, a knight's move
 * from the one before, or bad input in one line; nothing else.
 */
class TourFileProperties {

    private static final Path DIR;

    static {
        try {
            DIR = Files.createTempDirectory("knight-tours");
            DIR.toFile().deleteOnExit();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Provide
    Arbitrary<byte[]> digitsAndMore() {
        return Arbitraries.oneOf(Arbitraries.strings().withChars("12345678 \n").ofMaxLength(40).map(String::getBytes),
                Arbitraries.strings().withChars("12345678{}[],:\"rowscalqure0-9 ").ofMaxLength(60)
                        .map(s -> ("{\"rows\":5,\"cols\":5,\"squares\":[[1,1]" + s).getBytes()),
                Arbitraries.bytes().array(byte[].class).ofMaxSize(60));
    }

    @Property(tries = 300)
    void anyFileIsAKnightsPathOrOneLineOfBadInput(@ForAll("digitsAndMore") byte[] bytes) throws IOException {
        Path f = Files.write(DIR.resolve("t.txt"), bytes);
        f.toFile().deleteOnExit();
        try {
            Tour t = KnightTours.readTour(f, TourCheckOptions.of().board(new Grid(5, 5)));
            java.util.Set<Long> seen = new java.util.HashSet<>();
            for (int i = 0; i < t.length(); i++) {
                assertTrue(t.rowsVisited()[i] >= 1 && t.rowsVisited()[i] <= t.rows() && t.colsVisited()[i] >= 1
                        && t.colsVisited()[i] <= t.cols());
                assertTrue(seen.add(t.rowsVisited()[i] * (t.cols() + 1L) + t.colsVisited()[i]), "visited once");
                if (i > 0) {
                    assertEquals(2, Math.abs(t.rowsVisited()[i] - t.rowsVisited()[i - 1])
                            * Math.abs(t.colsVisited()[i] - t.colsVisited()[i - 1]));
                }
            }
            assertTrue(KnightTours.check(t).valid() == t.complete());
        } catch (InvalidInputException e) {
            assertEquals(1, e.getMessage().lines().count(), e.getMessage());
            assertTrue(e.getMessage().startsWith(f.toString()), e.getMessage());
        }
    }
}
