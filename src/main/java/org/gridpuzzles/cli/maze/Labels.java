package org.gridpuzzles.cli.maze;

/** What each field shows in a maze picture. */
enum Labels {
    none, ring, distance
}
