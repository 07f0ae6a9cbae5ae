package org.gridpuzzles.io;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;

import org.gridpuzzles.core.InvalidInputException;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.Size;

/** Any bytes are text or one line that says where they stop being text; nothing else. */
class TextFilesProperties {

    @Property(tries = 2000)
    void anyBytesAreTextOrOneLineNamingTheLine(@ForAll @Size(max = 300) byte[] bytes) {
        try {
            String text = TextFiles.decode(bytes, "f.txt");
            assertFalse(text.contains("\0"));
        } catch (InvalidInputException e) {
            assertTrue(e.getMessage().matches("f\\.txt:[0-9]+: not (UTF-8 text \\(byte [0-9]+\\)|a text file "
                    + "\\(a NUL byte\\))"), e.getMessage());
        }
    }

    @Property(tries = 500)
    void validTextComesBackUnchanged(@ForAll @net.jqwik.api.constraints.StringLength(max = 200) String text) {
        String clean = text.replace("\0", "").replace("\uFEFF", "");
        // lone surrogates are not text: they cannot be written as UTF-8
        String written = new String(clean.getBytes(StandardCharsets.UTF_8), StandardCharsets.UTF_8);
        assertTrue(TextFiles.decode(written.getBytes(StandardCharsets.UTF_8), "f").equals(written));
    }
}
