package org.gridpuzzles.render;

import java.io.StringWriter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.IntFunction;

/**
 * One SVG that plays drawings ({@link Picture}s or {@link Figure}s of one size) as frames, looping, with SMIL: each
 * frame is drawn as the renderer's SVG (one element a line), and every element is written once, with the frames in
 * which it shows. Elements that show in every frame are plain; those that show from one frame to another are put
 * together in a group with one {@code <animate>} of its visibility (a carving's frame: the walls its passages take
 * away). A group stands where its first element first stood, so the order of drawing stays (shading under walls,
 * the path over them). Without animation (a viewer that plays no SMIL) the SVG shows the last frame.
 */
public final class AnimatedSvg {

    private AnimatedSvg() {
    }

    /** The animated SVG of {@code frames} drawings, frame k drawn by {@code drawing.apply(k)}, {@code fps} a second. */
    public static String write(int frames, IntFunction<Object> drawing, int fps) {
        // the elements in drawing order as a linked list (each new one goes after the one drawn before it in its frame)
        List<String> text = new ArrayList<>();
        List<Integer> next = new ArrayList<>();
        List<int[]> shown = new ArrayList<>();
        Map<String, Integer> ids = new HashMap<>();
        next.add(-1);
        text.add(null);
        shown.add(null);
        String head = null;
        for (int k = 0; k < frames; k++) {
            String[] lines = svg(drawing.apply(k)).split("\n");
            Map<String, Integer> seen = new HashMap<>();
            int previous = 0;
            for (String line : lines) {
                if (line.startsWith("<?xml") || line.startsWith("</svg")) {
                    continue;
                }
                if (line.startsWith("<svg")) {
                    head = line;
                    continue;
                }
                // a line drawn twice in one frame is two elements
                int copy = seen.merge(line, 1, Integer::sum);
                String key = copy == 1 ? line : copy + "\u0000" + line;
                Integer id = ids.get(key);
                if (id == null) {
                    id = text.size();
                    ids.put(key, id);
                    text.add(line);
                    shown.add(new int[] {k, k});
                    next.add(next.get(previous));
                    next.set(previous, id);
                } else {
                    int[] span = shown.get(id);
                    if (span[1] < k - 1) {
                        // shown again after a gap: keep the first showing only (no frame of ours does this)
                        continue;
                    }
                    span[1] = k;
                }
                previous = id;
            }
        }
        double frame = 1.0 / fps;
        double total = frames * frame + AnimatedGif.HOLD / 100.0;
        Map<Long, List<Integer>> groups = new LinkedHashMap<>();
        List<Integer> order = new ArrayList<>();
        for (int id = next.get(0); id >= 0; id = next.get(id)) {
            order.add(id);
            int[] span = shown.get(id);
            if (span[0] != 0 || span[1] != frames - 1) {
                groups.computeIfAbsent(((long) span[0] << 32) | span[1], x -> new ArrayList<>()).add(id);
            }
        }
        StringBuilder out = new StringBuilder("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        out.append(head).append('\n');
        java.util.Set<Long> written = new java.util.HashSet<>();
        for (int id : order) {
            int[] span = shown.get(id);
            if (span[0] == 0 && span[1] == frames - 1) {
                out.append(text.get(id)).append('\n');
                continue;
            }
            long group = ((long) span[0] << 32) | span[1];
            if (!written.add(group)) {
                continue;
            }
            boolean last = span[1] == frames - 1;
            out.append("<g visibility=\"").append(last ? "visible" : "hidden").append("\">");
            out.append(animate(span[0] * frame / total, last ? 2 : (span[1] + 1) * frame / total, total));
            out.append('\n');
            for (int member : groups.get(group)) {
                out.append(text.get(member)).append('\n');
            }
            out.append("</g>\n");
        }
        out.append("</svg>\n");
        return out.toString();
    }

    /** Shown from {@code from} to {@code to} (shares of the loop; 2: to its end), hidden otherwise, looping. */
    private static String animate(double from, double to, double total) {
        String values;
        String times;
        if (from <= 0) {
            values = "visible;hidden";
            times = "0;" + n(to);
        } else if (to > 1) {
            values = "hidden;visible";
            times = "0;" + n(from);
        } else {
            values = "hidden;visible;hidden";
            times = "0;" + n(from) + ";" + n(to);
        }
        return "<animate attributeName=\"visibility\" calcMode=\"discrete\" values=\"" + values + "\" keyTimes=\""
                + times + "\" dur=\"" + n(total) + "s\" repeatCount=\"indefinite\"/>";
    }

    private static String n(double v) {
        return String.format(Locale.ROOT, "%.5f", v).replaceAll("0+$", "").replaceAll("\\.$", "");
    }

    private static String svg(Object d) {
        if (d instanceof Picture p) {
            return Renderer.svg(p);
        }
        StringWriter w = new StringWriter();
        FigureRenderer.svg((Figure) d, w);
        return w.toString();
    }
}
