package org.gridpuzzles.api;

/**
 * A result that draws itself as SVG, as the request asked: what the command line writes with {@code --format svg} and
 * the studio answers for {@code format=svg}.
 */
public interface Svg {

    /** The drawing as SVG text. */
    String svg();
}
