package dev.mallard.core.board;

/**
 * Castling rights as a 4-bit set, and the fixed squares of standard (not Chess960) castling.
 * Right {@code r} (0–3) is bit {@code 1 << r}: White king-side, White queen-side, Black
 * king-side, Black queen-side, in FEN order {@code KQkq}.
 */
public final class Castling {
    /** White may castle king-side. */
    public static final int WHITE_KINGSIDE = 1;
    /** White may castle queen-side. */
    public static final int WHITE_QUEENSIDE = 2;
    /** Black may castle king-side. */
    public static final int BLACK_KINGSIDE = 4;
    /** Black may castle queen-side. */
    public static final int BLACK_QUEENSIDE = 8;
    /** All four rights. */
    public static final int ALL = 15;

    private static final String LETTERS = "KQkq";
    private static final int[] KING_FROM = {Square.E1, Square.E1, Square.E8, Square.E8};
    private static final int[] KING_TO = {Square.G1, Square.C1, Square.G8, Square.C8};
    private static final int[] ROOK_FROM = {Square.H1, Square.A1, Square.H8, Square.A8};
    private static final int[] ROOK_TO = {Square.F1, Square.D1, Square.F8, Square.D8};
    /** Rights kept when a piece moves from or to a square. */
    private static final int[] KEPT = new int[64];

    static {
        java.util.Arrays.fill(KEPT, ALL);
        KEPT[Square.E1] = ALL & ~(WHITE_KINGSIDE | WHITE_QUEENSIDE);
        KEPT[Square.E8] = ALL & ~(BLACK_KINGSIDE | BLACK_QUEENSIDE);
        KEPT[Square.H1] = ALL & ~WHITE_KINGSIDE;
        KEPT[Square.A1] = ALL & ~WHITE_QUEENSIDE;
        KEPT[Square.H8] = ALL & ~BLACK_KINGSIDE;
        KEPT[Square.A8] = ALL & ~BLACK_QUEENSIDE;
    }

    private Castling() {
    }

    /**
     * {@return the rights that survive a move touching {@code square} (as from- or to-square)}
     *
     * @param square a rook or king square
     */
    public static int keptBy(int square) {
        return KEPT[square];
    }

    /**
     * {@return the index 0–3 of the castling whose king lands on {@code kingTo}, or -1}
     *
     * @param kingTo the king's destination square
     */
    public static int indexOfKingTarget(int kingTo) {
        for (int i = 0; i < 4; i++) {
            if (KING_TO[i] == kingTo) {
                return i;
            }
        }
        return -1;
    }

    /**
     * {@return the king's start square of castling {@code index}}
     *
     * @param index the castling index (0 to 3)
     */
    public static int kingFrom(int index) {
        return KING_FROM[index];
    }

    /**
     * {@return the king's target square of castling {@code index}}
     *
     * @param index the castling index (0 to 3)
     */
    public static int kingTo(int index) {
        return KING_TO[index];
    }

    /**
     * {@return the rook's start square of castling {@code index}}
     *
     * @param index the castling index (0 to 3)
     */
    public static int rookFrom(int index) {
        return ROOK_FROM[index];
    }

    /**
     * {@return the rook's target square of castling {@code index}}
     *
     * @param index the castling index (0 to 3)
     */
    public static int rookTo(int index) {
        return ROOK_TO[index];
    }

    /**
     * {@return the FEN letter ({@code KQkq}) of castling {@code index}}
     *
     * @param index the castling index (0 to 3)
     */
    public static char letter(int index) {
        return LETTERS.charAt(index);
    }

    /**
     * {@return the castling index (0–3) of a FEN letter, or -1}
     *
     * @param letter the FEN letter ({@code K}, {@code Q}, {@code k}, {@code q})
     */
    public static int indexOfLetter(char letter) {
        return LETTERS.indexOf(letter);
    }

    /**
     * {@return the FEN castling field of a set of rights ({@code "-"} for none)}
     *
     * @param rights the castling rights (a bit per right)
     */
    public static String toFen(int rights) {
        StringBuilder sb = new StringBuilder(4);
        for (int i = 0; i < 4; i++) {
            if ((rights & 1 << i) != 0) {
                sb.append(LETTERS.charAt(i));
            }
        }
        return sb.length() == 0 ? "-" : sb.toString();
    }
}
