package org.gridpuzzles.render;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.awt.image.IndexColorModel;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Iterator;
import java.util.Locale;
import java.util.function.IntFunction;

import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageTypeSpecifier;
import javax.imageio.ImageWriter;
import javax.imageio.metadata.IIOMetadata;
import javax.imageio.metadata.IIOMetadataNode;
import javax.imageio.stream.ImageOutputStream;

import it.unimi.dsi.fastutil.ints.Int2IntOpenHashMap;

import org.gridpuzzles.core.InvalidInputException;

/**
 * An animated GIF of drawings ({@link Picture}s or {@link Figure}s of one size), written with the JDK's own GIF
 * writer: every frame is painted with the renderer's Java2D drawing at a size that fits about 560 pixels a side, mapped
 * to one fixed palette (a colour cube, greys and the renderer's own colours), and only the rectangle that changed
 * since the frame before is stored, over it (disposal "do not dispose"), so that a frame that adds a few passages
 * costs a few bytes. The animation loops (the Netscape extension) and holds its last frame a little longer.
 */
public final class AnimatedGif {

    /** The longer side of a frame, in pixels, for grids small enough to show it at 2 pixels a field or more. */
    static final int SIDE = 560;
    /** How long the last frame stays before the animation starts again, in 1/100 s. */
    static final int HOLD = 200;

    private static final IndexColorModel PALETTE = palette();

    private AnimatedGif() {
    }

    /**
     * The GIF of {@code frames} drawings, frame {@code k} drawn by {@code drawing.apply(k)} (asked for in increasing
     * order), {@code fps} frames a second. Refused before the frames are drawn when their pixels together exceed this
     * thread's {@link PictureLimits} (unless forced).
     */
    public static byte[] write(int frames, IntFunction<Object> drawing, int fps) {
        Object first = drawing.apply(0);
        int[] size = size(first);
        long pixels = (long) size[0] * size[1] * frames;
        PictureLimits limits = PictureLimits.current();
        if (!limits.force() && pixels > limits.maxPixels()) {
            throw new InvalidInputException(String.format(Locale.ROOT, "a GIF of %d frames of %d x %d pixels would "
                    + "draw %,d pixels, over the limit of %,d: add --force to draw it anyway, or ask for fewer "
                    + "--frames or a smaller maze", frames, size[0], size[1], pixels, limits.maxPixels()));
        }
        int delay = Math.max(2, Math.round(100f / fps));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ImageWriter writer = gifWriter();
        try (ImageOutputStream out = ImageIO.createImageOutputStream(bytes)) {
            writer.setOutput(out);
            writer.prepareWriteSequence(screen(writer, size));
            Int2IntOpenHashMap index = new Int2IntOpenHashMap();
            index.defaultReturnValue(-1);
            byte[] previous = null;
            for (int k = 0; k < frames; k++) {
                Object d = k == 0 ? first : drawing.apply(k);
                byte[] pixelsNow = indexed(paint(d, size), index);
                int[] box = previous == null ? new int[] {0, 0, size[0], size[1]}
                        : changed(previous, pixelsNow, size[0], size[1]);
                BufferedImage part = part(pixelsNow, size[0], box);
                IIOMetadata meta = writer.getDefaultImageMetadata(ImageTypeSpecifier.createFromRenderedImage(part),
                        null);
                describe(meta, box, k == frames - 1 ? delay + HOLD : delay, k == 0);
                writer.writeToSequence(new IIOImage(part, null, meta), null);
                previous = pixelsNow;
            }
            writer.endWriteSequence();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            writer.dispose();
        }
        return bytes.toByteArray();
    }

    /** The pixels a drawing's frame has: width, height. */
    static int[] size(Object d) {
        if (d instanceof Picture p) {
            PictureDrawer drawer = new PictureDrawer(p, cell(p));
            return new int[] {(int) Math.ceil(drawer.width()), (int) Math.ceil(drawer.height())};
        }
        Figure f = (Figure) d;
        return FigureRenderer.size(f, scale(f));
    }

    /** Pixels per field of a picture's frames. */
    static double cell(Picture p) {
        int side = Math.max(1, Math.max(p.grid().rows(), p.grid().cols()));
        return Math.max(2, Math.min(24, Math.floor((double) SIDE / side)));
    }

    /** Pixels per unit of a figure's frames. */
    static double scale(Figure f) {
        double side = Math.max(1e-9, Math.max(f.width(), f.height()));
        return Math.max(2, Math.min(24, SIDE / side));
    }

