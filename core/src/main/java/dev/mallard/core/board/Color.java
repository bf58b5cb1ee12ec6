package dev.mallard.core.board;

/** The two sides, as {@code int} constants so that they index arrays without boxing. */
public final class Color {
    /** White, who moves first. */
    public static final int WHITE = 0;
    /** Black. */
    public static final int BLACK = 1;

    private Color() {
    }

    /** The other side. */
    public static int opposite(int color) {
        return color ^ 1;
    }

    /** {@code 'w'} or {@code 'b'}, as in FEN. */
    public static char toChar(int color) {
        return color == WHITE ? 'w' : 'b';
    }
}
