package org.gridpuzzles.api;

import org.gridpuzzles.render.Picture;

/**
 * A result that can draw itself, as the request asked (its title, sizes and colours are the request's): what the
 * command line writes as SVG or PNG and the studio answers for {@code format=svg}.
 */
public interface Drawable extends Svg {

    Picture picture();

    /** The drawing as SVG text, as the command line writes it with {@code --format svg}. */
    @Override
    default String svg() {
        return org.gridpuzzles.render.Renderer.svg(picture());
    }
}
