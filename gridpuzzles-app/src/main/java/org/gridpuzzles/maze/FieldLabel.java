package org.gridpuzzles.maze;

/** What each field shows in a maze picture: nothing, its ring index, or its distance in passages from a root. */
public enum FieldLabel {
    NONE, RING, DISTANCE
}
