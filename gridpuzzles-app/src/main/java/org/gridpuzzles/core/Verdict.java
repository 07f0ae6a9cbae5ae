package org.gridpuzzles.core;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What a checker says about a result: valid, or the first problem found, plus details (e.g. the length of a tour, the
 * number of pushes) in the order they were added. Every independent checker in gridpuzzles answers with one.
 */
public record Verdict(boolean valid, String problem, Map<String, Object> details) {

    public Verdict {
        if (valid && problem != null) {
            throw new IllegalArgumentException("a valid verdict has no problem");
        }
        if (!valid && (problem == null || problem.isBlank())) {
            throw new IllegalArgumentException("an invalid verdict names its problem");
        }
        details = Collections.unmodifiableMap(new LinkedHashMap<>(details));
    }

    public static Verdict ok() {
        return new Verdict(true, null, Map.of());
    }

    public static Verdict invalid(String problem) {
        return new Verdict(false, problem, Map.of());
    }

    /** This verdict with one more detail. */
    public Verdict with(String key, Object value) {
        Map<String, Object> d = new LinkedHashMap<>(details);
        d.put(key, value);
        return new Verdict(valid, problem, d);
    }

    /** The exit code a command ends with for this verdict: 0 valid, 1 invalid. */
    public ExitCode exitCode() {
        return valid ? ExitCode.OK : ExitCode.NO;
    }
}
