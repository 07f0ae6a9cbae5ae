package org.gridpuzzles.cli.push;

import java.util.concurrent.Callable;

import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.cli.common.GridOptions;
import org.gridpuzzles.cli.common.OutOption;
import org.gridpuzzles.cli.common.SeedOption;
import org.gridpuzzles.grid.Grid;
import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.push.Generator;
import org.gridpuzzles.push.Labyrinth;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code push generate --size N --seed S}: a random instance in the facts format. */
@Command(name = "generate", mixinStandardHelpOptions = true,
        footerHeading = "%nExamples:%n",
        footer = {
            "  gridpuzzles push generate --size 7 --seed 3 --max-steps 10 -o seven.lp"
        },
        description = "Writes a random instance in the competition's facts format.")
public final class GenerateCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    GridOptions size;

    @Mixin
    SeedOption seed;

    @Mixin
    OutOption out;

    @Option(names = "--max-steps", paramLabel = "K", description = "max_steps of the instance (default: N).")
    Integer maxSteps;

    @Option(names = "--density", paramLabel = "P", description = "Probability of each opening (default: 0.45).")
    double density = 0.45;

    @Override
    public Integer call() {
        Grid g = size.grid();
        if (!g.isSquare()) {
            throw new InvalidInputException("a push labyrinth is square: give --size N");
        }
        if (maxSteps != null && maxSteps < 0) {
            throw new InvalidInputException("--max-steps " + maxSteps + " is negative");
        }
        if (density < 0 || density > 1) {
            throw new InvalidInputException("--density " + density + " is not a probability");
        }
        Labyrinth lab = Generator.generate(g.rows(), seed.seed(), maxSteps == null ? -1 : maxSteps, density);
        out.text("% push labyrinth " + g.rows() + " x " + g.rows() + ", seed " + seed.seed() + "\n" + lab.toFacts(),
                spec.commandLine().getOut());
        return Errors.OK;
    }
}
