package dev.mallard.fide.eval;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.board.Color;
import dev.mallard.core.board.Fen;
import dev.mallard.core.board.PieceType;
import dev.mallard.core.board.Position;
import dev.mallard.core.board.Square;
import org.junit.jupiter.api.Test;

/**
 * Each evaluation term, shown to move the score the way chess knowledge says. A term's
 * contribution is the full evaluation minus the evaluation with that term switched off
 * (from White's point of view), so other terms cannot mask or fake it.
 */
class EvaluationTermsTest {
    private static final Mobility MOBILITY = new Mobility(FideParameters.shipped());
    private static final PawnStructure PAWNS = new PawnStructure(FideParameters.shipped());
    private static final KingSafety KING_SAFETY = new KingSafety(FideParameters.shipped());
    private static int white(int terms, String fen) {
        Position position = Fen.parse(fen);
        int score = new FideEvaluator(terms).evaluate(position);
        return position.sideToMove() == Color.WHITE ? score : -score;
    }

    private static int contribution(int term, String fen) {
        return white(FideEvaluator.ALL_TERMS, fen) - white(FideEvaluator.ALL_TERMS & ~term, fen);
    }

    private static long squares(String... names) {
        long bits = 0;
        for (String name : names) {
            bits |= 1L << Square.fromName(name);
        }
        return bits;
    }

    // --- piece-square tables -----------------------------------------------------------------

    @Test
    void pieceSquareTablesPreferTheCentralKnight() {
        // White knight on d4, Black knight in its corner a8.
        assertThat(contribution(FideEvaluator.PIECE_SQUARE, "n3k3/8/8/8/3N4/8/8/4K3 w - - 0 1")).isPositive();
        assertThat(contribution(FideEvaluator.PIECE_SQUARE, "N3k3/8/8/8/3n4/8/8/4K3 w - - 0 1")).isNegative();
    }

    @Test
    void pieceSquareTablesEncourageCastlingInTheMiddlegame() {
        String castled = "rnbq1rk1/pppp1ppp/5n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 w - - 0 1";
        String uncastled = "rnbqk2r/pppp1ppp/5n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 1";
        // Both sides castled or neither: level. White castled, Black not: White better.
        String whiteOnly = "rnbqk2r/pppp1ppp/5n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 w kq - 0 1";
        assertThat(contribution(FideEvaluator.PIECE_SQUARE, whiteOnly))
                .isGreaterThan(contribution(FideEvaluator.PIECE_SQUARE, castled))
                .isGreaterThan(contribution(FideEvaluator.PIECE_SQUARE, uncastled));
    }

    // --- mobility ------------------------------------------------------------------------------

    @Test
    void mobilityRewardsTheFreeRookOverTheBoxedOne() {
        // White's rook roams the a-file and first rank; Black's h8 rook is shut in by its own king and pawns.
        assertThat(contribution(FideEvaluator.MOBILITY, "6kr/6pp/8/8/8/8/6PP/R5K1 w - - 0 1")).isPositive();
    }

    @Test
    void mobilityIgnoresSquaresControlledByEnemyPawns() {
        // Knight e4 with Black pawns on d6/f6 (c5, e5, g5 covered) versus on d7/f7 (nothing the knight reaches).
        // White's a-pawn keeps the drawish-material rule (a pawnless minor piece) from dividing the scores.
        int harassed = contribution(FideEvaluator.MOBILITY, "4k3/8/3p1p2/8/4N3/8/P7/4K3 w - - 0 1");
        int free = contribution(FideEvaluator.MOBILITY, "4k3/3p1p2/8/8/4N3/8/P7/4K3 w - - 0 1");
        assertThat(free).isGreaterThan(harassed);
    }

