package org.gridpuzzles.api.maze;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

import org.gridpuzzles.api.Operation;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.render.PdfSheets;

/** {@code maze print}: a booklet of mazes, and their solutions after them, as a PDF to print. */
final class PrintOperation implements Operation<MazePrintRequest, MazePrintResult> {

    @Override
    public String name() {
        return "maze print";
    }

    @Override
    public String description() {
        return "A booklet of mazes to print (PDF, A4 or Letter, several to a page), their solutions on the pages that "
                + "follow.";
    }

    @Override
    public Class<MazePrintRequest> requestType() {
        return MazePrintRequest.class;
    }

    @Override
    public Class<MazePrintResult> resultType() {
        return MazePrintResult.class;
    }

    @Override
    public MazePrintResult run(MazePrintRequest q, RunContext context) {
        List<PdfSheets.Sheet> mazes = new ArrayList<>();
        List<PdfSheets.Sheet> solutions = new ArrayList<>();
        SolveOperation solve = new SolveOperation();
        context.progress().start("mazes", q.count());
        for (int i = 0; i < q.count(); i++) {
            context.limits().check();
            MazeSpec spec = q.spec(i);
            MazeSolveResult solved = solve.run(MazeSolveRequest.of(spec, null, null, null, "hardest", null, true),
                    context);
            MazeDrawing d = solved.drawing().unshaded();
            String caption = spec.algorithm() + ", seed " + spec.seed();
            Object maze = d.withoutPath().figure();
            mazes.add(new PdfSheets.Sheet(caption, maze));
            solutions.add(new PdfSheets.Sheet("solution: " + caption, d.figure()));
            context.progress().done(i + 1L);
        }
        List<PdfSheets.Part> parts = new ArrayList<>();
        parts.add(new PdfSheets.Part(mazes));
        if (q.solutions()) {
            parts.add(new PdfSheets.Part(solutions));
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            PdfSheets.write(q.title(), parts, PdfSheets.Paper.byName(q.paper()), q.perPage(), out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        int pages = (q.count() + q.perPage() - 1) / q.perPage() * (q.solutions() ? 2 : 1);
        return new MazePrintResult(q.count(), pages, out.size(), out.toByteArray());
    }
}
