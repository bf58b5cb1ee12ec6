package dev.mallard.fide.eval;

import dev.mallard.core.board.Color;
import dev.mallard.core.board.PieceType;
import dev.mallard.core.board.Position;

/**
 * Material values and tapered piece-square tables, combined into one packed table indexed by
 * piece code ({@code color << 3 | type}) and square, signed by colour: the table the evaluated
 * position keeps the sum of as moves are made and unmade ({@link Position#trackPieceValues}), so
 * that the evaluator pays nothing per piece for either.
 *
 * <p>All values here were written by hand for Mallard (they are not taken from PeSTO or any
 * other published set); the comment above each table says what chess idea it encodes. They are
 * deliberately modest: mobility, pawn structure and king safety are separate terms, so the
 * tables only carry what those terms do not see (development, centralisation, the seventh rank,
 * where the king belongs in each phase). See {@code docs/evaluation.md}.
 *
 * <p>Tables are written as a White player sees the board: the first row of each literal is rank
 * 8, the last rank 1, files a to h left to right. Black uses the same table mirrored top to
 * bottom (rank {@code r} for Black is rank {@code 7 - r} for White), which keeps the evaluation
 * colour-symmetric.
 */
final class PieceSquareTables {
    // Material, in centipawns, indexed by piece type. A knight is worth a little less than a
    // bishop and loses a little more as pieces come off (it is short-ranged); rooks gain in the
    // endgame when files open and they become the main winning force; pawns gain in the endgame
    // because each one is a potential queen.
    private static final int[] MATERIAL_MG = {0, 80, 330, 340, 470, 960, 0};
    private static final int[] MATERIAL_EG = {0, 105, 310, 330, 540, 990, 0};

