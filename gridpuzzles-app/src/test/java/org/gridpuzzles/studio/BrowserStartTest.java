package org.gridpuzzles.studio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opentest4j.AssertionFailedError;
import org.openqa.selenium.SessionNotCreatedException;

/** How the browser tests start their browser, with a stand-in for Chromium that fails as a loaded machine makes it. */
class BrowserStartTest {

    @TempDir
    Path tmp;

    private final List<Path> profiles = new ArrayList<>();

    private Browser.Profiles profiles() {
        return () -> Files.createTempDirectory(tmp, "profile-");
    }

    /** A start that fails the first {@code failures} times as Chromium under load does, then gives "browser". */
    private java.util.function.Function<Path, String> failing(int failures) {
        return profile -> {
            profiles.add(profile);
            assertTrue(Files.isDirectory(profile), "the profile exists when the browser starts");
            if (profiles.size() <= failures) {
                throw new SessionNotCreatedException("Could not start a new session. Response code 500. Message: "
                        + "session not created: Chrome instance exited (try " + profiles.size() + ")\nBuild info");
            }
            return "browser";
        };
    }

    @Test
    void aFailedStartIsTriedOnceMoreWithAFreshProfile() {
        Browser.Started<String> s = Browser.startWithOneRetry(failing(1), profiles(), 0, () -> "Chromium 1.2");
        assertEquals("browser", s.browser());
        assertEquals(2, profiles.size());
        assertNotEquals(profiles.get(0), profiles.get(1));
        assertFalse(Files.exists(profiles.get(0)), "the failed start's profile is removed");
        assertEquals(profiles.get(1), s.profile());
    }

    @Test
    void aBrowserThatStartsIsStartedOnce() {
        Browser.startWithOneRetry(failing(0), profiles(), 0, () -> "Chromium 1.2");
        assertEquals(1, profiles.size());
    }

    @Test
    void twoFailedStartsFailTheTestSayingWhy() {
        AssertionFailedError e = assertThrows(AssertionFailedError.class,
                () -> Browser.startWithOneRetry(failing(2), profiles(), 0, () -> "Chromium 1.2"));
        assertEquals(2, profiles.size(), "tried twice, not more");
        String m = e.getMessage();
        assertTrue(m.contains("Chrome instance exited (try 2)") && m.contains("Chrome instance exited (try 1)"), m);
        assertTrue(m.contains(Browser.CHROMIUM.toString()) && m.contains("Chromium 1.2")
                && m.contains(Browser.DRIVER.toString()), m);
        assertFalse(m.contains("Build info"), "one line of each answer: " + m);
        assertTrue(e.getCause() instanceof SessionNotCreatedException);
        assertEquals(1, e.getCause().getSuppressed().length, "the first failure is kept too");
        assertTrue(profiles.stream().noneMatch(Files::exists), "no profile is left");
    }
}
