package dev.mallard.fide.eval;

import dev.mallard.core.board.Color;
import dev.mallard.core.board.PieceType;
import dev.mallard.core.board.Position;
import dev.mallard.core.tune.FeatureVector;
import dev.mallard.core.tune.ParameterSet;

/**
 * Material values and tapered piece-square tables ({@code material.*} and {@code psqt.*} of
 * {@link FideParameters}), combined into one packed table indexed by piece code
 * ({@code color << 3 | type}) and square, signed by colour: the table the evaluated position
 * keeps the sum of as moves are made and unmade ({@link Position#trackPieceValues}), so that the
 * evaluator pays nothing per piece for either.
 *
 * <p>The parameters are White's; Black uses the same values mirrored top to bottom (rank
 * {@code r} for Black is rank {@code 7 - r} for White), which keeps the evaluation
 * colour-symmetric. The ideas behind the shipped values are in {@code docs/evaluation.md}.
 */
final class PieceSquareTables {
    /**
     * Packed material + table values by {@code piece << 6 | square}, White's positive and
     * Black's negative, so that their sum over the board is White's minus Black's.
     */
    private final int[] materialAndTables = new int[Position.PIECE_VALUE_TABLE_LENGTH];
    /** The same with material alone (the evaluation with the tables switched off). */
    private final int[] materialOnly = new int[Position.PIECE_VALUE_TABLE_LENGTH];
    /** Endgame material by piece type, for the drawish-material rule. */
    private final int[] endgameMaterial = new int[PieceType.KING + 1];

    /** The tables of {@code values}. */
    PieceSquareTables(ParameterSet values) {
        for (int type = PieceType.PAWN; type <= PieceType.KING; type++) {
            int material = 0;
            if (type != PieceType.KING) {
                int index = FideParameters.material(type);
                material = Tapered.of(values, index);
                endgameMaterial[type] = values.eg(index);
            }
            for (int square = 0; square < 64; square++) {
                // Black's square s is White's s ^ 56 seen from the other side of the board.
                int whiteIndex = (Color.WHITE << 3 | type) << 6 | square;
                int blackIndex = (Color.BLACK << 3 | type) << 6 | square;
                materialAndTables[whiteIndex] = material + table(values, type, square);
                materialAndTables[blackIndex] = -(material + table(values, type, square ^ 56));
                materialOnly[whiteIndex] = material;
                materialOnly[blackIndex] = -material;
            }
        }
    }

    /** The packed table value of a White piece of {@code type} on {@code square}; 0 off a pawn's ranks. */
    private static int table(ParameterSet values, int type, int square) {
        int index = FideParameters.pieceSquare(type, square);
        if (index < 0) {
            return 0;
        }
        return Tapered.of(values, index);
    }

    /**
     * The signed packed values of every piece on every square, material and tables, or
     * material alone when {@code pieceSquare} is off. The array itself is returned, so that a
     * position tracking it can be recognised by identity: it is written only by the
     * constructor, and no caller may write it.
     */
    int[] pieceValues(boolean pieceSquare) {
        return pieceSquare ? materialAndTables : materialOnly;
    }

    /** Endgame material value of a piece type (used for the drawish-material scaling). */
    int endgameMaterial(int type) {
        return endgameMaterial[type];
    }

    /** Adds the material (and, if {@code pieceSquare}, table) features of every piece to {@code trace}. */
    static void trace(Position position, boolean pieceSquare, FeatureVector trace) {
        for (int color = Color.WHITE; color <= Color.BLACK; color++) {
            int sign = color == Color.WHITE ? 1 : -1;
            for (int type = PieceType.PAWN; type <= PieceType.KING; type++) {
                for (long pieces = position.pieces(color, type); pieces != 0; pieces &= pieces - 1) {
                    int square = Long.numberOfTrailingZeros(pieces);
                    int whiteSquare = color == Color.WHITE ? square : square ^ 56;
                    if (type != PieceType.KING) {
                        trace.add(FideParameters.material(type), sign);
                    }
                    int index = FideParameters.pieceSquare(type, whiteSquare);
                    if (pieceSquare && index >= 0) {
                        trace.add(index, sign);
                    }
                }
            }
        }
    }
}
