package dev.mallard.fide.eval;

import dev.mallard.core.board.Bitboards;
import dev.mallard.core.board.Color;

/**
 * Middlegame king safety: the pawn shield in front of a king, and the attack on the king zone
 * by enemy pieces. Both are middlegame-only values; the tapering fades them out as pieces come
 * off, because without attackers an open king is no liability (it even wants to be active).
 */
final class KingSafety {
    // Shield, per file of the king's file and its neighbours: an own pawn on the next rank in
    // front of the king is an intact shield (0); one that has advanced a step leaves holes
    // (-10); further advanced it hardly shields (-20); no own pawn at all lets heavy pieces in
    // (-28); and when no pawn of either side is left on the file it is an open line straight
    // at the king (-40).
    private static final int SHIELD_ADVANCED_ONE = -10;
    private static final int SHIELD_ADVANCED_FAR = -20;
    private static final int SHIELD_MISSING = -28;
    private static final int SHIELD_OPEN_FILE = -40;

    // Attack weights per piece type hitting the king zone: the queen is by far the most
    // dangerous attacker, a rook next, minor pieces least. Each attacked zone square adds a
    // little more, since more contact points mean more ways to break in.
    private static final int[] ATTACKER_WEIGHT = {0, 0, 16, 16, 28, 50, 0};
    private static final int ZONE_SQUARE_WEIGHT = 6;
    // Percentage of the summed weight that counts, by number of attacking pieces: one piece
    // alone cannot mate, so it counts nothing; each extra attacker makes the attack much more
    // real (the classic "attack needs several pieces" rule).
    private static final int[] ATTACKER_SCALE = {0, 0, 50, 75, 90, 100, 100, 100};
    /** A cap so that king danger never outweighs a large material deficit. */
    private static final int MAX_ATTACK = 500;

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

    private KingSafety() {
    }

    /** The king zone of a king of {@code color} standing on {@code square}. */
    static long zone(int color, int square) {
        return ZONE[color << 6 | square];
    }

    /** The weight one attacking piece of {@code type} contributes, with {@code zoneSquares} squares of the zone hit. */
    static int attackWeight(int type, int zoneSquares) {
        return ATTACKER_WEIGHT[type] + ZONE_SQUARE_WEIGHT * zoneSquares;
    }

    /**
     * The middlegame bonus for attacking a king zone with {@code attackers} pieces of summed
     * {@link #attackWeight} {@code weight}. Non-negative; the attacker gets it.
     */
    static int attackBonus(int attackers, int weight) {
        return Math.min(MAX_ATTACK, weight * ATTACKER_SCALE[Math.min(attackers, 7)] / 100);
    }

    /**
     * The middlegame pawn-shield value (zero or negative) of the king of {@code us} on
     * {@code king}, looking at the king's file and the files beside it.
     */
    static int shield(int us, int king, long ownPawns, long enemyPawns) {
        int kingFile = king & 7;
        int kingRank = king >>> 3;
        long ahead = AHEAD[us << 3 | kingRank];
        int score = 0;
        int last = Math.min(7, kingFile + 1);
        for (int file = Math.max(0, kingFile - 1); file <= last; file++) {
            long lane = ahead & (Bitboards.FILE_A << file);
            long mine = ownPawns & lane;
            if (mine == 0) {
                score += (enemyPawns & lane) == 0 ? SHIELD_OPEN_FILE : SHIELD_MISSING;
                continue;
            }
            // The own pawn closest to the king on this file.
            int pawn = us == Color.WHITE ? Long.numberOfTrailingZeros(mine) : 63 - Long.numberOfLeadingZeros(mine);
            int steps = Math.abs((pawn >>> 3) - kingRank);
            if (steps == 2) {
                score += SHIELD_ADVANCED_ONE;
            } else if (steps > 2) {
                score += SHIELD_ADVANCED_FAR;
            }
        }
        return score;
    }
}
