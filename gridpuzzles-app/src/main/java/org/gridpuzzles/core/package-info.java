/**
 * What every engine shares: the failure family and its exit codes ({@link org.gridpuzzles.core.ExitCode},
 * {@link org.gridpuzzles.core.Failures}), the {@link org.gridpuzzles.core.Verdict} of every checker, the
 * {@link org.gridpuzzles.core.Limits} every long search honours, the {@link org.gridpuzzles.core.Sink} of streamed
 * results, and the {@link org.gridpuzzles.core.MachineMemory} that long counts compare their heap with. It depends
 * on nothing else in gridpuzzles.
 */
package org.gridpuzzles.core;
