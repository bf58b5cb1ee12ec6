package dev.mallard.gui;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * A Refusal game in the browser: the player's veto of one of Mallard's replies, Mallard's veto of
 * one of the player's, the lone-reply exception, and a whole game to its end.
 */
class RefusalBrowserTest extends BrowserTest {
    @Test
    void eachSideRefusesOneOfTheOthersMoves() {
        page.open(url(), "refusal", "black", 100, null);
        page.click("e2");
        page.click("e4");
        assertThat(page.text("prompt")).contains("refuse");
        assertThat(page.all("#choices button[id^='veto-']")).hasSize(20);
        // The veto chosen on the board: Black's pawn from e7 to e5.
        page.click("e7");
        page.click("e5");
        page.waitUntil(() -> page.turns().size() == 2);
        page.waitForEngine();
        assertThat(page.turns()).hasSize(2);
        assertThat(page.turns().get(0)).containsEntry("text", "e2e4/e7e5").containsEntry("san", "e4/e5");
        String reply = page.turns().get(1).get("text");
        assertThat(reply).doesNotStartWith("e7e5").contains("/");
        String refused = reply.substring(reply.indexOf('/') + 1);
        assertThat(page.fen()).endsWith("veto:" + refused);
        assertThat(page.text("status")).contains("refused: " + refused);
        assertThat(page.all("#refused-move")).hasSize(1);
        // Mallard's veto holds: the refused move is not offered.
        page.click(refused.substring(0, 2));
        assertThat(page.all("circle.target")).extracting(e -> e.getAttribute("data-target"))
                .doesNotContain(refused.substring(2, 4));
        assertThat(page.legal()).noneMatch(turn -> turn.startsWith(refused));
    }

    @Test
    void noVetoWhenTheOpponentHasOneReply() {
        // After Ra8+ Black's only move is Kh7: a lone reply, which may not be refused.
        page.open(url(), "refusal", "black", 100, "7k/8/5K2/8/8/8/8/R7 w - - 0 1");
        page.click("a1");
        page.click("a8");
        page.waitUntil(() -> page.turns().size() == 2);
        page.waitForEngine();
        assertThat(page.turns().get(0)).containsEntry("text", "a1a8").containsEntry("san", "Ra8+");
        assertThat(page.turns().get(1).get("text")).startsWith("h8h7");
    }

    @Test
    void aWholeGameAgainstMallardEndsByTheRules() throws Exception {
        playAWholeGameAgainstMallard("refusal", 150);
    }
}
