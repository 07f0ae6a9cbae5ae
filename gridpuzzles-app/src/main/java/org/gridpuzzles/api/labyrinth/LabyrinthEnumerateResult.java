package org.gridpuzzles.api.labyrinth;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * The walkthroughs enumerated, in left-first order, and how many; with {@code countOnly} asked, only how many
 * ({@code walkthroughs} left out).
 */
@JsonPropertyOrder({"rows", "cols", "walkthroughs", "count"})
public record LabyrinthEnumerateResult(int rows, int cols,
        @JsonInclude(JsonInclude.Include.NON_NULL) List<String> walkthroughs, long count) {
}
