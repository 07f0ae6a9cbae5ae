package org.gridpuzzles.grid;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.BitSet;
import java.util.List;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

class FieldSetProperties {

    @Property
    void behavesLikeABitSet(@ForAll @IntRange(min = 1, max = 300) int capacity,
            @ForAll @Size(max = 100) List<@IntRange(min = 0, max = 299) Integer> adds,
            @ForAll @Size(max = 50) List<@IntRange(min = 0, max = 299) Integer> removes) {
        FieldSet set = new FieldSet(capacity);
        BitSet ref = new BitSet();
        for (int a : adds) {
            if (a < capacity) {
                set.add(a);
                ref.set(a);
            }
        }
        for (int r : removes) {
            if (r < capacity) {
                set.remove(r);
                ref.clear(r);
            }
        }
        assertEquals(ref.cardinality(), set.size());
        for (int i = 0; i < capacity; i++) {
            assertEquals(ref.get(i), set.contains(i));
            int next = ref.nextSetBit(i);
            assertEquals(next, set.next(i));
            int clear = ref.nextClearBit(i);
            assertEquals(clear < capacity ? clear : -1, set.nextClear(i));
        }
    }
}
