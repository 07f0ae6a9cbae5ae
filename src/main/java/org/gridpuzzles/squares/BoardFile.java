package org.gridpuzzles.squares;

import java.util.ArrayList;
import java.util.List;

import org.gridpuzzles.core.InvalidInputException;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * Reads boards from text: JSON (one board {@code {"board": ["xox", ...]}} or a list {@code {"boards": [[...], ...]}}
 * as {@code squares list --format json} writes it), or compact lines, one board per line, rows joined by '/'.
 */
public final class BoardFile {

    private BoardFile() {
    }

    public static List<Board> parse(String text, String where) {
        String t = text.strip();
        if (t.isEmpty()) {
            throw new InvalidInputException(where + ": no board");
        }
        List<Board> out = new ArrayList<>();
        if (t.startsWith("{")) {
            JsonNode root;
            try {
                root = new ObjectMapper().readTree(t);
            } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
                throw new InvalidInputException(where + ": not valid JSON: " + e.getOriginalMessage());
            }
            if (root.has("board")) {
                out.add(rows(root.get("board"), where + ": board"));
            } else if (root.has("boards") && root.get("boards").isArray()) {
                int i = 0;
                for (JsonNode b : root.get("boards")) {
                    i++;
                    out.add(rows(b, where + ": board " + i));
                }
            } else {
                throw new InvalidInputException(where + ": JSON needs a \"board\" or \"boards\" member");
            }
            return out;
        }
        String[] lines = t.split("\\R");
        boolean oneBoardPerLine = true;
        for (String line : lines) {
            if (!line.isBlank() && !line.contains("/")) {
                oneBoardPerLine = false;
            }
        }
        if (oneBoardPerLine) {
            int n = 0;
            for (String line : lines) {
                n++;
                if (!line.isBlank()) {
                    out.add(Board.parse(line, where + ":" + n));
                }
            }
        } else {
            out.add(Board.parse(t, where));
        }
        return out;
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
}
