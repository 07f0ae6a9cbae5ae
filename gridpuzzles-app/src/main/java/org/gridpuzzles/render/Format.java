package org.gridpuzzles.render;

/** The picture formats every engine offers. */
public enum Format {
    ASCII, SVG, PNG;

    /** The format a file name asks for by its ending, or null. */
    public static Format ofFileName(String name) {
        String lower = name.toLowerCase(java.util.Locale.ROOT);
        if (lower.endsWith(".svg")) {
            return SVG;
        }
        if (lower.endsWith(".png")) {
            return PNG;
        }
        if (lower.endsWith(".txt")) {
            return ASCII;
        }
        return null;
    }
}
