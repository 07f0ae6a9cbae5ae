package org.gridpuzzles.cli.common;

import java.util.Arrays;
import java.util.List;

import org.gridpuzzles.render.PictureLimits;

import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;

/**
 * {@code --force}: draw a picture over the size limits of {@link PictureLimits}. Every command that draws pictures
 * gets it (see {@link #addTo}), so that no command can forget it.
 */
public final class ForceOption {

    private static final String NAME = "force";
    private static final List<String> PICTURE_FORMATS = List.of("ascii", "svg", "png");
    private static final List<String> PICTURE_FILES = List.of("--svg", "--png");

    @Option(names = "--force", description = "Draw a picture over the size limits (" + PictureLimits.MAX_PIXELS
            / 1_000_000 + " million pixels for PNG, " + PictureLimits.MAX_BYTES / 1_000_000 + " MB for SVG and "
            + "ASCII).")
    boolean force;

    /** Gives --force to every command in {@code cl} that draws a picture in one of its formats or files. */
    public static void addTo(CommandLine cl) {
        CommandSpec spec = cl.getCommandSpec();
        Object user = spec.userObject();
        Formats f = user == null ? null : user.getClass().getAnnotation(Formats.class);
        boolean pictures = f != null && Arrays.stream(f.value()).anyMatch(PICTURE_FORMATS::contains)
                || PICTURE_FILES.stream().anyMatch(o -> spec.findOption(o) != null);
        if (pictures && cl.getSubcommands().isEmpty() && !spec.mixins().containsKey(NAME)) {
            spec.addMixin(NAME, CommandSpec.forAnnotatedObject(new ForceOption()));
        }
        for (CommandLine sub : cl.getSubcommands().values()) {
            addTo(sub);
        }
    }

    /** This thread's picture limits for a run of {@code spec}: forced when it was given --force. */
    static PictureLimits limits(CommandSpec spec) {
        CommandSpec mixin = spec.mixins().get(NAME);
        boolean forced = mixin != null && ((ForceOption) mixin.userObject()).force;
        return PictureLimits.current().withForce(forced || PictureLimits.current().force());
    }
}