    // Pawns, middlegame: central pawns that have advanced claim space (d4/e4 and beyond); the
    // d2/e2 pawns still at home block the bishops, so they are slightly negative; f2/g2 shield a
    // castled king, so they are slightly positive. Ranks 1 and 8 are never used.
    private static final int[] PAWN_MG = {
         0,   0,   0,   0,   0,   0,   0,   0,
        30,  35,  40,  45,  45,  40,  35,  30,
        12,  16,  22,  30,  30,  22,  16,  12,
         2,   6,  12,  22,  22,  12,   6,   2,
        -2,   2,   8,  18,  18,   8,   2,  -2,
        -2,   2,   4,   6,   6,   0,   2,  -2,
         0,   2,   0, -10, -10,   6,   6,   0,
         0,   0,   0,   0,   0,   0,   0,   0,
    };
    // Pawns, endgame: every step forward counts (the passed-pawn term adds more for passers);
    // rook pawns are a little worse because they cannot be escorted past a defending king.
    private static final int[] PAWN_EG = {
         0,   0,   0,   0,   0,   0,   0,   0,
        40,  45,  45,  45,  45,  45,  45,  40,
        25,  30,  30,  30,  30,  30,  30,  25,
        13,  18,  18,  18,  18,  18,  18,  13,
         3,   8,   8,   8,   8,   8,   8,   3,
        -3,   2,   2,   2,   2,   2,   2,  -3,
        -5,   0,   0,   0,   0,   0,   0,  -5,
         0,   0,   0,   0,   0,   0,   0,   0,
    };
    // Knights, middlegame: "a knight on the rim is dim" – edge and corner squares halve its
    // reach; the best squares are central outposts on the 5th and 6th ranks; c3/f3 are the
    // natural developing squares; the home squares b1/g1 are mildly negative (undeveloped).
    private static final int[] KNIGHT_MG = {
        -60, -30, -20, -15, -15, -20, -30, -60,
        -30, -15,   0,   5,   5,   0, -15, -30,
        -20,   5,  15,  22,  22,  15,   5, -20,
        -15,  10,  20,  28,  28,  20,  10, -15,
        -18,   5,  15,  22,  22,  15,   5, -18,
        -25,   0,  10,  12,  12,  10,   0, -25,
        -35, -20,  -5,   2,   2,  -5, -20, -35,
        -55, -35, -25, -20, -20, -25, -35, -55,
    };
    // Knights, endgame: plain centralisation, symmetric in both directions (there is no
    // "development" any more and both halves of the board matter).
    private static final int[] KNIGHT_EG = {
        -40, -25, -15, -10, -10, -15, -25, -40,
        -25, -10,   0,   5,   5,   0, -10, -25,
        -15,   0,  10,  15,  15,  10,   0, -15,
        -10,   5,  15,  20,  20,  15,   5, -10,
        -10,   5,  15,  20,  20,  15,   5, -10,
        -15,   0,  10,  15,  15,  10,   0, -15,
        -25, -10,   0,   5,   5,   0, -10, -25,
        -40, -25, -15, -10, -10, -15, -25, -40,
    };
    // Bishops, middlegame: mobility already rewards open diagonals, so this only nudges: leave
    // the back rank (undeveloped), fianchetto squares b2/g2 and the long diagonals are good,
    // corners and edges are poor.
    private static final int[] BISHOP_MG = {
        -15,  -8, -10, -10, -10, -10,  -8, -15,
         -8,   5,   0,   0,   0,   0,   5,  -8,
         -5,   5,  10,   8,   8,  10,   5,  -5,
         -5,  10,   8,  12,  12,   8,  10,  -5,
         -5,   5,  12,  12,  12,  12,   5,  -5,
          0,  10,  10,   8,   8,  10,  10,   0,
         -5,  15,   5,   5,   5,   5,  15,  -5,
        -15,  -8, -12,  -8,  -8, -12,  -8, -15,
    };
    // Bishops, endgame: mild centralisation only.
    private static final int[] BISHOP_EG = {
        -12,  -8,  -6,  -4,  -4,  -6,  -8, -12,
         -8,  -2,   0,   2,   2,   0,  -2,  -8,
         -6,   0,   4,   6,   6,   4,   0,  -6,
         -4,   2,   6,   8,   8,   6,   2,  -4,
         -4,   2,   6,   8,   8,   6,   2,  -4,
         -6,   0,   4,   6,   6,   4,   0,  -6,
         -8,  -2,   0,   2,   2,   0,  -2,  -8,
        -12,  -8,  -6,  -4,  -4,  -6,  -8, -12,
    };
    // Rooks, middlegame: the 7th rank (attacking pawns, confining the king) is the classic rook
    // square; central back-rank squares d1/e1/f1 are where rooks go after castling; the flanks of
    // ranks 2–4 are where rooks are passive. Open files are a separate term.
    private static final int[] ROOK_MG = {
         10,  10,  12,  15,  15,  12,  10,  10,
         20,  25,  25,  25,  25,  25,  25,  20,
          0,   5,   5,   8,   8,   5,   5,   0,
         -5,   0,   0,   2,   2,   0,   0,  -5,
         -8,  -2,   0,   0,   0,   0,  -2,  -8,
        -10,  -4,   0,   0,   0,   0,  -4, -10,
        -12,  -6,  -2,   0,   0,  -2,  -6, -12,
         -6,  -2,   4,   8,   8,   6,  -2,  -6,
    };
    // Rooks, endgame: nearly flat; the 7th rank still cuts off the enemy king.
    private static final int[] ROOK_EG = {
          5,   5,   5,   5,   5,   5,   5,   5,
         15,  15,  15,  15,  15,  15,  15,  15,
          5,   5,   5,   5,   5,   5,   5,   5,
          2,   2,   2,   2,   2,   2,   2,   2,
          0,   0,   0,   0,   0,   0,   0,   0,
          0,   0,   0,   0,   0,   0,   0,   0,
          0,   0,   0,   0,   0,   0,   0,   0,
         -2,  -2,  -2,  -2,  -2,  -2,  -2,  -2,
    };
    // Queens, middlegame: almost flat – a queen is strong anywhere and mobility measures its
    // activity; corners and the flanks of the back rank are slightly passive.
    private static final int[] QUEEN_MG = {
        -10,  -5,  -5,   0,   0,  -5,  -5, -10,
         -5,   0,   5,   5,   5,   5,   0,  -5,
         -5,   2,   5,   5,   5,   5,   2,  -5,
         -5,   2,   5,   6,   6,   5,   2,  -5,
         -5,   2,   5,   6,   6,   5,   2,  -5,
         -5,   2,   4,   4,   4,   4,   2,  -5,
         -8,   0,   2,   2,   2,   2,   0,  -8,
        -12,  -8,  -4,   0,  -2,  -6,  -8, -12,
    };
    // Queens, endgame: centralisation (a central queen reaches both wings and checks from afar).
    private static final int[] QUEEN_EG = {
        -20, -12,  -8,  -5,  -5,  -8, -12, -20,
        -12,  -4,   0,   3,   3,   0,  -4, -12,
         -8,   0,   8,  10,  10,   8,   0,  -8,
         -5,   3,  10,  14,  14,  10,   3,  -5,
         -5,   3,  10,  14,  14,  10,   3,  -5,
         -8,   0,   8,  10,  10,   8,   0,  -8,
        -12,  -4,   0,   3,   3,   0,  -4, -12,
        -20, -12,  -8,  -5,  -5,  -8, -12, -20,
    };
    // King, middlegame: the king belongs behind its pawns on a castled square (g1/b1 best, h1/a1
    // nearly as good, c1 slightly loose); the centre files are where the lines open, and every
    // step up the board is worse. Only differences matter, as both sides have one king.
    private static final int[] KING_MG = {
        -70, -70, -70, -70, -70, -70, -70, -70,
        -60, -60, -60, -60, -60, -60, -60, -60,
        -55, -55, -55, -55, -55, -55, -55, -55,
        -50, -50, -50, -50, -50, -50, -50, -50,
        -40, -40, -45, -50, -50, -45, -40, -40,
        -25, -25, -30, -35, -35, -30, -25, -25,
         -5,  -5, -15, -25, -25, -15,  -5,  -5,
         15,  25,   5, -10,  -5,   0,  30,  20,
    };
    // King, endgame: the king becomes a fighting piece and wants the centre; edges and corners
    // are where it gets mated or cut off.
    private static final int[] KING_EG = {
        -50, -35, -25, -20, -20, -25, -35, -50,
        -30, -10,   0,   5,   5,   0, -10, -30,
        -25,   0,  15,  20,  20,  15,   0, -25,
        -20,   5,  20,  28,  28,  20,   5, -20,
        -20,   5,  20,  28,  28,  20,   5, -20,
        -25,   0,  12,  18,  18,  12,   0, -25,
        -30, -10,   0,   5,   5,   0, -10, -30,
        -50, -35, -25, -20, -20, -25, -35, -50,
    };

