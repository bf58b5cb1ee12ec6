package dev.mallard.gui;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.TimeoutException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/** The page as a person uses it: choosing in its menus and clicking squares and buttons. */
final class GamePage {
    private static final Duration WAIT = Duration.ofSeconds(60);

    private final WebDriver driver;

    GamePage(WebDriver driver) {
        this.driver = driver;
    }

    /** Opens the page and starts a game of {@code variant} with Mallard playing {@code engineSide}. */
    GamePage open(String url, String variant, String engineSide, int moveTimeMs, String fen) {
        driver.get(url);
        waitUntil(() -> state() != null);
        new Select(driver.findElement(By.id("variant"))).selectByValue(variant);
        new Select(driver.findElement(By.id("engine-side"))).selectByValue(engineSide);
        WebElement time = driver.findElement(By.id("move-time"));
        if (!time.getAttribute("value").equals(String.valueOf(moveTimeMs))) {
            // The new time goes to the server when the field is left; its answer comes before the FEN is typed.
            long settings = shown();
            time.clear();
            time.sendKeys(moveTimeMs + Keys.TAB.toString());
            waitUntil(() -> shown() > settings);
        }
        long before = shown();
        if (fen == null) {
            driver.findElement(By.id("new-game")).click();
        } else {
            WebElement field = driver.findElement(By.id("fen"));
            field.clear();
            field.sendKeys(fen);
            driver.findElement(By.id("load-fen")).click();
        }
        waitUntil(() -> shown() > before && variant.equals(state().get("variant")));
        waitForEngine();
        return this;
    }

    void click(String square) {
        driver.findElement(By.id("sq-" + square)).click();
    }

    void clickButton(String id) {
        driver.findElement(By.id(id)).click();
    }

    /** Plays a turn by clicks: the piece and its square, then the promotion, the Duck's square or the veto. */
    void play(String turn) {
        int before = turns().size();
        String variant = (String) state().get("variant");
        String move = turn.split("[,/]")[0];
        click(move.substring(0, 2));
        click(move.substring(2, 4));
        if (move.length() == 5) {
            clickButton("promote-" + move.charAt(4));
        }
        if (variant.equals("duck")) {
            click(turn.substring(turn.indexOf(',') + 3, turn.indexOf(',') + 5));
        } else if (variant.equals("refusal") && turn.contains("/")) {
            clickButton("veto-" + turn.substring(turn.indexOf('/') + 1));
        }
        waitUntil(() -> turns().size() > before);
    }

    /** Waits until Mallard has played, when it is its turn. */
    void waitForEngine() {
        waitUntil(() -> {
            Map<String, Object> state = state();
            boolean thinking = (Boolean) ((JavascriptExecutor) driver).executeScript("return thinking;");
            return !thinking && (Boolean.TRUE.equals(state.get("over")) || !state.get("side").equals(state.get("engineSide")));
        });
    }

    /** {@return how many states the page has shown} */
    long shown() {
        return ((Number) ((JavascriptExecutor) driver).executeScript("return shown;")).longValue();
    }

    /** {@return the page's copy of the server's state} */
    @SuppressWarnings("unchecked")
    Map<String, Object> state() {
        return (Map<String, Object>) ((JavascriptExecutor) driver).executeScript("return game;");
    }

    @SuppressWarnings("unchecked")
    List<Map<String, String>> turns() {
        return (List<Map<String, String>>) state().get("turns");
    }

    @SuppressWarnings("unchecked")
    List<String> legal() {
        return (List<String>) state().get("legal");
    }

    String fen() {
        return (String) state().get("fen");
    }

    String text(String id) {
        return driver.findElement(By.id(id)).getText();
    }

    List<WebElement> all(String css) {
        return driver.findElements(By.cssSelector(css));
    }

    /** Waits for a condition; a timeout says what the page showed, for a failure that explains itself. */
    void waitUntil(BooleanSupplier condition) {
        try {
            new WebDriverWait(driver, WAIT).ignoring(RuntimeException.class).until(d -> condition.getAsBoolean());
        } catch (TimeoutException e) {
            throw new AssertionError("the page did not get there in " + WAIT.toSeconds() + " s; it shows status \""
                    + text("status") + "\", prompt \"" + text("prompt") + "\", error \"" + text("error") + "\", FEN "
                    + driver.findElement(By.id("fen")).getAttribute("value"), e);
        }
    }
}
