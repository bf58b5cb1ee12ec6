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

    /** The piece of the given colour and type. */
    public static int of(int color, int type) {
        return color << 3 | type;
    }

    /** The colour of a piece other than {@link #NONE}. */
    public static int color(int piece) {
        return piece >>> 3;
    }

    /** The type of a piece, {@link PieceType#NONE} for an empty square. */
    public static int type(int piece) {
        return piece & 7;
    }

    /** The FEN letter: upper case for White, lower case for Black. */
    public static char toChar(int piece) {
        char letter = PieceType.toChar(type(piece));
        return color(piece) == Color.WHITE ? Character.toUpperCase(letter) : letter;
    }

    /** The piece of a FEN letter, or {@link #NONE} when the letter names no piece. */
    public static int fromChar(char letter) {
        int type = PieceType.fromChar(letter);
        if (type == PieceType.NONE) {
            return NONE;
        }
        return of(Character.isUpperCase(letter) ? Color.WHITE : Color.BLACK, type);
    }
}
