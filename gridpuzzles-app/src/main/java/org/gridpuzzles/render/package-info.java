/**
 * One drawing model for every engine ({@link org.gridpuzzles.render.Picture}: walls or a board, fills, labels, marks,
 * lines, pipes, a title) drawn as ASCII, SVG and PNG. Engines build pictures; only this package knows formats.
 */
package org.gridpuzzles.render;
