package org.gridpuzzles.render;

/**
 * A free drawing in pixels, for what is not a grid (a chart): it draws itself with the {@link Canvas} primitives, so
 * one drawing gives SVG and PNG alike ({@link Drawings}).
 */
public interface Drawing {

    /** Width in pixels. */
    double width();

    /** Height in pixels. */
    double height();

    /** Draws everything onto the canvas; the background is white already. */
    void draw(Canvas canvas);
}
