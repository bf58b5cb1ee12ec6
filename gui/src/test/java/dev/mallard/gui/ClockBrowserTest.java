package dev.mallard.gui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.support.ui.Select;

/** A game on a clock in the browser: the clocks shown, the side to move's running, Mallard answering on its own. */
class ClockBrowserTest extends BrowserTest {
    @SuppressWarnings("unchecked")
    private Map<String, Object> clock() {
        return (Map<String, Object>) page.state().get("clock");
    }

    private String shownTime(String side) {
        return browser.driver().findElement(By.cssSelector("#clock-" + side + " .time")).getText();
    }

    private boolean running(String side) {
        return browser.driver().findElement(By.id("clock-" + side)).getAttribute("class").contains("running");
    }

    @Test
    void aClockGameAgainstMallardShowsTheClocksTicking() throws IOException {
        page.open(url(), "normal", "black", 100, null);
        assertThat(page.all("#clocks").get(0).isDisplayed()).as("no clock with a time per move").isFalse();
        new Select(browser.driver().findElement(By.id("time-control"))).selectByValue("1+0");
        assertThat(page.all("#move-time-field").get(0).isDisplayed()).isFalse();
        long before = page.shown();
        page.clickButton("new-game");
        page.waitUntil(() -> page.shown() > before && clock() != null);
        assertThat(clock()).containsEntry("control", "1+0").containsEntry("running", "white");
        assertThat(page.all("#clocks").get(0).isDisplayed()).isTrue();
        assertThat(running("white")).isTrue();
        assertThat(running("black")).isFalse();
        assertThat(shownTime("black")).isEqualTo("1:00");
        // White's clock runs on the page while the player thinks.
        String first = shownTime("white");
        page.waitUntil(() -> !shownTime("white").equals(first));

        page.play("e2e4");
        page.waitForEngine();
        assertThat(page.turns()).hasSize(2);
        long black = ((Number) clock().get("black")).longValue();
        assertThat(black).as("Mallard's thinking came off its clock").isLessThan(60_000).isGreaterThan(0);
        assertThat(clock()).containsEntry("running", "white");
        page.waitUntil(() -> running("white") && !running("black"));
        assertThat(shownTime("black")).isNotEqualTo("1:00").matches("0:[0-5]\\d");
        browser.screenshot("clock");
    }

    @Test
    void aCustomClockIsOffered() {
        page.open(url(), "duck", "white", 100, null);
        new Select(browser.driver().findElement(By.id("time-control"))).selectByValue("custom");
        assertThat(page.all("#custom-clock").get(0).isDisplayed()).isTrue();
        page.all("#clock-minutes").get(0).clear();
        page.all("#clock-minutes").get(0).sendKeys("0.5");
        page.all("#clock-increment").get(0).clear();
        page.all("#clock-increment").get(0).sendKeys("3");
        long before = page.shown();
        page.clickButton("new-game");
        page.waitUntil(() -> page.shown() > before && clock() != null);
        assertThat(clock()).containsEntry("control", "0.5+3");
        // Mallard plays White: it answers on its clock, and the increment comes after its turn.
        page.waitForEngine();
        assertThat(page.turns()).hasSize(1);
        assertThat(clock()).containsEntry("running", "black");
        assertThat(((Number) clock().get("white")).longValue()).isLessThanOrEqualTo(33_000).isGreaterThan(3_000);
    }
}
