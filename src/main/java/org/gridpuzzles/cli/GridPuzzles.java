package org.gridpuzzles.cli;

import java.io.PrintWriter;

import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.cli.common.VersionProvider;
import org.gridpuzzles.cli.knight.KnightCommand;
import org.gridpuzzles.cli.labyrinth.LabyrinthCommand;
import org.gridpuzzles.cli.maze.MazeCommand;
import org.gridpuzzles.cli.push.PushCommand;
import org.gridpuzzles.cli.squares.SquaresCommand;

import picocli.AutoComplete;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** The command line: {@code gridpuzzles <engine> <command> [options]}. */
@Command(name = "gridpuzzles",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "Puzzles on square grids: mazes, one-way labyrinths, knight's tours, avoid the square and "
                + "push labyrinths.",
        subcommands = {
            MazeCommand.class,
            LabyrinthCommand.class,
            KnightCommand.class,
            SquaresCommand.class,
            PushCommand.class,
        },
        footerHeading = "%nExamples:%n",
        footer = {
            "  gridpuzzles maze generate --algorithm inwinder --rows 8 --cols 13 --seed 1 --stats",
            "  gridpuzzles labyrinth draw --size 21",
            "  gridpuzzles knight tour --size 8 --method warnsdorff --tiebreak 12345678",
            "  gridpuzzles completion > gridpuzzles_completion; source gridpuzzles_completion",
            "",
            "Exit codes: 0 success, 1 a check or search said no, 2 bad input, 3 time limit reached."
        })
public final class GridPuzzles implements Runnable {

    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "missing engine: choose one of "
                + String.join(", ", spec.subcommands().keySet().stream()
                        .filter(n -> !n.equals("completion")).toList()));
    }

    public static CommandLine commandLine() {
        CommandLine cl = new CommandLine(new GridPuzzles());
        cl.addSubcommand("completion", new AutoComplete.GenerateCompletion());
        cl.getSubcommands().get("completion").getCommandSpec().usageMessage().hidden(false)
                .description("Prints a bash/zsh completion script for gridpuzzles.");
        cl.setCaseInsensitiveEnumValuesAllowed(true);
        cl.setUsageHelpWidth(120);
        cl.setUsageHelpAutoWidth(true);
        cl.setParameterExceptionHandler(Errors::onParameterError);
        cl.setExecutionExceptionHandler(Errors::onExecutionError);
        return cl;
    }

    /** Runs the command line and returns its exit code (for tests and for {@link #main}). */
    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        CommandLine cl = commandLine();
        cl.setOut(out);
        cl.setErr(err);
        return execute(cl, args);
    }

    /** Runs a command line; an out-of-memory error (not an exception, so picocli lets it pass) gets one line too. */
    private static int execute(CommandLine cl, String[] args) {
        try {
            return cl.execute(args);
        } catch (OutOfMemoryError e) {
            cl.getErr().println("gridpuzzles: out of memory: the problem is too large for this run's "
                    + (Runtime.getRuntime().maxMemory() >> 20) + " MiB (raise -Xmx in GRIDPUZZLES_JAVA_OPTS)");
            cl.getErr().flush();
            return Errors.BAD_INPUT;
        }
    }

    public static void main(String[] args) {
        System.exit(execute(commandLine(), args));
    }
}
