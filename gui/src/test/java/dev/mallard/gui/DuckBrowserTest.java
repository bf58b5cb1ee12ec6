package dev.mallard.gui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A Duck game in the browser: the move, then the Duck's square among those shown, to the game's end. */
class DuckBrowserTest extends BrowserTest {
    @Test
    void aTurnIsTheMoveThenTheDucksSquare() {
        page.open(url(), "duck", "black", 100, null);
        page.click("e2");
        assertThat(page.all("circle.target")).extracting(e -> e.getAttribute("data-target")).contains("e3", "e4");
        page.click("e4");
        assertThat(page.text("prompt")).contains("Place the Duck");
        List<String> duckSquares = page.all("circle.target.duck").stream().map(e -> e.getAttribute("data-target")).toList();
        assertThat(duckSquares).hasSize(32).contains("d5", "e2").doesNotContain("e4", "e7");
        page.click("d5");
        page.waitUntil(() -> page.turns().size() == 2);
        page.waitForEngine();
        assertThat(page.turns()).hasSize(2);
        assertThat(page.turns().get(0)).containsEntry("text", "e2e4,e4d5").containsEntry("san", "e4,d5");
        assertThat(page.fen()).contains("*");
        assertThat(page.all("[data-piece='*']")).hasSize(1);
    }

    @Test
    void aWholeGameAgainstMallardEndsByTheRules() throws Exception {
        playAWholeGameAgainstMallard("duck", 60);
    }
}
