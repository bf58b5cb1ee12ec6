package dev.mallard.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mallard.core.engine.Game;
import dev.mallard.core.engine.Pgn;
import dev.mallard.core.engine.SearchOutcome;
import dev.mallard.core.rules.GameStatus;
import dev.mallard.core.variant.Variant;
import dev.mallard.core.variant.Variants;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The examples do what the getting-started page says they do, through the public API only. */
class GettingStartedTest {
    @Test
    void searchesAPositionAndFindsALegalBestTurn() {
        SearchOutcome outcome = SearchAPosition.search("normal", "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1", List.of(), 4);
        assertEquals("Rd8#", outcome.bestTurn().orElseThrow().san());
        assertEquals("mate 1", outcome.scoreText());
    }

    @Test
    void playsTheDuckGameToTheKingCapture() {
        String pgn = PlayAGame.play();
        assertTrue(pgn.contains("[Variant \"duck\"]"), pgn);
        assertTrue(pgn.contains("1. e4,a3 f6,a4 2. Qh5,a3 a6,a4 3. Qxe8,a3 1-0"), pgn);
        Game replayed = Pgn.read(pgn).game();
        assertEquals(GameStatus.KING_CAPTURED, replayed.status());
    }

    @Test
    void everyVariantOnTheClassPathPlaysSixLegalPlies() {
        List<Variant> variants = Variants.all();
        // The three modules, and the plug-in that this project's tests register (see plugin/).
        assertEquals(List.of("duck", "normal", "pawns-forward", "refusal"), variants.stream().map(Variant::name).toList());
        for (Variant variant : variants) {
            Game game = EveryVariant.playSixPlies(variant);
            assertEquals(6, game.turns().size(), variant.name());
            assertFalse(game.isOver(), variant.name());
            // The game replays from its PGN: every turn was legal.
            assertEquals(game.fen(), Pgn.read(Pgn.write(game)).game().fen(), variant.name());
        }
    }
}
