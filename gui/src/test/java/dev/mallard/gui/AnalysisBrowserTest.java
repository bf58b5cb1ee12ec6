package dev.mallard.gui;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.engine.Game;
import dev.mallard.core.engine.Pgn;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.support.ui.Select;

/** Analysis in the browser: live lines, a line played by a click up to the turn clicked, the review's marks; PGN in and out. */
class AnalysisBrowserTest extends BrowserTest {
    @Test
    void analysisLinesArriveAndAClickOnALinesFirstTurnPlaysIt() {
        page.open(url(), "duck", "none", 100, null);
        new Select(browser.driver().findElement(By.id("lines"))).selectByVisibleText("2");
        page.clickButton("analyse");
        page.waitUntil(() -> page.all(".analysis-line").size() == 2
                && page.all(".analysis-line .info").get(1).getText().matches("d([4-9]|\\d\\d) .*"));
        assertThat(page.text("eval-text")).matches("[+-]?\\d+\\.\\d\\d|#-?\\d+");
        String[] san = new String[1];
        String[] turn = new String[1];
        page.waitUntil(() -> {
            List<String> read = clickBestLineTurn(1);
            if (read == null) {
                return false;
            }
            turn[0] = read.get(0);
            san[0] = read.get(1);
            return true;
        });
        assertThat(san[0]).matches("\\S+,[a-h][1-8].*");
        page.waitUntil(() -> page.turns().size() == 1);
        assertThat(page.turns().get(0)).containsEntry("text", turn[0]);
        // The analysis goes on in the new position.
        page.waitUntil(() -> page.all(".analysis-line").size() == 2);
    }

    @Test
    void clickingAMoveInsideALinePlaysTheLineUpToIt() {
        page.open(url(), "duck", "none", 100, null);
        new Select(browser.driver().findElement(By.id("lines"))).selectByVisibleText("1");
        page.clickButton("analyse");
        List<String> san = new ArrayList<>();
        page.waitUntil(() -> {
            List<String> read = clickBestLineTurn(3);
            if (read == null) {
                return false;
            }
            san.addAll(read.subList(1, 4));
            return true;
        });
        page.waitUntil(() -> page.turns().size() == 3);
        Game line = Game.start("duck");
        for (String turn : san) {
            line.playSan(turn);
        }
        assertThat(page.turns()).extracting(turn -> turn.get("san")).isEqualTo(san);
        assertThat(page.fen()).isEqualTo(line.fen());
        // The analysis goes on in the line's end.
        page.waitUntil(() -> page.all(".analysis-line").size() == 1);
    }

    @Test
    void aPgnImportedIsExportedAgain() {
        Game refusal = Game.start("refusal");
        for (String turn : new String[] {"e2e4/e7e5", "d7d5/e4d5", "e4e5/d8d6"}) {
            refusal.play(turn);
        }
        page.open(url(), "normal", "none", 100, null);
        page.all("#pgn").get(0).sendKeys(Pgn.write(refusal));
        page.clickButton("import-pgn");
        page.waitUntil(() -> page.turns().size() == 3);
        assertThat(page.state()).containsEntry("variant", "refusal").containsEntry("fen", refusal.fen());
        assertThat(page.text("moves")).contains("e4/e5").contains("d5/exd5").contains("e5/Qd6");
        page.all("#pgn").get(0).clear();
        page.clickButton("export-pgn");
        page.waitUntil(() -> page.all("#pgn").get(0).getAttribute("value").contains("[Variant \"refusal\"]"));
        assertThat(page.all("#pgn").get(0).getAttribute("value")).contains("1. e4/e5 d5/exd5 2. e5/Qd6");

        page.all("#pgn").get(0).clear();
        page.all("#pgn").get(0).sendKeys("1. e4 e5 2. Ke3 *");
        page.clickButton("import-pgn");
        page.waitUntil(() -> page.text("error").startsWith("bad PGN"));
        assertThat(page.turns()).hasSize(3);
    }

    @Test
    void theReviewMarksABlunderAndDrawsTheScores() {
        Game game = Game.start("normal");
        for (String san : new String[] {"e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"}) {
            game.playSan(san);
        }
        page.open(url(), "normal", "none", 100, null);
        page.all("#pgn").get(0).sendKeys(Pgn.write(game));
        page.clickButton("import-pgn");
        page.waitUntil(() -> page.turns().size() == 7);
        page.clickButton("review");
        page.waitUntil(() -> !page.all("#moves .mark.blunder").isEmpty());
        assertThat(page.all("#moves .mark.blunder").get(0).getAttribute("title")).startsWith("blunder");
        assertThat(page.text("moves")).contains("Nf6??");
        assertThat(page.all("#graph-line")).hasSize(1);
        assertThat(page.all("#graph-line").get(0).getAttribute("points").split(" ")).hasSize(8);
    }

    /**
     * Reads the best line's first turn's text and its first {@code n} turns' SAN, and clicks its
     * {@code n}-th turn, in one script: the lines are drawn again with every report, and a mouse
     * click lands on whatever is drawn at its point by then, which may be a newer line than the one
     * read. {@return the turn's text then the SAN, or null while the line has fewer turns}
     */
    @SuppressWarnings("unchecked")
    private List<String> clickBestLineTurn(int n) {
        return (List<String>) ((JavascriptExecutor) browser.driver()).executeScript(
                "const line = document.querySelector('.analysis-line');"
                        + " const turns = line ? line.querySelectorAll('.line-turn') : [];"
                        + " if (turns.length < arguments[0]) { return null; }"
                        + " const read = [line.dataset.turn];"
                        + " for (let i = 0; i < arguments[0]; i++) { read.push(turns[i].textContent); }"
                        + " turns[arguments[0] - 1].click();"
                        + " return read;", n);
    }
}
