package dev.mallard.examples.plugin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mallard.core.engine.Engine;
import dev.mallard.core.engine.Game;
import dev.mallard.core.engine.Pgn;
import dev.mallard.core.engine.PgnGame;
import dev.mallard.core.engine.Turn;
import dev.mallard.core.rules.IllegalMoveException;
import dev.mallard.core.search.SearchLimits;
import dev.mallard.core.variant.Variants;
import org.junit.jupiter.api.Test;

/** The plug-in variant, found through the ServiceLoader and played through the public API alone. */
class PluginVariantTest {
    @Test
    void isFoundByNameLikeTheBuiltInVariants() {
        assertTrue(Variants.find("pawns-forward").isPresent());
        assertEquals("rnbqkbnr/8/pppppppp/8/8/PPPPPPPP/8/RNBQKBNR w KQkq - 0 1", Game.start("pawns-forward").fen());
    }

    @Test
    void theEnginePlaysItAgainstItselfAndThePgnReadsBack() {
        Engine engine = Engine.create("pawns-forward");
        Game game = Game.start("pawns-forward");
        // No double steps from the third rank: the rules are FIDE's, the start position is ours.
        assertThrows(IllegalMoveException.class, () -> game.play("e3e5"));
        while (game.turns().size() < 10 && !game.isOver()) {
            engine.setPosition(game);
            Turn best = engine.search(SearchLimits.depth(4)).bestTurn().orElseThrow();
            game.play(best);
        }
        assertEquals(10, game.turns().size());
        String pgn = Pgn.write(game);
        assertTrue(pgn.contains("[Variant \"pawns-forward\"]"), pgn);
        assertFalse(pgn.contains("[FEN"), "a game from the variant's own start needs no FEN tag");
        PgnGame read = Pgn.read(pgn);
        assertEquals("pawns-forward", read.game().variant().name());
        assertEquals(game.fen(), read.game().fen());
    }
}
