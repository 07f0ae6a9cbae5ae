package org.gridpuzzles.api.squares;

import com.fasterxml.jackson.annotation.JsonProperty;

import org.gridpuzzles.squares.Goal;

/** What completing a square of one's own counters does in the game: it loses (avoid) or wins (achieve). */
public enum GameRules {
    @JsonProperty("avoid") AVOID,
    @JsonProperty("achieve") ACHIEVE;

    Goal goal() {
        return this == ACHIEVE ? Goal.ACHIEVE : Goal.AVOID;
    }
}
