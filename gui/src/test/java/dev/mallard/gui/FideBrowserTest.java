package dev.mallard.gui;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** FIDE chess in the browser: en passant, castling and promotion by clicks, mate, and a whole game. */
class FideBrowserTest extends BrowserTest {
    @Test
    void enPassantCastlingAndPromotion() {
        page.open(url(), "normal", "none", 100, "r3k3/1P6/8/3pP3/8/8/8/R3K2R w KQq d6 0 1");
        page.click("e5");
        page.click("d6");
        // the move goes to the server first; on a loaded machine the page's state changes later
        page.waitUntil(() -> page.turns().size() == 1);
        assertThat(page.fen()).startsWith("r3k3/1P6/3P4/8/8/8/8/R3K2R b");
        page.play("e8d8");
        page.click("e1");
        page.click("g1");
        page.waitUntil(() -> page.turns().size() == 3);
        assertThat(page.turns().get(2)).containsEntry("san", "O-O");
        assertThat(page.fen()).contains("/R4RK1 b");
        page.play("d8d7");
        page.click("b7");
        page.click("a8");
        assertThat(page.text("prompt")).contains("promote");
        page.clickButton("promote-n");
        page.waitUntil(() -> page.turns().size() == 5);
        assertThat(page.turns().get(4)).containsEntry("san", "bxa8=N");
        assertThat(page.fen()).startsWith("N7/");
    }

    @Test
    void mateEndsTheGameWithItsReason() {
        page.open(url(), "normal", "black", 100, "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
        page.play("a1a8");
        assertThat(page.state()).containsEntry("over", true).containsEntry("result", "1-0");
        assertThat(page.text("status")).isEqualTo("Game over, 1-0 (checkmate: white wins)");
    }

    @Test
    void aWholeGameAgainstMallardEndsByTheRules() throws Exception {
        playAWholeGameAgainstMallard("normal", 150);
    }
}
