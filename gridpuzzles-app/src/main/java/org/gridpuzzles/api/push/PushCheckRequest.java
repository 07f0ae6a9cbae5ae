package org.gridpuzzles.api.push;

import org.gridpuzzles.api.Check;
import org.gridpuzzles.api.Interactive;

/**
 * A solution to judge against an instance, both as text.
 *
 * @param facts the instance's facts (field, init_on, goal_on, connect, max_steps)
 * @param pushes the solution's push(Line,Direction,Step) facts
 * @param factsSource what messages call the instance, e.g. its file's name (default: facts)
 * @param pushesSource what messages call the solution (default: pushes)
 */
public record PushCheckRequest(String facts, String pushes, String factsSource, String pushesSource)
        implements Interactive {

    public PushCheckRequest {
        Check.given("facts", facts);
        Check.given("pushes", pushes);
        factsSource = factsSource == null ? "facts" : factsSource;
        pushesSource = pushesSource == null ? "pushes" : pushesSource;
    }

    public static PushCheckRequest of(String facts, String pushes) {
        return new PushCheckRequest(facts, pushes, null, null);
    }
}
