package org.gridpuzzles.push;

/**
 * One instance file of a benchmark as read: its file name, the path it was read from (named in error messages), and
 * its text, or why it could not be read (then {@code text} is null). A benchmark solves instances in this form, so a
 * client may read the files in one place and solve them in another (the Spark driver reads, its executors solve).
 */
public record PushBenchInstance(String name, String source, String text, String unreadable)
        implements java.io.Serializable {
}
