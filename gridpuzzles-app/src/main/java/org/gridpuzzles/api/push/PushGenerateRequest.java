package org.gridpuzzles.api.push;

import org.gridpuzzles.api.Check;
import org.gridpuzzles.push.PushLabyrinths;

/**
 * A random instance to make: a square board of size x size tiles.
 *
 * @param size the board's side, 2..62
 * @param seed the seed of the random choices
 * @param maxSteps max_steps of the instance, 1 or more (null: the side, or the pushes asked for)
 * @param density the probability of each opening of each tile (default 0.45)
 * @param pushes a board whose minimum is exactly this many pushes, proved by the optimal search (null: any board)
 * @param atMost with pushes: the first board with a planted solution of that many pushes (minimum at most that, not
 *     proved)
 */
public record PushGenerateRequest(int size, long seed, Integer maxSteps, Double density, Integer pushes,
        boolean atMost) {

    public static final double DEFAULT_DENSITY = 0.45;

    /** The largest side the searches handle. */
    public static final int MAX_SIZE = PushLabyrinths.MAX_SIZE;

    public PushGenerateRequest {
        Check.range("size", size, 2, MAX_SIZE);
        Check.rangeOrNull("maxSteps", maxSteps, 1, Integer.MAX_VALUE);
        density = density == null ? DEFAULT_DENSITY : density;
        Check.that(density >= 0 && density <= 1, "density", "density must be 0..1, got " + density);
        Check.rangeOrNull("pushes", pushes, 1, Integer.MAX_VALUE);
        Check.that(!atMost || pushes != null, "atMost", "atMost needs pushes");
        Check.that(pushes == null || maxSteps == null || maxSteps >= pushes, "maxSteps",
                "maxSteps must be at least pushes (" + pushes + "), got " + maxSteps);
    }

    /** Any board of that side from that seed. */
    public static PushGenerateRequest of(int size, long seed) {
        return new PushGenerateRequest(size, seed, null, null, null, false);
    }
}
