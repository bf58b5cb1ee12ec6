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

    /** Starts the move loop of the node at {@code ply} with window (alpha, beta). */
    void open(int ply, int alpha, int beta);

    /** The score a child must exceed to change the node's value (at least the node's alpha). */
    int childAlpha(int ply);

    /** Takes a child's score; returns {@link #IMPROVED} and/or {@link #CUTOFF} flags. */
    int offer(int ply, int move, int score);

    /** The node's value after its moves; meaningful only if at least one move was offered. */
    int value(int ply);

    /** The move behind {@link #value}, or 0 if no move improved on the node's alpha. */
    int bestMove(int ply);

    /** Rule-specific data to keep in the transposition table with the node's result. */
    default int tableExtra(int ply) {
        return 0;
    }
}