    /** A frame painted as the renderer paints PNGs, on a white image of the animation's size. */
    static BufferedImage paint(Object d, int[] size) {
        BufferedImage image = new BufferedImage(size[0], size[1], BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            g.setColor(java.awt.Color.WHITE);
            g.fillRect(0, 0, size[0], size[1]);
            if (d instanceof Picture p) {
                new PictureDrawer(p, cell(p)).draw(new Java2dCanvas(g));
            } else {
                Figure f = (Figure) d;
                FigureRenderer.paint(g, f, scale(f), size[0], size[1]);
            }
        } finally {
            g.dispose();
        }
        return image;
    }

    /** The image's pixels as indices into the palette, each colour matched once to its nearest entry. */
    static byte[] indexed(BufferedImage image, Int2IntOpenHashMap index) {
        int w = image.getWidth();
        int h = image.getHeight();
        int[] rgb = image.getRGB(0, 0, w, h, null, 0, w);
        byte[] out = new byte[rgb.length];
        for (int i = 0; i < rgb.length; i++) {
            int c = rgb[i] & 0xffffff;
            int k = index.get(c);
            if (k < 0) {
                k = nearest(c);
                index.put(c, k);
            }
            out[i] = (byte) k;
        }
        return out;
    }

    private static int nearest(int rgb) {
        int r = (rgb >> 16) & 0xff;
        int g = (rgb >> 8) & 0xff;
        int b = rgb & 0xff;
        int best = 0;
        long bestDistance = Long.MAX_VALUE;
        for (int k = 0; k < PALETTE.getMapSize(); k++) {
            long dr = r - PALETTE.getRed(k);
            long dg = g - PALETTE.getGreen(k);
            long db = b - PALETTE.getBlue(k);
            long d = 3 * dr * dr + 4 * dg * dg + 2 * db * db;
            if (d < bestDistance) {
                bestDistance = d;
                best = k;
            }
        }
        return best;
    }

    /** The smallest rectangle (x, y, width, height) holding every pixel that changed; 1 x 1 when none did. */
    static int[] changed(byte[] before, byte[] now, int w, int h) {
        int x0 = w;
        int y0 = h;
        int x1 = -1;
        int y1 = -1;
        for (int y = 0; y < h; y++) {
            int row = y * w;
            for (int x = 0; x < w; x++) {
                if (before[row + x] != now[row + x]) {
                    x0 = Math.min(x0, x);
                    x1 = Math.max(x1, x);
                    y0 = Math.min(y0, y);
                    y1 = y;
                }
            }
        }
        return x1 < 0 ? new int[] {0, 0, 1, 1} : new int[] {x0, y0, x1 - x0 + 1, y1 - y0 + 1};
    }

    private static BufferedImage part(byte[] pixels, int w, int[] box) {
        BufferedImage part = new BufferedImage(box[2], box[3], BufferedImage.TYPE_BYTE_INDEXED, PALETTE);
        byte[] row = new byte[box[2]];
        for (int y = 0; y < box[3]; y++) {
            System.arraycopy(pixels, (box[1] + y) * w + box[0], row, 0, box[2]);
            part.getRaster().setDataElements(0, y, box[2], 1, row);
        }
        return part;
    }

    /** The frame's place, its delay, "do not dispose", and on the first frame the loop for ever. */
    private static void describe(IIOMetadata meta, int[] box, int delay, boolean first) throws IOException {
        String format = meta.getNativeMetadataFormatName();
        IIOMetadataNode root = (IIOMetadataNode) meta.getAsTree(format);
        IIOMetadataNode descriptor = child(root, "ImageDescriptor");
        descriptor.setAttribute("imageLeftPosition", Integer.toString(box[0]));
        descriptor.setAttribute("imageTopPosition", Integer.toString(box[1]));
        descriptor.setAttribute("imageWidth", Integer.toString(box[2]));
        descriptor.setAttribute("imageHeight", Integer.toString(box[3]));
        descriptor.setAttribute("interlaceFlag", "FALSE");
        IIOMetadataNode control = child(root, "GraphicControlExtension");
        control.setAttribute("disposalMethod", "doNotDispose");
        control.setAttribute("userInputFlag", "FALSE");
        control.setAttribute("transparentColorFlag", "FALSE");
        control.setAttribute("delayTime", Integer.toString(delay));
        control.setAttribute("transparentColorIndex", "0");
        if (first) {
            IIOMetadataNode apps = child(root, "ApplicationExtensions");
            IIOMetadataNode loop = new IIOMetadataNode("ApplicationExtension");
            loop.setAttribute("applicationID", "NETSCAPE");
            loop.setAttribute("authenticationCode", "2.0");
            loop.setUserObject(new byte[] {1, 0, 0});
            apps.appendChild(loop);
        }
        // no table of its own: every frame uses the global one (the writer's default table would be another)
        for (int i = root.getLength() - 1; i >= 0; i--) {
            if (root.item(i).getNodeName().equals("LocalColorTable")) {
                root.removeChild(root.item(i));
            }
        }
        meta.reset();
        meta.setFromTree(format, root);
    }

