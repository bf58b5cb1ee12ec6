package dev.mallard.fide.eval;

import dev.mallard.core.board.Color;
import dev.mallard.core.board.PieceType;

/**
 * The pawn terms of one evaluator, cached by pawn structure: the pawns' material and table
 * values, their structure (weaknesses and passed-pawn bonus), the passed pawns themselves, and
 * per colour the pawn shield of the king square last asked about.
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
    /** Entries of the evaluation's table: about 0.7 MB, plenty for a search's pawn structures. */
    static final int DEFAULT_BITS = 14;

    private static final int NO_KING = -1;

    private final boolean pieceSquare;
    private final int pawnParts;
    private final boolean kingShield;
    private final int mask;
    /** Per entry: White's pawns, Black's pawns, the passed pawns of both. */
    private final long[] pawns;
    /** Per entry: packed score, White's king square and its shield, Black's king square and its shield. */
    private final int[] values;

    /**
     * A table of {@code 2^bits} entries for an evaluation with the given pawn terms.
     *
     * @param pieceSquare pawn table values on (material alone when off)
     * @param pawnParts   {@link PawnStructure#PASSED} and/or {@link PawnStructure#WEAKNESSES}
     * @param kingShield  the pawn shield on
     */
    PawnTable(int bits, boolean pieceSquare, int pawnParts, boolean kingShield) {
        if (bits < 0 || bits > 24) {
            throw new IllegalArgumentException("pawn table bits must be 0 to 24, got " + bits);
        }
        this.pieceSquare = pieceSquare;
        this.pawnParts = pawnParts;
        this.kingShield = kingShield;
        mask = (1 << bits) - 1;
        pawns = new long[3 << bits];
        values = new int[5 << bits];
        // An empty entry must never match: no position has a White pawn on a1 and a Black one on a1.
        for (int i = 0; i < pawns.length; i += 3) {
            pawns[i] = 1;
            pawns[i + 1] = 1;
        }
    }

    /**
     * The packed score of all pawn terms from White's point of view: pawn material and tables,
     * structure, passed pawns with king proximity, and (middlegame) both kings' shields.
     */
    int evaluate(long whitePawns, long blackPawns, int whiteKing, int blackKing) {
        int entry = index(whitePawns, blackPawns);
        int p = 3 * entry;
        int v = 5 * entry;
        if (pawns[p] != whitePawns || pawns[p + 1] != blackPawns) {
            fill(p, v, whitePawns, blackPawns);
        }
        int score = values[v];
        if ((pawnParts & PawnStructure.PASSED) != 0 && pawns[p + 2] != 0) {
            score += PawnStructure.kingProximity(pawns[p + 2], whitePawns, whiteKing, blackKing);
        }
        if (kingShield) {
            if (values[v + 1] != whiteKing) {
                values[v + 1] = whiteKing;
                values[v + 2] = KingSafety.shield(Color.WHITE, whiteKing, whitePawns, blackPawns);
            }
            if (values[v + 3] != blackKing) {
                values[v + 3] = blackKing;
                values[v + 4] = KingSafety.shield(Color.BLACK, blackKing, blackPawns, whitePawns);
            }
            score += Tapered.of(values[v + 2] - values[v + 4], 0);
        }
        return score;
    }

    private void fill(int p, int v, long whitePawns, long blackPawns) {
        int score = pawnValues(Color.WHITE, whitePawns) - pawnValues(Color.BLACK, blackPawns);
        if (pawnParts != 0) {
            score += PawnStructure.structure(whitePawns, blackPawns, pawnParts);
        }
        pawns[p] = whitePawns;
        pawns[p + 1] = blackPawns;
        pawns[p + 2] = (pawnParts & PawnStructure.PASSED) != 0 ? PawnStructure.passed(whitePawns, blackPawns) : 0;
        values[v] = score;
        values[v + 1] = NO_KING;
        values[v + 3] = NO_KING;
    }

    /** Material plus table value of the pawns of one colour. */
    private int pawnValues(int color, long pawnSet) {
        int piece = color << 3 | PieceType.PAWN;
        if (!pieceSquare) {
            return Long.bitCount(pawnSet) * PieceSquareTables.material(PieceType.PAWN);
        }
        int score = 0;
        while (pawnSet != 0) {
            score += PieceSquareTables.value(piece, Long.numberOfTrailingZeros(pawnSet));
            pawnSet &= pawnSet - 1;
        }
        return score;
    }

    /** The entry of a pawn structure: a multiplicative mix of both sets, folded to the table size. */
    private int index(long whitePawns, long blackPawns) {
        long h = whitePawns * 0x9E3779B97F4A7C15L ^ Long.rotateLeft(blackPawns * 0xC2B2AE3D27D4EB4FL, 29);
        return (int) (h ^ h >>> 32 ^ h >>> 47) & mask;
    }
}
