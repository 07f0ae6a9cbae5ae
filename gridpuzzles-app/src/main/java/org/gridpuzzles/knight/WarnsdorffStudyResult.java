package org.gridpuzzles.knight;

import java.math.BigDecimal;
import java.util.List;
import java.util.Locale;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import org.gridpuzzles.io.Json;

/**
 * The rows of a study, by size; {@code partial} when it was stopped before every size was finished (the rows are
 * then the sizes finished).
 */
public record WarnsdorffStudyResult(WarnsdorffStudyOptions options, List<WarnsdorffStudyRow> rows, boolean partial) {

    public WarnsdorffStudyResult {
        // workers finish sizes out of order; a partial result is read like a whole one, by size
        rows = rows.stream().sorted(java.util.Comparator.comparingInt(WarnsdorffStudyRow::size)).toList();
    }

    /** size,trials,successes,rate with a header; the rate to four places. */
    public String csv() {
        StringBuilder sb = new StringBuilder("size,trials,successes,rate\n");
        for (WarnsdorffStudyRow r : rows) {
            sb.append(r.size()).append(',').append(r.trials()).append(',').append(r.successes()).append(',')
                    .append(rate(r)).append('\n');
        }
        return sb.toString();
    }

    /** {"tiebreak":T,"seed":S,"rows":[{"size":..,"trials":..,"successes":..,"rate":..},...]}, then "partial". */
    public String json() {
        List<Row> out = rows.stream()
                .map(r -> new Row(r.size(), r.trials(), r.successes(), new BigDecimal(rate(r)))).toList();
        return Json.write(new Document(options.tieBreak().name(), options.seed(), out, partial ? Boolean.TRUE : null))
                + "\n";
    }

    private static String rate(WarnsdorffStudyRow r) {
        return String.format(Locale.ROOT, "%.4f", r.rate());
    }

    @JsonPropertyOrder({"tiebreak", "seed", "rows", "partial"})
    @JsonInclude(JsonInclude.Include.NON_NULL)
    private record Document(String tiebreak, long seed, List<Row> rows, Boolean partial) {
    }

    @JsonPropertyOrder({"size", "trials", "successes", "rate"})
    private record Row(int size, int trials, int successes, BigDecimal rate) {
    }
}
