package dev.mallard.core.board;

/**
 * A coloured piece packed into an {@code int}: {@code color << 3 | type}. {@link #NONE} (0) is an
 * empty square, so a mailbox of pieces needs no separate "occupied" flag.
 */
public final class Piece {
    /** An empty square. */
    public static final int NONE = 0;

    private Piece() {
    }

    /**
     * {@return the piece of the given colour and type}
     *
     * @param color the colour (white 0, black 1)
     * @param type the piece type
     */
    public static int of(int color, int type) {
        return color << 3 | type;
    }

    /**
     * {@return the colour of a piece other than {@link #NONE}}
     *
     * @param piece the piece (colour and type)
     */
    public static int color(int piece) {
        return piece >>> 3;
    }

    /**
     * {@return the type of a piece, {@link PieceType#NONE} for an empty square}
     *
     * @param piece the piece (colour and type)
     */
    public static int type(int piece) {
        return piece & 7;
    }

    /**
     * {@return the FEN letter: upper case for White, lower case for Black}
     *
     * @param piece the piece (colour and type)
     */
    public static char toChar(int piece) {
        char letter = PieceType.toChar(type(piece));
        return color(piece) == Color.WHITE ? Character.toUpperCase(letter) : letter;
    }

    /**
     * {@return the piece of a FEN letter, or {@link #NONE} when the letter names no piece}
     *
     * @param letter the FEN letter
     */
    public static int fromChar(char letter) {
        int type = PieceType.fromChar(letter);
        if (type == PieceType.NONE) {
            return NONE;
        }
        return of(Character.isUpperCase(letter) ? Color.WHITE : Color.BLACK, type);
    }
}
