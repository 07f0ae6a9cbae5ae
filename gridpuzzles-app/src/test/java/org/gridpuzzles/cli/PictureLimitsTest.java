package org.gridpuzzles.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.gridpuzzles.ProjectFiles;
import org.gridpuzzles.render.PictureLimits;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import picocli.CommandLine;

/**
 * Pictures are measured before they are drawn: one over the limits is refused in one line naming the limit and
 * --force, and --force draws it. The limits are made small here (they belong to the drawing thread), so that small
 * pictures stand for the gigantic ones.
 */
class PictureLimitsTest {

    private static final PictureLimits SMALL = PictureLimits.DEFAULT.withMaxPixels(40_000).withMaxBytes(1_000);

    @TempDir
    Path dir;

    private static CommandRun runSmall(List<String> args) throws Exception {
        return SMALL.during(() -> CommandRun.run(args.toArray(String[]::new)));
    }

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({
        "maze generate --size 30 --seed 1, ascii, 1000 bytes",
        "maze generate --size 30 --seed 1, svg, 1000 bytes",
        "maze generate --size 30 --seed 1, png, '40,000 pixels'",
        "maze generate --grid hex --size 30 --seed 1, svg, 1000 bytes",
        "maze generate --grid hex --size 30 --seed 1, png, '40,000 pixels'",
        "maze path --size 30 --seed 1, png, '40,000 pixels'",
        "labyrinth draw --size 15 --seed 1, svg, 1000 bytes",
        "labyrinth draw --size 15 --seed 1, ascii, 1000 bytes",
        "knight tour --size 30 --seed 1, png, '40,000 pixels'",
        "squares list --size 4 --limit 3, png, '40,000 pixels'",
        "squares move --size 4 --seed 1, png, '40,000 pixels'",
    })
    void aPictureOverTheLimitIsRefusedAndForceDrawsIt(String command, String format, String limit) throws Exception {
        String name = "picture." + (format.equals("ascii") ? "txt" : format);
        List<String> args = new ArrayList<>(List.of(command.split(" ")));
        args.addAll(List.of("--format", format, "--out", dir.resolve(name).toString()));
        CommandRun refused = runSmall(args);
        assertEquals(2, refused.code(), refused.err());
        assertEquals(1, refused.err().lines().count(), refused.err());
        assertTrue(refused.err().contains("over the limit of " + limit.replace("1000", "1,000")), refused.err());
        assertTrue(refused.err().contains("add --force"), refused.err());
        assertFalse(Files.exists(dir.resolve(name)), "nothing written");

        args.add("--force");
        CommandRun forced = runSmall(args);
        assertEquals(0, forced.code(), forced.err());
        assertTrue(Files.size(dir.resolve(name)) > 0);
    }

    @Test
    void picturesOfTheirOwnFilesKeepToTheLimitsToo() throws Exception {
        String asp = ProjectFiles.file("examples", "push", "example.asp").toString();
        Path png = dir.resolve("push.png");
        CommandRun refused = runSmall(List.of("push", "show", asp, "--png", png.toString()));
        assertEquals(2, refused.code(), refused.err());
        assertTrue(refused.err().contains("add --force"), refused.err());
        CommandRun forced = runSmall(List.of("push", "show", asp, "--png", png.toString(), "--force"));
        assertEquals(0, forced.code(), forced.err());
        assertTrue(Files.size(png) > 0);
    }

    @Test
    void underTheDefaultLimitsTheSamePicturesAreDrawn() {
        CommandRun r = CommandRun.run("maze", "generate", "--size", "30", "--seed", "1", "--format", "png", "--out",
                dir.resolve("m.png").toString());
        assertEquals(0, r.code(), r.err());
    }

    @Test
    void everyCommandThatDrawsPicturesTakesForce() {
        List<String> without = new ArrayList<>();
        for (CommandLine engine : GridPuzzles.commandLine().getSubcommands().values()) {
            for (CommandLine c : engine.getSubcommands().values()) {
                var spec = c.getCommandSpec();
                var formats = spec.userObject().getClass()
                        .getAnnotation(org.gridpuzzles.cli.common.Formats.class);
                boolean draws = formats != null && List.of(formats.value()).stream()
                        .anyMatch(f -> f.equals("svg") || f.equals("png") || f.equals("ascii"))
                        || spec.findOption("--svg") != null || spec.findOption("--png") != null;
                if (draws && spec.findOption("--force") == null) {
                    without.add(spec.qualifiedName());
                }
            }
        }
        assertTrue(without.isEmpty(), "no --force: " + without);
    }
}
