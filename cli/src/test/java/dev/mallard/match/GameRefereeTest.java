package dev.mallard.match;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.play.Adjudication;
import dev.mallard.core.play.GameResult;
import dev.mallard.core.variant.Variant;
import dev.mallard.core.variant.Variants;
import dev.mallard.plugin.SwappedVariant;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The referee on scripted games: every end of game in each variant, and every way an engine can
 * lose by misbehaving (the game is scored, the faulty engine marked for a restart).
 */
class GameRefereeTest {
    private static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    private static final MatchLimit GENEROUS = MatchLimit.moveTime(20_000, 100);

    private static GameRecord play(String variantName, String fen, MatchLimit limit, Adjudication adjudication,
            String... script) {
        Variant variant = Variants.find(variantName).orElseThrow();
        try (EngineProcess white = EngineProcess.start(FakeEngines.command("w", script), "white", "W");
                EngineProcess black = EngineProcess.start(FakeEngines.command("b", script), "black", null)) {
            return new GameReferee(variant, limit, adjudication).play(7, fen, new EngineProcess[] {white, black}, true);
        }
    }

    private static GameRecord play(String variantName, String fen, MatchLimit limit, String... script) {
        return play(variantName, fen, limit, Adjudication.NONE, script);
    }

    private static GameRecord play(String variantName, String fen, String... script) {
        return play(variantName, fen, GENEROUS, script);
    }

    private static GameRecord adjudicated(Adjudication adjudication, String... script) {
        return play("normal", START, GENEROUS, adjudication, script);
    }

    @Test
    void aPlugInVariantIsRefereedThroughItsSpi() {
        GameRecord game = play(SwappedVariant.NAME, SwappedVariant.START, "e2e4", "e7e5", "RESIGN");
        assertThat(game.turns()).containsExactly("e2e4", "e7e5"); // its SAN: the default, coordinates
        assertThat(game.reason()).isEqualTo("White resigns");
        String after = "rbnqknbr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RBNQKNBR w KQkq - 0 2";
        try (EngineProcess white = EngineProcess.start(FakeEngines.command("w", "--no-setboard", "g2g3"), "white", null);
                EngineProcess black = EngineProcess.start(FakeEngines.command("b", "g2g3"), "black", null)) {
            GameRecord setUp = new GameReferee(Variants.find(SwappedVariant.NAME).orElseThrow(), GENEROUS, Adjudication.NONE)
                    .play(7, after, new EngineProcess[] {white, black}, true);
            assertThat(setUp.reason()).contains("cannot set up a swapped position: it has no setboard feature");
            assertThat(setUp.whiteFaulty()).isTrue();
        }
    }

    @Test
    void checkmateInFideChessWithSanInTheRecord() {
        GameRecord game = play("normal", START, "f2f3", "e7e5", "g2g4", "d8h4");
        assertThat(game.result()).isEqualTo(GameResult.BLACK_WINS);
        assertThat(game.reason()).isEqualTo("Black mates");
        assertThat(game.turns()).containsExactly("f3", "e5", "g4", "Qh4#");
        assertThat(game.white()).isEqualTo("W");
        assertThat(game.black()).isEqualTo("b");
        assertThat(game.whiteFaulty() || game.blackFaulty()).isFalse();
        assertThat(game.engine1Score()).isZero();
    }

    /** Variant, start, script, result, reason: the ends of game that one turn brings about. */
    static Stream<Arguments> endsInOneTurn() {
        return Stream.of(
                Arguments.of("normal", "7k/8/8/6Q1/8/8/8/K7 w - - 0 1", "g5g6", GameResult.DRAW, "Draw by stalemate"),
                Arguments.of("normal", "7k/8/8/8/8/8/8/K5R1 w - - 99 80", "a1b1", GameResult.DRAW,
                        "Draw by fifty moves rule"),
                Arguments.of("normal", "k7/8/8/8/8/8/1r6/K7 w - - 0 1", "a1b2", GameResult.DRAW,
                        "Draw by insufficient mating material"),
                Arguments.of("duck", "6bk/5p1p/5P1P/8/*7/8/8/K7 w - - 0 80", "a1b1,b1g7", GameResult.BLACK_WINS,
                        "Black wins by being stalemated"),
                Arguments.of("refusal", "7k/8/6K1/8/8/8/8/R7 w - - 0 1", "a1a8", GameResult.WHITE_WINS, "White mates"),
                Arguments.of("refusal", "7k/8/6K1/8/8/8/5Q2/8 w - - 0 1", "f2f7", GameResult.DRAW, "Draw by stalemate"));
    }

