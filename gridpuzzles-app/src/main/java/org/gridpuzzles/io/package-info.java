/**
 * Files and runs: output written completely or not at all ({@link org.gridpuzzles.io.AtomicFile}), text input read with
 * one-line errors ({@link org.gridpuzzles.io.TextFiles}), the one JSON mapper, progress reports, and what happens on
 * Ctrl-C ({@link org.gridpuzzles.io.Interruptions}).
 */
package org.gridpuzzles.io;
