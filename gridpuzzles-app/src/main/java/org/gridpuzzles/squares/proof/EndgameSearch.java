package org.gridpuzzles.squares.proof;

/**
 * One thread's exhaustive search of endgames for one strategy's claim, by the checker's own rules: the endgames a
 * certificate leaves out. Apart from the replay of the strategies because it is the checker's one search (its hot
 * loop, on primitive masks and a table of answers) and runs on threads of its own.
 */
final class EndgameSearch {
    private final CertificateBoard board;
    private final boolean achieve;
    private final long all;
    private final boolean playerX;
    private final boolean win;
    /** Answers of the search, kept while they fit. */
    private final AnswerCache searched;
    /** For each number of free fields, the mover's last move that ended a position's search. */
    private final int[] killer = new int[65];
    long positions;

    EndgameSearch(CertificateBoard board, boolean achieve, boolean playerX, boolean win) {
        this.board = board;
        this.achieve = achieve;
        this.all = board.all();
        this.searched = new AnswerCache(AnswerCache.CACHE_BITS, board.rows * board.cols);
        this.playerX = playerX;
        this.win = win;
    }

    /**
     * Whether the player (x or o) secures a win, or at least a draw, from the position (x and o as masks) against
     * every defence, by exhaustive search over all moves: the mover's own moves that complete a square lose under
     * avoid and win under achieve; a full board is a draw. Each position is searched once (a table of the answers).
     */
    boolean secures(long x, long o) {
        return secures(x, o, board.completingFields(x), board.completingFields(o), -1);
    }

    /**
     * The same, given the fields that complete a square of x ({@code tx}) and of o ({@code to}) before the last
     * move, {@code last} (-1: none); that move's player gains the fields it makes completing, which are found
     * only after a miss in the table of answers, since most positions are answered there.
     */
    private boolean secures(long x, long o, long tx, long to, int last) {
        long free = ~(x | o) & all;
        if (free == 0) {
            return !win;
        }
        int known = searched.get(x, o);
        if (known >= 0) {
            return known == 1;
        }
        positions++;
        boolean xMoves = Long.bitCount(x) == Long.bitCount(o);
        if (last >= 0) {
            if (xMoves) {
                to |= board.completedBy(o, last);
            } else {
                tx |= board.completedBy(x, last);
            }
        }
        boolean players = xMoves == playerX;
        long completing = (xMoves ? tx : to) & free;
        boolean result = !players;
        // a move that completes the mover's square ends the game: under avoid the mover loses, so such moves are
        // never searched (the player does not make them; the opponent's would be good for the player); under
        // achieve the mover wins
        long moves = free & ~completing;
        if (achieve && completing != 0) {
            result = players;
            moves = 0;
        }
        // the player needs one good move, the opponent's moves must all fail; the mover first tries the move that
        // ended the last position searched with as many free fields (for the opponent, one that refuted a move of
        // the player that did not work)
        int n = Long.bitCount(free);
        int first = (moves >>> killer[n] & 1) != 0 ? killer[n] : -1;
        for (long rest = moves; rest != 0;) {
            int f = first >= 0 ? first : Long.numberOfTrailingZeros(rest);
            first = -1;
            rest &= ~(1L << f);
            long bit = 1L << f;
            boolean good = xMoves ? secures(x | bit, o, tx, to, f) : secures(x, o | bit, tx, to, f);
            if (good == players) {
                result = players;
                killer[n] = f;
                break;
            }
        }
        searched.put(x, o, result);
        return result;
    }
}
