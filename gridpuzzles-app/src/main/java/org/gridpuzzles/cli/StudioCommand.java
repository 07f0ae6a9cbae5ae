package org.gridpuzzles.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.studio.Studio;
import org.gridpuzzles.studio.StudioOptions;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code gridpuzzles studio}: serves the web studio until Ctrl-C. */
@Command(name = "studio", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Serves the web studio on this machine: watch, step and play every engine in a browser.",
        footerHeading = "%nExamples:%n",
        footer = {
            "  gridpuzzles studio --open",
            "  gridpuzzles studio --port 8080 --data ../shared/data/asp-labyrinth/instances"
        })
final class StudioCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--port", paramLabel = "N", description = "Port to listen on (default 0: a free one).")
    int port;

    @Option(names = "--host", paramLabel = "H", description = "Address to listen on (default 127.0.0.1; any other "
            + "lets other machines in, and is warned about).")
    String host = "127.0.0.1";

    @Option(names = "--data", paramLabel = "DIR", description = "Folder of push labyrinth instances (.asp) to pick "
            + "from.")
    Path data;

    @Option(names = "--open", description = "Open the studio in the default browser (where none can open, says so "
            + "on standard error and goes on serving).")
    boolean open;

    private static final long OPEN_WAIT_SECONDS = 10;

    @Override
    public Integer call() throws InterruptedException {
        if (data != null && !Files.isDirectory(data)) {
            throw new InvalidInputException("--data " + data + ": " + (Files.exists(data) ? "is not a folder"
                    : "no such folder"));
        }
        StudioOptions options = StudioOptions.defaults().withHost(host).withPort(port).withData(data);
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (!options.loopback()) {
            err.println("gridpuzzles studio: warning: listening on " + host + " lets other machines use this studio "
                    + "and its computing time; it has no passwords");
            err.flush();
        }
        Studio studio = Studio.start(options);
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            studio.close();
            stopped.countDown();
        }, "studio-stop"));
        out.println("gridpuzzles studio: " + studio.uri());
        out.flush();
        if (open) {
            // in the background: the studio serves while the browser starts, and a failure is only a line
            Thread opener = new Thread(() -> {
                String problem = browserProblem(opener(), studio.uri().toString());
                if (problem != null) {
                    err.println("gridpuzzles studio: cannot open a browser here (" + problem + "); open "
                            + studio.uri() + " by hand");
                    err.flush();
                }
            }, "studio-open");
            opener.setDaemon(true);
            opener.start();
        }
        stopped.await();
        return 0;
    }

    /** The program that opens a link in the default browser: xdg-open, or open on macOS. */
    private static List<String> opener() {
        return System.getProperty("os.name", "").toLowerCase(Locale.ROOT).contains("mac") ? List.of("open")
                : List.of("xdg-open");
    }

    /**
     * Runs {@code opener} on {@code uri} and tells why no browser opened, or null when one did (or is still starting
     * after {@link #OPEN_WAIT_SECONDS}: some openers stay until the browser ends).
     */
    static String browserProblem(List<String> opener, String uri) {
        List<String> command = new ArrayList<>(opener);
        command.add(uri);
        Process p;
        try {
            p = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .start();
        } catch (IOException e) {
            return opener.get(0) + " cannot be run";
        }
        try {
            if (!p.waitFor(OPEN_WAIT_SECONDS, TimeUnit.SECONDS)) {
                return null;
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
        return p.exitValue() == 0 ? null : opener.get(0) + " ended with exit code " + p.exitValue();
    }
}
