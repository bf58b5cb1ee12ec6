package dev.mallard.core.play;

/** How a game ended, in PGN's notation. */
public enum GameResult {
    /** White won. */
    WHITE_WINS("1-0"),
    /** Black won. */
    BLACK_WINS("0-1"),
    /** A draw. */
    DRAW("1/2-1/2");

    private final String pgn;

    GameResult(String pgn) {
        this.pgn = pgn;
    }

    /** {@return {@code 1-0}, {@code 0-1} or {@code 1/2-1/2}} */
    public String pgn() {
        return pgn;
    }

    /** {@return White's points: 1, 0.5 or 0} */
    public double whitePoints() {
        return this == WHITE_WINS ? 1 : this == DRAW ? 0.5 : 0;
    }

    /**
     * {@return the win of {@code color}, or a draw for -1}
     *
     * @param color a {@link dev.mallard.core.board.Color}, or -1 for no winner
     */
    public static GameResult winOf(int color) {
        return color < 0 ? DRAW : color == 0 ? WHITE_WINS : BLACK_WINS;
    }
}
