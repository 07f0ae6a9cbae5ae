package org.gridpuzzles.api.squares;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * The largest n x n board with a drawn final position: its size (0 when even the first size has none or stayed
 * undecided), a witness that passed the independent check (its rows), whether the next size was proved to have none
 * and whether every larger size is ruled out too, and each size decided on the way.
 */
@JsonPropertyOrder({"largest", "witness", "nextProvedImpossible", "allLargerImpossible", "from", "maxSize", "steps"})
public record SquaresLargestResult(int largest, List<String> witness, boolean nextProvedImpossible,
        boolean allLargerImpossible, int from, int maxSize, List<Step> steps, @JsonIgnore String witnessBox) {

    /**
     * One size: whether a drawn board exists, whether that was decided in time, the method, the seconds and how it
     * was decided (solver, formula, proof and its check).
     */
    @JsonPropertyOrder({"size", "exists", "decided", "method", "seconds", "how"})
    public record Step(int size, boolean exists, boolean decided, String method, double seconds, String how) {

        /** The size as a line of the table: size, drawn (yes, none, unknown), method, seconds. */
        public String line() {
            return String.format("%d\t%s\t%s\t%.3f%n", size,
                    !decided ? "unknown (time limit)" : exists ? "yes" : "none", method, seconds);
        }
    }

    /** The witness as rows joined by '/', or null. */
    public String witnessCompact() {
        return witness == null ? null : String.join("/", witness);
    }
}
