package dev.mallard.duck;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.engine.Game;
import dev.mallard.core.engine.Pgn;
import dev.mallard.core.engine.PgnGame;
import dev.mallard.core.engine.Turn;
import dev.mallard.core.rules.GameStatus;
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
}
