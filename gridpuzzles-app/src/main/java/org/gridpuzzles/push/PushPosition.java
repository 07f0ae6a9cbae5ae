package org.gridpuzzles.push;

import java.util.List;

/**
 * The board after some pushes, each followed by the avatar's walk (none before the first push). Fields are indices
 * {@code (x-1)*n + (y-1)} as in {@link PushPuzzle}; {@code openings} has one entry per field (bits
 * {@link PushPuzzle#NORTH} ...), {@code avatar} the fields the avatar can be on, {@code walk} those it can walk to from
 * them now (the same after a push; before the first, the start's neighbourhood), both ascending.
 */
public record PushPosition(int n, List<Integer> openings, int goal, List<Integer> avatar, List<Integer> walk,
        boolean reached) {

    public PushPosition {
        openings = List.copyOf(openings);
        avatar = List.copyOf(avatar);
        walk = List.copyOf(walk);
    }
}
