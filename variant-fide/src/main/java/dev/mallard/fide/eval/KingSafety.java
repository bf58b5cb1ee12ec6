package dev.mallard.fide.eval;

import dev.mallard.core.board.Bitboards;
import dev.mallard.core.board.Color;
import dev.mallard.core.board.PieceType;
import dev.mallard.core.tune.FeatureVector;
import dev.mallard.core.tune.ParameterSet;

/**
 * Middlegame king safety: the pawn shield in front of a king, and the attack on the king zone
 * by enemy pieces. Both are middlegame-only values; the tapering fades them out as pieces come
 * off, because without attackers an open king is no liability (it even wants to be active).
 */
final class KingSafety {
    /** The attacker count from which the percentage of the summed weight no longer grows. */
    static final int MAX_COUNTED_ATTACKERS = 7;

    // Shield, per file of the king's file and its neighbours: an own pawn on the next rank in
    // front of the king is an intact shield (0); one that has advanced a step leaves holes;
    // further advanced it hardly shields; no own pawn at all lets heavy pieces in; and when no
    // pawn of either side is left on the file it is an open line straight at the king.
    // Packed tapered values (shield.* of FideParameters).
    private final int shieldAdvancedOne;
    private final int shieldAdvancedFar;
    private final int shieldMissing;
    private final int shieldOpenFile;

    // Attack weights per piece type hitting the king zone: the queen is by far the most
    // dangerous attacker, a rook next, minor pieces least. Each attacked zone square adds a
    // little more, since more contact points mean more ways to break in.
    private final int[] attackerWeight = new int[7];
    private final int zoneSquareWeight;
    // Percentage of the summed weight that counts, by number of attacking pieces: one piece
    // alone cannot mate, so it counts little or nothing; each extra attacker makes the attack
    // much more real (the classic "attack needs several pieces" rule).
    private final int[] attackerPercent = new int[MAX_COUNTED_ATTACKERS + 1];
    /** A cap so that king danger never outweighs a large material deficit. */
    private final int maxAttack;

    /** King zone per colour and square: the king's square, its neighbours, and three squares further ahead. */
    private static final long[] ZONE = new long[128];
    /** Squares strictly in front of a king (relative to its colour), per colour and rank. */
    private static final long[] AHEAD = new long[16];

    static {
        for (int color = Color.WHITE; color <= Color.BLACK; color++) {
            for (int rank = 0; rank < 8; rank++) {
                long ahead = 0;
                for (int r = 0; r < 8; r++) {
                    if (color == Color.WHITE ? r > rank : r < rank) {
                        ahead |= Bitboards.RANK_1 << (8 * r);
                    }
                }
                AHEAD[color << 3 | rank] = ahead;
            }
            for (int square = 0; square < 64; square++) {
                long near = Bitboards.kingAttacks(square) | 1L << square;
                // Push the neighbourhood one rank forward: the squares in front of the shield
                // are where attacking pieces gather before the break-in.
                long forward = color == Color.WHITE ? near << 8 : near >>> 8;
                ZONE[color << 6 | square] = near | forward;
            }
        }
    }

    /** The king safety of {@code values} ({@code shield.*} and {@code king.attack.*}). */
    KingSafety(ParameterSet values) {
        shieldAdvancedOne = Tapered.of(values, FideParameters.SHIELD_ADVANCED_ONE);
        shieldAdvancedFar = Tapered.of(values, FideParameters.SHIELD_ADVANCED_FAR);
        shieldMissing = Tapered.of(values, FideParameters.SHIELD_MISSING);
        shieldOpenFile = Tapered.of(values, FideParameters.SHIELD_OPEN_FILE);
        for (int type = PieceType.KNIGHT; type <= PieceType.QUEEN; type++) {
            attackerWeight[type] = values.mg("king.attack." + FideParameters.PIECE_NAMES[type]);
        }
        zoneSquareWeight = values.mg("king.attack.zone.square");
        for (int n = 1; n <= MAX_COUNTED_ATTACKERS; n++) {
            attackerPercent[n] = values.mg("king.attack.percent." + n);
        }
        maxAttack = values.mg("king.attack.max");
    }

    /** The king zone of a king of {@code color} standing on {@code square}. */
    static long zone(int color, int square) {
        return ZONE[color << 6 | square];
    }

    /** The weight one attacking piece of {@code type} contributes, with {@code zoneSquares} squares of the zone hit. */
    int attackWeight(int type, int zoneSquares) {
        return attackerWeight[type] + zoneSquareWeight * zoneSquares;
    }

    /**
     * The middlegame bonus for attacking a king zone with {@code attackers} pieces of summed
     * {@link #attackWeight} {@code weight}. Non-negative; the attacker gets it.
     */
    int attackBonus(int attackers, int weight) {
        return Math.min(maxAttack, weight * attackerPercent[Math.min(attackers, MAX_COUNTED_ATTACKERS)] / 100);
    }

    /**
     * The packed pawn-shield value of the king of {@code us} on {@code king}, looking at the
     * king's file and the files beside it; with a {@code trace}, also adds its features (signed
     * for the king's colour).
     */
    int shield(int us, int king, long ownPawns, long enemyPawns, FeatureVector trace) {
        int kingFile = king & 7;
        int kingRank = king >>> 3;
        long ahead = AHEAD[us << 3 | kingRank];
        int score = 0;
        int last = Math.min(7, kingFile + 1);
        for (int file = Math.max(0, kingFile - 1); file <= last; file++) {
            long lane = ahead & (Bitboards.FILE_A << file);
            long mine = ownPawns & lane;
            int feature;
            if (mine == 0) {
                boolean open = (enemyPawns & lane) == 0;
                score += open ? shieldOpenFile : shieldMissing;
                feature = open ? FideParameters.SHIELD_OPEN_FILE : FideParameters.SHIELD_MISSING;
            } else {
                // The own pawn closest to the king on this file.
                int pawn = us == Color.WHITE ? Long.numberOfTrailingZeros(mine) : 63 - Long.numberOfLeadingZeros(mine);
                int steps = Math.abs((pawn >>> 3) - kingRank);
                if (steps == 2) {
                    score += shieldAdvancedOne;
                    feature = FideParameters.SHIELD_ADVANCED_ONE;
                } else if (steps > 2) {
                    score += shieldAdvancedFar;
                    feature = FideParameters.SHIELD_ADVANCED_FAR;
                } else {
                    feature = -1;
                }
            }
            if (trace != null && feature >= 0) {
                trace.add(feature, us == Color.WHITE ? 1 : -1);
            }
        }
        return score;
    }
}
