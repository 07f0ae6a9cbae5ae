package org.gridpuzzles;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;
import org.opentest4j.TestAbortedException;

/** A program the tests need but that is missing: a failure in CI, a skip that names it elsewhere. */
class ExternalProgramsTest {

    @Test
    void aMissingProgramFailsWhereEveryTestMustRun() {
        AssertionFailedError e = assertThrows(AssertionFailedError.class,
                () -> ExternalPrograms.need(false, "cadical", "apt-get install cadical", true));
        assertTrue(e.getMessage().contains("cadical is not installed (apt-get install cadical)"), e.getMessage());
    }

    @Test
    void aMissingProgramIsASkipThatNamesItElsewhere() {
        TestAbortedException e = assertThrows(TestAbortedException.class,
                () -> ExternalPrograms.need(false, "cadical", "apt-get install cadical", false));
        assertTrue(e.getMessage().contains("cadical is not installed (apt-get install cadical)"), e.getMessage());
    }

    @Test
    void aProgramThatIsThereLetsTheTestGoOn() {
        assertDoesNotThrow(() -> ExternalPrograms.need(true, "cadical", "apt-get install cadical", true));
    }
}
