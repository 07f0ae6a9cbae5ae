package org.gridpuzzles.api.push;

import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import org.gridpuzzles.api.Drawable;
import org.gridpuzzles.push.Push;
import org.gridpuzzles.push.PushLabyrinths;
import org.gridpuzzles.push.PushPosition;
import org.gridpuzzles.push.PushPuzzle;
import org.gridpuzzles.render.Picture;

/**
 * The position after the pushes: {@code tiles[x-1][y-1]} the openings of field (x,y) as letters out of "nesw", the
 * goal, the fields the avatar can be on and those it can walk to now (the start's neighbourhood before the first push)
 * as [x, y], and the verdict of the pushes as a solution, their step numbers judged too (null for no pushes). It draws
 * itself as the last frame; {@link #frames()} are the board before and after each push.
 */
@JsonPropertyOrder({"n", "maxSteps", "pushes", "tiles", "goal", "avatar", "walk", "reached", "check"})
public record PushShowResult(int n, int maxSteps, List<String> pushes, List<List<String>> tiles, List<Integer> goal,
        List<List<Integer>> avatar, List<List<Integer>> walk, boolean reached, String check,
        @JsonIgnore PushPuzzle puzzle, @JsonIgnore List<Push> played) implements Drawable {

    static PushShowResult of(PushPuzzle puzzle, List<Push> played, String check) {
        PushPosition p = PushLabyrinths.position(puzzle, played);
        int n = p.n();
        List<List<String>> tiles = new ArrayList<>();
        for (int x = 0; x < n; x++) {
            List<String> row = new ArrayList<>();
            for (int y = 0; y < n; y++) {
                row.add(letters(p.openings().get(x * n + y)));
            }
            tiles.add(row);
        }
        List<String> facts = new ArrayList<>();
        for (int k = 0; k < played.size(); k++) {
            facts.add(played.get(k).fact(k + 1));
        }
        return new PushShowResult(n, puzzle.maxSteps(), facts, tiles, field(p.goal(), n),
                p.avatar().stream().map(f -> field(f, n)).toList(), p.walk().stream().map(f -> field(f, n)).toList(),
                p.reached(), check, puzzle, List.copyOf(played));
    }

    /** The board at the start (fields the avatar can walk to shaded), then after each push and walk. */
    public List<Picture> frames() {
        return PushLabyrinths.frames(puzzle, played);
    }

    /** The board after the last push. */
    @Override
    public Picture picture() {
        List<Picture> frames = frames();
        return frames.get(frames.size() - 1);
    }

    /**
     * The verdict on the pushes played in order, as the frames show them ({@code VALID: ...} or {@code INVALID:
     * ...}): their step numbers are not judged here.
     */
    public String playedCheck() {
        return PushLabyrinths.describe(PushLabyrinths.check(puzzle, played));
    }

    private static String letters(int open) {
        StringBuilder sb = new StringBuilder(4);
        if ((open & PushPuzzle.NORTH) != 0) {
            sb.append('n');
        }
        if ((open & PushPuzzle.EAST) != 0) {
            sb.append('e');
        }
        if ((open & PushPuzzle.SOUTH) != 0) {
            sb.append('s');
        }
        if ((open & PushPuzzle.WEST) != 0) {
            sb.append('w');
        }
        return sb.toString();
    }

    private static List<Integer> field(int f, int n) {
        return List.of(f / n + 1, f % n + 1);
    }
}
