package org.gridpuzzles.push;

/** One push of a solution as written in a file: the push, its step number and where it stands (file:line:column). */
public record PushStep(Push push, int step, String where) {
}
