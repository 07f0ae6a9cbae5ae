package org.gridpuzzles.api.push;

import org.gridpuzzles.api.Check;
import org.gridpuzzles.api.Interactive;

/**
 * An instance to show, with pushes to play on it.
 *
 * @param facts the instance's facts (field, init_on, goal_on, connect, max_steps)
 * @param pushes push(Line,Direction,Step) facts to play, in the order of their steps (null: none)
 * @param factsSource what messages call the instance, e.g. its file's name (default: facts)
 * @param pushesSource what messages call the pushes (default: pushes)
 */
public record PushShowRequest(String facts, String pushes, String factsSource, String pushesSource)
        implements Interactive {

    public PushShowRequest {
        Check.given("facts", facts);
        factsSource = factsSource == null ? "facts" : factsSource;
        pushesSource = pushesSource == null ? "pushes" : pushesSource;
    }

    public static PushShowRequest of(String facts, String pushes) {
        return new PushShowRequest(facts, pushes, null, null);
    }
}
