package org.gridpuzzles.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.gridpuzzles.grid.Grid;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A field with a mark and a label (labyrinth explain's red cross and its reason) shows both, one beside the other. */
class MarkAndLabelTest {

    private static final Pattern LINE = Pattern.compile(
            "<line x1=\"([\\d.]+)\" y1=\"([\\d.]+)\" x2=\"([\\d.]+)\" y2=\"([\\d.]+)\" stroke=\"#d62728\"");
    private static final Pattern TEXT = Pattern.compile(
            "<text x=\"([\\d.]+)\" y=\"([\\d.]+)\" font-family=\"sans-serif\" font-size=\"([\\d.]+)\" "
                    + "text-anchor=\"middle\"[^>]*>C-shape</text>");

    @ParameterizedTest(name = "{0} x {0}")
    @CsvSource({"3", "5", "9", "21", "60"})
    void theLabelKeepsClearOfTheMark(int size) {
        Picture p = new Picture(new Grid(size, size)).board();
        p.mark(size + 1, new Mark(Mark.Shape.CROSS, Colour.RED, 'x')).label(size + 1, "C-shape");
        String svg = Renderer.svg(p);

        List<double[]> strokes = new ArrayList<>();
        Matcher m = LINE.matcher(svg);
        while (m.find()) {
            strokes.add(new double[] {num(m, 1), num(m, 2), num(m, 3), num(m, 4)});
        }
        assertEquals(2, strokes.size(), svg);
        double crossBottom = strokes.stream().mapToDouble(s -> Math.max(s[1], s[3])).max().orElseThrow();
        double crossTop = strokes.stream().mapToDouble(s -> Math.min(s[1], s[3])).min().orElseThrow();

        Matcher t = TEXT.matcher(svg);
        assertTrue(t.find(), svg);
        double textTop = num(t, 2) - num(t, 3) / 2;
        double halfWidth = 0.56 * num(t, 3) * "C-shape".length() / 2;
        // the label lies below the cross (text is centred on its y), and within the field (row 2, col 2)
        assertTrue(textTop > crossBottom, "label from " + textTop + " overlaps the cross down to " + crossBottom);
        double cell = Renderer.svgCell(p);
        double margin = Math.max(4, Math.min(cell / 2, 20));
        double fieldTop = margin + cell;
        assertTrue(crossTop > fieldTop, "cross from " + crossTop + " above the field from " + fieldTop);
        assertTrue(num(t, 2) + num(t, 3) / 2 <= fieldTop + cell, "label below the field");
        assertTrue(2 * halfWidth <= cell, "label " + 2 * halfWidth + " wider than the field " + cell);
    }

    private static double num(Matcher m, int group) {
        return Double.parseDouble(m.group(group));
    }
}
