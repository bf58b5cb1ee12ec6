package dev.mallard.core.board;

/** The two sides, as {@code int} constants so that they index arrays without boxing. */
public final class Color {
    /** White, who moves first. */
    public static final int WHITE = 0;
    /** Black. */
    public static final int BLACK = 1;

    private Color() {
    }

    /**
     * {@return the other side}
     *
     * @param color the colour (white 0, black 1)
     */
    public static int opposite(int color) {
        return color ^ 1;
    }

    /**
     * {@return {@code 'w'} or {@code 'b'}, as in FEN}
     *
     * @param color the colour (white 0, black 1)
     */
    public static char toChar(int color) {
        return color == WHITE ? 'w' : 'b';
    }
}