    /**
     * Packed material + table values by {@code piece << 6 | square} ({@code piece} is
     * {@code color << 3 | type}), White's positive and Black's negative, so that their sum over
     * the board is White's minus Black's: the table a position tracks for the evaluation.
     */
    private static final int[] MATERIAL_AND_TABLES = new int[Position.PIECE_VALUE_TABLE_LENGTH];
    /** The same with material alone (the evaluation with the tables switched off). */
    private static final int[] MATERIAL_ONLY = new int[Position.PIECE_VALUE_TABLE_LENGTH];

    static {
        int[][] mg = {null, PAWN_MG, KNIGHT_MG, BISHOP_MG, ROOK_MG, QUEEN_MG, KING_MG};
        int[][] eg = {null, PAWN_EG, KNIGHT_EG, BISHOP_EG, ROOK_EG, QUEEN_EG, KING_EG};
        for (int type = PieceType.PAWN; type <= PieceType.KING; type++) {
            int material = Tapered.of(MATERIAL_MG[type], MATERIAL_EG[type]);
            for (int square = 0; square < 64; square++) {
                // The literal's row 0 is rank 8, so White's square s is entry s ^ 56; Black's
                // square s mirrors to White's s ^ 56, which is entry s.
                int white = square ^ 56;
                int black = square;
                int whiteIndex = (Color.WHITE << 3 | type) << 6 | square;
                int blackIndex = (Color.BLACK << 3 | type) << 6 | square;
                MATERIAL_AND_TABLES[whiteIndex] = material + Tapered.of(mg[type][white], eg[type][white]);
                MATERIAL_AND_TABLES[blackIndex] = -(material + Tapered.of(mg[type][black], eg[type][black]));
                MATERIAL_ONLY[whiteIndex] = material;
                MATERIAL_ONLY[blackIndex] = -material;
            }
        }
    }

    private PieceSquareTables() {
    }

    /**
     * The signed packed values of every piece on every square, material and tables, or
     * material alone when {@code pieceSquare} is off (see {@link #MATERIAL_AND_TABLES}). The
     * array itself is returned, so that a position tracking it can be recognised by identity:
     * it is written only by this class's initialiser, and no caller may write it.
     */
    static int[] pieceValues(boolean pieceSquare) {
        return pieceSquare ? MATERIAL_AND_TABLES : MATERIAL_ONLY;
    }

    /** Endgame material value of a piece type (used for the drawish-material scaling). */
    static int endgameMaterial(int type) {
        return MATERIAL_EG[type];
    }
}
