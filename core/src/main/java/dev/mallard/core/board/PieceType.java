package dev.mallard.core.board;

/** The six chess piece types as {@code int} constants 1 to 6; 0 means "no piece". */
public final class PieceType {
    /** No piece. */
    public static final int NONE = 0;
    /** Pawn. */
    public static final int PAWN = 1;
    /** Knight. */
    public static final int KNIGHT = 2;
    /** Bishop. */
    public static final int BISHOP = 3;
    /** Rook. */
    public static final int ROOK = 4;
    /** Queen. */
    public static final int QUEEN = 5;
    /** King. */
    public static final int KING = 6;

    private static final String LETTERS = " pnbrqk";

    private PieceType() {
    }

    /**
     * {@return the lower-case letter of the type ({@code 'p'} … {@code 'k'})}
     *
     * @param type the piece type
     */
    public static char toChar(int type) {
        if (type < PAWN || type > KING) {
            throw new IllegalArgumentException("Not a piece type: " + type);
        }
        return LETTERS.charAt(type);
    }

    /**
     * {@return the type of a letter of either case, or {@link #NONE} when it names no piece}
     *
     * @param letter the letter, upper or lower case
     */
    public static int fromChar(char letter) {
        int index = LETTERS.indexOf(Character.toLowerCase(letter));
        return index <= 0 ? NONE : index;
    }
}
