package org.gridpuzzles.labyrinth;

/**
 * A move string as a {@link CharSequence} over the enumeration's own array, valid only while the sink looks at it:
 * one view for all lines, so handing a line to a sink costs nothing.
 */
final class MoveChars implements CharSequence {

    private char[] chars;
    private int length;

    MoveChars set(char[] c, int n) {
        this.chars = c;
        this.length = n;
        return this;
    }

    char[] array() {
        return chars;
    }

    @Override
    public int length() {
        return length;
    }

    @Override
    public char charAt(int index) {
        if (index < 0 || index >= length) {
            throw new IndexOutOfBoundsException(index);
        }
        return chars[index];
    }

    @Override
    public CharSequence subSequence(int start, int end) {
        return toString().subSequence(start, end);
    }

    @Override
    public String toString() {
        return new String(chars, 0, length);
    }
}
