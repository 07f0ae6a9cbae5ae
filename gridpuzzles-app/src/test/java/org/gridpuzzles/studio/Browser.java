package org.gridpuzzles.studio;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.stream.Stream;

import org.gridpuzzles.ExternalPrograms;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * Debian's headless Chromium driven by its own chromedriver: no Selenium Manager, no download (.ci/run installs the
 * two packages). One browser serves all the tests of a class ({@link PageTest}).
 */
final class Browser {

    static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    static final Path DRIVER = Path.of("/usr/bin/chromedriver");

    /** Before the second try: a machine under load may need a moment before it can start another Chromium. */
    private static final long PAUSE_BEFORE_RETRY_MILLIS = 3000;

    /** The profile folder of each open browser, removed when it quits. */
    private static final Map<ChromeDriver, Path> PROFILES = new ConcurrentHashMap<>();

    private Browser() {
    }

    static ChromeDriver open() {
        ExternalPrograms.need(Files.isExecutable(CHROMIUM), "Debian's chromium", "apt-get install chromium");
        ExternalPrograms.need(Files.isExecutable(DRIVER), "Debian's chromium-driver",
                "apt-get install chromium-driver");
        System.setProperty("SE_OFFLINE", "true");
        // Chromium leaves a folder for its single-instance socket in TMPDIR after every run: keep those in target
        Path tmp = Path.of("target", "chromium-tmp").toAbsolutePath();
        Started<ChromeDriver> started = startWithOneRetry(profile -> start(tmp, profile), () -> newProfile(tmp),
                PAUSE_BEFORE_RETRY_MILLIS, Browser::chromiumVersion);
        PROFILES.put(started.browser(), started.profile());
        return started.browser();
    }

    /** Quits the browser and removes its profile. */
    static void quit(ChromeDriver browser) {
        try {
            browser.quit();
        } finally {
            Path profile = PROFILES.remove(browser);
            if (profile != null) {
                deleteAll(profile);
            }
        }
    }

    /** A browser and the profile folder it was started with. */
    record Started<B>(B browser, Path profile) {
    }

    /** A fresh, empty profile folder. */
    interface Profiles {
        Path fresh() throws IOException;
    }

    /**
     * Starts a browser with a fresh profile; when that fails (a loaded machine: "Chrome instance exited"), once more
     * after a pause with another fresh profile, so that nothing the first Chromium left behind can be in the way. When
     * the second try fails too, the test fails with both answers of the driver and the browser's path and version.
     */
    static <B> Started<B> startWithOneRetry(Function<Path, B> start, Profiles profiles, long pauseMillis,
            Supplier<String> version) {
        Path profile = fresh(profiles);
        try {
            return new Started<>(start.apply(profile), profile);
        } catch (RuntimeException first) {
            deleteAll(profile);
            System.err.println("Chromium did not start (" + firstLine(first) + "); trying once more");
            try {
                Thread.sleep(pauseMillis);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw first;
            }
            Path again = fresh(profiles);
            try {
                return new Started<>(start.apply(again), again);
            } catch (RuntimeException second) {
                deleteAll(again);
                second.addSuppressed(first);
                return fail("Chromium did not start, twice (the second time " + pauseMillis + " ms later, with a "
                        + "fresh profile): " + firstLine(second) + "; the first time: " + firstLine(first)
                        + "; browser " + CHROMIUM + " (" + version.get() + "), driver " + DRIVER, second);
            }
        }
    }

    private static Path fresh(Profiles profiles) {
        try {
            return profiles.fresh();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static ChromeDriver start(Path tmp, Path profile) {
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(new File(DRIVER.toString())).usingAnyFreePort()
                .withEnvironment(Map.of("TMPDIR", tmp.toString())).build();
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM.toString());
        options.addArguments("--headless=new", "--no-sandbox", "--disable-dev-shm-usage",
                "--disable-background-networking", "--disable-component-update", "--window-size=1280,900",
                "--user-data-dir=" + profile);
        ChromeDriver driver = new ChromeDriver(service, options);
        driver.manage().timeouts().pageLoadTimeout(Duration.ofSeconds(60));
        return driver;
    }

    private static Path newProfile(Path tmp) throws IOException {
        Files.createDirectories(tmp);
        return Files.createTempDirectory(tmp, "profile-");
    }

    /** What {@code chromium --version} says, or why it says nothing. */
    static String chromiumVersion() {
        try {
            Process p = new ProcessBuilder(CHROMIUM.toString(), "--version")
                    .redirectError(ProcessBuilder.Redirect.DISCARD).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            if (!p.waitFor(30, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return "chromium --version did not answer";
            }
            return out.isEmpty() ? "chromium --version: exit " + p.exitValue() : out;
        } catch (IOException e) {
            return "chromium --version failed: " + e.getMessage();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "version unknown";
        }
    }

    private static String firstLine(Throwable e) {
        String m = String.valueOf(e.getMessage());
        int nl = m.indexOf('\n');
        return e.getClass().getSimpleName() + ": " + (nl < 0 ? m : m.substring(0, nl));
    }

    private static void deleteAll(Path dir) {
        try (Stream<Path> all = Files.walk(dir)) {
            for (Path p : all.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        } catch (IOException e) {
            // a profile left in target/ is harmless
        }
    }

    /** A screenshot under target/screenshots, for people to look at. */
    static Path screenshot(ChromeDriver driver, String name) throws IOException {
        Path dir = Path.of("target", "screenshots");
        Files.createDirectories(dir);
        Path file = dir.resolve(name + ".png");
        Files.write(file, ((TakesScreenshot) driver).getScreenshotAs(OutputType.BYTES));
        return file;
    }
}
