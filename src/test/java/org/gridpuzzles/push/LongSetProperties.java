package org.gridpuzzles.push;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.Size;

class LongSetProperties {

    @Property(tries = 200)
    void addsLikeAHashSet(@ForAll @Size(max = 3000) List<Long> keys) {
        LongSet set = new LongSet();
        Set<Long> reference = new HashSet<>();
        for (long k : keys) {
            assertEquals(reference.add(k), set.add(k), Long.toString(k));
            // Small values collide often in a small table: each is added twice to test the probing.
            assertEquals(reference.add(k & 0xff), set.add(k & 0xff));
        }
        assertEquals(reference.size(), set.size());
    }
}
