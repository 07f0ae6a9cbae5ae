package org.gridpuzzles.knight;

/** A board size m where the raw Table 1 of Squirrel's algorithm fails: how far its walk got. */
public record SquirrelFailure(int m, long visited) implements java.io.Serializable {
}
