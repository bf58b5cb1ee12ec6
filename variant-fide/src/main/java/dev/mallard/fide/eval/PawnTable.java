package dev.mallard.fide.eval;

import dev.mallard.core.board.Color;

/**
 * The pawn terms of one evaluator, cached by pawn structure: the pawns' structure (weaknesses
 * and passed-pawn bonus), the passed pawns themselves, and per colour the pawn shield of the
 * king square last asked about. The pawns' material and table values are not here: they are
 * part of the sum over all pieces that the position keeps ({@link PieceSquareTables}).
 *
 * <p>A search meets the same few pawn structures again and again (pawns move rarely), so most
 * evaluations find their entry here and skip the per-pawn loop, the set-wise structure code and
 * the shield scan. An entry keeps both pawn bitboards and is used only when both match, so the
 * cache never changes a score, whatever collides. Only the passed pawns' king-proximity term,
 * which depends on both kings, is computed on every call (from the cached passed-pawn set;
 * usually empty).
 *
 * <p>The table is the evaluator's own mutable state: it is not static, and an evaluator with a
 * table belongs to one thread at a time. Nothing is allocated after construction.
 */
final class PawnTable {
    /**
     * Entries of the evaluation's table (40 bytes each: 160 KB). A search meets few pawn
     * structures, so a table that stays in the processor's cache finds them about as often
     * as a larger one and answers faster (about 2 % more nodes per second on the bench than
     * with 2 MB, in-process A/B runs).
     */
    static final int DEFAULT_BITS = 12;

    private static final int STRIDE = 5;
    // The fourth long of an entry: the packed score in the low 32 bits, then per king colour
    // its square + 1 (0: not computed since the entry was filled), one byte each. The fifth:
    // the packed shield of the White king in the low 32 bits, the Black king's in the high ones.
    private static final int WHITE_KING_SHIFT = 32;
    private static final int BLACK_KING_SHIFT = 40;

    private final PawnStructure structure;
    private final KingSafety kingSafety;
    private final int pawnParts;
    private final boolean kingShield;
    private final int mask;
    /** Per entry: White's pawns, Black's pawns, the passed pawns of both, the packed values. */
    private final long[] entries;

    /**
     * A table of {@code 2^bits} entries for an evaluation with the given pawn terms.
     *
     * @param structure   the pawn-structure weights
     * @param kingSafety  the shield weights
     * @param pawnParts   {@link PawnStructure#PASSED} and/or {@link PawnStructure#WEAKNESSES}
     * @param kingShield  the pawn shield on
     */
    PawnTable(int bits, PawnStructure structure, KingSafety kingSafety, int pawnParts, boolean kingShield) {
        if (bits < 0 || bits > 24) {
            throw new IllegalArgumentException("pawn table bits must be 0 to 24, got " + bits);
        }
        this.structure = structure;
        this.kingSafety = kingSafety;
        this.pawnParts = pawnParts;
        this.kingShield = kingShield;
        mask = (1 << bits) - 1;
        entries = new long[STRIDE << bits];
        // An empty entry must never match: no position has a White pawn on a1 and a Black one on a1.
        for (int i = 0; i < entries.length; i += STRIDE) {
            entries[i] = 1;
            entries[i + 1] = 1;
        }
    }

    /**
     * The packed score of the pawn terms from White's point of view: structure, passed pawns
     * with king proximity, and (middlegame) both kings' shields.
     */
    int evaluate(long whitePawns, long blackPawns, int whiteKing, int blackKing) {
        int e = index(whitePawns, blackPawns) * STRIDE;
        if (entries[e] != whitePawns || entries[e + 1] != blackPawns) {
            fill(e, whitePawns, blackPawns);
        }
        long packed = entries[e + 3];
        int score = (int) packed;
        if ((pawnParts & PawnStructure.PASSED) != 0 && entries[e + 2] != 0) {
            score += structure.kingProximity(entries[e + 2], whitePawns, whiteKing, blackKing, null);
        }
        if (kingShield) {
            long shields = entries[e + 4];
            if ((int) (packed >>> WHITE_KING_SHIFT & 0xFF) != whiteKing + 1) {
                int shield = kingSafety.shield(Color.WHITE, whiteKing, whitePawns, blackPawns, null);
                packed = replaceByte(packed, WHITE_KING_SHIFT, whiteKing + 1);
                shields = shields & ~0xFFFFFFFFL | shield & 0xFFFFFFFFL;
            }
            if ((int) (packed >>> BLACK_KING_SHIFT & 0xFF) != blackKing + 1) {
                int shield = kingSafety.shield(Color.BLACK, blackKing, blackPawns, whitePawns, null);
                packed = replaceByte(packed, BLACK_KING_SHIFT, blackKing + 1);
                shields = shields & 0xFFFFFFFFL | (long) shield << 32;
            }
            entries[e + 3] = packed;
            entries[e + 4] = shields;
            score += (int) shields - (int) (shields >>> 32);
        }
        return score;
    }

    private static long replaceByte(long packed, int shift, int value) {
        return packed & ~(0xFFL << shift) | (value & 0xFFL) << shift;
    }

    private void fill(int e, long whitePawns, long blackPawns) {
        int score = pawnParts != 0 ? structure.structure(whitePawns, blackPawns, pawnParts, null) : 0;
        entries[e] = whitePawns;
        entries[e + 1] = blackPawns;
        entries[e + 2] = (pawnParts & PawnStructure.PASSED) != 0 ? PawnStructure.passed(whitePawns, blackPawns) : 0;
        entries[e + 3] = score & 0xFFFFFFFFL; // no shields yet
    }

    /** The entry of a pawn structure: a multiplicative mix of both sets, folded to the table size. */
    private int index(long whitePawns, long blackPawns) {
        long h = whitePawns * 0x9E3779B97F4A7C15L ^ Long.rotateLeft(blackPawns * 0xC2B2AE3D27D4EB4FL, 29);
        return (int) (h ^ h >>> 32 ^ h >>> 47) & mask;
    }
}
