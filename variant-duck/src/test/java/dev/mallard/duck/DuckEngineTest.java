package dev.mallard.duck;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.engine.Engine;
import dev.mallard.core.engine.Game;
import dev.mallard.core.engine.SearchOutcome;
import dev.mallard.core.engine.Turn;
import dev.mallard.core.search.SearchLimits;
import dev.mallard.core.search.SearchListener;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The engine facade plays Duck Chess: its best turns carry their Duck square and are legal turns. */
class DuckEngineTest {
    @Test
    void theBestTurnIsAMoveWithADuckSquareThatTheGameAccepts() {
        Engine engine = Engine.create("duck");
        Game game = Game.start("duck");
        for (int ply = 0; ply < 4; ply++) {
            engine.setPosition(game);
            SearchOutcome outcome = engine.search(SearchLimits.depth(3));
            Turn best = outcome.bestTurn().orElseThrow();
            assertThat(best.text()).contains(",");
            assertThat(best.san()).contains(",");
            assertThat(outcome.pvText()).first().isEqualTo(best.text());
            game.play(best);
        }
        assertThat(game.fen()).contains("*");
    }

    @Test
    void capturesAKingInOne() {
        Engine engine = Engine.create("duck");
        engine.setPosition("4k3/8/8/8/8/8/8/K3R3 w - - 0 1", List.of());
        SearchOutcome outcome = engine.search(SearchLimits.depth(2));
        assertThat(outcome.bestTurn().orElseThrow().san()).startsWith("Rxe8,");
        assertThat(outcome.isMate()).isTrue();
    }

    /**
     * A return to a board of the game scores as a draw, although the game's positions hold a Duck
     * and the search's nodes none: Black, a rook up, sees that going back to e8 repeats the start.
     * The same board set up without its history is not drawn.
     */
    @Test
    void aReturnToABoardOfTheGameIsADrawTheDuckNotCounted() {
        Engine engine = Engine.create("duck");
        String start = "r3k3/8/8/8/8/8/8/4K3 w - - 0 1";
        engine.setPosition(start, List.of("e1d1,d1h4", "e8d8,d8h5", "d1e1,e1h3"));
        String reached = engine.fen();
        assertThat(search(engine, "d8e8")).as("back to the start's board").isZero();
        assertThat(search(engine, "d8c7")).as("a new board").isGreaterThan(300);
        engine.setPosition(reached, List.of());
        assertThat(search(engine, "d8e8")).as("the same board without its history").isGreaterThan(300);
    }

    private static int search(Engine engine, String move) {
        return engine.search(SearchLimits.depth(3), List.of(move), SearchListener.NONE).score();
    }
}
