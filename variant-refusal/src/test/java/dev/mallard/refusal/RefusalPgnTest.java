package dev.mallard.refusal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.engine.Game;
import dev.mallard.core.engine.Pgn;
import dev.mallard.core.engine.PgnGame;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A Refusal game through the public API: SAN turns with vetoes, PGN both ways. */
class RefusalPgnTest {
    @Test
    void aRefusalGameRoundTripsThroughPgnWithItsVariantTag() {
        Game game = Game.start("refusal");
        for (String san : List.of("e4/e5", "d5/exd5", "Nf3/Nc6", "Nf6/exd5")) {
            game.playSan(san);
        }
        assertThat(game.fen()).endsWith("veto:e4d5");
        String pgn = Pgn.write(game, Map.of());
        assertThat(pgn).contains("[Variant \"refusal\"]").contains("1. e4/e5 d5/exd5 2. Nf3/Nc6 Nf6/exd5 *");
        PgnGame read = Pgn.read(pgn);
        assertThat(read.game().fen()).isEqualTo(game.fen());
        assertThat(read.game().turns()).isEqualTo(game.turns());
    }
}
