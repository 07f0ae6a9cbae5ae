package org.gridpuzzles.push;

import java.util.ArrayList;
import java.util.List;

import org.gridpuzzles.core.InvalidInputException;

/**
 * The ground facts of an ASP instance: {@code name(arg,...).} with integer or lower-case constant arguments,
 * in any layout, {@code %} comments to the end of the line. Positions are kept for error messages.
 */
final class Facts {

    /** One fact; {@code where} is "file:line:column" of its name, {@code argWhere} of each argument. */
    record Atom(String name, List<String> args, String where, List<String> argWhere) {

        public int arity() {
            return args.size();
        }
    }

    private final String source;
    private final String text;
    private int pos;
    private int line = 1;
    private int col = 1;

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
            String where = here();
            String name = identifier("a predicate name");
            List<String> args = new ArrayList<>();
            List<String> argWhere = new ArrayList<>();
            skipSpace();
            if (peek() == '(') {
                next();
                while (true) {
                    skipSpace();
                    argWhere.add(here());
                    args.add(term());
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
            }
            if (peek() != '.') {
                throw error("expected '.' after " + cut(name) + " but found " + shown());
            }
            next();
            atoms.add(new Atom(name, List.copyOf(args), where, List.copyOf(argWhere)));
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
            return t;
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
        return text.substring(start, pos);
    }

    private void skipSpace() {
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (c == '%') {
                while (pos < text.length() && text.charAt(pos) != '\n') {
                    next();
                }
            } else if (Character.isWhitespace(c)) {
                next();
            } else {
                return;
            }
        }
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
        return source + ":" + line + ":" + col;
    }

    private InvalidInputException error(String message) {
        return new InvalidInputException(here() + ": " + message);
    }

    /** An integer argument, with a clear message when it is not one. */
    static int integer(Atom a, int k) {
        String s = a.args().get(k);
        try {
            return Integer.parseInt(s);
        } catch (NumberFormatException e) {
            throw new InvalidInputException(a.argWhere().get(k) + ": " + a.name() + " expects a number, not '"
                    + cut(s) + "'");
        }
    }
}
