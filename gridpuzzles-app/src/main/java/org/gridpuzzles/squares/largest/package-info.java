/**
 * Avoid the square, the largest board with a drawn final position: sizes decided in turn by search or SAT
 * ({@code LargestSearch}), a size split into cases by the colourings of its central block ({@code CentreCases}),
 * decided on threads, and the independent check that the listed cases cover every colouring up to symmetry. Public
 * only where the top package needs them: the entry point runs {@code LargestSearch}, and the options check their
 * block side against {@code CentreCases}.
 */
package org.gridpuzzles.squares.largest;
