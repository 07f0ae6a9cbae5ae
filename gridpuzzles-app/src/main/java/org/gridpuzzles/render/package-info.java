/**
 * One way of drawing for every engine: a {@link org.gridpuzzles.render.Figure} (shapes, text, a legend), drawn as
 * SVG, PNG and PDF by {@link org.gridpuzzles.render.FigureRenderer} alone. Engines on square grids build a
 * {@link org.gridpuzzles.render.Picture} (walls or a board, fills, labels, marks, lines, pipes, a title), written as
 * ASCII and laid out as a figure in pixels; the other grids build figures. Only this package knows formats.
 */
package org.gridpuzzles.render;
