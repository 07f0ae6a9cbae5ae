package org.gridpuzzles;

import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Programs some tests drive that Maven does not bring (Debian's chromium and chromium-driver, cadical; .ci/run installs
 * them). In CI (the variable CI set, as .ci/run is run) a missing one fails those tests, so that a green build never
 * hides tests that did not run; elsewhere they are skipped, and the build's log says which program to install.
 */
public final class ExternalPrograms {

    private ExternalPrograms() {
    }

    /** True where a missing program fails the tests that need it. */
    public static boolean required() {
        String ci = System.getenv("CI");
        return ci != null && !ci.isEmpty() && !ci.equalsIgnoreCase("false");
    }

    /**
     * Lets the test go on when {@code present}; otherwise fails it ({@code required}) or skips it, naming
     * {@code program} and how to install it.
     */
    public static void need(boolean present, String program, String install, boolean required) {
        if (present) {
            return;
        }
        String why = program + " is not installed (" + install + ")";
        if (required) {
            fail(why + "; CI runs every test, so this is a failure, not a skip");
        }
        System.err.println("skipped: " + why);
        assumeTrue(false, why);
    }

    /** {@link #need(boolean, String, String, boolean)} by the rule of this run ({@link #required()}). */
    public static void need(boolean present, String program, String install) {
        need(present, program, install, required());
    }
}
