package dev.mallard.duck;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.engine.Engine;
import dev.mallard.core.engine.Game;
import dev.mallard.core.engine.SearchOutcome;
import dev.mallard.core.engine.Turn;
import dev.mallard.core.search.SearchLimits;
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
}
