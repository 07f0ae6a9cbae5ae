package org.gridpuzzles.cli;

import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;

import org.gridpuzzles.cli.common.Errors;
import org.gridpuzzles.cli.common.ForceOption;
import org.gridpuzzles.cli.common.FormatOption;
import org.gridpuzzles.cli.common.LowerCaseEnums;
import org.gridpuzzles.cli.common.StandardOutput;
import org.gridpuzzles.cli.common.VersionProvider;
import org.gridpuzzles.cli.knight.KnightCommand;
import org.gridpuzzles.cli.labyrinth.LabyrinthCommand;
import org.gridpuzzles.cli.maze.MazeCommand;
import org.gridpuzzles.cli.push.PushCommand;
import org.gridpuzzles.cli.squares.SquaresCommand;
import org.gridpuzzles.io.Interruptions;

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
        footerHeading = "%nExamples:%n",
        footer = {
            "  gridpuzzles maze generate --algorithm inwinder --rows 8 --cols 13 --seed 1 --stats",
            "  gridpuzzles labyrinth draw --size 21",
            "  gridpuzzles knight tour --size 8 --method warnsdorff --tiebreak 12345678",
            "  gridpuzzles completion > gridpuzzles_completion; source gridpuzzles_completion",
            "",
            "Exit codes: 0 success, 1 a check or search said no, 2 bad input, 3 a limit (time, memory, states) "
                    + "reached, 130 interrupted."
        })
public final class GridPuzzles implements Runnable {

    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "missing engine: choose one of "
                + String.join(", ", spec.subcommands().keySet().stream()
                        .filter(n -> ENGINES.containsKey(n)).toList()));
    }

    /** An engine: its command and the classes of its commands. */
    private record Engine(Supplier<Object> command, Class<?>[] commands) {
    }

    /** The engines, in the order help lists them. */
    private static final Map<String, Engine> ENGINES = new LinkedHashMap<>();

    static {
        ENGINES.put("maze", new Engine(MazeCommand::new, MazeCommand.COMMANDS));
        ENGINES.put("labyrinth", new Engine(LabyrinthCommand::new, LabyrinthCommand.COMMANDS));
        ENGINES.put("knight", new Engine(KnightCommand::new, KnightCommand.COMMANDS));
        ENGINES.put("squares", new Engine(SquaresCommand::new, SquaresCommand.COMMANDS));
        ENGINES.put("push", new Engine(PushCommand::new, PushCommand.COMMANDS));
    }

    /** The whole command line, every engine in it. */
    public static CommandLine commandLine() {
        return commandLine(new String[0]);
    }

    /**
     * The command line for these arguments. When they name an engine (and one of its commands) only that engine
     * (and that command) is built: picocli builds every command it is given by reflection, which for all engines
     * took longer than many of the commands themselves.
     */
    public static CommandLine commandLine(String[] args) {
        CommandLine cl = new CommandLine(new GridPuzzles());
        String engine = args.length > 0 && ENGINES.containsKey(args[0]) ? args[0] : null;
        String command = engine != null && args.length > 1 ? args[1] : null;
        // the version alone needs no engine at all
        boolean versionOnly = args.length == 1 && (args[0].equals("--version") || args[0].equals("-V"));
        for (Map.Entry<String, Engine> e : ENGINES.entrySet()) {
            if (!versionOnly && (engine == null || e.getKey().equals(engine))) {
                cl.addSubcommand(e.getKey(), engineLine(e.getValue(), command));
            }
        }
        cl.addSubcommand("studio", new StudioCommand());
        cl.addSubcommand("help", new CommandLine.HelpCommand());
        cl.getSubcommands().get("help").getCommandSpec().usageMessage()
                .description("Shows the help of an engine: gridpuzzles help maze (for a command: "
                        + "gridpuzzles maze generate --help).");
        cl.addSubcommand("completion", new AutoComplete.GenerateCompletion());
        cl.getSubcommands().get("completion").getCommandSpec().usageMessage().hidden(false)
                .description("Prints a bash/zsh completion script for gridpuzzles.");
        cl.setCaseInsensitiveEnumValuesAllowed(true);
        cl.setUsageHelpWidth(120);
        cl.setUsageHelpAutoWidth(true);
        cl.setParameterExceptionHandler(Errors::onParameterError);
        cl.setExecutionExceptionHandler(Errors::onExecutionError);
        FormatOption.describe(cl);
        ForceOption.addTo(cl);
        LowerCaseEnums.apply(cl);
        return cl;
    }

    /** The engine's command line with all its commands, or only {@code wanted} when it is one of them. */
    private static CommandLine engineLine(Engine engine, String wanted) {
        Class<?>[] commands = engine.commands();
        String[] names = new String[commands.length];
        boolean known = false;
        for (int i = 0; i < commands.length; i++) {
            names[i] = commands[i].getAnnotation(Command.class).name();
            known |= names[i].equals(wanted);
        }
        CommandLine cl = new CommandLine(engine.command().get());
        for (int i = 0; i < commands.length; i++) {
            if (!known || names[i].equals(wanted)) {
                try {
                    cl.addSubcommand(names[i], CommandLine.defaultFactory().create(commands[i]));
                } catch (Exception e) {
                    throw new IllegalStateException("cannot create command " + names[i], e);
                }
            }
        }
        return cl;
    }

    /** Runs the command line and returns its exit code (for tests and for {@link #main}). */
    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        CommandLine cl = commandLine(args);
        cl.setOut(out);
        cl.setErr(err);
        return execute(cl, args);
    }

    /**
     * Runs a command line; running out of memory or stack (errors, not exceptions, so picocli lets them pass) gets
     * one line and the limit's exit code too.
     */
    private static int execute(CommandLine cl, String[] args) {
        int code;
        Object before = StandardOutput.mark();
        try {
            code = cl.execute(args);
        } catch (OutOfMemoryError | StackOverflowError e) {
            return Errors.report(e, cl);
        }
        return StandardOutput.check(before, code, cl.getOut(), cl.getErr(), commandName(cl));
    }

    /** The qualified name of the command the arguments ran ("gridpuzzles maze generate"). */
    private static String commandName(CommandLine cl) {
        CommandLine.ParseResult r = cl.getParseResult();
        if (r == null) {
            return cl.getCommandSpec().qualifiedName();
        }
        while (r.hasSubcommand()) {
            r = r.subcommand();
        }
        return r.commandSpec().qualifiedName();
    }

    public static void main(String[] args) {
        StandardOutput.install();
        Interruptions.install();
        System.exit(execute(commandLine(args), args));
    }
}
