package org.gridpuzzles.cli.common;

import org.gridpuzzles.io.Interruptions;
import org.gridpuzzles.io.Progress;

import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

/** A progress bar on standard error, shown only when the program runs on a terminal. */
public final class TerminalProgress implements Progress {

    private ProgressBar bar;

    private TerminalProgress() {
    }

    /** A bar on a terminal, nothing otherwise (pipes, files, CI). */
    public static Progress forTerminal() {
        return System.console() != null && System.getenv("CI") == null && !Interruptions.inRequest()
                ? new TerminalProgress() : Progress.none();
    }

    @Override
    public synchronized void start(String task, long total) {
        close();
        bar = new ProgressBarBuilder()
                .setTaskName(task)
                .setInitialMax(total)
                .setStyle(ProgressBarStyle.ASCII)
                .setUpdateIntervalMillis(200)
                .setConsumer(new ConsoleProgressBarConsumer(System.err))
                .continuousUpdate()
                .build();
    }

    @Override
    public synchronized void done(long steps) {
        if (bar != null) {
            bar.stepTo(steps);
        }
    }

    @Override
    public synchronized void note(String text) {
        if (bar != null) {
            bar.setExtraMessage(text);
        }
    }

    @Override
    public synchronized void advance(long steps) {
        if (bar != null) {
            bar.stepBy(steps);
        }
    }

    @Override
    public synchronized void close() {
        if (bar != null) {
            bar.close();
            bar = null;
        }
    }
}
