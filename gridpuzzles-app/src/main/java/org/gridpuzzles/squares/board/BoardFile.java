package org.gridpuzzles.squares.board;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.gridpuzzles.core.InvalidInputException;
import org.gridpuzzles.io.Json;
import org.gridpuzzles.io.TextFiles;
import org.gridpuzzles.squares.Board;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;

/**
 * Reads boards from text: JSON (one board {@code {"board": ["xox", ...]}} or a list {@code {"boards": [[...], ...]}}
 * as {@code squares list --format json} writes it), or compact lines, one board per line, rows joined by '/'. A
 * JSON file that gives {@code rows} and {@code cols} holds boards of that size only. Errors name the file and the
 * line.
 */
public final class BoardFile {

    private BoardFile() {
    }

    /** The boards of a file: not a folder, UTF-8 text (see {@link TextFiles}). */
    public static List<Board> read(Path file) {
        return parse(TextFiles.read(file), file.toString());
    }

    public static List<Board> parse(String text, String where) {
        String t = text.strip();
        if (t.isEmpty()) {
            throw new InvalidInputException(where + ": no board");
        }
        if (t.startsWith("{")) {
            return json(text, where);
        }
        List<Board> out = new ArrayList<>();
        String[] lines = t.split("\\R");
        boolean oneBoardPerLine = true;
        for (String line : lines) {
            if (!line.isBlank() && !line.contains("/")) {
                oneBoardPerLine = false;
            }
        }
        if (oneBoardPerLine) {
            // lines are counted in the file as given, leading blank lines included
            int first = firstLine(text);
            int n = 0;
            for (String line : lines) {
                n++;
                if (!line.isBlank()) {
                    out.add(Board.parse(line, where + ":" + (first + n - 1)));
                }
            }
        } else {
            out.add(Board.parse(t, where));
        }
        return out;
    }

    /** The line of the first non-blank character. */
    private static int firstLine(String text) {
        int line = 1;
        for (int i = 0; i < text.length() && Character.isWhitespace(text.charAt(i)); i++) {
            if (text.charAt(i) == '\n') {
                line++;
            }
        }
        return line;
    }

    /** A member of the JSON object read so far, with the line it starts on. */
    private record Located(JsonNode node, int line) {
    }

    private static List<Board> json(String text, String where) {
        Located board = null;
        Located boards = null;
        List<Located> boardList = new ArrayList<>();
        Located rows = null;
        Located cols = null;
        try (JsonParser p = Json.parser(text)) {
            if (p.nextToken() != JsonToken.START_OBJECT) {
                throw new InvalidInputException(where + ":" + line(p.currentTokenLocation())
                        + ": JSON needs a \"board\" or \"boards\" member");
            }
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String name = p.currentName();
                JsonToken value = p.nextToken();
                int line = line(p.currentTokenLocation());
                switch (name) {
                    case "board" -> board = new Located(p.readValueAsTree(), line);
                    case "rows" -> rows = new Located(p.readValueAsTree(), line);
                    case "cols" -> cols = new Located(p.readValueAsTree(), line);
                    case "boards" -> {
                        if (value == JsonToken.START_ARRAY) {
                            boardList.clear();
                            while (p.nextToken() != JsonToken.END_ARRAY) {
                                int at = line(p.currentTokenLocation());
                                boardList.add(new Located(p.readValueAsTree(), at));
                            }
                            boards = new Located(null, line);
                        } else {
                            p.skipChildren();
                            boards = null;
                        }
                    }
                    default -> p.skipChildren();
                }
            }
            Json.requireEnd(p, where);
        } catch (JsonProcessingException e) {
            throw new InvalidInputException(where + ":" + line(e.getLocation()) + ": not valid JSON: "
                    + Json.shortReason(e));
        } catch (IOException e) {
            throw new InvalidInputException(where + ": cannot read: " + e.getMessage());
        }
        int headerRows = header(rows, "rows", where);
        int headerCols = header(cols, "cols", where);
        List<Board> out = new ArrayList<>();
        if (board != null) {
            out.add(sized(rows(board.node(), where + ":" + board.line() + ": board"), headerRows, headerCols,
                    where + ":" + board.line() + ": board"));
        } else if (boards != null) {
            int i = 0;
            for (Located b : boardList) {
                i++;
                String at = where + ":" + b.line() + ": board " + i;
                out.add(sized(rows(b.node(), at), headerRows, headerCols, at));
            }
        } else {
            throw new InvalidInputException(where + ": JSON needs a \"board\" or \"boards\" member");
        }
        return out;
    }

    /** The size the header gives, or 0 when it gives none. */
    private static int header(Located member, String name, String where) {
        if (member == null) {
            return 0;
        }
        JsonNode n = member.node();
        if (!n.isInt() || n.intValue() < 1) {
            throw new InvalidInputException(where + ":" + member.line() + ": \"" + name + "\" is " + shortValue(n)
                    + ", not a positive whole number");
        }
        return n.intValue();
    }

    private static Board sized(Board b, int rows, int cols, String where) {
        if ((rows > 0 && b.rows() != rows) || (cols > 0 && b.cols() != cols)) {
            throw new InvalidInputException(where + " is " + b.rows() + " x " + b.cols() + ", but the file says "
                    + (rows > 0 ? rows : b.rows()) + " x " + (cols > 0 ? cols : b.cols()));
        }
        return b;
    }

    private static Board rows(JsonNode node, String where) {
        if (node == null || !node.isArray()) {
            throw new InvalidInputException(where + ": expected an array of row strings");
        }
        List<String> rows = new ArrayList<>();
        for (JsonNode r : node) {
            if (!r.isTextual()) {
                throw new InvalidInputException(where + ": row " + (rows.size() + 1) + " is not a string");
            }
            rows.add(r.asText().replace(" ", ""));
        }
        return Board.fromRows(rows, where);
    }

    private static int line(JsonLocation loc) {
        return loc == null ? 1 : Math.max(1, loc.getLineNr());
    }

    private static String shortValue(JsonNode n) {
        String s = n.toString();
        return s.length() > 40 ? s.substring(0, 37) + "..." : s;
    }
}
