/**
 * The {@code gridpuzzles push} commands: argument handling only, each a thin picocli class over
 * {@link org.gridpuzzles.push.PushLabyrinths}.
 */
package org.gridpuzzles.cli.push;
