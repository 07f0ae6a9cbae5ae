package org.gridpuzzles.api;

/**
 * A request answered at once: a game's move, a step of a line, a check. Its work is small and bounded by the request
 * itself, so an interactive client (the studio) gives it a lane of its own that long counts and sweeps never block.
 */
public interface Interactive {
}
