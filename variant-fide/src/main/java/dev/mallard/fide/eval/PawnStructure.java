package dev.mallard.fide.eval;

import dev.mallard.core.board.Bitboards;
import dev.mallard.core.board.Color;

/**
 * Pawn-structure terms: passed pawns (with king proximity in the endgame), isolated, doubled
 * and backward pawns, from the two pawn bitboards and the king squares.
 *
 * <p>The weaknesses are found set-wise, for all pawns of a colour at once, with file fills and
 * shifts (a handful of instructions instead of a loop with branches per pawn); only passed
 * pawns, usually none or one or two, are visited one by one. No state is kept between calls.
 *
 * <p>Definitions ("ahead" is toward the promotion rank of the pawn's colour):
 * <ul>
 *   <li>doubled: an own pawn stands ahead on the same file (the rear pawn is penalised);</li>
 *   <li>isolated: no own pawn on either adjacent file;</li>
 *   <li>backward: not isolated, no own pawn on an adjacent file level with it or behind it (so
 *       no pawn can ever come to defend it or its stop square), and its stop square is attacked
 *       by an enemy pawn;</li>
 *   <li>passed: no enemy pawn ahead on its own or an adjacent file, and not the rear pawn of a
 *       doubled pair.</li>
 * </ul>
 * Relative ranks run from 0 (the colour's back rank) to 7; a pawn starts on relative rank 1.
 */
final class PawnStructure {
    /** Part flag: passed pawns. */
    static final int PASSED = 1;
    /** Part flag: isolated, doubled and backward pawns. */
    static final int WEAKNESSES = 2;

    // A doubled pawn cannot defend the pawn in front of it and blocks its own file; an isolated
    // pawn has to be defended by pieces; a backward pawn cannot be supported by a pawn and its
    // stop square is controlled by the enemy, making it a fixed target. All three hurt more in
    // the endgame, where pieces are few and pawns decide.
    /** Penalty per doubled (rear) pawn. */
    static final int DOUBLED = Tapered.of(-10, -20);
    /** Penalty per isolated pawn. */
    static final int ISOLATED = Tapered.of(-12, -16);
    /** Penalty per backward pawn. */
    static final int BACKWARD = Tapered.of(-8, -10);

    // Passed pawn bonus by relative rank. It grows faster than linearly because a pawn two steps
    // from queening ties down a whole piece, and it is far larger in the endgame, where there
    // are few pieces left to stop it.
    private static final int[] PASSED_MG = {0, 3, 6, 12, 24, 45, 70, 0};
    private static final int[] PASSED_EG = {0, 8, 12, 25, 45, 75, 120, 0};
    // Endgame king-proximity weight by relative rank: how much each step of distance between a
    // king and the passer's stop square counts. Only advanced passers make the race matter.
    private static final int[] PASSED_KING_WEIGHT = {0, 0, 0, 1, 2, 3, 4, 0};

    private static final long NOT_A = ~Bitboards.FILE_A;
    private static final long NOT_H = ~Bitboards.FILE_H;

    private PawnStructure() {
    }

    /**
     * Packed pawn-structure score from White's point of view (White's terms minus Black's).
     *
     * @param parts {@link #PASSED} and/or {@link #WEAKNESSES}
     */
    static int evaluate(long whitePawns, long blackPawns, int whiteKing, int blackKing, int parts) {
        int score = structure(whitePawns, blackPawns, parts);
        if ((parts & PASSED) != 0) {
            score += kingProximity(passed(whitePawns, blackPawns), whitePawns, whiteKing, blackKing);
        }
        return score;
    }

    /**
     * The part of {@link #evaluate} that depends on the pawns alone (everything but the passed
     * pawns' king proximity), so that it can be cached by pawn structure.
     */
    static int structure(long whitePawns, long blackPawns, int parts) {
        long whiteAttacks = Bitboards.pawnAttacksOf(Color.WHITE, whitePawns);
        long blackAttacks = Bitboards.pawnAttacksOf(Color.BLACK, blackPawns);
        return side(Color.WHITE, whitePawns, blackPawns, whiteAttacks, blackAttacks, parts)
                - side(Color.BLACK, blackPawns, whitePawns, blackAttacks, whiteAttacks, parts);
    }

    /** The passed pawns of both colours (the colour of each is that of the pawn standing there). */
    static long passed(long whitePawns, long blackPawns) {
        return passed(Color.WHITE, whitePawns, blackPawns) | passed(Color.BLACK, blackPawns, whitePawns);
    }

