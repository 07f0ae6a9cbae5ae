package org.gridpuzzles.render;

/** An sRGB colour, 0xRRGGBB. */
public record Colour(int rgb) {

    public static final Colour BLACK = new Colour(0x000000);
    public static final Colour WHITE = new Colour(0xffffff);
    public static final Colour RED = new Colour(0xd62728);
    public static final Colour BLUE = new Colour(0x1f77b4);
    public static final Colour GREEN = new Colour(0x2ca02c);
    public static final Colour ORANGE = new Colour(0xff7f0e);
    public static final Colour GREY = new Colour(0x999999);
    public static final Colour LIGHT_GREY = new Colour(0xdddddd);
    public static final Colour PALE_GREEN = new Colour(0xc7efc0);
    public static final Colour PALE_RED = new Colour(0xf6c6c6);
    public static final Colour PALE_YELLOW = new Colour(0xfff3b0);

    public String hex() {
        return String.format("#%06x", rgb & 0xffffff);
    }

    public int red() {
        return (rgb >> 16) & 0xff;
    }

    public int green() {
        return (rgb >> 8) & 0xff;
    }

    public int blue() {
        return rgb & 0xff;
    }
}
