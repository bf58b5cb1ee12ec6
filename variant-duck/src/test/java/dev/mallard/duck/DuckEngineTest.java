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
     * The root's own turn back to a board of the game is not a draw: the game counts three
     * occurrences with the Duck's square, and the root must name a real square. (A recurrence two
     * or more plies below the root is: {@code DuckSearchRulesTest}.)
     */
    @Test
    void theRootsTurnBackToABoardOfTheGameIsNotADraw() {
        Engine engine = Engine.create("duck");
        engine.setPosition("r3k3/8/8/8/8/8/8/4K3 w - - 0 1", List.of("e1d1,d1h4", "e8d8,d8h5", "d1e1,e1h3"));
        SearchOutcome back = engine.search(SearchLimits.depth(3), List.of("d8e8"), SearchListener.NONE);
        assertThat(back.score()).as("Black a rook up, back to the start's board").isGreaterThan(300);
        assertThat(back.bestTurn().orElseThrow().text()).startsWith("d8e8,");
    }
}
