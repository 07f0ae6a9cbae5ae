package org.gridpuzzles.render;

/**
 * A chart: a free drawing in pixels, for what is not a grid. It draws itself with the {@link Canvas} primitives, so
 * one chart gives SVG and PNG alike ({@link Charts}).
 */
public interface Chart {

    /** Width in pixels. */
    double width();

    /** Height in pixels. */
    double height();

    /** Draws everything onto the canvas; the background is white already. */
    void draw(Canvas canvas);
}
