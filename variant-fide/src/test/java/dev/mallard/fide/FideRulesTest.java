package dev.mallard.fide;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mallard.core.board.Fen;
import dev.mallard.core.board.Move;
import dev.mallard.core.board.PieceType;
import dev.mallard.core.board.Position;
import dev.mallard.core.rules.GameStatus;
import dev.mallard.core.rules.IllegalMoveException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The laws of chess on hand-analysed positions: mate, stalemate, the fifty-move rule,
 * threefold repetition, insufficient material and the parsing of coordinate moves.
 */
class FideRulesTest {
    private final FideVariant variant = new FideVariant();
    private final FideRules rules = new FideRules();

    /** Plays coordinate moves through {@link FideRules#parseTurn}, as a GUI would send them. */
    private Position play(String fen, String... moves) {
        Position p = variant.parseFen(fen);
        for (String move : moves) {
            rules.makeTurn(p, rules.parseTurn(p, move));
        }
        return p;
    }

    @Test
    void startPositionIsOngoing() {
        Position p = variant.parseFen(Fen.START);
        assertThat(rules.status(p)).isEqualTo(GameStatus.ONGOING);
        assertThat(rules.inCheck(p)).isFalse();
        assertThat(rules.hasLegalMove(p)).isTrue();
    }

    @Test
    void foolsMateIsCheckmate() {
        Position p = play(Fen.START, "f2f3", "e7e5", "g2g4");
        assertThat(rules.status(p)).isEqualTo(GameStatus.ONGOING);
        rules.makeTurn(p, rules.parseTurn(p, "d8h4"));
        assertThat(rules.inCheck(p)).isTrue();
        assertThat(rules.hasLegalMove(p)).isFalse();
        assertThat(rules.status(p)).isEqualTo(GameStatus.CHECKMATE);
    }

