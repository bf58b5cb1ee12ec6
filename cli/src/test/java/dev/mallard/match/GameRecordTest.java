package dev.mallard.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mallard.core.engine.Game;
import dev.mallard.core.play.GameResult;
import dev.mallard.core.variant.Variants;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The PGN of finished games, through the library's writer: tags, move numbers from a set-up position, the end comment. */
class GameRecordTest {
    @Test
    void duckGameFromASetUpPositionWithBlackToMove() {
        String fen = "rnbqkbnr/pppppppp/8/8/4P3/3*4/PPPP1PPP/RNBQKBNR b KQkq - 0 7";
        Game game = Game.fromFen(Variants.find("duck").orElseThrow(), fen);
        game.play("e7e5,e5d4");
        game.play("g1f3,f3d3");
        GameRecord record = new GameRecord(3, game, "A \"x\"", "B", false, GameResult.BLACK_WINS,
                "Black captures the king", false, false, List.of());
        String pgn = record.pgn("10+0.1", LocalDate.of(2026, 1, 2));
        assertThat(pgn).startsWith("[Event \"mallard match\"]\n[Site \"?\"]\n[Date \"2026.01.02\"]\n[Round \"3\"]\n"
                + "[White \"A \\\"x\\\"\"]\n[Black \"B\"]\n[Result \"0-1\"]\n[Variant \"duck\"]\n[SetUp \"1\"]\n[FEN \""
                + fen + "\"]\n[TimeControl \"10+0.1\"]\n[PlyCount \"2\"]\n[Termination \"normal\"]\n\n"
                + "7... " + record.turns().get(0) + " 8. " + record.turns().get(1) + " {Black captures the king} 0-1\n\n");
    }

    @Test
    void fideGameHasNoVariantTagAndLongGamesWrap() {
        Game game = Game.start("normal");
        for (int i = 0; i < 15; i++) {
            for (String turn : new String[] {"g1f3", "g8f6", "f3g1", "f6g8"}) {
                if (!game.isOver()) {
                    game.play(turn);
                }
            }
        }
        GameRecord record = new GameRecord(1, game, "A", "B", true, GameResult.DRAW,
                "Draw by 3-fold repetition, a reason long enough to wrap at the end of the line", false, true, List.of());
        String pgn = record.pgn("-", LocalDate.of(2026, 1, 2));
        assertThat(pgn).doesNotContain("[Variant").doesNotContain("[FEN").contains("[Termination \"rules infraction\"]")
                .startsWith("[Event \"mallard match\"]").contains("1. Nf3 Nf6 2. Ng1 Ng8").endsWith("1/2-1/2\n\n");
        for (String line : pgn.split("\n")) {
            assertThat(line.length()).isLessThanOrEqualTo(80);
        }
    }

    @Test
    void eachTurnCarriesItsReportAndBlackIsNumberedAgainAfterOne() {
        Game game = Game.start("normal");
        game.play("e2e4");
        game.play("e7e5");
        game.play("g1f3");
        List<TurnReport> reports = List.of(new TurnReport(0, 312, true, 25, 12, 9_788),
                new TurnReport(1, 1_500, true, -100_003, 20, 8_600), new TurnReport(0, 5, false, 0, 0, 9_883));
        GameRecord record = new GameRecord(1, game, "A", "B", true, GameResult.DRAW, "stopped", false, false, reports);
        assertThat(record.pgn("10+0.1", LocalDate.of(2026, 1, 2))).endsWith("\n\n1. e4 {+0.25/12 0.312s [%clk 0:00:09.7]} 1... e5 {-M3/20 1.500s\n"
                + "[%clk 0:00:08.6]} 2. Nf3 {0.005s [%clk 0:00:09.8]} {stopped} 1/2-1/2\n\n");
        assertThat(record.reports()).isEqualTo(reports);
        assertThatThrownBy(() -> new GameRecord(1, game, "A", "B", true, GameResult.DRAW, "x", false, false,
                List.of(reports.get(0), reports.get(1), reports.get(2), reports.get(0))))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("4 turn reports for a game of 3 turns");
        assertThatThrownBy(() -> new GameRecord(1, game, "A", "B", true, GameResult.DRAW, "x", false, false, null))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