    /**
     * The endgame race term of the {@code passed} pawns (as from {@link #passed}): White's
     * minus Black's. In the endgame the defending king near the stop square stops the pawn,
     * our king near it escorts the pawn; the enemy king counts double because it alone can stop
     * the pawn.
     */
    static int kingProximity(long passed, long whitePawns, int whiteKing, int blackKing) {
        int eg = 0;
        while (passed != 0) {
            int square = Long.numberOfTrailingZeros(passed);
            passed &= passed - 1;
            boolean white = (whitePawns & 1L << square) != 0;
            int rank = white ? square >>> 3 : 7 - (square >>> 3);
            int stop = white ? square + 8 : square - 8;
            int ourKing = white ? whiteKing : blackKing;
            int theirKing = white ? blackKing : whiteKing;
            int proximity = PASSED_KING_WEIGHT[rank] * (2 * distance(theirKing, stop) - distance(ourKing, stop));
            eg += white ? proximity : -proximity;
        }
        return Tapered.of(0, eg);
    }

    private static int side(int us, long own, long enemy, long ownAttacks, long enemyAttacks, int parts) {
        boolean white = us == Color.WHITE;
        int score = 0;
        if ((parts & WEAKNESSES) != 0) {
            // Squares behind some own pawn: a pawn standing there has an own pawn ahead of it.
            long doubled = own & (white ? southFill(own >>> 8) : northFill(own << 8));
            long isolated = own & ~adjacentFiles(northFill(southFill(own)));
            // Every square an own pawn attacks now or after advancing: a stop square outside
            // it can never be defended by a pawn, which is what "backward" means.
            long supportable = white ? northFill(ownAttacks) : southFill(ownAttacks);
            long stops = white ? own << 8 : own >>> 8;
            long weakStops = stops & enemyAttacks & ~supportable;
            long backward = (white ? weakStops >>> 8 : weakStops << 8) & ~isolated;
            score += Long.bitCount(doubled) * DOUBLED
                    + Long.bitCount(isolated) * ISOLATED
                    + Long.bitCount(backward) * BACKWARD;
        }
        if ((parts & PASSED) != 0) {
            long passed = passed(us, own, enemy);
            while (passed != 0) {
                int square = Long.numberOfTrailingZeros(passed);
                passed &= passed - 1;
                int rank = white ? square >>> 3 : 7 - (square >>> 3);
                score += Tapered.of(PASSED_MG[rank], PASSED_EG[rank]);
            }
        }
        return score;
    }

    /** The passed pawns of {@code us}: not the rear of a doubled pair, no enemy pawn able to stop them. */
    private static long passed(int us, long own, long enemy) {
        boolean white = us == Color.WHITE;
        long doubled = own & (white ? southFill(own >>> 8) : northFill(own << 8));
        // Squares an enemy pawn can still stop or capture on: its file ahead of it (from its
        // side) and the two neighbouring files.
        long enemyFront = white ? southFill(enemy >>> 8) : northFill(enemy << 8);
        long stopped = enemyFront | adjacentFiles(enemyFront);
        return own & ~stopped & ~doubled;
    }

    /** Packed passed-pawn bonus for a relative rank, without king proximity (for the reference test). */
    static int passedBonus(int relativeRank) {
        return Tapered.of(PASSED_MG[relativeRank], PASSED_EG[relativeRank]);
    }

    /** Endgame king-proximity weight for a relative rank (for the reference test). */
    static int passedKingWeight(int relativeRank) {
        return PASSED_KING_WEIGHT[relativeRank];
    }

    /** The squares beside the given ones on the neighbouring files (same rank). */
    private static long adjacentFiles(long squares) {
        return (squares & NOT_H) << 1 | (squares & NOT_A) >>> 1;
    }

    /** The squares themselves and everything above them on their files. */
    private static long northFill(long b) {
        b |= b << 8;
        b |= b << 16;
        return b | b << 32;
    }

    /** The squares themselves and everything below them on their files. */
    private static long southFill(long b) {
        b |= b >>> 8;
        b |= b >>> 16;
        return b | b >>> 32;
    }

    /** King distance (Chebyshev) between two squares. */
    static int distance(int a, int b) {
        return Math.max(Math.abs((a & 7) - (b & 7)), Math.abs((a >>> 3) - (b >>> 3)));
    }
}