    @Test
    void backRankMate() {
        Position p = play("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "a1a8");
        assertThat(rules.status(p)).isEqualTo(GameStatus.CHECKMATE);
        // With an escape square on h7 the same check is not mate.
        Position luft = play("6k1/5pp1/7p/8/8/8/8/R5K1 w - - 0 1", "a1a8");
        assertThat(rules.inCheck(luft)).isTrue();
        assertThat(rules.status(luft)).isEqualTo(GameStatus.ONGOING);
        // A queen that can take the rook (e4xa8) or block on e8 saves the day.
        Position defended = play("6k1/5ppp/8/8/4q3/8/8/R5K1 w - - 0 1", "a1a8");
        assertThat(rules.status(defended)).isEqualTo(GameStatus.ONGOING);
    }

    @Test
    void stalemate() {
        // Black king a8; queen b6 covers a7, b7 and b8 but does not check.
        Position p = variant.parseFen("k7/8/1Q6/8/8/8/8/7K b - - 0 1");
        assertThat(rules.inCheck(p)).isFalse();
        assertThat(rules.status(p)).isEqualTo(GameStatus.STALEMATE);
        // Reached by a move: Qf7 stalemates the king on h8 (g8, g7, h7 covered).
        Position q = play("7k/8/6K1/8/8/8/5Q2/8 w - - 0 1", "f2f7");
        assertThat(rules.status(q)).isEqualTo(GameStatus.STALEMATE);
    }

    @Test
    void fiftyMoveRule() {
        String fen = "6k1/5ppp/8/8/8/8/8/R5K1 w - - 99 80";
        assertThat(rules.status(variant.parseFen(fen))).isEqualTo(GameStatus.ONGOING);
        // The hundredth half-move without capture or pawn move draws...
        Position quiet = play(fen, "g1f1");
        assertThat(quiet.halfmoveClock()).isEqualTo(100);
        assertThat(rules.status(quiet)).isEqualTo(GameStatus.FIFTY_MOVE_RULE);
        // ...unless it mates: checkmate takes precedence.
        Position mate = play(fen, "a1a8");
        assertThat(mate.halfmoveClock()).isEqualTo(100);
        assertThat(rules.status(mate)).isEqualTo(GameStatus.CHECKMATE);
        // A pawn move on the hundredth half-move resets the count.
        Position pawn = play("6k1/5ppp/8/8/8/8/P7/R5K1 w - - 99 80", "a2a3");
        assertThat(rules.status(pawn)).isEqualTo(GameStatus.ONGOING);
        assertThat(rules.status(variant.parseFen("6k1/5ppp/8/8/8/8/8/R5K1 b - - 100 80")))
                .isEqualTo(GameStatus.FIFTY_MOVE_RULE);
    }

    @Test
    void threefoldRepetitionByKnightMoves() {
        Position p = play(Fen.START, "g1f3", "g8f6", "f3g1", "f6g8");
        assertThat(rules.status(p)).as("second occurrence").isEqualTo(GameStatus.ONGOING);
        p = play(Fen.START, "g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1");
        assertThat(rules.status(p)).isEqualTo(GameStatus.ONGOING);
        rules.makeTurn(p, rules.parseTurn(p, "f6g8"));
        assertThat(rules.status(p)).as("third occurrence of the start position").isEqualTo(GameStatus.THREEFOLD_REPETITION);
        // Any position may repeat, not only the first: after 1.Nf3 it occurs at plies 1, 5 and 9.
        Position q = play(Fen.START, "g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8", "g1f3");
        assertThat(rules.status(q)).isEqualTo(GameStatus.THREEFOLD_REPETITION);
    }

    /**
     * Positions repeat only with the same castling rights: after the kings step out and back
     * the placement is the start's but the rights are gone, so the start does not count.
     */
    @Test
    void lostCastlingRightsMakeADifferentPosition() {
        String fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
        String[] cycle = {"e1e2", "e8e7", "e2e1", "e7e8"};
        Position p = play(fen, concat(cycle, 2));
        assertThat(rules.status(p)).as("only two occurrences without rights").isEqualTo(GameStatus.ONGOING);
        p = play(fen, concat(cycle, 3));
        assertThat(rules.status(p)).isEqualTo(GameStatus.THREEFOLD_REPETITION);
    }

    private static String[] concat(String[] cycle, int times) {
        String[] all = new String[cycle.length * times];
        for (int i = 0; i < times; i++) {
            System.arraycopy(cycle, 0, all, i * cycle.length, cycle.length);
        }
        return all;
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1",       // K v K
        "4k3/8/8/8/8/8/8/4KN2 w - - 0 1",      // KN v K
        "4k3/8/8/8/8/8/8/2B1K3 w - - 0 1",     // KB v K
        "4kn2/8/8/8/8/8/8/4K3 b - - 0 1",      // K v KN
        "4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1",    // KB v KB, both bishops on dark squares (c1, f8)
        "2b1k3/8/8/8/8/8/8/4KB2 w - - 0 1",    // KB v KB, both on light squares (f1, c8)
        "4k3/8/8/8/8/8/8/B1B1K3 w - - 0 1",    // two white bishops on dark squares (a1, c1)
    })
    void insufficientMaterial(String fen) {
        Position p = variant.parseFen(fen);
        assertThat(FideRules.isInsufficientMaterial(p)).isTrue();
        assertThat(rules.status(p)).isEqualTo(GameStatus.INSUFFICIENT_MATERIAL);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "2b1k3/8/8/8/8/8/8/2B1K3 w - - 0 1",   // KB v KB on opposite colours (c1 dark, c8 light): mate possible
        "4k3/8/8/8/8/8/8/1NN1K3 w - - 0 1",    // KNN v K: a mate exists with help
        "4kn2/8/8/8/8/8/8/4KN2 w - - 0 1",     // KN v KN
        "4kb2/8/8/8/8/8/8/4KN2 w - - 0 1",     // KN v KB
        "4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1",    // bishop pair
        "4k3/8/8/8/8/8/P7/4K3 w - - 0 1",      // any pawn
        "4k3/p7/8/8/8/8/8/4K3 w - - 0 1",
        "4k3/8/8/8/8/8/8/R3K3 w - - 0 1",      // rook
        "4k3/8/8/8/8/8/8/3QK3 w - - 0 1",      // queen
    })
    void sufficientMaterial(String fen) {
        Position p = variant.parseFen(fen);
        assertThat(FideRules.isInsufficientMaterial(p)).isFalse();
        assertThat(rules.status(p)).isEqualTo(GameStatus.ONGOING);
    }

    @Test
    void captureIntoBareKingsEndsTheGame() {
        Position p = play("4k3/8/8/8/8/8/4q3/4K3 w - - 0 1", "e1e2");
        assertThat(rules.status(p)).isEqualTo(GameStatus.INSUFFICIENT_MATERIAL);
    }

    @Test
    void parsesEveryKindOfMove() {
        Position start = variant.parseFen(Fen.START);
        int e4 = rules.parseTurn(start, "e2e4");
        assertThat(Move.kind(e4)).isEqualTo(Move.DOUBLE_PUSH);
        assertThat(rules.formatTurn(start, e4)).isEqualTo("e2e4");

        Position castle = variant.parseFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        assertThat(Move.kind(rules.parseTurn(castle, "e1g1"))).isEqualTo(Move.CASTLING);
        assertThat(Move.kind(rules.parseTurn(castle, "e1c1"))).isEqualTo(Move.CASTLING);

        Position promo = variant.parseFen("1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1");
        assertThat(Move.promotionType(rules.parseTurn(promo, "a7a8q"))).isEqualTo(PieceType.QUEEN);
        assertThat(Move.promotionType(rules.parseTurn(promo, "a7b8n"))).isEqualTo(PieceType.KNIGHT);
        assertThat(rules.formatTurn(promo, rules.parseTurn(promo, "a7b8r"))).isEqualTo("a7b8r");

        Position ep = variant.parseFen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
        assertThat(Move.kind(rules.parseTurn(ep, "e5d6"))).isEqualTo(Move.EN_PASSANT);
    }

    @ParameterizedTest(name = "[{index}] {1} -> {2}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
        rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | e2        | malformed move
        rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | e2e       | malformed move
        rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | e2e9      | malformed move
        rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | i2i4      | malformed move
        rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | E2E4      | malformed move
        rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | e2e4e5    | malformed move
        rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | e2-e4     | malformed move
        rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | Nf3       | malformed move
        rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | e2e4x     | the promotion letter must be q, r, b or n
        rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | e2e5      | illegal move "e2e5": no legal move goes from e2 to e5
        rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | e7e5      | illegal move
        rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | e1g1      | illegal move
        rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | e2e4q     | this move does not promote
        1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1                         | a7a8      | a promotion needs a piece letter
        1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1                         | a7b8      | a promotion needs a piece letter
        1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1                         | a7a8k     | the promotion letter must be q, r, b or n
        1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1                         | a7a8p     | the promotion letter must be q, r, b or n
        1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1                         | a7a8Q     | the promotion letter must be q, r, b or n
        4k1r1/8/8/8/8/8/8/R3K2R w KQ - 0 1                       | e1g1      | illegal move "e1g1"
        4kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1                        | e1g1      | illegal move "e1g1"
        4r1k1/8/8/8/8/8/8/R3K2R w KQ - 0 1                       | e1c1      | illegal move "e1c1"
        4r1k1/8/8/8/8/8/4N3/4K3 w - - 0 1                        | e2c3      | illegal move "e2c3"
        """)
    void badMoveTextIsRejected(String fen, String move, String fragment) {
        Position p = variant.parseFen(fen);
        String before = variant.toFen(p);
        assertThatThrownBy(() -> rules.parseTurn(p, move))
                .isInstanceOf(IllegalMoveException.class)
                .hasMessageContaining(fragment);
        assertThat(variant.toFen(p)).isEqualTo(before);
    }

    @Test
    void nullMoveTextIsRejected() {
        Position p = variant.parseFen(Fen.START);
        assertThatThrownBy(() -> rules.parseTurn(p, null)).isInstanceOf(IllegalMoveException.class);
    }
}
