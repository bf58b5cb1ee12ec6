package dev.mallard.fide.eval;

import dev.mallard.core.board.Bitboards;
import dev.mallard.core.board.Color;
import dev.mallard.core.tune.FeatureVector;
import dev.mallard.core.tune.ParameterSet;

/**
 * Pawn-structure terms: passed pawns (with king proximity in the endgame), isolated, doubled
 * and backward pawns, from the two pawn bitboards and the king squares.
 *
 * <p>The weaknesses are found set-wise, for all pawns of a colour at once, with file fills and
 * shifts (a handful of instructions instead of a loop with branches per pawn); only passed
 * pawns, usually none or one or two, are visited one by one. The weights are final fields of
 * the instance; no state is kept between calls.
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
    // stop square is controlled by the enemy, making it a fixed target. Packed penalties per pawn
    // (pawn.* of FideParameters).
    private final int doubled;
    private final int isolated;
    private final int backward;

    // Passed pawn bonus by relative rank, and the endgame race: per step of distance between the
    // passer's stop square and the own or the enemy king, by relative rank (passed.* of
    // FideParameters). Packed values.
    private final int[] passedBonus = new int[8];
    private final int[] passedKingOwn = new int[8];
    private final int[] passedKingEnemy = new int[8];

    private static final long NOT_A = ~Bitboards.FILE_A;
    private static final long NOT_H = ~Bitboards.FILE_H;

    /** The pawn terms of {@code values}. */
    PawnStructure(ParameterSet values) {
        doubled = Tapered.of(values, FideParameters.DOUBLED);
        isolated = Tapered.of(values, FideParameters.ISOLATED);
        backward = Tapered.of(values, FideParameters.BACKWARD);
        for (int rank = 1; rank <= 6; rank++) {
            passedBonus[rank] = Tapered.of(values, FideParameters.PASSED + rank - 1);
            passedKingOwn[rank] = Tapered.of(values, FideParameters.PASSED_KING_OWN + rank - 1);
            passedKingEnemy[rank] = Tapered.of(values, FideParameters.PASSED_KING_ENEMY + rank - 1);
        }
    }

    /**
     * Packed pawn-structure score from White's point of view (White's terms minus Black's).
     *
     * @param parts {@link #PASSED} and/or {@link #WEAKNESSES}
     */
    int evaluate(long whitePawns, long blackPawns, int whiteKing, int blackKing, int parts) {
        return evaluate(whitePawns, blackPawns, whiteKing, blackKing, parts, null);
    }

    /** {@link #evaluate}, adding the features to {@code trace} unless it is null. */
    int evaluate(long whitePawns, long blackPawns, int whiteKing, int blackKing, int parts, FeatureVector trace) {
        int score = structure(whitePawns, blackPawns, parts, trace);
        if ((parts & PASSED) != 0) {
            score += kingProximity(passed(whitePawns, blackPawns), whitePawns, whiteKing, blackKing, trace);
        }
        return score;
    }

    /**
     * The part of {@link #evaluate} that depends on the pawns alone (everything but the passed
     * pawns' king proximity), so that it can be cached by pawn structure.
     */
    int structure(long whitePawns, long blackPawns, int parts, FeatureVector trace) {
        long whiteAttacks = Bitboards.pawnAttacksOf(Color.WHITE, whitePawns);
        long blackAttacks = Bitboards.pawnAttacksOf(Color.BLACK, blackPawns);
        return side(Color.WHITE, whitePawns, blackPawns, whiteAttacks, blackAttacks, parts, trace)
                - side(Color.BLACK, blackPawns, whitePawns, blackAttacks, whiteAttacks, parts, trace);
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
    int kingProximity(long passed, long whitePawns, int whiteKing, int blackKing, FeatureVector trace) {
        int score = 0;
        while (passed != 0) {
            int square = Long.numberOfTrailingZeros(passed);
            passed &= passed - 1;
            boolean white = (whitePawns & 1L << square) != 0;
            int rank = white ? square >>> 3 : 7 - (square >>> 3);
            int stop = white ? square + 8 : square - 8;
            int ourKing = white ? whiteKing : blackKing;
            int theirKing = white ? blackKing : whiteKing;
            int own = distance(ourKing, stop);
            int enemy = distance(theirKing, stop);
            int proximity = passedKingOwn[rank] * own + passedKingEnemy[rank] * enemy;
            score += white ? proximity : -proximity;
            if (trace != null) {
                trace.add(FideParameters.PASSED_KING_OWN + rank - 1, white ? own : -own);
                trace.add(FideParameters.PASSED_KING_ENEMY + rank - 1, white ? enemy : -enemy);
            }
        }
        return score;
    }

    private int side(int us, long own, long enemy, long ownAttacks, long enemyAttacks, int parts,
                     FeatureVector trace) {
        boolean white = us == Color.WHITE;
        int sign = white ? 1 : -1;
        int score = 0;
        if ((parts & WEAKNESSES) != 0) {
            // Squares behind some own pawn: a pawn standing there has an own pawn ahead of it.
            long doubledPawns = own & (white ? southFill(own >>> 8) : northFill(own << 8));
            long isolatedPawns = own & ~adjacentFiles(northFill(southFill(own)));
            // Every square an own pawn attacks now or after advancing: a stop square outside
            // it can never be defended by a pawn, which is what "backward" means.
            long supportable = white ? northFill(ownAttacks) : southFill(ownAttacks);
            long stops = white ? own << 8 : own >>> 8;
            long weakStops = stops & enemyAttacks & ~supportable;
            long backwardPawns = (white ? weakStops >>> 8 : weakStops << 8) & ~isolatedPawns;
            score += Long.bitCount(doubledPawns) * doubled
                    + Long.bitCount(isolatedPawns) * isolated
                    + Long.bitCount(backwardPawns) * backward;
            if (trace != null) {
                trace.add(FideParameters.DOUBLED, sign * Long.bitCount(doubledPawns));
                trace.add(FideParameters.ISOLATED, sign * Long.bitCount(isolatedPawns));
                trace.add(FideParameters.BACKWARD, sign * Long.bitCount(backwardPawns));
            }
        }
        if ((parts & PASSED) != 0) {
            long passed = passed(us, own, enemy);
            while (passed != 0) {
                int square = Long.numberOfTrailingZeros(passed);
                passed &= passed - 1;
                int rank = white ? square >>> 3 : 7 - (square >>> 3);
                score += passedBonus[rank];
                if (trace != null) {
                    trace.add(FideParameters.PASSED + rank - 1, sign);
                }
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
    int passedBonus(int relativeRank) {
        return passedBonus[relativeRank];
    }

    /** Packed king-proximity weights (own king, enemy king) per step for a relative rank (for the reference test). */
    int passedKingOwn(int relativeRank) {
        return passedKingOwn[relativeRank];
    }

    /** Packed weight per step of the enemy king's distance to the stop square, by relative rank (for the reference test). */
    int passedKingEnemy(int relativeRank) {
        return passedKingEnemy[relativeRank];
    }

    /** Packed penalty of a doubled (rear) pawn. */
    int doubled() {
        return doubled;
    }

    /** Packed penalty of an isolated pawn. */
    int isolated() {
        return isolated;
    }

    /** Packed penalty of a backward pawn. */
    int backward() {
        return backward;
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
