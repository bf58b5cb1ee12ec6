package dev.mallard.core.rules;

/** Whether a game goes on, and if not, why it ended. */
public enum GameStatus {
    /** The side to move has a turn and no draw rule applies. */
    ONGOING,
    /** The side to move is checkmated and loses. */
    CHECKMATE,
    /**
     * The side to move has no legal move and is not in check: a draw in FIDE chess, a win for
     * the side to move in Duck Chess.
     */
    STALEMATE,
    /** A hundred half-moves without capture or pawn move: a draw. */
    FIFTY_MOVE_RULE,
    /** The same position for the third time: a draw. */
    THREEFOLD_REPETITION,
    /** Neither side can mate by any sequence of legal moves: a draw. */
    INSUFFICIENT_MATERIAL,
    /** A king has been captured (Duck Chess): the side that captured it wins. */
    KING_CAPTURED
}
