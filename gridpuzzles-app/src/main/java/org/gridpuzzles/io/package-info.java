/**
 * Files and runs: output written completely or not at all ({@link org.gridpuzzles.io.AtomicFile}), every input file
 * checked before it is opened and bounded by the input limit ({@link org.gridpuzzles.io.InputFiles}), text input read
 * with one-line errors ({@link org.gridpuzzles.io.TextFiles}), the one JSON mapper, progress reports, and what happens
 * on Ctrl-C ({@link org.gridpuzzles.io.Interruptions}).
 */
package org.gridpuzzles.io;
