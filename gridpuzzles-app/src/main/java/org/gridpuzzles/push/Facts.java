package org.gridpuzzles.push;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.gridpuzzles.core.InvalidInputException;

/**
 * The ground facts of an ASP instance: {@code name(arg,...).} with integer or lower-case constant arguments,
 * in any layout, {@code %} comments to the end of the line. Positions are kept for error messages.
 */
final class Facts {

    /**
     * One fact: its name, its arguments, and the line and column of the name and of each argument (kept as numbers:
     * "file:line:column" is only made for a message, so a large file costs a few words per fact).
     */
    static final class Atom {
        private final String name;
        private final String[] args;
        private final String source;
        private final int[] lineCol;

        Atom(String name, String[] args, String source, int[] lineCol) {
            this.name = name;
            this.args = args;
            this.source = source;
            this.lineCol = lineCol;
        }

        String name() {
            return name;
        }

        int arity() {
            return args.length;
        }

        String arg(int k) {
            return args[k];
        }

        /** "file:line:column" of the name. */
        String where() {
            return source + ":" + lineCol[0] + ":" + lineCol[1];
        }

        /** "file:line:column" of argument k. */
        String argWhere(int k) {
            return source + ":" + lineCol[2 + 2 * k] + ":" + lineCol[3 + 2 * k];
        }
    }

    /** One copy of each name and argument: facts repeat the same few ("field", "1", "n") over and over. */
    private final Map<String, String> canonical = new HashMap<>();
    private static final String[] NO_ARGS = {};

    private final String source;
    private final String text;
    private int pos;
    private int line = 1;
    private int col = 1;
    /** Just after the last character that was not space or comment: where an error at the end of the input is. */
    private int endLine = 1;
    private int endCol = 1;
    private boolean inSpace;

    private Facts(String source, String text) {
        this.source = source;
        this.text = text;
    }

    static List<Atom> parse(String source, String text) {
        return new Facts(source, text).atoms();
    }

    private List<Atom> atoms() {
        List<Atom> atoms = new ArrayList<>();
        while (true) {
            skipSpace();
            if (pos >= text.length()) {
                return atoms;
            }
            int nameLine = line;
            int nameCol = col;
            String name = identifier("a predicate name");
            String[] args = NO_ARGS;
            int[] lineCol = {nameLine, nameCol};
            skipSpace();
            if (peek() == '(') {
                next();
                List<String> list = new ArrayList<>(3);
                int[] at = new int[8];
                int n = 2;
                while (true) {
                    skipSpace();
                    if (n + 2 > at.length) {
                        at = java.util.Arrays.copyOf(at, at.length * 2);
                    }
                    at[n++] = line;
                    at[n++] = col;
                    list.add(term());
                    skipSpace();
                    char c = peek();
                    if (c == ',') {
                        next();
                    } else if (c == ')') {
                        next();
                        break;
                    } else {
                        throw error("expected ',' or ')' but found " + shown());
                    }
                }
                skipSpace();
                args = list.toArray(NO_ARGS);
                at[0] = nameLine;
                at[1] = nameCol;
                lineCol = java.util.Arrays.copyOf(at, n);
            }
            if (peek() != '.') {
                throw error("expected '.' after " + cut(name) + " but found " + shown());
            }
            next();
            atoms.add(new Atom(name, args, source, lineCol));
        }
    }

    private String term() {
        char c = peek();
        if (c == '-' || Character.isDigit(c)) {
            int start = pos;
            next();
            while (pos < text.length() && Character.isDigit(peek())) {
                next();
            }
            String t = text.substring(start, pos);
            if (t.equals("-")) {
                throw error("expected a number after '-'");
            }
            return canonical.computeIfAbsent(t, x -> x);
        }
        return identifier("an argument");
    }

    private String identifier(String what) {
        char c = peek();
        if (!(Character.isLetter(c) || c == '_')) {
            throw error("expected " + what + " but found " + shown());
        }
        int start = pos;
        while (pos < text.length() && (Character.isLetterOrDigit(peek()) || peek() == '_')) {
            next();
        }
        return canonical.computeIfAbsent(text.substring(start, pos), x -> x);
    }

    private void skipSpace() {
        inSpace = true;
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (c == '%') {
                while (pos < text.length() && text.charAt(pos) != '\n') {
                    next();
                }
            } else if (Character.isWhitespace(c)) {
                next();
            } else {
                break;
            }
        }
        inSpace = false;
    }

    private char peek() {
        return pos < text.length() ? text.charAt(pos) : '\0';
    }

    private void next() {
        if (text.charAt(pos) == '\n') {
            line++;
            col = 1;
        } else {
            col++;
        }
        pos++;
        if (!inSpace) {
            endLine = line;
            endCol = col;
        }
    }

    private String shown() {
        if (pos >= text.length()) {
            return "the end of the input";
        }
        char c = text.charAt(pos);
        // Control and other invisible characters are named, so that the message stays one readable line.
        return Character.isISOControl(c) || Character.isSurrogate(c) || !Character.isDefined(c)
                ? String.format(java.util.Locale.ROOT, "U+%04X", (int) c) : "'" + c + "'";
    }

    /** A name or value from the input as messages show it: long ones are cut. */
    static String cut(String s) {
        return s.length() <= 40 ? s : s.substring(0, 37) + "...";
    }

    private String here() {
        // A file cut off mid-fact is named where it ends, not on the empty line after it.
        return pos >= text.length() ? source + ":" + endLine + ":" + endCol : source + ":" + line + ":" + col;
    }

    private InvalidInputException error(String message) {
        return new InvalidInputException(here() + ": " + message);
    }

    /** An integer argument, with a clear message when it is not one. */
    static int integer(Atom a, int k) {
        String s = a.arg(k);
        try {
            return Integer.parseInt(s);
        } catch (NumberFormatException e) {
            throw new InvalidInputException(a.argWhere(k) + ": " + a.name() + " expects a number, not '"
                    + cut(s) + "'");
        }
    }
}
