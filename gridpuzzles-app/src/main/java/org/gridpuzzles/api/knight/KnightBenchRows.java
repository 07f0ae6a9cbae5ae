package org.gridpuzzles.api.knight;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.knight.KnightTours;
import org.gridpuzzles.knight.TieBreakRule;
import org.gridpuzzles.knight.TourBenchOptions;
import org.gridpuzzles.knight.TourMethod;

/** {@code knight bench} row by row: each size's row is handed on as soon as it is measured. */
public final class KnightBenchRows {

    private KnightBenchRows() {
    }

    /** Times the tours of {@code request}; {@code each} gets the rows one at a time, in the order of the sizes. */
    public static KnightBenchResult run(KnightBenchRequest request, RunContext context,
            Consumer<KnightBenchResult.Row> each) {
        int[] sizes = request.sizes().stream().mapToInt(Integer::intValue).toArray();
        TourMethod m = request.method() == TourRequest.Method.SQUIRREL ? TourMethod.SQUIRREL : TourMethod.WARNSDORFF;
        List<KnightBenchResult.Row> rows = new ArrayList<>();
        KnightTours.bench(new TourBenchOptions(sizes, m, TieBreakRule.parse(request.tiebreak()), request.repeat()),
                context.limits(), r -> {
                    KnightBenchResult.Row row = KnightBenchResult.Row.of(r);
                    rows.add(row);
                    each.accept(row);
                    return true;
                });
        return new KnightBenchResult(rows);
    }
}
