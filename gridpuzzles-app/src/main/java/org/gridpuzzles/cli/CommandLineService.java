package org.gridpuzzles.cli;

import java.io.PrintWriter;

import org.gridpuzzles.api.CommandLineClient;

/** The command line for a driver that finds it through the operation model ({@link CommandLineClient#find()}). */
public final class CommandLineService implements CommandLineClient {

    @Override
    public String name() {
        return "gridpuzzles";
    }

    @Override
    public int run(String[] args, PrintWriter out, PrintWriter err) {
        return GridPuzzles.run(args, out, err);
    }
}
