package org.gridpuzzles.cli.maze;

import org.gridpuzzles.render.Format;

/** Output formats of the maze commands. */
enum MazeFormat {
    ascii, svg, png, json;

    Format picture() {
        return switch (this) {
            case ascii -> Format.ASCII;
            case svg -> Format.SVG;
            case png -> Format.PNG;
            case json -> null;
        };
    }
}
