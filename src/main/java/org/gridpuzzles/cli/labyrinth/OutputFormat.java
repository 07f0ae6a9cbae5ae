package org.gridpuzzles.cli.labyrinth;

import org.gridpuzzles.render.Format;

/** Output formats of the labyrinth commands that produce lines. */
public enum OutputFormat {
    ASCII, SVG, PNG, JSON, MOVES;

    Format picture() {
        return switch (this) {
            case SVG -> Format.SVG;
            case PNG -> Format.PNG;
            default -> Format.ASCII;
        };
    }
}
