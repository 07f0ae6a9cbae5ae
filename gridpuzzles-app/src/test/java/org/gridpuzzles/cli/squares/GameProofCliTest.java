package org.gridpuzzles.cli.squares;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GameProofCliTest {

    private static String lastLine(String out) {
        List<String> lines = out.strip().lines().toList();
        return lines.get(lines.size() - 1);
    }

    /** Endgames left to the checker: searched by check-proof, counted in its answer; bad counts are bad input. */
    @Test
    void endgamesAreSearchedByCheckProof(@TempDir Path dir) throws IOException {
        Path proof = dir.resolve("3x4.txt");
        SquaresCliTest.Run r = SquaresCliTest.run("squares", "solve", "--rows", "3", "--cols", "4", "--proof",
                proof.toString(), "--proof-endgames", "6");
        assertEquals(0, r.code(), r.err());
        assertTrue(Files.readString(proof).contains("\nendgames 6\n"));
        SquaresCliTest.Run c = SquaresCliTest.run("squares", "check-proof", proof.toString());
        assertEquals(0, c.code(), c.out() + c.err());
        assertTrue(c.out().matches("(?s)valid: draw, \\d+ positions replayed, \\d+ endgames searched \\(\\d+ "
                + "positions\\), .*"), c.out());
        for (String n : new String[] {"-2", "13", "many"}) {
            SquaresCliTest.Run bad = SquaresCliTest.run("squares", "solve", "--rows", "3", "--cols", "4", "--proof",
                    dir.resolve("bad.txt").toString(), "--proof-endgames", n);
            assertEquals(2, bad.code(), n);
            assertEquals(1, bad.err().strip().lines().count(), bad.err());
            assertFalse(Files.exists(dir.resolve("bad.txt")));
        }
    }

    @Test
    void solveWritesACertificateThatCheckProofAccepts(@TempDir Path dir) throws IOException {
        Path proof = dir.resolve("3x4.txt");
        SquaresCliTest.Run r = SquaresCliTest.run("squares", "solve", "--rows", "3", "--cols", "4", "--proof",
                proof.toString());
        assertEquals(0, r.code(), r.err());
        assertEquals("draw", lastLine(r.out()));
        assertTrue(r.out().contains("rules: avoid"), r.out());
        SquaresCliTest.Run c = SquaresCliTest.run("squares", "check-proof", proof.toString());
        assertEquals(0, c.code(), c.out() + c.err());
        assertEquals("valid", lastLine(c.out()));
        // a claimed win that is not one: exit 1 and the reason
        String text = Files.readString(proof).replace("value draw", "value second player wins");
        Files.writeString(proof, text);
        SquaresCliTest.Run bad = SquaresCliTest.run("squares", "check-proof", proof.toString());
        assertEquals(1, bad.code());
        assertEquals("invalid", lastLine(bad.out()));
        // unreadable: exit 2 and one line on stderr
        Files.writeString(proof, "avoid-the-square strategies 1\nboard 3y4\n");
        SquaresCliTest.Run unreadable = SquaresCliTest.run("squares", "check-proof", proof.toString());
        assertEquals(2, unreadable.code());
        assertEquals(1, unreadable.err().strip().lines().count(), unreadable.err());
        // read line by line: a file cut off before its end, and bytes that are not UTF-8, are bad input too
        Files.writeString(proof, text.replace("value second player wins", "value draw").replace("\nend\n", "\n"));
        SquaresCliTest.Run cut = SquaresCliTest.run("squares", "check-proof", proof.toString());
        assertEquals(2, cut.code(), cut.out());
        assertTrue(cut.err().contains("no 'end' line"), cut.err());
        Files.write(proof, new byte[] {'a', 'v', (byte) 0xff, (byte) 0xfe, '\n'});
        SquaresCliTest.Run binary = SquaresCliTest.run("squares", "check-proof", proof.toString());
        assertEquals(2, binary.code());
        assertTrue(binary.err().contains("not UTF-8"), binary.err());
        // the line of the bad bytes is named, however far into the file (the decoder reads ahead in blocks)
        String draw = text.replace("value second player wins", "value draw");
        int endAt = draw.lastIndexOf("\nend") + 1;
        long lineOfEnd = draw.substring(0, endAt).lines().count() + 1;
        byte[] head = draw.substring(0, endAt).getBytes(StandardCharsets.UTF_8);
        byte[] tail = draw.substring(endAt).getBytes(StandardCharsets.UTF_8);
        java.io.ByteArrayOutputStream spoiled = new java.io.ByteArrayOutputStream();
        spoiled.writeBytes(head);
        spoiled.writeBytes(new byte[] {(byte) 0xc3, '(', '\n'});
        spoiled.writeBytes(tail);
        Files.write(proof, spoiled.toByteArray());
        SquaresCliTest.Run late = SquaresCliTest.run("squares", "check-proof", proof.toString());
        assertEquals(2, late.code(), late.out());
        assertTrue(late.err().contains(proof + ":" + lineOfEnd + ": not UTF-8 text"), late.err());
    }

    @Test
    void bothRuleSetsAreSolved() {
        SquaresCliTest.Run achieve = SquaresCliTest.run("squares", "solve", "--size", "3", "--rules", "achieve",
                "--axis-parallel");
        assertEquals(0, achieve.code(), achieve.err());
        assertTrue(achieve.out().contains("rules: achieve"));
        SquaresCliTest.Run move = SquaresCliTest.run("squares", "move", "--position", "xx./x.o/oo.", "--rules",
                "achieve", "--axis-parallel");
        assertEquals(0, move.code(), move.err());
        assertEquals("computer (perfect): 2,2", move.out().strip().lines().toList().get(3));
        SquaresCliTest.Run bad = SquaresCliTest.run("squares", "solve", "--size", "3", "--rules", "win");
        assertEquals(2, bad.code());
    }

    @Test
    void picturesOfBoardsAndGames(@TempDir Path dir) throws IOException {
        SquaresCliTest.Run svg = SquaresCliTest.run("squares", "solve", "--size", "3", "--format", "svg");
        assertEquals(0, svg.code(), svg.err());
        assertTrue(svg.out().contains("<svg") && svg.out().contains("order of the moves"));
        Path png = dir.resolve("move.png");
        SquaresCliTest.Run move = SquaresCliTest.run("squares", "move", "--position", "xox/..o/.ox", "--format",
                "png", "--out", png.toString());
        assertEquals(0, move.code(), move.err());
        byte[] magic = Arrays.copyOf(Files.readAllBytes(png), 4);
        assertArrayEquals(new byte[] {(byte) 0x89, 'P', 'N', 'G'}, magic);
        SquaresCliTest.Run check = SquaresCliTest.run("squares", "check", "--board", "xxo/xxo/oox", "--axis-parallel",
                "--format", "svg");
        assertEquals(1, check.code());
        assertTrue(check.out().contains("one-coloured square"));
        SquaresCliTest.Run list = SquaresCliTest.run("squares", "list", "--size", "4", "--format", "svg");
        assertEquals(0, list.code(), list.err());
        assertTrue(list.out().contains("<svg"));
    }

    @Test
    void playDrawsTheFinishedGame(@TempDir Path dir) throws IOException {
        Path png = dir.resolve("game.png");
        java.io.InputStream saved = System.in;
        try {
            System.setIn(new java.io.ByteArrayInputStream(
                    "1,1\n1,2\n1,3\n2,1\n2,2\n2,3\n3,1\n3,2\n3,3\n".getBytes(
                            java.nio.charset.StandardCharsets.UTF_8)));
            SquaresCliTest.Run r = SquaresCliTest.run("squares", "play", "--size", "3", "--format", "png", "--out",
                    png.toString());
            assertEquals(0, r.code(), r.err());
            assertTrue(r.out().contains("picture of the game written to"), r.out());
        } finally {
            System.setIn(saved);
        }
        assertArrayEquals(new byte[] {(byte) 0x89, 'P', 'N', 'G'}, Arrays.copyOf(Files.readAllBytes(png), 4));
        assertEquals(2, SquaresCliTest.run("squares", "play", "--size", "3", "--format", "svg").code());
    }

    @Test
    void largestTakesTheNewOptions() {
        SquaresCliTest.Run r = SquaresCliTest.run("squares", "largest", "--method", "sat", "--max-size", "8");
        assertEquals(0, r.code(), r.err());
        assertEquals("6", lastLine(r.out()));
        assertTrue(r.out().contains("symmetry breaking"), r.out());
        SquaresCliTest.Run from = SquaresCliTest.run("squares", "largest", "--from", "5", "--max-size", "8");
        assertEquals(2, from.code(), "--from needs --any-balance");
        SquaresCliTest.Run any = SquaresCliTest.run("squares", "largest", "--any-balance", "--from", "6",
                "--max-size", "8");
        assertEquals(0, any.code(), any.err());
        assertEquals("6", lastLine(any.out()));
    }
}
