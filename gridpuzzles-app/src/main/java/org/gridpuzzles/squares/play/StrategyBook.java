package org.gridpuzzles.squares.play;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.zip.GZIPInputStream;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.squares.Game;
import org.gridpuzzles.squares.GamePosition;
import org.gridpuzzles.squares.Rules;
import org.gridpuzzles.squares.board.BoardSymmetry;
import org.gridpuzzles.squares.proof.CertificateHeader;
import org.gridpuzzles.squares.proof.CertificateLines;

import it.unimi.dsi.fastutil.longs.LongArrayList;

/**
 * A solved game's winning strategy, read from its certificate (the file {@code squares solve --proof} writes and
 * {@code squares check-proof} finds valid), so that the computer plays a solved board perfectly at once: for each
 * position where the winner is to move, listed up to symmetry, the field it plays. Positions with at most
 * {@link #endgames()} free fields are not listed; a search settles them quickly.
 *
 * <p>Only a win is kept: in a winner's strategy every listed position is one the winner wins, whatever came before,
 * whereas one player's strategy for a draw says only that the player does not lose.
 */
final class StrategyBook {

    /** The certificates shipped in the jar, by the game they solve. */
    private static final String STORED = "/org/gridpuzzles/squares/strategies/";
    private static final Map<String, Optional<StrategyBook>> LOADED = new ConcurrentHashMap<>();

    private final Game game;
    private final int winner;
    private final int endgames;
    /** Sorted: the canonical key of a position (x's fields, then o's above them) shifted by 6, and the move. */
    private final long[] entries;
    private final List<int[]> symmetries;

    private StrategyBook(Game game, int winner, int endgames, long[] entries) {
        this.game = game;
        this.winner = winner;
        this.endgames = endgames;
        this.entries = entries;
        this.symmetries = BoardSymmetry.of(game.rows(), game.cols());
    }

    /** The name of a game's stored certificate, e.g. {@code 5x5-tilted-avoid.txt.gz}. */
    static String storedName(Game game) {
        return game.rows() + "x" + game.cols() + "-" + (game.axisParallel() ? "axis-parallel" : "tilted") + "-"
                + (game.achieve() ? "achieve" : "avoid") + ".txt.gz";
    }

    /** The stored strategy of the game, when one ships with the program (read once, on first use). */
    static Optional<StrategyBook> stored(Game game) {
        return LOADED.computeIfAbsent(storedName(game), name -> {
            InputStream in = StrategyBook.class.getResourceAsStream(STORED + name);
            if (in == null) {
                return Optional.empty();
            }
            try (InputStream gz = new GZIPInputStream(in)) {
                return Optional.of(read(gz, name, game));
            } catch (IOException e) {
                throw new UncheckedIOException("the stored strategy " + name + " cannot be read", e);
            }
        });
    }

    /** The winner's strategy of a certificate of {@code game} from the empty board. */
    static StrategyBook read(InputStream in, String source, Game game) {
        CertificateLines lines = new CertificateLines(in, source);
        CertificateHeader head = CertificateHeader.read(lines);
        if (head.rows() != game.rows() || head.cols() != game.cols() || head.axisParallel() != game.axisParallel()
                || head.achieve() != game.achieve()) {
            throw new InvalidInputException(source + ": a certificate of another game");
        }
        for (char c : head.start()) {
            if (c != '.') {
                throw new InvalidInputException(source + ": the certificate does not start from the empty board");
            }
        }
        int winner = switch (head.value()) {
            case "first player wins" -> 0;
            case "second player wins" -> 1;
            default -> throw new InvalidInputException(source + ": the value '" + head.value()
                    + "' is not a win: a strategy for a draw does not tell the value of its positions");
        };
        String expected = "strategy " + Rules.letter(winner) + " win";
        if (head.next() == null || !head.next().strip().equals(expected)) {
            throw new InvalidInputException(source + ": line " + lines.number + ": expected '" + expected + "'");
        }
        int n = game.rows() * game.cols();
        if (2 * n + 6 > 64) {
            throw new InvalidInputException(source + ": a board of " + n + " fields is too large for a stored strategy");
        }
        StrategyBook book = new StrategyBook(game, winner, Math.max(head.endgames(), -1), new long[0]);
        LongArrayList entries = new LongArrayList();
        int width = n + game.rows() - 1;
        while (lines.read()) {
            if (lines.len > 0 && lines.line[0] == 's' || lines.len == 3 && lines.line[0] == 'e') {
                break; // the other player's strategy, or the end
            }
            long x = 0;
            long o = 0;
            int f = 0;
            for (int i = 0; i < width && i < lines.len; i++) {
                byte b = lines.line[i];
                if (b == '/') {
                    continue;
                }
                if (b == 'x') {
                    x |= 1L << f;
                } else if (b == 'o') {
                    o |= 1L << f;
                }
                f++;
            }
            int move = book.parseMove(lines, width + 1);
            if (f != n || move < 0 || move >= n) {
                throw new InvalidInputException(source + ": line " + lines.number + ": not a position and a move");
            }
            entries.add(book.canonical(x, o, move));
        }
        long[] sorted = entries.toLongArray();
        Arrays.sort(sorted);
        return new StrategyBook(game, winner, book.endgames, sorted);
    }

    private int parseMove(CertificateLines lines, int from) {
        int r = 0;
        int c = 0;
        boolean comma = false;
        for (int i = from; i < lines.len; i++) {
            byte b = lines.line[i];
            if (b == ',') {
                comma = true;
            } else if (b >= '0' && b <= '9') {
                if (comma) {
                    c = 10 * c + b - '0';
                } else {
                    r = 10 * r + b - '0';
                }
            } else {
                return -1;
            }
        }
        return comma && r >= 1 && c >= 1 && r <= game.rows() && c <= game.cols() ? (r - 1) * game.cols() + c - 1 : -1;
    }

    /** The smallest key among the position's images, shifted, with the move turned like the position. */
    private long canonical(long x, long o, int move) {
        int n = game.rows() * game.cols();
        long best = Long.MAX_VALUE;
        for (int[] perm : symmetries) {
            long key = (image(x, perm) | image(o, perm) << n) << 6 | perm[move];
            if (key < best) {
                best = key;
            }
        }
        return best;
    }

    private static long image(long bits, int[] perm) {
        long img = 0;
        for (long b = bits; b != 0; b &= b - 1) {
            img |= 1L << perm[Long.numberOfTrailingZeros(b)];
        }
        return img;
    }

    Game game() {
        return game;
    }

    /** The player whose winning strategy this is: 0 x, 1 o. */
    int winner() {
        return winner;
    }

    /** Positions with at most this many free fields are not listed (-1: all are). */
    int endgames() {
        return endgames;
    }

    /** How many positions are listed, up to symmetry. */
    int size() {
        return entries.length;
    }

    /** The winner's move in {@code p} (the winner to move), or -1 when the strategy does not list p. */
    int move(GamePosition p) {
        int n = game.rows() * game.cols();
        for (int[] perm : symmetries) {
            long key = image(p.x(), perm) | image(p.o(), perm) << n;
            int at = Arrays.binarySearch(entries, key << 6);
            int i = at >= 0 ? at : -at - 1;
            if (i < entries.length && entries[i] >>> 6 == key) {
                int turned = (int) (entries[i] & 63);
                for (int f = 0; f < n; f++) {
                    if (perm[f] == turned) {
                        return f;
                    }
                }
            }
        }
        return -1;
    }
}
