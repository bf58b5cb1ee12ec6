package dev.mallard.core.nnue;

import dev.mallard.core.board.Color;
import dev.mallard.core.board.Piece;
import dev.mallard.core.board.PieceType;

/**
 * The network's inputs: one per (own or other colour, piece type, square) seen from one side,
 * {@value #PER_KING_BUCKET} in all, in each of a network's king buckets. Each side sees the board
 * from its own first rank (Black's view is the board mirrored top to bottom) and its own pieces
 * as "own", so one set of first-layer weights serves both sides and the evaluation is
 * colour-symmetric by construction.
 *
 * <p>A network with more than one king bucket (2, 4 or 8) also sees the board from
 * its own king: a side whose king stands on the e to h files sees the board mirrored left to
 * right, so its king is always on the a to d files, and its king's square there chooses which
 * set of inputs the pieces set. The same piece on the same square then counts differently
 * behind a castled king than in front of a king that has walked up the board, and the
 * mirror lets both wings learn from each other's positions. With one bucket there is no mirror:
 * the inputs of the networks trained before king buckets.
 *
 * <p>A side's <em>view</em> ({@link #view}) is what its king decides: the input set and the
 * mirror, packed in one {@code int}, so that an evaluation can tell when a king move changed it
 * and its sums must be recomputed.
 */
public final class NetworkFeatures {
    /** The inputs of one king bucket: 2 colours × 6 piece types × 64 squares. */
    public static final int PER_KING_BUCKET = 768;
    /** The view's bits that mirror files: a square XOR them is its mirror. */
    private static final int MIRROR = 7;

    private NetworkFeatures() {
    }

    /**
     * {@return whether a network may have {@code kingBuckets} king buckets: 1 (no mirror), 2, 4 or 8}
     *
     * @param kingBuckets the count asked for
     */
    public static boolean validKingBuckets(int kingBuckets) {
        return kingBuckets == 1 || kingBuckets == 2 || kingBuckets == 4 || kingBuckets == 8;
    }

    /**
     * {@return {@code kingBuckets}, when a network may have that many king buckets}
     *
     * @param kingBuckets the count asked for
     * @throws IllegalArgumentException for a count other than 1, 2, 4 or 8
     */
    public static int requireValidKingBuckets(int kingBuckets) {
        if (!validKingBuckets(kingBuckets)) {
            throw invalidKingBuckets(kingBuckets);
        }
        return kingBuckets;
    }

    private static IllegalArgumentException invalidKingBuckets(int kingBuckets) {
        return new IllegalArgumentException("king buckets must be 1, 2, 4 or 8, got " + kingBuckets);
    }

    /**
     * {@return the view of side {@code perspective} whose king stands on {@code kingSquare}, in a
     * network of {@code kingBuckets} king buckets: its input set's first input shifted left by
     * three bits, plus 7 if it mirrors files}
     *
     * <p>In the side's own view with the king on the a to d files, the buckets are: 2: the first
     * rank, or beyond; 4: the first rank's a and b files, its c and d files, the second rank, or
     * beyond; 8: the first rank's a, b, c or d file, the second rank's a and b or c and d files,
     * the third rank, or beyond. A king at home or castled has a set of its own; a king out of
     * its corner shares one with every square like it.
     *
     * @param perspective the side ({@link Color#WHITE} or {@link Color#BLACK})
     * @param kingSquare its king's square, 0 (a1) to 63 (h8)
     * @param kingBuckets the network's king buckets: 1, 2, 4 or 8
     * @throws IllegalArgumentException for another count of king buckets
     */
    public static int view(int perspective, int kingSquare, int kingBuckets) {
        if (kingBuckets == 1) {
            return 0;
        }
        int seen = perspective == Color.WHITE ? kingSquare : kingSquare ^ 56;
        int file = seen & 7;
        int mirror = file >= 4 ? MIRROR : 0;
        file ^= mirror;
        int rank = seen >>> 3;
        int bucket = switch (kingBuckets) {
            case 2 -> rank == 0 ? 0 : 1;
            case 4 -> rank == 0 ? file >>> 1 : rank == 1 ? 2 : 3;
            case 8 -> rank == 0 ? file : rank == 1 ? 4 + (file >>> 1) : rank == 2 ? 6 : 7;
            default -> throw invalidKingBuckets(kingBuckets);
        };
        return (bucket * PER_KING_BUCKET) << 3 | mirror;
    }

    /**
     * {@return the input that {@code piece} on {@code square} sets for the side {@code perspective} with view {@code view}}
     *
     * @param perspective the side whose view ({@link Color#WHITE} or {@link Color#BLACK})
     * @param piece a piece code ({@link Piece#of}), not {@link Piece#NONE}
     * @param square the square, 0 (a1) to 63 (h8)
     * @param view the side's {@link #view}
     */
    public static int index(int perspective, int piece, int square, int view) {
        int relative = Piece.color(piece) == perspective ? 0 : 1;
        int seen = (perspective == Color.WHITE ? square : square ^ 56) ^ (view & MIRROR);
        return (view >>> 3) + (((relative * 6 + Piece.type(piece) - PieceType.PAWN) << 6) | seen);
    }
}
