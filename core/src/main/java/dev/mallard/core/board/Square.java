package dev.mallard.core.board;

/**
 * Squares as {@code int}s 0 to 63, {@code a1} = 0, {@code b1} = 1, …, {@code h8} = 63, so that
 * square {@code s} is bit {@code s} of a bitboard.
 */
public final class Square {
    /** No square (for example no en-passant square). */
    public static final int NONE = -1;
    /** a1. */
    public static final int A1 = 0;
    /** c1. */
    public static final int C1 = 2;
    /** d1. */
    public static final int D1 = 3;
    /** e1. */
    public static final int E1 = 4;
    /** f1. */
    public static final int F1 = 5;
    /** g1. */
    public static final int G1 = 6;
    /** h1. */
    public static final int H1 = 7;
    /** a8. */
    public static final int A8 = 56;
    /** c8. */
    public static final int C8 = 58;
    /** d8. */
    public static final int D8 = 59;
    /** e8. */
    public static final int E8 = 60;
    /** f8. */
    public static final int F8 = 61;
    /** g8. */
    public static final int G8 = 62;
    /** h8. */
    public static final int H8 = 63;

    private Square() {
    }

    /**
     * {@return the square on file 0–7 ({@code a}–{@code h}) and rank 0–7 ({@code 1}–{@code 8})}
     *
     * @param file the file (0 = a to 7 = h)
     * @param rank the rank (0 to 7)
     */
    public static int of(int file, int rank) {
        return rank << 3 | file;
    }

    /**
     * {@return file 0–7 of a square}
     *
     * @param square the square (0 = a1 to 63 = h8)
     */
    public static int file(int square) {
        return square & 7;
    }

    /**
     * {@return rank 0–7 of a square}
     *
     * @param square the square (0 = a1 to 63 = h8)
     */
    public static int rank(int square) {
        return square >>> 3;
    }

    /**
     * {@return whether {@code square} is a square index 0–63}
     *
     * @param square the square (0 = a1 to 63 = h8)
     */
    public static boolean isValid(int square) {
        return (square & ~63) == 0;
    }

    /**
     * {@return the algebraic name, e.g. {@code "e4"}}
     *
     * @param square the square (0 = a1 to 63 = h8)
     */
    public static String name(int square) {
        if (!isValid(square)) {
            throw new IllegalArgumentException("Not a square: " + square);
        }
        return new String(new char[] {(char) ('a' + file(square)), (char) ('1' + rank(square))});
    }

    /**
     * {@return the square named by the two characters of {@code text} at {@code index}, or {@link
     * #NONE} when they are not a file letter {@code a}–{@code h} followed by a rank digit {@code
     * 1}–{@code 8}}
     *
     * @param text the text
     * @param index where the square's name starts in {@code text}
     */
    public static int parse(CharSequence text, int index) {
        if (index < 0 || index + 1 >= text.length()) {
            return NONE;
        }
        char file = text.charAt(index);
        char rank = text.charAt(index + 1);
        if (file < 'a' || file > 'h' || rank < '1' || rank > '8') {
            return NONE;
        }
        return of(file - 'a', rank - '1');
    }

    /**
     * {@return the square named by {@code name}, e.g. {@code "e4"}; rejects anything else}
     *
     * @param name the name, e.g. {@code e4}
     */
    public static int fromName(String name) {
        int square = name == null || name.length() != 2 ? NONE : parse(name, 0);
        if (square == NONE) {
            throw new IllegalArgumentException("Not a square name: \"" + name + "\"");
        }
        return square;
    }
}
