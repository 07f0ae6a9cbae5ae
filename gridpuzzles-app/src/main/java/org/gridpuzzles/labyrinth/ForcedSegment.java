package org.gridpuzzles.labyrinth;

/** A connection between two neighbouring fields (indices) that every completion of the line uses. */
public record ForcedSegment(int from, int to) {
}
