package dev.mallard.gui;

import java.io.IOException;
import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.TestInstance;

/**
 * A test of the page in a real browser: a server on a free loopback port and a headless
 * Chromium for the test class, skipped where no browser is installed.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class BrowserTest {
    Browser browser;
    GuiServer server;
    GamePage page;

    @BeforeAll
    void start() {
        browser = Browser.start();
        server = GuiServer.start(new GuiServer.Limits("127.0.0.1", 0, 8, 2, 8, Duration.ofMinutes(5)));
        page = new GamePage(browser.driver());
    }

    @AfterAll
    void stop() throws IOException {
        if (server != null) {
            server.close();
        }
        if (browser != null) {
            browser.close();
        }
    }

    String url() {
        return server.uri().toString();
    }
}
