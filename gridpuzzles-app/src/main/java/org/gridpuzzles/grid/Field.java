package org.gridpuzzles.grid;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonProperty;

import org.gridpuzzles.core.InvalidInputException;

/**
 * A field of a grid, 1-based: row 1 is the top row, column 1 the leftmost column.
 */
public record Field(int row, int col) {

    /** From JSON as {"row":r,"col":c}. */
    @JsonCreator(mode = JsonCreator.Mode.PROPERTIES)
    public Field(@JsonProperty("row") int row, @JsonProperty("col") int col) {
        this.row = row;
        this.col = col;
    }

    /** Parses "r,c" (spaces allowed around the numbers); from JSON also as the string "r,c". */
    @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
    public static Field parse(String text) {
        String[] parts = text.split(",");
        if (parts.length != 2) {
            throw new InvalidInputException("field '" + text + "' is not of the form row,col");
        }
        try {
            return new Field(Integer.parseInt(parts[0].trim()), Integer.parseInt(parts[1].trim()));
        } catch (NumberFormatException e) {
            throw new InvalidInputException("field '" + text + "' is not of the form row,col");
        }
    }

    public Field step(Direction d) {
        return new Field(row + d.dRow(), col + d.dCol());
    }

    public Field step(Move m) {
        return new Field(row + m.dRow(), col + m.dCol());
    }

    /** Chessboard colour: (1,1) is black, as on the seeds' boards. Not in its JSON, which reads back as written. */
    @JsonIgnore
    public boolean isBlack() {
        return ((row + col) & 1) == 0;
    }

    @Override
    public String toString() {
        return row + "," + col;
    }
}
