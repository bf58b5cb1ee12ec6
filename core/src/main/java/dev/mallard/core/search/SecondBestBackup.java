package dev.mallard.core.search;

/**
 * Refusal Chess backup: the opponent's last turn vetoed one of our moves and, knowing our
 * replies, vetoed the best. So the node's value is its <em>second-best</em> child score, or the
 * best when it has a single move (a lone move cannot be vetoed). A cut-off needs two moves at
 * or above beta, and a child matters only if it beats the current second best. At the root
 * the veto is known from the game (the rules do not generate the vetoed move), so the root
 * simply takes its best move. The engine's own veto, which completes the root move into a turn
 * ({@link #turn}), is the chosen child's best reply.
 *
 * <p>The principal variation follows the second-best move; the best move's line is kept as the
 * runner-up, because a later, better move pushes it into second place. The table keeps the best
 * (vetoed) move as extra data, so both moves a cut-off needs are tried first next time.
 */
public final class SecondBestBackup implements BackupRule {
    private final int[] alpha;
    private final int[] beta;
    private final int[] best;
    private final int[] second;
    private final int[] bestMove;
    private final int[] secondMove;
    private final boolean[] lone;

    /**
     * State for plies 0 to {@code maxPly}.
     *
     * @param maxPly the deepest ply the search reaches
     */
    public SecondBestBackup(int maxPly) {
        alpha = new int[maxPly + 1];
        beta = new int[maxPly + 1];
        best = new int[maxPly + 1];
        second = new int[maxPly + 1];
        bestMove = new int[maxPly + 1];
        secondMove = new int[maxPly + 1];
        lone = new boolean[maxPly + 1];
    }

    @Override
    public void open(int ply, int alpha, int beta, int moveCount) {
        this.alpha[ply] = alpha;
        this.beta[ply] = beta;
        best[ply] = -Score.INFINITE;
        second[ply] = -Score.INFINITE;
        bestMove[ply] = 0;
        secondMove[ply] = 0;
        lone[ply] = moveCount == 1 || ply == 0; // both back up the best child, as negamax does
    }

    @Override
    public int childAlpha(int ply) {
        return Math.max(alpha[ply], lone[ply] ? best[ply] : second[ply]);
    }

    /**
     * No: the rule ranks its children by their values even below alpha (which is best, which
     * is the runner-up, which move the table keeps), and an estimate in place of a score changes
     * that ranking. With estimates the Refusal bench tree changed at every margin up to 1,500 cp.
     */
    @Override
    public boolean takesEstimates() {
        return false;
    }

    @Override
    public int offer(int ply, int move, int score) {
        if (lone[ply]) {
            if (score <= best[ply]) {
                return 0;
            }
            best[ply] = score;
            bestMove[ply] = move;
            if (score <= alpha[ply]) {
                return 0;
            }
            return score >= beta[ply] ? IMPROVED | CUTOFF : IMPROVED;
        }
        if (score > best[ply]) {
            // The old best drops to second place: its line (the runner-up) becomes the PV.
            second[ply] = best[ply];
            secondMove[ply] = bestMove[ply];
            best[ply] = score;
            bestMove[ply] = move;
            int flags = PROMOTE_RUNNER_UP | RUNNER_UP;
            return second[ply] >= beta[ply] ? flags | CUTOFF : flags;
        }
        if (score > second[ply]) {
            second[ply] = score;
            secondMove[ply] = move;
            if (score <= alpha[ply]) {
                return 0;
            }
            return score >= beta[ply] ? IMPROVED | CUTOFF : IMPROVED;
        }
        return 0;
    }

    @Override
    public int value(int ply) {
        return lone[ply] ? best[ply] : second[ply];
    }

    @Override
    public int bestMove(int ply) {
        if (lone[ply]) {
            return best[ply] > alpha[ply] ? bestMove[ply] : 0;
        }
        return second[ply] > alpha[ply] ? secondMove[ply] : 0;
    }

    /** The vetoed best move, for ordering. */
    @Override
    public int tableExtra(int ply) {
        return lone[ply] ? 0 : bestMove[ply];
    }

    @Override
    public int orderingHint(int tableExtra) {
        return tableExtra & 0xFFFF;
    }

    /**
     * The move with its veto in the high 16 bits: the child's best reply, the one that hurts most
     * (the child's value assumed it vetoed), or none when the child had a lone move.
     */
    @Override
    public int turn(int childPly, int move) {
        return lone[childPly] ? move : move | bestMove[childPly] << 16;
    }

    @Override
    public boolean completesTurns() {
        return true;
    }
}
