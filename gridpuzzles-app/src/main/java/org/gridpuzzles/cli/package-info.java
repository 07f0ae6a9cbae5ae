/**
 * The command line, {@code gridpuzzles <engine> <command> [options]}: argument handling only. Each engine's commands
 * live in a sub-package and call that engine's entry point; nothing here computes a result.
 */
package org.gridpuzzles.cli;
