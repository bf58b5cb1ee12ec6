package dev.mallard.core.search;

/**
 * How a node combines its children's scores: the one thing a variant plugs into the shared
 * search. The search calls {@link #open} when a node starts its move loop, asks
 * {@link #childAlpha} for the bound a child must beat to matter, hands every child's score
 * (from the node's point of view) to {@link #offer}, and returns {@link #value} when the loop
 * ends. An instance belongs to one search and keeps its per-ply state in preallocated arrays.
 *
 * <p>A rule whose node result is more than one number (the Duck's score bundle) keeps the rest
 * itself: the search calls {@link #enter} whenever a node starts, so that a node returning
 * early (draw, table hit, null move, quiescence stand pat) leaves a plain score behind; the
 * rule reads a child's full result from its own state of the child's ply in {@link #offer}.
 * The hooks with default bodies cost rules that need none of this nothing.
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
     *
     * @param ply the node's distance from the root, in plies
     * @param alpha the lower bound of the window
     * @param beta the upper bound of the window
     * @param moveCount the number of moves to search
     */
    void open(int ply, int alpha, int beta, int moveCount);

    /**
     * {@return the score a child must exceed to change the node's value (at least the node's
     * alpha)}
     *
     * @param ply the node's distance from the root, in plies
     */
    int childAlpha(int ply);

    /**
     * {@return the score the child reached by {@code move} must exceed to change the node's value;
     * a value at or above the node's beta says the move cannot matter and is not searched} A rule
     * may know more than {@link #childAlpha(int)} here (the Duck: squares the move cannot raise,
     * because a Duck there would block it). The position is at the node.
     *
     * @param ply the node's distance from the root, in plies
     * @param move the move
     */
    default int childAlpha(int ply, int move) {
        return childAlpha(ply);
    }

    /**
     * A new search works on {@code position}, now at its root, for its whole duration.
     *
     * @param position the position
     */
    default void startSearch(dev.mallard.core.board.Position position) {
    }

    /**
     * A node at {@code ply} starts: until its {@link #value} it has a plain score and nothing else.
     *
     * @param ply the node's distance from the root, in plies
     */
    default void enter(int ply) {
    }

    /**
     * {@return whether a child searched with the window (childAlpha, childAlpha + 1) for a
     * null-window test returned {@code score} (the node's view) that is final for the window
     * (childAlpha, beta) too, or needs a full-window search} Negamax: a score outside the window.
     *
     * @param ply the node's distance from the root, in plies
     * @param score the child's score, from the node's point of view
     * @param childAlpha the bound the child was searched against
     * @param beta the upper bound of the window
     */
    default boolean settles(int ply, int score, int childAlpha, int beta) {
        return score <= childAlpha || score >= beta;
    }

    /**
     * {@return how many of a principal-variation node's later moves that the null window leaves
     * unsettled ({@link #settles}) are re-searched as principal-variation nodes} The others get
     * the same full window but the pruning of other nodes: the window, not the node type, makes
     * a score exact, so this decides only how much of the tree is searched without pruning, never
     * a score of the exact search. Negamax: all of them (each is a new best move, which happens
     * rarely); a rule whose value depends on many children (the Duck's bundle, where a move
     * that raises some squares settles nothing) would otherwise search most of its tree as
     * principal nodes.
     */
    default int principalResearches() {
        return Integer.MAX_VALUE;
    }

    /**
     * {@return the node's value after passing (null move) when the child scored {@code score}
     * (node's view); a pass has no squares a Duck could block, but the child's other results may
     * still count against it}
     *
     * @param ply the node's distance from the root, in plies
     * @param score the child's score, from the node's point of view
     */
    default int passScore(int ply, int score) {
        return score;
    }

    /**
     * A move the search prunes without searching it, believed worth at most {@code bound}
     * (for a rule that must know every move a node has: Duck squares no move reaches win).
     *
     * @param ply the node's distance from the root, in plies
     * @param move the move
     * @param bound the most the move is believed worth
     */
    default void pruned(int ply, int move, int bound) {
    }

    /**
     * A table entry with {@code tableExtra} (as {@link #tableExtra} wrote it) would cut the node at
     * {@code ply} off with its score: restores the rule's other results from the entry and says
     * whether they, too, are final for (alpha, beta); if not, the node is searched.
     *
     * @param ply the node's distance from the root, in plies
     * @param tableExtra the rule's data from a table entry
     * @param alpha the lower bound of the window
     * @param beta the upper bound of the window
     * @return whether the entry may cut the node off
     */
    default boolean restore(int ply, int tableExtra, int alpha, int beta) {
        return true;
    }

    /**
     * Whether quiescence nodes back up with this rule too (the Duck's bundle: a stand pat is a
     * score for every square). By default they do not, and the search backs them up with plain
     * negamax ({@code NegamaxBackup}): a rule's hidden information, like Refusal's veto, is not
     * modelled in the capture search. A quiescence node offers its stand-pat score as
     * {@link dev.mallard.core.board.Move#NONE}: a score without a move, valid whatever the rule
     * hides.
     *
     * @return whether the search's quiescence nodes use this rule
     */
    default boolean coversQuiescence() {
        return false;
    }

    /**
     * {@return whether quiescence's stand pat may be the evaluation's lazy estimate ({@link
     * Evaluator#evaluate(dev.mallard.core.board.Position, int, int)}) when the search's {@code
     * lazyEvaluation} switch is on} The estimate falls on the same side of the window as the score,
     * but it becomes the node's fail-soft value: a rule that only compares values with the window
     * takes it (the default), a rule that builds on a fail-soft value below alpha says no.
     */
    default boolean takesEstimates() {
        return true;
    }

    /**
     * The principal variation of the last search at the root, as turns in {@code line}, when the
     * rule builds it itself (turns with parts the moves lack, like the Duck's squares): returns its
     * length, or -1 to keep the search's line of moves.
     *
     * @param line the line to fill
     * @return the line's length, or -1
     */
    default int rootLine(int[] line) {
        return -1;
    }

    /**
     * Takes a child's score; returns {@link #IMPROVED}, {@link #CUTOFF}, {@link #RUNNER_UP} and
     * {@link #PROMOTE_RUNNER_UP} flags.
     *
     * @param ply the node's distance from the root, in plies
     * @param move the move
     * @param score the child's score, from the node's point of view
     * @return the flags, 0 when the score changes nothing
     */
    int offer(int ply, int move, int score);

    /**
     * {@return the node's value after its moves; meaningful only if at least one move was offered}
     *
     * @param ply the node's distance from the root, in plies
     */
    int value(int ply);

    /**
     * {@return the move behind {@link #value}, or 0 if no move improved on the node's alpha}
     *
     * @param ply the node's distance from the root, in plies
     */
    int bestMove(int ply);

    /**
     * {@return rule-specific data to keep in the transposition table with the node's result}
     *
     * @param ply the node's distance from the root, in plies
     */
    default int tableExtra(int ply) {
        return 0;
    }

    /**
     * {@return a move to try right after the hash move, read from a table entry's extra data (0 for
     * none)}
     *
     * @param tableExtra the rule's data from a table entry
     */
    default int orderingHint(int tableExtra) {
        return 0;
    }

    /**
     * {@return the full turn of {@code move}, the move that led to the node at {@code childPly},
     * completed from that node's result: called right after the child's move loop ended (Refusal
     * adds the veto, the child's best reply; a Duck rule would add the Duck square)} The search
     * keeps turns in its principal variation and answers the root's turn with them. The default:
     * the move is the turn.
     *
     * @param childPly the ply of the child node
     * @param move the move
     */
    default int turn(int childPly, int move) {
        return move;
    }

    /**
     * {@return whether {@link #turn} adds to moves, so that a root move left without its child's
     * result is worth a re-search}
     */
    default boolean completesTurns() {
        return false;
    }
}
