package org.gridpuzzles.api.knight;

import java.math.BigDecimal;
import java.util.List;
import java.util.Locale;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import org.gridpuzzles.knight.KnightTours;
import org.gridpuzzles.knight.WarnsdorffStudyResult;

/**
 * The success rate of Warnsdorff's rule per size (the rate to four places), the sizes in order; {@code partial} when
 * the study was stopped before every size was finished (the rows are then the sizes finished).
 */
@JsonPropertyOrder({"tiebreak", "seed", "rows", "partial"})
@JsonInclude(JsonInclude.Include.NON_NULL)
public record StudyResult(String tiebreak, long seed, List<Row> rows, Boolean partial,
        @JsonIgnore WarnsdorffStudyResult study) {

    /** Successes of Warnsdorff's rule out of its trials on one size. */
    @JsonPropertyOrder({"size", "trials", "successes", "rate"})
    public record Row(int size, int trials, int successes, BigDecimal rate) {
    }

    static StudyResult of(WarnsdorffStudyResult s) {
        List<Row> rows = s.rows().stream().map(r -> new Row(r.size(), r.trials(), r.successes(),
                new BigDecimal(String.format(Locale.ROOT, "%.4f", r.rate())))).toList();
        return new StudyResult(s.options().tieBreak().name(), s.options().seed(), rows,
                s.partial() ? Boolean.TRUE : null, s);
    }

    /** Whether the study stopped before every size was finished. */
    public boolean stopped() {
        return study.partial();
    }

    /** size,trials,successes,rate with a header. */
    public String csv() {
        return study.csv();
    }

    /** The success rate against board size. */
    public org.gridpuzzles.render.Figure rateChart(String title) {
        return KnightTours.rateChart(study, title);
    }
}