    @ParameterizedTest
    @MethodSource("endsInOneTurn")
    void gameEndsByTheVariantsRules(String variant, String fen, String turn, GameResult result, String reason) {
        // the second ply would be played if the referee missed the end
        GameRecord game = play(variant, fen, turn, "RESIGN");
        assertThat(game.result()).isEqualTo(result);
        assertThat(game.reason()).isEqualTo(reason);
        assertThat(game.turns()).hasSize(1);
    }

    @Test
    void threefoldRepetition() {
        GameRecord game = play("normal", START, "g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8", "e2e4");
        assertThat(game.result()).isEqualTo(GameResult.DRAW);
        assertThat(game.reason()).isEqualTo("Draw by 3-fold repetition");
        assertThat(game.turns()).hasSize(8);
    }

    @Test
    void duckKingCaptureEndsTheGameAndTurnsArriveAsTwoLines() {
        GameRecord game = play("duck", "7k/8/8/8/8/8/8/K6R w - - 0 1", "h1h8,h8d5", "a1a2,a2a3");
        assertThat(game.result()).isEqualTo(GameResult.WHITE_WINS);
        assertThat(game.reason()).isEqualTo("White captures the king");
        assertThat(game.turns()).containsExactly("Rxh8,d5"); // the PGN's SAN, as the variant writes it
    }

    @Test
    void duckPromotionLetterOnTheDucksLeg() {
        GameRecord game = play("duck", "7k/4P3/8/8/8/8/8/K7 w - - 0 1", "e7e8,e8d5q", "h8h7,h7h6", "RESIGN");
        assertThat(game.turns()).containsExactly("e8=Q,d5", "Kh7,h6");
        assertThat(game.reason()).isEqualTo("White resigns");
    }

    @Test
    void duckTurnWithoutTheDuckIsIllegal() {
        GameRecord game = play("duck", START, "e2e4");
        assertThat(game.result()).isEqualTo(GameResult.BLACK_WINS);
        assertThat(game.reason()).startsWith("White makes an illegal move").contains("Duck move missing");
        assertThat(game.whiteFaulty()).isTrue();
    }

    @Test
    void refusalVetoIsEnforced() {
        GameRecord vetoed = play("refusal", START, "e2e4/e7e5", "e7e5/d2d4");
        assertThat(vetoed.turns()).containsExactly("e4/e5");
        assertThat(vetoed.result()).isEqualTo(GameResult.WHITE_WINS);
        assertThat(vetoed.reason()).startsWith("Black makes an illegal move").contains("vetoed");
    }

    @Test
    void refusalDrawsByRepetitionWithTheVetoInThePosition() {
        // the knights' dance with the same vetoes: the position after ply 1 recurs after plies 5 and 9
        GameRecord game = play("refusal", START, "g1f3/a7a6", "b8c6/a2a3", "f3g1/a7a6", "c6b8/a2a3", "g1f3/a7a6",
                "b8c6/a2a3", "f3g1/a7a6", "c6b8/a2a3", "g1f3/a7a6", "e7e5/d2d4");
        assertThat(game.result()).isEqualTo(GameResult.DRAW);
        assertThat(game.turns()).hasSize(9);
        assertThat(game.reason()).isEqualTo("Draw by 3-fold repetition");
    }

    @Test
    void crashLoses() {
        GameRecord game = play("normal", START, "e2e4", "CRASH");
        assertThat(game.result()).isEqualTo(GameResult.WHITE_WINS);
        assertThat(game.reason()).startsWith("Black disconnects");
        assertThat(game.blackFaulty()).isTrue();
        assertThat(game.whiteFaulty()).isFalse();
    }

