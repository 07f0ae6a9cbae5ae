package org.gridpuzzles.maze;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

import org.gridpuzzles.core.InvalidInputException;

/** The grid shapes a maze can be carved on; {@link #label()} is the name {@code --grid} takes. */
public enum GridShape {
    RECT("square fields in rows and columns (the default; a mask leaves fields out)"),
    POLAR("rings of fields around a centre field, split outward as the rings grow (sized by its rings)"),
    HEX("hexagons in rows, odd rows shifted half a field to the right (a mask leaves fields out)"),
    TRIANGLE("triangles in rows, pointing up and down in turn, (1,1) up (a mask leaves fields out)"),
    WEAVE("square fields whose passages may cross under a straight field (a bridge)"),
    CYLINDER("square fields whose left and right sides are joined"),
    TORUS("square fields whose left and right sides and top and bottom are joined"),
    MOEBIUS("square fields whose left and right sides are joined with a half twist (a Moebius strip)"),
    KLEIN("square fields joined as a Moebius strip whose top and bottom are joined too (a Klein bottle)"),
    UPSILON("octagons and squares (the truncated square tiling): octagons where row + col is even"),
    LEVELS("3d", "levels of square fields stacked one above the other, with passages up and down (sized by levels, "
            + "rows and cols)");

    private final String label;
    private final String description;

    GridShape(String description) {
        this(null, description);
    }

    GridShape(String label, String description) {
        this.label = label == null ? name().toLowerCase(Locale.ROOT) : label;
        this.description = description;
    }

    /** The name in lower case, as {@code --grid} takes it (3d for {@link #LEVELS}). */
    public String label() {
        return label;
    }

    /** The label with its article, "a hex", "an upsilon", as messages name a grid. */
    public String withArticle() {
        return ("aeiou".indexOf(label().charAt(0)) >= 0 ? "an " : "a ") + label();
    }

    public String description() {
        return description;
    }

    /** Square fields in rows and columns, four neighbours each (0 up, 1 right, 2 down, 3 left), sides maybe joined. */
    public boolean squareFields() {
        return this == RECT || this == CYLINDER || this == TORUS || this == MOEBIUS || this == KLEIN;
    }

    /** Are the left and right sides joined (a row has no end)? */
    public boolean joinsSides() {
        return this == CYLINDER || this == TORUS || this == MOEBIUS || this == KLEIN;
    }

    /** Are the left and right sides joined with a half twist, row r meeting row rows - 1 - r? */
    public boolean twisted() {
        return this == MOEBIUS || this == KLEIN;
    }

    /** Are the top and bottom joined (no outside at all)? */
    public boolean joinsEnds() {
        return this == TORUS || this == KLEIN;
    }

    /** Is there an ASCII picture of this shape (square fields only)? */
    public boolean hasAscii() {
        return this != POLAR && this != HEX && this != TRIANGLE && this != UPSILON;
    }

    /** Does {@code --mask FILE} apply to this shape? */
    public boolean takesMask() {
        return this == RECT || this == HEX || this == TRIANGLE;
    }

    /** The shape of that label, or a one-line error listing the known ones. */
    public static GridShape byLabel(String label) {
        for (GridShape s : values()) {
            if (s.label().equals(label)) {
                return s;
            }
        }
        throw new InvalidInputException("unknown grid '" + label + "'; known: "
                + Arrays.stream(values()).map(GridShape::label).collect(Collectors.joining(", ")));
    }
}
