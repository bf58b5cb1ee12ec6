package dev.mallard.core.search;

/**
 * Search scores: centipawns, with mates encoded near {@link #MATE} so that a shorter mate
 * scores higher. {@code MATE - n} is "mate in n plies from the root" for the side to move.
 */
public final class Score {
    /** Larger than any score. */
    public static final int INFINITE = 32000;
    /** The score of delivering mate at the root (ply 0). */
    public static final int MATE = 31000;
    /** Scores at or beyond this magnitude are mate scores. */
    public static final int MATE_BOUND = MATE - 1000;
    /** A draw. */
    public static final int DRAW = 0;

    private Score() {
    }

    /**
     * {@return whether a score announces a mate for either side}
     *
     * @param score the score
     */
    public static boolean isMate(int score) {
        return Math.abs(score) >= MATE_BOUND && Math.abs(score) <= MATE;
    }

    /**
     * {@return a score as the transposition table keeps it: a mate counted from the node at {@code
     * ply} instead of from the root, so that the entry serves the node at any ply}
     *
     * @param score the score
     * @param ply the node's distance from the root, in plies
     */
    public static int toTable(int score, int ply) {
        return score >= MATE_BOUND ? score + ply : score <= -MATE_BOUND ? score - ply : score;
    }

    /**
     * {@return a table score back as a score of the node at {@code ply} (the inverse of {@link
     * #toTable})}
     *
     * @param score the score
     * @param ply the node's distance from the root, in plies
     */
    public static int fromTable(int score, int ply) {
        return score >= MATE_BOUND ? score - ply : score <= -MATE_BOUND ? score + ply : score;
    }

    /**
     * {@return a score as a person (and UCI) reads it: {@code cp 35}, or for a mate {@code mate 3}
     * (the side to move mates in 3 moves) or {@code mate -2} (it is mated in 2), never the raw
     * number}
     *
     * @param score the score
     */
    public static String text(int score) {
        return isMate(score) ? "mate " + mateInMoves(score) : "cp " + score;
    }

    /**
     * {@return moves (not plies) to mate, positive when the side to move mates, negative when it is
     * mated}
     *
     * @param score the score
     */
    public static int mateInMoves(int score) {
        return score > 0 ? (MATE - score + 1) / 2 : -(MATE + score) / 2;
    }
}
