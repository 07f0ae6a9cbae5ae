package org.gridpuzzles.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;

import org.gridpuzzles.grid.Grid;
import org.junit.jupiter.api.Test;

class FigureRendererTest {

    private static Picture labelled() {
        Picture p = new Picture(new Grid(2, 3));
        p.label(4, "7").fill(0, Colour.PALE_GREEN).mark(2, new Mark(Mark.Shape.RING, Colour.RED, 'o'));
        p.line(Line.of(new int[] {0, 1, 4}, Colour.BLUE));
        return p.legend(LegendEntry.line(Colour.BLUE, "a line"));
    }

    @Test
    void aPictureIsLaidOutAsAFigureInPixels() {
        PictureDrawer drawer = new PictureDrawer(labelled(), 40);
        Figure f = drawer.figure();
        assertTrue(f.inPixels());
        assertEquals(drawer.width(), f.width());
        assertEquals(drawer.height(), f.height());
        List<Figure.Element> all = f.elements();
        // the ground first, then fills, walls, the line, marks and labels, the legend last
        assertEquals(new Figure.Rect(0, 0, drawer.width(), drawer.height(), Colour.WHITE), all.get(0));
        assertTrue(all.stream().anyMatch(e -> e instanceof Figure.Text t && t.text().equals("7") && t.centred()));
        assertTrue(all.stream().anyMatch(e -> e instanceof Figure.Circle c && c.fill() == null
                && Colour.RED.equals(c.stroke())), "the ring mark is a stroked circle");
        Figure.Element last = all.get(all.size() - 1);
        assertTrue(last instanceof Figure.Text t && t.text().equals("a line") && !t.centred());
        // laid out afresh each time: the same elements twice
        List<Figure.Element> again = new ArrayList<>();
        f.forEach(again::add);
        assertEquals(all.size(), again.size());
    }

    @Test
    void aPicturesSvgIsItsFigureDrawnAsLaidOut() {
        String svg = Renderer.svg(labelled());
        double cell = Renderer.svgCell(labelled());
        PictureDrawer drawer = new PictureDrawer(labelled(), cell);
        assertTrue(svg.contains("width=\"" + (long) drawer.width() + "\""), svg);
        assertTrue(svg.contains("stroke-linecap=\"square\""), "grid pictures keep square caps");
        assertTrue(svg.contains(">7</text>"), svg);
    }

    @Test
    void aFigureInUnitsIsScaledWithItsTextAndLegend() {
        Figure f = new Figure(0, 0, 2, 1);
        f.add(new Figure.Rect(0, 0, 1, 1, Colour.PALE_RED));
        f.add(new Figure.Text(1.5, 0.5, "3", 0.5, Colour.BLACK, true));
        f.add(new Figure.Arc(1, 1, 1, Math.PI, 1.5 * Math.PI, Colour.BLACK, 0.1));
        f.add(new Figure.Polygon(new double[] {0, 1, 0}, new double[] {0, 0, 1}, Colour.BLUE));
        f.legend(LegendEntry.fill(Colour.PALE_RED, "shaded"));
        StringWriter out = new StringWriter();
        FigureRenderer.svg(f, out);
        String svg = out.toString();
        double s = FigureRenderer.scale(f, false);
        assertTrue(svg.contains("stroke-linecap=\"round\""), svg);
        assertTrue(svg.contains("<rect x=\"" + (long) s + "\" y=\"" + (long) s + "\""), "the margin is a unit: " + svg);
        assertTrue(svg.contains(">3</text>"), svg);
        assertTrue(svg.contains("<path d=\"M "), svg);
        assertTrue(svg.contains("<polygon fill=\"" + Colour.BLUE.hex() + "\""), svg);
        assertTrue(svg.contains(">shaded</text>"), svg);
        BufferedImage png = FigureRenderer.png(f);
        assertEquals((int) Math.ceil(2 * FigureRenderer.scale(f, true) + 2 * FigureRenderer.scale(f, true)),
                png.getWidth());
    }
}