    @Test
    void hangLosesOnTimeWithMoveTime() {
        GameRecord game = play("normal", START, MatchLimit.moveTime(300, 50), "e2e4", "HANG");
        assertThat(game.result()).isEqualTo(GameResult.WHITE_WINS);
        assertThat(game.reason()).isEqualTo("Black loses on time");
        assertThat(game.blackFaulty()).isTrue();
    }

    @Test
    void hangLosesOnTimeWithAClock() {
        GameRecord game = play("normal", START, MatchLimit.clock("1+0", 50), "HANG");
        assertThat(game.result()).isEqualTo(GameResult.BLACK_WINS);
        assertThat(game.reason()).isEqualTo("White loses on time");
    }

    @Test
    void eachTurnIsReportedWithItsScoreTimeAndClock() {
        GameRecord game = play("normal", START, MatchLimit.clock("10+0.1", 50), "f2f3@-30", "e7e5", "g2g4@-100002",
                "d8h4@100001");
        assertThat(game.reason()).isEqualTo("Black mates");
        List<TurnReport> reports = game.reports();
        assertThat(reports).extracting(TurnReport::color).containsExactly(0, 1, 0, 1);
        assertThat(reports).extracting(TurnReport::scored).containsExactly(true, false, true, true);
        assertThat(reports).extracting(TurnReport::score).containsExactly(-30, 0, -100_002, 100_001);
        assertThat(reports).extracting(TurnReport::depth).containsExactly(7, 0, 7, 7);
        for (TurnReport report : reports) {
            // The clock after the turn: what was left before it, less the time it took, plus the
            // increment (each side moves twice: 10 s and two increments at most).
            assertThat(report.clockMs()).isBetween(5_000L, 10_200L).isLessThanOrEqualTo(10_200 - report.timeMs());
        }
        assertThat(game.pgn("10+0.1", java.time.LocalDate.of(2026, 1, 2)).replace('\n', ' ')).contains("1. f3 {-0.30/7 ")
                .contains("2. g4 {-M2/7 ").contains("2... Qh4# {+M1/7 ").contains(" [%clk 0:00:");
        GameRecord nodes = play("normal", START, MatchLimit.nodes(1000), "f2f3@-30", "e7e5", "g2g4", "d8h4");
        assertThat(nodes.reports()).hasSize(4).allSatisfy(report -> assertThat(report.clockMs()).isEqualTo(-1));
    }

    @Test
    void nodeLimitNeedsAnEngineThatTakesNps() {
        Variant fide = Variants.find("normal").orElseThrow();
        String[] foolsMate = {"f2f3", "e7e5", "g2g4", "d8h4"};
        try (EngineProcess white = EngineProcess.start(FakeEngines.command("w", foolsMate), "white", null);
                EngineProcess black = EngineProcess.start(FakeEngines.command("b", "--no-nps", "f2f3", "e7e5", "g2g4",
                        "d8h4"), "black", null)) {
            EngineProcess[] engines = {white, black};
            GameRecord game = new GameReferee(fide, MatchLimit.nodes(1000), Adjudication.NONE).play(1, START, engines, true);
            assertThat(game.result()).isEqualTo(GameResult.WHITE_WINS);
            assertThat(game.reason()).isEqualTo("Black (b) cannot play node-limited games: it announced nps=0");
            assertThat(game.blackFaulty()).isTrue();
            assertThat(game.turns()).isEmpty();
            // the same engines under a time limit: nps is not asked for
            assertThat(new GameReferee(fide, GENEROUS, Adjudication.NONE).play(2, START, engines, true).reason()).isEqualTo("Black mates");
        }
    }

    @Test
    void garbageAndIllegalMovesLose() {
        assertThat(play("normal", START, "e2e4", "hello").reason()).startsWith("Black makes an illegal move");
        GameRecord illegal = play("normal", START, "e2e4", "e7e4");
        assertThat(illegal.result()).isEqualTo(GameResult.WHITE_WINS);
        assertThat(illegal.reason()).startsWith("Black makes an illegal move");
    }

