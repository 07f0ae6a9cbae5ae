package org.gridpuzzles.squares.board;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.io.TextFiles;
import org.gridpuzzles.squares.Board;
import org.gridpuzzles.squares.BoardFuzzInputs;

import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The board reader on its own, with many more hostile inputs than the command line's fuzzing can afford: boards, or
 * one line naming the source, and nothing else.
 */
class BoardFileProperties {

    @Property(tries = 4000)
    void anyBytesAreBoardsOrOneLine(@ForAll("files") byte[] content) {
        try {
            List<Board> boards = BoardFile.parse(TextFiles.decode(content, "f"), "f");
            assertFalse(boards.isEmpty());
            for (Board b : boards) {
                assertTrue(b.rows() >= 1 && b.cols() >= 1 && b.cells().length == b.rows() * b.cols());
                assertTrue(Board.parse(b.compact(), "again").equals(b), b.compact());
            }
        } catch (InvalidInputException e) {
            assertTrue(e.getMessage().startsWith("f:") || e.getMessage().startsWith("f "), e.getMessage());
            assertFalse(e.getMessage().contains("\n"), e.getMessage());
        }
    }

    @Provide
    Arbitrary<byte[]> files() {
        return BoardFuzzInputs.files();
    }
}
