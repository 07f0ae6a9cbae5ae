package org.gridpuzzles.push;

import java.util.List;

/**
 * The board after some pushes, each followed by the avatar's walk (before any push: the walk from the start).
 * Fields are indices {@code (x-1)*n + (y-1)} as in {@link PushPuzzle}; {@code openings} has one entry per field (bits
 * {@link PushPuzzle#NORTH} ...), {@code avatar} the fields the avatar can be on, ascending.
 */
public record PushPosition(int n, List<Integer> openings, int goal, List<Integer> avatar, boolean reached) {

    public PushPosition {
        openings = List.copyOf(openings);
        avatar = List.copyOf(avatar);
    }
}
