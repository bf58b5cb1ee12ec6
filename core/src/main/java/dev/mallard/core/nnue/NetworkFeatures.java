package dev.mallard.core.nnue;

import dev.mallard.core.board.Color;
import dev.mallard.core.board.Piece;
import dev.mallard.core.board.PieceType;

/**
 * The network's inputs: one per (own or other colour, piece type, square) seen from one side,
 * 768 in all. Each side sees the board from its own first rank (Black's view is the board
 * mirrored top to bottom) and its own pieces as "own", so one set of first-layer weights
 * serves both sides and the evaluation is colour-symmetric by construction.
 */
public final class NetworkFeatures {
    /** The number of inputs: 2 colours × 6 piece types × 64 squares. */
    public static final int INPUTS = 768;

    private NetworkFeatures() {
    }

    /**
     * {@return the input that {@code piece} on {@code square} sets for the side {@code perspective}}
     *
     * @param perspective the side whose view ({@link Color#WHITE} or {@link Color#BLACK})
     * @param piece a piece code ({@link Piece#of}), not {@link Piece#NONE}
     * @param square the square, 0 (a1) to 63 (h8)
     */
    public static int index(int perspective, int piece, int square) {
        int relative = Piece.color(piece) == perspective ? 0 : 1;
        int seen = perspective == Color.WHITE ? square : square ^ 56;
        return ((relative * 6 + Piece.type(piece) - PieceType.PAWN) << 6) | seen;
    }
}
