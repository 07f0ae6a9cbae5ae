package org.gridpuzzles.labyrinth;

/**
 * A kept completion of the line: the fields from the one after the live end to the end field. Stored reversed as a
 * stack (the end field at the bottom), so that stepping and replacing the first few fields cost only their number.
 */
final class Witness {

    private final int[] stack;
    private final int[] at;
    private int top;

    Witness(int n) {
        stack = new int[n];
        at = new int[n];
        java.util.Arrays.fill(at, -1);
    }

    /** A witness from a completion listed in line order. */
    static Witness of(int n, int[] completion, int from, int to) {
        Witness w = new Witness(n);
        for (int i = to - 1; i >= from; i--) {
            w.push(completion[i]);
        }
        return w;
    }

    void push(int field) {
        at[field] = top;
        stack[top++] = field;
    }

    int pop() {
        int f = stack[--top];
        at[f] = -1;
        return f;
    }

    int size() {
        return top;
    }

    /** The k-th field ahead (1 = the next step). */
    int ahead(int k) {
        return stack[top - k];
    }

    /** How far ahead a field is (1 = next step), or -1 when it is not on the witness. */
    int distance(int field) {
        int a = at[field];
        return a < 0 ? -1 : top - a;
    }

    /** Replaces the first {@code j} fields ahead by {@code fields} (line order, same set of fields). */
    void replace(int j, int[] fields) {
        for (int i = 0; i < j; i++) {
            pop();
        }
        for (int i = fields.length - 1; i >= 0; i--) {
            push(fields[i]);
        }
    }
}
