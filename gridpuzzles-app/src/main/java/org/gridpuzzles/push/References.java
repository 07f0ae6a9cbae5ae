package org.gridpuzzles.push;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.gridpuzzles.core.InvalidInputException;

/**
 * Reads reference minima from a CSV with a header that names the columns {@code file} (a path; its last part is the
 * instance's file name) and {@code min_pushes} ({@code 4}, {@code >=5}, or empty), like the pool's index.csv.
 */
final class References {

    private References() {
    }

    static Map<String, PushReference> parse(String source, String text) {
        List<String> lines = text.lines().toList();
        if (lines.isEmpty()) {
            throw new InvalidInputException(source + ": empty, expected a header with file and min_pushes");
        }
        List<String> header = fields(lines.get(0), source, 1);
        int file = header.indexOf("file");
        int min = header.indexOf("min_pushes");
        if (file < 0 || min < 0) {
            throw new InvalidInputException(source + ":1: the header needs the columns file and min_pushes");
        }
        Map<String, PushReference> refs = new LinkedHashMap<>();
        for (int i = 1; i < lines.size(); i++) {
            if (lines.get(i).isBlank()) {
                continue;
            }
            List<String> f = fields(lines.get(i), source, i + 1);
            if (f.size() <= Math.max(file, min)) {
                throw new InvalidInputException(source + ":" + (i + 1) + ": " + f.size()
                        + " columns, expected at least " + (Math.max(file, min) + 1));
            }
            String value = f.get(min).strip();
            if (value.isEmpty()) {
                continue;
            }
            String name = Path.of(f.get(file).strip()).getFileName().toString();
            boolean exact = !value.startsWith(">=");
            String number = exact ? value : value.substring(2);
            int m;
            try {
                m = Integer.parseInt(number);
            } catch (NumberFormatException e) {
                throw new InvalidInputException(source + ":" + (i + 1) + ": min_pushes '" + Facts.cut(value)
                        + "' is not a number or >=number");
            }
            if (m < 0) {
                throw new InvalidInputException(source + ":" + (i + 1) + ": min_pushes " + m + " is negative");
            }
            refs.put(name, new PushReference(name, m, exact));
        }
        return refs;
    }

    /** The fields of one CSV line; double quotes enclose fields with commas ("" is a quote inside). */
    private static List<String> fields(String line, String source, int number) {
        List<String> out = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quoted) {
                if (c == '"' && i + 1 < line.length() && line.charAt(i + 1) == '"') {
                    cur.append('"');
                    i++;
                } else if (c == '"') {
                    quoted = false;
                } else {
                    cur.append(c);
                }
            } else if (c == '"') {
                quoted = true;
            } else if (c == ',') {
                out.add(cur.toString());
                cur.setLength(0);
            } else {
                cur.append(c);
            }
        }
        if (quoted) {
            throw new InvalidInputException(source + ":" + number + ": a quote is not closed");
        }
        out.add(cur.toString());
        return out;
    }
}
