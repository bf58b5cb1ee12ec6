package dev.mallard.core.board;

/**
 * Zobrist keys. They come from SplitMix64 with a fixed seed, so that a position has the same
 * key on every JVM and in every run (hash tables and opening books can be shared). The arrays
 * are filled once when the class loads and never written again.
 */
public final class Zobrist {
    private static final long[] PIECE_SQUARE = new long[16 * 64];
    private static final long[] CASTLING = new long[16];
    private static final long[] EN_PASSANT_FILE = new long[8];
    private static final long[] BLOCKER = new long[64];
    private static final long SIDE;
    /** Base of the forbidden-move keys, which are mixed on demand from it and the 16-bit move. */
    private static final long FORBIDDEN_MOVE_BASE;

    static {
        long state = 0x4D616C6C61726421L; // "Mallard!"
        for (int i = 0; i < PIECE_SQUARE.length; i++) {
            state += 0x9E3779B97F4A7C15L;
            PIECE_SQUARE[i] = mix(state);
        }
        for (int i = 0; i < 16; i++) {
            state += 0x9E3779B97F4A7C15L;
            CASTLING[i] = mix(state);
        }
        CASTLING[0] = 0; // no rights: no key, so positions without castling hash alike everywhere
        for (int i = 0; i < 8; i++) {
            state += 0x9E3779B97F4A7C15L;
            EN_PASSANT_FILE[i] = mix(state);
        }
        for (int i = 0; i < 64; i++) {
            state += 0x9E3779B97F4A7C15L;
            BLOCKER[i] = mix(state);
        }
        state += 0x9E3779B97F4A7C15L;
        SIDE = mix(state);
        state += 0x9E3779B97F4A7C15L;
        FORBIDDEN_MOVE_BASE = mix(state);
    }

    private Zobrist() {
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /**
     * {@return key of {@code piece} standing on {@code square}}
     *
     * @param piece the piece (colour and type)
     * @param square the square
     */
    public static long piece(int piece, int square) {
        return PIECE_SQUARE[piece << 6 | square];
    }

    /**
     * {@return key of a set of castling rights (0 for none)}
     *
     * @param rights the castling rights
     */
    public static long castling(int rights) {
        return CASTLING[rights];
    }

    /**
     * {@return key of an en-passant square's file}
     *
     * @param square the square
     */
    public static long enPassant(int square) {
        return EN_PASSANT_FILE[square & 7];
    }

    /**
     * {@return key of the blocker (the Duck) on {@code square}}
     *
     * @param square the square
     */
    public static long blocker(int square) {
        return BLOCKER[square];
    }

    /**
     * {@return key of a forbidden move (the pending veto of Refusal Chess): a SplitMix64 mix of the
     * 16-bit move, computed on demand rather than stored (65,536 keys would be 512 KB for a field
     * that only one variant uses)} Never applied for {@link Move#NONE}.
     *
     * @param move the move
     */
    public static long forbiddenMove(int move) {
        return mix(FORBIDDEN_MOVE_BASE + (move & 0xFFFF) * 0x9E3779B97F4A7C15L);
    }

    /** {@return key toggled when Black is to move} */
    public static long side() {
        return SIDE;
    }

    /**
     * {@return the key of {@code position} computed from scratch: what make and unmake keep up to
     * date move by move}
     *
     * @param position the position
     */
    static long keyOf(Position position) {
        long k = 0;
        for (int square = 0; square < 64; square++) {
            int piece = position.pieceAt(square);
            if (piece != Piece.NONE) {
                k ^= piece(piece, square);
            }
        }
        if (position.sideToMove() == Color.BLACK) {
            k ^= SIDE;
        }
        k ^= castling(position.castlingRights());
        if (position.epSquare() != Square.NONE) {
            k ^= enPassant(position.epSquare());
        }
        if (position.blockerSquare() != Square.NONE) {
            k ^= blocker(position.blockerSquare());
        }
        if (position.forbiddenMove() != Move.NONE) {
            k ^= forbiddenMove(position.forbiddenMove());
        }
        return k;
    }
}
