package org.gridpuzzles.render;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * The one drawing model that is drawn as SVG, PNG and PDF: shapes (rectangles, polygons, arcs, lines, circles, text)
 * in the figure's own units, y growing downward, drawn by {@link FigureRenderer} in the order they were added, with a
 * legend below. A {@link Picture} (a grid of fields) is turned into a figure in pixels by {@link PictureDrawer}; such
 * a figure lays out its own legend, is drawn at scale 1 with square line caps, and streams its elements as they are
 * drawn, so that a big picture needs no big list.
 */
public final class Figure {

    /** One thing drawn. */
    public sealed interface Element permits Polygon, Segment, Arc, Polyline, Disc, Rect, Circle, Text {
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

    /** A disc, filled, with a thin outline (a pixel and a half on screen) when {@code outline} is not null. */
    public record Disc(double cx, double cy, double r, Colour fill, Colour outline) implements Element {
    }

    /** A filled rectangle from its upper-left corner. */
    public record Rect(double x, double y, double w, double h, Colour fill) implements Element {
    }

    /** A circle, filled when {@code fill} is not null, stroked {@code width} wide when {@code stroke} is not null. */
    public record Circle(double cx, double cy, double r, Colour fill, Colour stroke, double width) implements Element {
    }

    /**
     * Text of a font {@code size} high, centred on (x, y) when {@code centred}, else starting at x (centred on y
     * vertically): labels in fields, legends.
     */
    public record Text(double x, double y, String text, double size, Colour colour, boolean centred)
            implements Element {
    }

    private final double minX;
    private final double minY;
    private final double width;
    private final double height;
    private final boolean pixels;
    private final List<Element> elements;
    private final Consumer<Consumer<Element>> source;
    private final long expected;
    private final List<LegendEntry> legend = new ArrayList<>();

    private Figure(double minX, double minY, double width, double height, boolean pixels,
            Consumer<Consumer<Element>> source, long expected) {
        this.minX = minX;
        this.minY = minY;
        this.width = width;
        this.height = height;
        this.pixels = pixels;
        this.source = source;
        this.elements = source == null ? new ArrayList<>() : null;
        this.expected = expected;
    }

    /** A figure showing the box from (minX, minY), {@code width} by {@code height} units. */
    public Figure(double minX, double minY, double width, double height) {
        this(minX, minY, width, height, false, null, 0);
    }

    /**
     * A figure in pixels, {@code width} by {@code height}, whose elements {@code source} gives to the consumer it is
     * handed, each time the figure is drawn; {@code expected} is about how many it gives (for progress).
     */
    static Figure inPixels(double width, double height, Consumer<Consumer<Element>> source, long expected) {
        return new Figure(0, 0, width, height, true, source, expected);
    }

    /**
     * An empty figure in pixels, {@code width} by {@code height}, laid out by its maker (axes, titles: a chart), drawn
     * at scale 1 on a white ground.
     */
    public static Figure inPixels(double width, double height) {
        return new Figure(0, 0, width, height, true, null, 0).add(new Rect(0, 0, width, height, Colour.WHITE));
    }

    public Figure add(Element e) {
        if (elements == null) {
            throw new IllegalStateException("a figure made from a picture is drawn as it is");
        }
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

    /** Whether the figure is in pixels, laid out as drawn (a picture's): scale 1, no margin, square line caps. */
    public boolean inPixels() {
        return pixels;
    }

    /** Gives each element, in order, to {@code out}. */
    public void forEach(Consumer<Element> out) {
        if (source != null) {
            source.accept(out);
        } else {
            elements.forEach(out);
        }
    }

    /** About how many elements {@link #forEach} gives. */
    public long expectedElements() {
        return source != null ? expected : elements.size();
    }

    /** The elements as a list (a picture's figure makes them for this). */
    public List<Element> elements() {
        if (source == null) {
            return elements;
        }
        List<Element> all = new ArrayList<>();
        source.accept(all::add);
        return all;
    }

    public List<LegendEntry> legend() {
        return legend;
    }
}
