package dev.mallard.gui;

import static org.assertj.core.api.Assertions.assertThat;

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

    /**
     * Plays a whole game against Mallard by clicks, always the first legal turn the server lists,
     * with the analysis on, until the rules end it; saves a screenshot of it in progress.
     */
    void playAWholeGameAgainstMallard(String variant, int maxTurns) throws IOException {
        page.open(url(), variant, "black", 50, null);
        page.clickButton("analyse");
        for (int turn = 0; turn < maxTurns && !Boolean.TRUE.equals(page.state().get("over")); turn++) {
            page.play(page.legal().get(0));
            page.waitForEngine();
            if (turn == 3) {
                page.waitUntil(() -> page.all(".analysis-line").size() == 3);
                browser.screenshot(variant);
            }
        }
        assertThat(page.state()).containsEntry("over", true);
        assertThat(page.text("status")).startsWith("Game over")
                .contains(page.state().get("result").toString(), page.state().get("reason").toString());
    }
}
