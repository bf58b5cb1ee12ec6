package dev.mallard.match;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.play.GameResult;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The PGN of finished games: tags, move numbers from a set-up position, the end comment. */
class PgnWriterTest {
    private static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    @Test
    void duckGameFromASetUpPositionWithBlackToMove() {
        String fen = "rnbqkbnr/pppppppp/8/8/4P3/3*4/PPPP1PPP/RNBQKBNR b KQkq - 0 7";
        GameRecord game = new GameRecord(3, fen, "A \"x\"", "B", false, List.of("e7e5,d3d4", "g1f3,d4d3"),
                GameResult.BLACK_WINS, "Black captures the king", false, false);
        String pgn = new PgnWriter("duck", START, "10+0.1").format(game, LocalDate.of(2026, 1, 2));
        assertThat(pgn).contains("[Date \"2026.01.02\"]\n[Round \"3\"]\n[White \"A \\\"x\\\"\"]\n[Black \"B\"]\n"
                + "[Result \"0-1\"]\n[Variant \"duck\"]\n[FEN \"" + fen + "\"]\n[SetUp \"1\"]\n"
                + "[TimeControl \"10+0.1\"]\n[PlyCount \"2\"]\n[Termination \"normal\"]\n\n"
                + "7... e7e5,d3d4 8. g1f3,d4d3 {Black captures the king} 0-1\n\n");
    }

    @Test
    void fideGameHasNoVariantTagAndLongGamesWrap() {
        List<String> turns = java.util.Collections.nCopies(60, "Nf3");
        GameRecord game = new GameRecord(1, START, "A", "B", true, turns, GameResult.DRAW, "Draw by 3-fold repetition",
                false, true);
        String pgn = new PgnWriter("normal", START, "-").format(game, LocalDate.of(2026, 1, 2));
        assertThat(pgn).doesNotContain("[Variant").doesNotContain("[FEN").contains("[Termination \"rules infraction\"]")
                .startsWith("[Event \"mallard match\"]").contains("1. Nf3 Nf3 2. Nf3").endsWith("1/2-1/2\n\n");
        for (String line : pgn.split("\n")) {
            assertThat(line.length()).isLessThanOrEqualTo(79);
        }
    }
}
