package org.gridpuzzles.maze;

import java.util.LinkedHashMap;
import java.util.Map;

/** Named counters in the order they were first set, printed as the seed's statistics block. */
public final class Statistics {

    private final Map<String, Long> values = new LinkedHashMap<>();

    public void set(String name, long value) {
        values.put(name, value);
    }

    public long get(String name) {
        return values.getOrDefault(name, 0L);
    }

    public Map<String, Long> asMap() {
        return java.util.Collections.unmodifiableMap(values);
    }

    public boolean isEmpty() {
        return values.isEmpty();
    }

    /**
     * The block as the seed prints it: a title line, then one {@code name value} pair per line, names right-aligned
     * in 30 columns and values in 9.
     */
    public String block(String title) {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format("      %s (statistics)%n", title));
        values.forEach((k, v) -> sb.append(String.format("%30s %8d%n", k, v)));
        return sb.toString();
    }
}
