package org.gridpuzzles.studio;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;

import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * Debian's headless Chromium driven by its own chromedriver: no Selenium Manager, no download (.ci/run installs the
 * two packages).
 */
final class Browser {

    static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    static final Path DRIVER = Path.of("/usr/bin/chromedriver");

    private Browser() {
    }

    static ChromeDriver open() {
        assumeTrue(Files.isExecutable(CHROMIUM) && Files.isExecutable(DRIVER),
                "Debian's chromium and chromium-driver are installed (.ci/run installs them)");
        System.setProperty("SE_OFFLINE", "true");
        // Chromium leaves a folder for its single-instance socket in TMPDIR after every run: keep those in target
        Path tmp = Path.of("target", "chromium-tmp").toAbsolutePath();
        try {
            Files.createDirectories(tmp);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(new File(DRIVER.toString())).usingAnyFreePort()
                .withEnvironment(Map.of("TMPDIR", tmp.toString())).build();
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM.toString());
        options.addArguments("--headless=new", "--no-sandbox", "--disable-dev-shm-usage",
                "--disable-background-networking", "--disable-component-update", "--window-size=1280,900");
        ChromeDriver driver = new ChromeDriver(service, options);
        driver.manage().timeouts().pageLoadTimeout(Duration.ofSeconds(60));
        return driver;
    }

    /** A screenshot under target/screenshots, for people to look at. */
    static Path screenshot(ChromeDriver driver, String name) throws java.io.IOException {
        Path dir = Path.of("target", "screenshots");
        Files.createDirectories(dir);
        Path file = dir.resolve(name + ".png");
        Files.write(file, ((TakesScreenshot) driver).getScreenshotAs(OutputType.BYTES));
        return file;
    }
}