    @Test
    void resignationFalseClaimAndRejectedMoveLose() {
        assertThat(play("normal", START, "RESIGN").reason()).isEqualTo("White resigns");
        assertThat(play("normal", START, "e2e4", "CLAIM").reason()).startsWith("Black makes a false result claim");
        GameRecord rejected = play("normal", START, "e2e4", "REJECT");
        assertThat(rejected.reason()).startsWith("Black rejects the legal move e2e4");
        assertThat(rejected.result()).isEqualTo(GameResult.WHITE_WINS);
    }

    @Test
    void chatterBetweenMovesIsIgnored() {
        GameRecord game = play("normal", START, "NOISE+f2f3", "e7e5", "g2g4", "NOISE+d8h4");
        assertThat(game.reason()).isEqualTo("Black mates");
    }

    @Test
    void bothEnginesAgreeingOnAWinEndTheGame() {
        Adjudication resign = Adjudication.NONE.withResign(2, 600);
        // the scores are each mover's own: Black's -700 is +700 for White
        GameRecord game = adjudicated(resign, "e2e4@700", "e7e5@-700", "g1f3@650", "b8c6@-900", "RESIGN");
        assertThat(game.result()).isEqualTo(GameResult.WHITE_WINS);
        assertThat(game.reason()).isEqualTo("White wins by adjudication");
        assertThat(game.turns()).hasSize(4);
        assertThat(game.whiteFaulty() || game.blackFaulty()).isFalse();
    }

    @Test
    void aWinNeedsBothEnginesAndEveryScoreOfTheRun() {
        Adjudication resign = Adjudication.NONE.withResign(2, 600);
        // Black thinks it is fine; then a turn without a score breaks White's run
        assertThat(adjudicated(resign, "e2e4@700", "e7e5@100", "g1f3@650", "b8c6@-900", "RESIGN").reason())
                .isEqualTo("White resigns");
        assertThat(adjudicated(resign, "e2e4@700", "e7e5@-700", "g1f3", "b8c6@-900", "f1c4@800", "RESIGN").reason())
                .isEqualTo("Black resigns");
        assertThat(adjudicated(resign, "e2e4@-700", "e7e5@+700", "g1f3@-650", "b8c6@900", "RESIGN").reason())
                .isEqualTo("Black wins by adjudication");
    }

    @Test
    void quietScoresFromTheGivenMoveOnDraw() {
        Adjudication draw = Adjudication.NONE.withDraw(2, 2, 10);
        // move 1's scores do not count; moves 2 and 3 of both engines are within 10 cp
        GameRecord game = adjudicated(draw, "e2e4@0", "e7e5@0", "g1f3@5", "b8c6@-5", "f1c4@0", "g8f6@10", "RESIGN");
        assertThat(game.result()).isEqualTo(GameResult.DRAW);
        assertThat(game.reason()).isEqualTo("Draw by adjudication");
        assertThat(game.turns()).hasSize(6);
        assertThat(adjudicated(draw, "e2e4@0", "e7e5@0", "g1f3@5", "b8c6@-5", "f1c4@0", "g8f6@11", "RESIGN").reason())
                .isEqualTo("White resigns");
    }

    @Test
    void theMoveLimitDrawsButTheRulesEndFirst() {
        Adjudication limit = Adjudication.NONE.withMaxMoves(2);
        GameRecord game = adjudicated(limit, "e2e4", "e7e5", "g1f3", "b8c6", "RESIGN");
        assertThat(game.result()).isEqualTo(GameResult.DRAW);
        assertThat(game.reason()).isEqualTo("Draw by adjudication: move limit");
        assertThat(game.turns()).hasSize(4);
        // the mate comes on the ply that would also end the game by the limit and by agreement
        assertThat(adjudicated(limit.withResign(1, 100), "f2f3@0", "e7e5@0", "g2g4@-900", "d8h4@900").reason())
                .isEqualTo("Black mates");
    }
}
