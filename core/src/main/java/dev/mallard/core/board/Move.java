package dev.mallard.core.board;

/**
 * A FIDE move packed into the low 16 bits of an {@code int}: from-square (bits 0–5),
 * to-square (bits 6–11) and kind (bits 12–15). Castling is the king's move ({@code e1g1}).
 * Captures are not flagged: the board says what stands on the to-square. {@link #NONE} (0,
 * "a1a1") is never a real move. Variants may use bits 16–31 for their own turn parts.
 */
public final class Move {
    /** No move. */
    public static final int NONE = 0;
    /** Kind: an ordinary move or capture. */
    public static final int NORMAL = 0;
    /** Kind: a pawn's double step. */
    public static final int DOUBLE_PUSH = 1;
    /** Kind: castling, encoded as the king's move. */
    public static final int CASTLING = 2;
    /** Kind: an en-passant capture. */
    public static final int EN_PASSANT = 3;
    /** Kind of a promotion to a knight; kinds 4–7 promote to knight, bishop, rook, queen. */
    public static final int PROMOTION_KNIGHT = 4;
    /** Kind of a promotion to a queen. */
    public static final int PROMOTION_QUEEN = 7;

    private Move() {
    }

    /**
     * {@return a move of the given kind}
     *
     * @param from the origin square
     * @param to the destination square
     * @param kind the move kind (normal, castling, en passant, promotion)
     */
    public static int of(int from, int to, int kind) {
        return from | to << 6 | kind << 12;
    }

    /**
     * {@return an ordinary move}
     *
     * @param from the origin square
     * @param to the destination square
     */
    public static int of(int from, int to) {
        return from | to << 6;
    }

    /**
     * {@return a promotion to {@code type} ({@link PieceType#KNIGHT} to {@link PieceType#QUEEN})}
     *
     * @param from the origin square
     * @param to the destination square
     * @param type the promotion piece type
     */
    public static int promotion(int from, int to, int type) {
        return from | to << 6 | (type + 2) << 12;
    }

    /**
     * {@return the from-square}
     *
     * @param move the move
     */
    public static int from(int move) {
        return move & 63;
    }

    /**
     * {@return the to-square}
     *
     * @param move the move
     */
    public static int to(int move) {
        return move >>> 6 & 63;
    }

    /**
     * {@return the kind ({@link #NORMAL}, {@link #DOUBLE_PUSH}, …)}
     *
     * @param move the move
     */
    public static int kind(int move) {
        return move >>> 12 & 15;
    }

    /**
     * {@return the FIDE part of a variant's turn (the low 16 bits)}
     *
     * @param move the move
     */
    public static int base(int move) {
        return move & 0xFFFF;
    }

    /**
     * {@return whether the move promotes}
     *
     * @param move the move
     */
    public static boolean isPromotion(int move) {
        return (move & 0x4000) != 0;
    }

    /**
     * {@return the piece type a promotion promotes to, {@link PieceType#NONE} for other moves}
     *
     * @param move the move
     */
    public static int promotionType(int move) {
        return isPromotion(move) ? kind(move) - 2 : PieceType.NONE;
    }

    /**
     * {@return coordinate notation: {@code e2e4}, {@code e7e8q}, castling as {@code e1g1}}
     *
     * @param move the move
     */
    public static String toUci(int move) {
        String text = Square.name(from(move)) + Square.name(to(move));
        return isPromotion(move) ? text + PieceType.toChar(promotionType(move)) : text;
    }
}