    /** The whole animation's size and its one palette, as the global colour table every frame uses. */
    private static IIOMetadata screen(ImageWriter writer, int[] size) throws IOException {
        IIOMetadata meta = writer.getDefaultStreamMetadata(null);
        String format = meta.getNativeMetadataFormatName();
        IIOMetadataNode root = (IIOMetadataNode) meta.getAsTree(format);
        IIOMetadataNode screen = child(root, "LogicalScreenDescriptor");
        screen.setAttribute("logicalScreenWidth", Integer.toString(size[0]));
        screen.setAttribute("logicalScreenHeight", Integer.toString(size[1]));
        screen.setAttribute("colorResolution", "8");
        screen.setAttribute("pixelAspectRatio", "0");
        IIOMetadataNode table = child(root, "GlobalColorTable");
        while (table.getFirstChild() != null) {
            table.removeChild(table.getFirstChild());
        }
        table.setAttribute("sizeOfGlobalColorTable", "256");
        table.setAttribute("backgroundColorIndex", Integer.toString(nearest(0xffffff)));
        table.setAttribute("sortFlag", "FALSE");
        for (int k = 0; k < 256; k++) {
            IIOMetadataNode entry = new IIOMetadataNode("ColorTableEntry");
            entry.setAttribute("index", Integer.toString(k));
            entry.setAttribute("red", Integer.toString(PALETTE.getRed(k)));
            entry.setAttribute("green", Integer.toString(PALETTE.getGreen(k)));
            entry.setAttribute("blue", Integer.toString(PALETTE.getBlue(k)));
            table.appendChild(entry);
        }
        meta.setFromTree(format, root);
        return meta;
    }

    private static IIOMetadataNode child(IIOMetadataNode root, String name) {
        for (int i = 0; i < root.getLength(); i++) {
            if (root.item(i).getNodeName().equalsIgnoreCase(name)) {
                return (IIOMetadataNode) root.item(i);
            }
        }
        IIOMetadataNode node = new IIOMetadataNode(name);
        root.appendChild(node);
        return node;
    }

    private static ImageWriter gifWriter() {
        Iterator<ImageWriter> writers = ImageIO.getImageWritersByFormatName("gif");
        if (!writers.hasNext()) {
            throw new IllegalStateException("this Java has no GIF writer");
        }
        return writers.next();
    }

    /** 216 colours of a cube, the renderer's own colours, and greys for the edges the drawing smooths. */
    private static IndexColorModel palette() {
        byte[] r = new byte[256];
        byte[] g = new byte[256];
        byte[] b = new byte[256];
        int k = 0;
        for (int i = 0; i < 6; i++) {
            for (int j = 0; j < 6; j++) {
                for (int l = 0; l < 6; l++) {
                    r[k] = (byte) (51 * i);
                    g[k] = (byte) (51 * j);
                    b[k] = (byte) (51 * l);
                    k++;
                }
            }
        }
        Colour[] own = {Colour.RED, Colour.BLUE, Colour.GREEN, Colour.ORANGE, Colour.GREY, Colour.LIGHT_GREY,
            Colour.PALE_GREEN, Colour.PALE_RED, Colour.PALE_YELLOW, new Colour(0x2b5fa8)};
        for (Colour c : own) {
            r[k] = (byte) c.red();
            g[k] = (byte) c.green();
            b[k] = (byte) c.blue();
            k++;
        }
        for (int i = 0; k < 256; i++, k++) {
            int v = 8 + i * 8;
            r[k] = (byte) v;
            g[k] = (byte) v;
            b[k] = (byte) v;
        }
        return new IndexColorModel(8, 256, r, g, b);
    }
}
