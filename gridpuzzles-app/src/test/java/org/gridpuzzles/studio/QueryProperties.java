package org.gridpuzzles.studio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.AlphaChars;
import net.jqwik.api.constraints.StringLength;

/** The studio's query strings: any text is read or refused with a reason, never anything else. */
class QueryProperties {

    @Property(tries = 3000)
    void anyQueryIsReadOrRefusedWithAReason(@ForAll @StringLength(max = 120) String raw) {
        try {
            assertNotNull(Query.parse(raw));
        } catch (Query.BadRequest e) {
            assertNotNull(e.getMessage());
        }
    }

    @Property(tries = 500)
    void encodedValuesComeBackAsTheyWere(@ForAll @AlphaChars @StringLength(min = 1, max = 12) String name,
            @ForAll @StringLength(max = 40) String value) {
        String clean = value.codePoints().filter(c -> c >= 0x20 && !(c >= 0xD800 && c <= 0xDFFF))
                .collect(StringBuilder::new, StringBuilder::appendCodePoint, StringBuilder::append).toString();
        String lower = name.toLowerCase(java.util.Locale.ROOT);
        Query q = Query.parse(lower + "=" + URLEncoder.encode(clean, StandardCharsets.UTF_8));
        assertEquals(clean, q.get(lower));
    }
}
