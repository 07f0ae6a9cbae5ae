package org.gridpuzzles.squares.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class ProvedMovesTest {

    @Test
    void keepsTheHighestBoundWithItsMove() {
        ProvedMoves m = new ProvedMoves();
        m.put(3, 4, 0, 7);
        assertEquals(7, m.move(3, 4, 0));
        assertEquals(-1, m.move(3, 4, 1), "a draw's move is not a win's");
        m.put(3, 4, 1, 9);
        assertEquals(9, m.move(3, 4, 1));
        assertEquals(9, m.move(3, 4, 0));
        m.put(3, 4, 0, 2);
        assertEquals(9, m.move(3, 4, 0), "a lower bound does not replace a higher one");
        assertEquals(-1, m.move(4, 3, 0));
    }

    @Test
    void growsWithoutLosingPositions() {
        ProvedMoves m = new ProvedMoves();
        int n = 100_000;
        for (int i = 0; i < n; i++) {
            m.put(i * 0x9E37L, ~i, i % 2, i % 64);
        }
        assertEquals(n, m.size());
        for (int i = 0; i < n; i++) {
            assertEquals(i % 64, m.move(i * 0x9E37L, ~i, i % 2));
        }
    }
}
