package org.gridpuzzles.push;

import java.util.ArrayList;
import java.util.List;

import org.gridpuzzles.core.InvalidInputException;

/**
 * Reads a solution: push(Z,D,S) facts in any order and layout. Facts that are not push/3, lines off the board and
 * unknown directions are bad input; the numbering of the steps is left to the checker, which judges it.
 */
final class SolutionReader {

    private SolutionReader() {
    }

    /** The pushes of a solution as written, in the order of their step numbers (numbering not judged). */
    static List<Push> inStepOrder(List<PushStep> steps) {
        List<PushStep> sorted = new ArrayList<>(steps);
        sorted.sort(java.util.Comparator.comparingInt(PushStep::step));
        return sorted.stream().map(PushStep::push).toList();
    }

    static List<PushStep> parse(String source, String text, int n) {
        List<PushStep> steps = new ArrayList<>();
        for (Facts.Atom a : Facts.parse(source, text)) {
            if (!a.name().equals("push") || a.arity() != 3) {
                throw new InvalidInputException(a.where() + ": expected push(Line,Direction,Step), found "
                        + Facts.cut(a.name()) + "/" + a.arity());
            }
            int z = Facts.integer(a, 0);
            if (z < 1 || z > n) {
                throw new InvalidInputException(a.argWhere(0) + ": push line " + z + " is out of range 1.."
                        + n);
            }
            String d = a.arg(1);
            if (d.length() != 1 || PushPuzzle.bit(d.charAt(0)) < 0) {
                throw new InvalidInputException(a.argWhere(1) + ": unknown direction '"
                        + Facts.cut(d) + "' (expected n, s, e or w)");
            }
            int s = Facts.integer(a, 2);
            steps.add(new PushStep(new Push(z, d.charAt(0)), s, a.where()));
        }
        return steps;
    }
}