    @Test
    void mobilityBonusGrowsWithTheNumberOfSquares() {
        int[][] ranges = {{PieceType.KNIGHT, 8}, {PieceType.BISHOP, 13}, {PieceType.ROOK, 14}, {PieceType.QUEEN, 27}};
        for (int[] range : ranges) {
            for (int n = 1; n <= range[1]; n++) {
                int less = MOBILITY.bonus(range[0], n - 1);
                int more = MOBILITY.bonus(range[0], n);
                assertThat(Tapered.mg(more)).isGreaterThanOrEqualTo(Tapered.mg(less));
                assertThat(Tapered.eg(more)).isGreaterThan(Tapered.eg(less));
            }
            // A trapped piece is a real liability.
            assertThat(Tapered.mg(MOBILITY.bonus(range[0], 0))).isLessThan(-10);
        }
    }

    // --- passed pawns --------------------------------------------------------------------------

    @Test
    void passedPawnIsABonusGrowingWithRank() {
        int third = contribution(FideEvaluator.PASSED_PAWNS, "4k3/8/8/8/8/P7/8/4K3 w - - 0 1");
        int fifth = contribution(FideEvaluator.PASSED_PAWNS, "4k3/8/8/P7/8/8/8/4K3 w - - 0 1");
        int seventh = contribution(FideEvaluator.PASSED_PAWNS, "4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
        assertThat(third).isPositive();
        assertThat(fifth).isGreaterThan(third);
        assertThat(seventh).isGreaterThan(fifth);
    }

    @Test
    void opposedPawnIsNotPassed() {
        // d5 faces e7 on the adjacent file (and e7 faces d5): neither is passed.
        assertThat(contribution(FideEvaluator.PASSED_PAWNS, "4k3/4p3/8/3P4/8/8/8/4K3 w - - 0 1")).isZero();
    }

    @Test
    void passedPawnCountsMoreInTheEndgame() {
        int packed = PAWNS.evaluate(squares("d6"), 0, Square.fromName("a1"), Square.fromName("h8"),
                PawnStructure.PASSED);
        assertThat(Tapered.eg(packed)).isGreaterThan(Tapered.mg(packed)).isGreaterThan(0);
    }

    @Test
    void passedPawnIsBetterWhenTheDefendingKingIsFar() {
        int far = contribution(FideEvaluator.PASSED_PAWNS, "k7/8/8/3P4/8/8/8/4K3 w - - 0 1");
        int near = contribution(FideEvaluator.PASSED_PAWNS, "8/4k3/8/3P4/8/8/8/4K3 w - - 0 1");
        assertThat(far).isGreaterThan(near);
    }

    // --- pawn weaknesses -------------------------------------------------------------------------

    @Test
    void weakPawnsCostPoints() {
        // White: a3 isolated, c3+c2 doubled and isolated; Black's a7 b7 c7 chain is healthy.
        assertThat(contribution(FideEvaluator.PAWN_WEAKNESSES, "4k3/ppp5/8/8/8/P1P5/2P5/4K3 w - - 0 1")).isNegative();
    }

    @Test
    void eachWeaknessIsPenalised() {
        long black = squares("h7");
        int king = Square.fromName("e1");
        int blackKing = Square.fromName("e8");
        int weak = PawnStructure.WEAKNESSES;
        // Doubled: b2+b3 versus a2+b2 (both have the c2 neighbour, neither is isolated).
        assertThat(PAWNS.evaluate(squares("b2", "b3", "c2"), black, king, blackKing, weak))
                .isLessThan(PAWNS.evaluate(squares("a2", "b2", "c2"), black, king, blackKing, weak));
        // Isolated: a2 (nothing on b) versus b2 (next to c2).
        assertThat(PAWNS.evaluate(squares("a2", "c2", "d2"), black, king, blackKing, weak))
                .isLessThan(PAWNS.evaluate(squares("b2", "c2", "d2"), black, king, blackKing, weak));
        // Backward: d3 behind c4 with its stop square d4 hit by Black's e5 pawn, versus d3 next to c3.
        long blackE5 = squares("e5");
        assertThat(PAWNS.evaluate(squares("c4", "d3"), blackE5, king, blackKing, weak))
                .isLessThan(PAWNS.evaluate(squares("c3", "d3"), blackE5, king, blackKing, weak));
    }

    // --- king safety ---------------------------------------------------------------------------

    @Test
    void pawnShieldProtectsTheKingInTheMiddlegame() {
        // White's g1 king behind f2 g2 h2; Black's g8 king has no pawns at all. Queens and rooks on.
        assertThat(contribution(FideEvaluator.KING_SHIELD, "r2q2k1/8/8/8/8/8/5PPP/R2Q2K1 w - - 0 1")).isPositive();
        // The same in a bare pawn endgame: the shield no longer matters.
        assertThat(contribution(FideEvaluator.KING_SHIELD, "6k1/8/8/8/8/8/5PPP/6K1 w - - 0 1")).isZero();
    }

    @Test
    void shieldGetsWorseAsItsPawnsAdvanceOrVanish() {
        int king = Square.fromName("g1");
        long black = squares("f7", "g7", "h7");
        int intact = KING_SAFETY.shield(Color.WHITE, king, squares("f2", "g2", "h2"), black, null);
        int pushedOne = KING_SAFETY.shield(Color.WHITE, king, squares("f2", "g3", "h2"), black, null);
        int pushedFar = KING_SAFETY.shield(Color.WHITE, king, squares("f2", "g4", "h2"), black, null);
        int missing = KING_SAFETY.shield(Color.WHITE, king, squares("f2", "h2"), black, null);
        int open = KING_SAFETY.shield(Color.WHITE, king, squares("f2", "h2"), squares("f7", "h7"), null);
        assertThat(intact).isZero();
        assertThat(pushedOne).isNegative().isGreaterThan(pushedFar);
        assertThat(pushedFar).isGreaterThan(missing);
        assertThat(missing).isGreaterThan(open);
        // Black's shield is read downward.
        assertThat(KING_SAFETY.shield(Color.BLACK, Square.fromName("g8"), squares("f7", "g7", "h7"), 0, null)).isZero();
    }

    @Test
    void piecesAttackingTheKingZoneScore() {
        // Queen h5, knight g5 and rook f1 (open f-file) bear on Black's castled king; Black's
        // pieces do nothing.
        String attack = "r2q2k1/5ppp/8/6NQ/8/8/6PP/5RK1 w - - 0 1";
        assertThat(contribution(FideEvaluator.KING_ATTACK, attack)).isGreaterThan(40);
        // Queen and knight back home: the rook alone is no attack.
        String quiet = "r2q2k1/5ppp/8/8/8/8/6PP/3Q1RKN w - - 0 1";
        assertThat(contribution(FideEvaluator.KING_ATTACK, quiet)).isZero();
    }

    @Test
    void attackNeedsSeveralPiecesAndGrowsWithThem() {
        int queen = KING_SAFETY.attackWeight(PieceType.QUEEN, 3);
        int rook = KING_SAFETY.attackWeight(PieceType.ROOK, 2);
        int knight = KING_SAFETY.attackWeight(PieceType.KNIGHT, 2);
        assertThat(KING_SAFETY.attackBonus(1, queen)).isZero();
        assertThat(KING_SAFETY.attackBonus(2, queen + rook)).isPositive();
        assertThat(KING_SAFETY.attackBonus(3, queen + rook + knight)).isGreaterThan(KING_SAFETY.attackBonus(2, queen + rook));
        assertThat(queen).isGreaterThan(rook);
        assertThat(rook).isGreaterThan(knight);
    }

    // --- pieces --------------------------------------------------------------------------------

    @Test
    void bishopPairNeedsBishopsOnBothColours() {
        // d2 (dark) + d3 (light) is a pair; d2 + e3 (both dark, after an under-promotion) is not.
        assertThat(contribution(FideEvaluator.BISHOP_PAIR, "4k3/pppb1ppp/3n4/8/8/3B4/PPPB1PPP/4K3 w - - 0 1"))
                .isPositive();
        assertThat(contribution(FideEvaluator.BISHOP_PAIR, "4k3/pppb1ppp/3n4/8/8/4B3/PPPB1PPP/4K3 w - - 0 1"))
                .isZero();
    }

    @Test
    void rooksLikeOpenFilesMoreThanHalfOpenOnes() {
        // Black's a8 rook is behind its own a7 pawn in both positions.
        int open = contribution(FideEvaluator.ROOK_FILES, "r5k1/ppp2ppp/8/8/8/8/PP3PPP/3R2K1 w - - 0 1");
        int halfOpen = contribution(FideEvaluator.ROOK_FILES, "r5k1/ppp2ppp/8/8/8/8/PP3PPP/2R3K1 w - - 0 1");
        int closed = contribution(FideEvaluator.ROOK_FILES, "r5k1/ppp2ppp/8/8/8/8/PP3PPP/1R4K1 w - - 0 1");
        assertThat(open).isGreaterThan(halfOpen);
        assertThat(halfOpen).isGreaterThan(closed);
        assertThat(closed).isZero();
    }

    @Test
    void tempoGoesToTheSideToMove() {
        assertThat(contribution(FideEvaluator.TEMPO, Fen.START)).isPositive();
        assertThat(contribution(FideEvaluator.TEMPO, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1"))
                .isNegative();
    }

    @Test
    void drawishScalingShrinksAnUnwinnableAdvantage() {
        String kbk = "8/8/4k3/8/8/3BK3/8/8 w - - 0 1";
        assertThat(contribution(FideEvaluator.DRAWISH_SCALING, kbk)).isNegative();
        assertThat(white(FideEvaluator.ALL_TERMS & ~FideEvaluator.DRAWISH_SCALING, kbk)).isGreaterThan(250);
        // A pawn keeps the winning chances: no scaling.
        assertThat(contribution(FideEvaluator.DRAWISH_SCALING, "8/8/4k3/8/8/3BK3/P7/8 w - - 0 1")).isZero();
    }

    @Test
    void theWrongBishopWithRookPawnsIsADrawOnlyWhenTheKingHoldsTheCorner() {
        // Dark bishop, a-pawns (a8 is light), Black's king on b7: the corner holds.
        String wrong = "8/1k6/P7/P7/8/4B3/8/4K3 w - - 0 1";
        int unscaled = white(FideEvaluator.ALL_TERMS & ~FideEvaluator.DRAWISH_SCALING, wrong);
        assertThat(unscaled).isGreaterThan(250);
        assertThat(white(FideEvaluator.ALL_TERMS, wrong)).isEqualTo(unscaled / 8);
        // The same for Black, the board mirrored top to bottom (h1 is light, the bishop dark).
        String wrongForBlack = "4k3/8/3b4/8/7p/8/6K1/8 b - - 0 1";
        assertThat(contribution(FideEvaluator.DRAWISH_SCALING, wrongForBlack)).isPositive();
        // Winnable: the right bishop, the king away from the corner, a pawn off the rook file,
        // or a second piece.
        assertThat(contribution(FideEvaluator.DRAWISH_SCALING, "8/1k6/P7/P7/8/3B4/8/4K3 w - - 0 1")).isZero();
        assertThat(contribution(FideEvaluator.DRAWISH_SCALING, "8/8/P2k4/P7/8/4B3/8/4K3 w - - 0 1")).isZero();
        assertThat(contribution(FideEvaluator.DRAWISH_SCALING, "8/1k6/P7/1P6/8/4B3/8/4K3 w - - 0 1")).isZero();
        assertThat(contribution(FideEvaluator.DRAWISH_SCALING, "8/1k6/P7/8/8/4B3/8/3NK3 w - - 0 1")).isZero();
        // A defender with anything beside its king is not a bare king: no rule.
        assertThat(contribution(FideEvaluator.DRAWISH_SCALING, "8/1k5p/P7/P7/8/4B3/8/4K3 w - - 0 1")).isZero();
    }
}
