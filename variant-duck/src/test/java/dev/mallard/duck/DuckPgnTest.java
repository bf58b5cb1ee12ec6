package dev.mallard.duck;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mallard.core.engine.Game;
import dev.mallard.core.engine.Pgn;
import dev.mallard.core.engine.PgnGame;
import dev.mallard.core.engine.Turn;
import dev.mallard.core.rules.GameStatus;
import dev.mallard.core.rules.IllegalMoveException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A Duck game through the public API: SAN turns, the king capture that ends it, PGN both ways. */
class DuckPgnTest {
    @Test
    void aDuckGameRoundTripsThroughPgnWithItsVariantTag() {
        Game game = Game.start("duck");
        for (String san : List.of("e4,a3", "f6,a4", "Qh5,a3", "a6,a4", "Qxe8,a3")) {
            game.playSan(san);
        }
        assertThat(game.status()).isEqualTo(GameStatus.KING_CAPTURED);
        assertThat(game.result()).isEqualTo("1-0");
        String pgn = Pgn.write(game, Map.of("White", "A", "Black", "B"));
        assertThat(pgn).contains("[Variant \"duck\"]").contains("1. e4,a3 f6,a4 2. Qh5,a3 a6,a4 3. Qxe8,a3 1-0");
        PgnGame read = Pgn.read(pgn);
        assertThat(read.game().variant().name()).isEqualTo("duck");
        assertThat(read.game().turns()).extracting(Turn::text)
                .isEqualTo(game.turns().stream().map(Turn::text).toList());
        assertThat(read.game().fen()).isEqualTo(game.fen());
    }

    @Test
    void coordinateTurnsAsMallardsMatchWritesThemAreReadBack() {
        // The turns of a ./mallard match PGN: the variant's coordinate notation, a promotion on
        // the piece's leg; the first is the turn once refused with "after the comma comes the
        // Duck's square".
        PgnGame read = Pgn.read("[Variant \"duck\"]\n\n1. g1h3,h3h6 b7b5,b5b6 2. h3g5,g5c3 *\n");
        Game expected = Game.start("duck");
        for (String turn : List.of("g1h3,h3h6", "b7b5,b5b6", "h3g5,g5c3")) {
            expected.play(turn);
        }
        assertThat(read.game().turns()).isEqualTo(expected.turns());
        assertThat(read.game().turns()).extracting(Turn::san).containsExactly("Nh3,h6", "b5,b6", "Ng5,c3");
    }

    @Test
    void aTurnNeitherNotationReadsIsRefusedWithTheReasonOfTheFormItHas() {
        assertThatThrownBy(() -> Pgn.read("[Variant \"duck\"]\n\n1. g1h3 *"))
                .isInstanceOf(IllegalMoveException.class)
                .hasMessageStartingWith("PGN game 1, turn 1 (\"g1h3\"): Duck move missing");
        assertThatThrownBy(() -> Pgn.read("[Variant \"duck\"]\n\n1. Nh3 *"))
                .isInstanceOf(IllegalMoveException.class)
                .hasMessageContaining("a Duck turn in SAN is the piece move, a comma and the Duck's square");
    }
}
