package org.gridpuzzles.api.maze;

import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;

import org.gridpuzzles.maze.CellGrid;
import org.gridpuzzles.maze.MazeTexture;

/**
 * The texture of a maze, or ({@code compare}) of one maze of each algorithm by its name. Fields, passages, loops
 * (passages beyond fields - 1), dead ends (one passage), junctions and the longest shortest path (diameter) with its
 * ends; a rect maze also gives its {@code rows} and {@code cols}, straight and turning fields and crossings (four
 * passages), its ends as [row, col]; any other grid its {@code grid}, corridors (two passages), junctions (three or
 * more) and the ends as "row,col" (polar: "ring,k").
 */
@JsonSerialize(using = MazeStatsResult.Writer.class)
public record MazeStatsResult(String grid, Integer rows, Integer cols, Long fields, Long passages, Long loops,
        Long deadEnds, Long straights, Long turns, Long corridors, Long junctions, Long crossings, Long diameter,
        Object diameterFrom, Object diameterTo, @JsonAnyGetter Map<String, MazeStatsResult> compare,
        @JsonIgnore Record texture) {

    static MazeStatsResult of(MazeTexture t) {
        CellGrid g = t.grid();
        if (t.squares()) {
            return new MazeStatsResult(null, g.rows(), g.cols(), t.fields(), t.passages(), t.loops(), t.deadEnds(),
                    t.straights(), t.turns(), null, t.junctions(), t.crossings(), t.diameter(),
                    g.coordinates(t.diameterFrom()), g.coordinates(t.diameterTo()), null, t);
        }
        return new MazeStatsResult(g.shape().label(), null, null, t.fields(), t.passages(), t.loops(), t.deadEnds(),
                null, null, t.corridors(), t.junctions(), null, t.diameter(), g.name(t.diameterFrom()),
                g.name(t.diameterTo()), null, t);
    }

    static MazeStatsResult compared(Map<String, MazeStatsResult> byAlgorithm) {
        return new MazeStatsResult(null, null, null, null, null, null, null, null, null, null, null, null, null, null,
                null, new LinkedHashMap<>(byAlgorithm), null);
    }

    /** One {@code name value} pair per line; compared, a table with a row per algorithm. */
    public String text() {
        if (texture instanceof MazeTexture t) {
            return t.lines();
        }
        StringBuilder sb = new StringBuilder();
        boolean rect = compare.values().stream().anyMatch(r -> r.texture() instanceof MazeTexture t && t.squares());
        if (rect) {
            sb.append(String.format("%-22s %9s %9s %9s %9s %9s %12s%n", "algorithm", "dead-ends", "straight",
                    "turning", "junctions", "crossings", "longest-path"));
            compare.forEach((a, r) -> sb.append(String.format("%-22s %9d %9d %9d %9d %9d %12d%n", a, r.deadEnds(),
                    r.straights(), r.turns(), r.junctions(), r.crossings(), r.diameter())));
        } else {
            sb.append(String.format("%-22s %9s %9s %9s %9s %12s%n", "algorithm", "dead-ends", "corridors",
                    "junctions", "loops", "longest-path"));
            compare.forEach((a, r) -> sb.append(String.format("%-22s %9d %9d %9d %9d %12d%n", a, r.deadEnds(),
                    r.corridors(), r.junctions(), r.loops(), r.diameter())));
        }
        return sb.toString();
    }

    /**
     * Each texture in its grid's order (the plain rectangle's: its size first, its ends as [row, col], loops last;
     * any other grid's: the grid first, its ends as "row,col"); compared, the textures by algorithm.
     */
    static final class Writer extends StdSerializer<MazeStatsResult> {
        private static final long serialVersionUID = 1L;

        Writer() {
            super(MazeStatsResult.class);
        }

        @Override
        public void serialize(MazeStatsResult value, JsonGenerator gen, SerializerProvider provider) throws IOException {
            if (value.texture() instanceof MazeTexture t) {
                write(value, t.squares(), gen, provider);
                return;
            }
            gen.writeStartObject();
            for (Map.Entry<String, MazeStatsResult> e : value.compare().entrySet()) {
                gen.writeFieldName(e.getKey());
                serialize(e.getValue(), gen, provider);
            }
            gen.writeEndObject();
        }
    }

    private static void write(MazeStatsResult v, boolean squares, JsonGenerator gen, SerializerProvider provider)
            throws IOException {
        gen.writeStartObject();
        if (squares) {
            gen.writeNumberField("rows", v.rows());
            gen.writeNumberField("cols", v.cols());
        } else {
            gen.writeStringField("grid", v.grid());
        }
        gen.writeNumberField("fields", v.fields());
        gen.writeNumberField("passages", v.passages());
        if (!squares) {
            gen.writeNumberField("loops", v.loops());
        }
        gen.writeNumberField("deadEnds", v.deadEnds());
        if (squares) {
            gen.writeNumberField("straights", v.straights());
            gen.writeNumberField("turns", v.turns());
        } else {
            gen.writeNumberField("corridors", v.corridors());
        }
        gen.writeNumberField("junctions", v.junctions());
        if (squares) {
            gen.writeNumberField("crossings", v.crossings());
        }
        gen.writeNumberField("diameter", v.diameter());
        gen.writeFieldName("diameterFrom");
        provider.defaultSerializeValue(v.diameterFrom(), gen);
        gen.writeFieldName("diameterTo");
        provider.defaultSerializeValue(v.diameterTo(), gen);
        if (squares) {
            gen.writeNumberField("loops", v.loops());
        }
        gen.writeEndObject();
    }
}
