package org.gridpuzzles.api.maze;

import com.fasterxml.jackson.annotation.JsonProperty;

/** What a rect maze's picture writes in each field. */
public enum Labels {
    /** Nothing. */
    @JsonProperty("none") NONE,
    /** The field's ring, counted from the outside. */
    @JsonProperty("ring") RING,
    /** Passages from the root. */
    @JsonProperty("distance") DISTANCE
}
