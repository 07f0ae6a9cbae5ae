package org.gridpuzzles.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Callable;

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

    @Option(names = "--open", description = "Open the studio in the default browser.")
    boolean open;

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
        Studio studio = Studio.start(options, GridPuzzles::run);
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            studio.close();
            stopped.countDown();
        }, "studio-stop"));
        out.println("gridpuzzles studio: " + studio.uri());
        out.flush();
        if (open) {
            openBrowser(studio.uri().toString(), err);
        }
        stopped.await();
        return 0;
    }

    private static void openBrowser(String uri, PrintWriter err) {
        try {
            new ProcessBuilder("xdg-open", uri).redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        } catch (java.io.IOException e) {
            err.println("gridpuzzles studio: cannot open a browser here (" + e.getMessage() + "); open " + uri);
            err.flush();
        }
    }
}
