package dev.mallard.core.search;

/**
 * How a node combines its children's scores: the one thing a variant plugs into the shared
 * search. The search calls {@link #open} when a node starts its move loop, asks
 * {@link #childAlpha} for the bound a child must beat to matter, hands every child's score
 * (from the node's point of view) to {@link #offer}, and returns {@link #value} when the loop
 * ends. An instance belongs to one search and keeps its per-ply state in preallocated arrays.
 *
 * <p>FIDE chess maximises ({@code NegamaxBackup}); Refusal keeps the second best (the best is
 * vetoed); Duck keeps a bundle of scores per Duck square. The contract that makes alpha-beta
 * sound for all of them: {@link #value} is exact when it lies strictly between the node's alpha
 * and beta, at least {@code beta} after a cut-off, and at most the node's alpha otherwise.
 */
public interface BackupRule {
    /** {@link #offer} flag: the node's principal move changed (copy the child's PV). */
    int IMPROVED = 1;
    /** {@link #offer} flag: the node's value reached beta; stop searching moves. */
    int CUTOFF = 2;
    /**
     * {@link #offer} flag: keep the child's line as the runner-up line (a rule whose value is
     * not its best child's, like second best, needs the line of a move that may become principal
     * later). Applied after {@link #PROMOTE_RUNNER_UP}.
     */
    int RUNNER_UP = 4;
    /** {@link #offer} flag: the runner-up line becomes the principal variation. */
    int PROMOTE_RUNNER_UP = 8;

    /**
     * Starts the move loop of the node at {@code ply} with window (alpha, beta) and
     * {@code moveCount} moves to search (a rule may depend on it: a lone move cannot be vetoed).
     */
    void open(int ply, int alpha, int beta, int moveCount);

    /** The score a child must exceed to change the node's value (at least the node's alpha). */
    int childAlpha(int ply);

    /** Takes a child's score; returns {@link #IMPROVED}, {@link #CUTOFF}, {@link #RUNNER_UP} and {@link #PROMOTE_RUNNER_UP} flags. */
    int offer(int ply, int move, int score);

    /** The node's value after its moves; meaningful only if at least one move was offered. */
    int value(int ply);

    /** The move behind {@link #value}, or 0 if no move improved on the node's alpha. */
    int bestMove(int ply);

    /** Rule-specific data to keep in the transposition table with the node's result. */
    default int tableExtra(int ply) {
        return 0;
    }

    /** A move to try right after the hash move, read from a table entry's extra data (0 for none). */
    default int orderingHint(int tableExtra) {
        return 0;
    }

    /**
     * The full turn of {@code move}, the move that led to the node at {@code childPly}, completed
     * from that node's result: called right after the child's move loop ended (Refusal adds the
     * veto, the child's best reply; a Duck rule would add the Duck square). The search keeps
     * turns in its principal variation and answers the root's turn with them. The default: the
     * move is the turn.
     */
    default int turn(int childPly, int move) {
        return move;
    }

    /** Whether {@link #turn} adds to moves, so that a root move left without its child's result is worth a re-search. */
    default boolean completesTurns() {
        return false;
    }
}
