package dev.mallard.gui.session;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mallard.core.engine.Game;
import dev.mallard.core.variant.Variants;
import dev.mallard.gui.http.HttpProblem;
import dev.mallard.gui.search.SearchPool;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** An analysis line played by a click: up to the turn clicked, all or nothing, for its own position only. */
class GameSessionLineTest {
    private final SearchPool pool = new SearchPool(1);
    private final GameSession session = new GameSession("test", Variants.scan(), pool, 1, new FakeTime());

    @AfterEach
    void stop() {
        session.release();
        pool.close();
    }

    private String fen() {
        return (String) session.state().get("fen");
    }

    private static Game played(String variant, String... turns) {
        Game game = Game.start(variant);
        for (String turn : turns) {
            game.play(turn);
        }
        return game;
    }

    /** {@return a line of {@code length} turns from the variant's start: the last legal turn each time} */
    private static String[] line(String variant, int length) {
        Game walk = Game.start(variant);
        String[] turns = new String[length];
        for (int i = 0; i < length; i++) {
            List<String> legal = walk.legalTurnTexts();
            turns[i] = legal.get(legal.size() - 1);
            walk.play(turns[i]);
        }
        return turns;
    }

    @Test
    void aLineOfSeveralTurnsIsPlayedInEachVariant() {
        for (String variant : new String[] {"duck", "refusal", "normal"}) {
            session.newGame(variant, null, "none", null, null);
            String[] turns = line(variant, 3);
            session.playLine(fen(), String.join(" ", turns));
            assertThat(fen()).as(variant).isEqualTo(played(variant, turns).fen());
            assertThat((List<?>) session.state().get("turns")).hasSize(3);
        }
        session.newGame("duck", null, "none", null, null);
        String[] one = line("duck", 1);
        session.playLine(fen(), one[0]);
        assertThat(fen()).isEqualTo(played("duck", one).fen());
    }

    @Test
    void aStaleLineIsRefusedAndTheGameStays() {
        session.newGame("normal", null, "none", null, null);
        String start = fen();
        session.play("e2e4");
        String after = fen();
        assertThatThrownBy(() -> session.playLine(start, "e2e4 e7e5")).isInstanceOf(HttpProblem.class)
                .hasMessageContaining("another position").satisfies(e -> assertThat(((HttpProblem) e).status()).isEqualTo(409));
        assertThat(fen()).isEqualTo(after);
    }

    @Test
    void aLineWithAnIllegalTurnPlaysNothing() {
        session.newGame("refusal", null, "none", null, null);
        String start = fen();
        // The second turn plays the reply its mover's opponent refused: illegal.
        assertThatThrownBy(() -> session.playLine(start, "e2e4/e7e5 e7e5/e4e5 g1f3/d7d5")).isInstanceOf(HttpProblem.class)
                .hasMessageContaining("e7e5/e4e5").satisfies(e -> assertThat(((HttpProblem) e).status()).isEqualTo(400));
        assertThat(fen()).isEqualTo(start);
        assertThatThrownBy(() -> session.playLine(start, " ")).isInstanceOf(HttpProblem.class);
        assertThatThrownBy(() -> session.playLine(null, "e2e4/e7e5")).isInstanceOf(HttpProblem.class);
    }

    @Test
    void againstMallardALinePlaysOnlyThePlayersOwnTurn() {
        session.newGame("normal", null, "black", null, null);
        String start = fen();
        assertThatThrownBy(() -> session.playLine(start, "e2e4 e7e5")).isInstanceOf(HttpProblem.class)
                .hasMessageContaining("only your own turn");
        assertThat(fen()).isEqualTo(start);
        session.playLine(start, "d2d4");
        assertThat(fen()).isEqualTo(played("normal", "d2d4").fen());
    }
}
