package org.gridpuzzles.maze;

import java.util.LinkedHashMap;
import java.util.Map;

/** Named counters in the order they were first set, printed as the inwinder article's statistics block. */
final class Statistics {

    private final Map<String, Long> values = new LinkedHashMap<>();

    void set(String name, long value) {
        values.put(name, value);
    }

    long get(String name) {
        return values.getOrDefault(name, 0L);
    }

    Map<String, Long> asMap() {
        return java.util.Collections.unmodifiableMap(values);
    }

    boolean isEmpty() {
        return values.isEmpty();
    }
}
