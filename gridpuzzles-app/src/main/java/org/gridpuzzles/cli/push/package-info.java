/**
 * The {@code gridpuzzles push} commands: argument handling only, each a thin picocli class that reads its files,
 * runs its operation of {@link org.gridpuzzles.api.push} and writes the result.
 */
package org.gridpuzzles.cli.push;
