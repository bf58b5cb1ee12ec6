package dev.mallard.gui;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * Debian's headless Chromium driven through chromedriver, or a skipped test where they are not
 * installed. The flags keep Chromium from reaching for the network, which this machine and CI
 * do not have (without them it waits on connections).
 */
final class Browser implements AutoCloseable {
    /** Where the tests find the browser and its driver: Debian's packages chromium and chromium-driver. */
    private static final List<String> BROWSERS = List.of("/usr/bin/chromium", "/usr/bin/chromium-browser");
    private static final List<String> DRIVERS = List.of("/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver");

    private final ChromeDriver driver;
    private final Path profile;

    private Browser(ChromeDriver driver, Path profile) {
        this.driver = driver;
        this.profile = profile;
    }

    /** {@return a new headless browser; the calling test is skipped, saying why, when there is none} */
    static Browser start() {
        Optional<String> browser = BROWSERS.stream().filter(p -> new File(p).canExecute()).findFirst();
        Optional<String> driverFile = DRIVERS.stream().filter(p -> new File(p).canExecute()).findFirst();
        assumeTrue(browser.isPresent() && driverFile.isPresent(),
                "browser tests skipped: no Chromium and chromedriver here (Debian's packages chromium and"
                        + " chromium-driver; .ci/run installs them where apt-get can)");
        try {
            Path profile = Files.createTempDirectory("mallard-gui-chromium");
            ChromeOptions options = new ChromeOptions();
            options.setBinary(browser.get());
            options.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                    "--disable-background-networking", "--disable-component-update", "--disable-sync",
                    "--disable-dev-shm-usage", "--window-size=1280,900", "--user-data-dir=" + profile);
            ChromeDriverService service = new ChromeDriverService.Builder()
                    .usingDriverExecutable(new File(driverFile.get())).usingAnyFreePort().build();
            ChromeDriver driver = new ChromeDriver(service, options);
            driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(30));
            return new Browser(driver, profile);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    ChromeDriver driver() {
        return driver;
    }

    /**
     * Saves a screenshot of the page as {@code name}.png in the folder the system property
     * {@code mallard.screenshots} names ({@code target/screenshots} by default; the docs' ones
     * are made with {@code -Dmallard.screenshots=$PWD/docs/gui} from the repository's root).
     */
    Path screenshot(String name) throws IOException {
        Path folder = Path.of(System.getProperty("mallard.screenshots", "target/screenshots"));
        Files.createDirectories(folder);
        Path file = folder.resolve(name + ".png");
        Files.write(file, driver.getScreenshotAs(OutputType.BYTES));
        return file;
    }

    @Override
    public void close() throws IOException {
        driver.quit();
        try (var files = Files.walk(profile)) {
            files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }
}
