package org.gridpuzzles.render;

import java.util.ArrayList;
import java.util.List;

/**
 * A drawing of shapes that are not fields of a rectangular grid (polygons, arcs, lines, discs) in its own units,
 * y growing downward; drawn as SVG or PNG by {@link FigureRenderer}, with a legend below as {@link Picture} has.
 * Elements are drawn in the order they were added.
 */
public final class Figure {

    /** One thing drawn. */
    public sealed interface Element permits Polygon, Segment, Arc, Polyline, Disc {
    }

    /** A filled polygon without outline. */
    public record Polygon(double[] xs, double[] ys, Colour fill) implements Element {
    }

    public record Segment(double x1, double y1, double x2, double y2, Colour colour, double width) implements Element {
    }

    /** An arc of a circle from angle {@code from} to {@code to} (radians, clockwise from the east on screen). */
    public record Arc(double cx, double cy, double r, double from, double to, Colour colour, double width)
            implements Element {
    }

    public record Polyline(double[] xs, double[] ys, Colour colour, double width) implements Element {
    }

    /** A disc, filled, with an outline when {@code outline} is not null. */
    public record Disc(double cx, double cy, double r, Colour fill, Colour outline) implements Element {
    }

    private final double minX;
    private final double minY;
    private final double width;
    private final double height;
    private final List<Element> elements = new ArrayList<>();
    private final List<LegendEntry> legend = new ArrayList<>();

    /** A figure showing the box from (minX, minY), {@code width} by {@code height} units. */
    public Figure(double minX, double minY, double width, double height) {
        this.minX = minX;
        this.minY = minY;
        this.width = width;
        this.height = height;
    }

    public Figure add(Element e) {
        elements.add(e);
        return this;
    }

    public Figure legend(LegendEntry entry) {
        legend.add(entry);
        return this;
    }

    public double minX() {
        return minX;
    }

    public double minY() {
        return minY;
    }

    public double width() {
        return width;
    }

    public double height() {
        return height;
    }

    public List<Element> elements() {
        return elements;
    }

    public List<LegendEntry> legend() {
        return legend;
    }
}
