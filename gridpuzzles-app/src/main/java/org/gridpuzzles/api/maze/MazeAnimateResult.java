package org.gridpuzzles.api.maze;

import com.fasterxml.jackson.annotation.JsonIgnore;

import org.gridpuzzles.api.Document;

/**
 * An animation of a maze's carving or solving: what it shows, its frames and steps, and the document itself (not in
 * the JSON: the command line writes it to its file, the studio offers it as a download).
 *
 * @param show carving or solving
 * @param animation gif or svg-animated
 * @param frames the frames, the first (nothing carved or visited yet) included
 * @param steps the steps shown: passages carved, or fields visited and then the fields of the path
 * @param stepsPerFrame the steps each frame adds
 * @param fps frames a second
 * @param bytes the size of the document
 * @param document the GIF or SVG
 */
public record MazeAnimateResult(String show, String animation, int frames, int steps, int stepsPerFrame, int fps,
        int bytes, @JsonIgnore byte[] document) implements Document {

    @Override
    @JsonIgnore
    public String format() {
        return animation;
    }

    @Override
    @JsonIgnore
    public String mediaType() {
        return animation.equals("gif") ? "image/gif" : "image/svg+xml";
    }

    @Override
    @JsonIgnore
    public String fileName() {
        return "maze-" + show + (animation.equals("gif") ? ".gif" : ".svg");
    }

    @Override
    @JsonIgnore
    public byte[] content() {
        return document;
    }

    /** One line: what the animation holds. */
    public String text() {
        return show + ": " + steps + " steps in " + frames + " frames (" + stepsPerFrame + " a frame) at " + fps
                + " a second, " + bytes + " bytes of " + (animation.equals("gif") ? "GIF" : "SVG") + "\n";
    }
}
