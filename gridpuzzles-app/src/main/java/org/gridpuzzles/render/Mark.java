package org.gridpuzzles.render;

/** A symbol drawn in a field: a disc, a ring, a cross or a star; {@code ascii} is its character in text pictures. */
public record Mark(Shape shape, Colour colour, char ascii) {

    public enum Shape { DISC, RING, CROSS, STAR }
}
