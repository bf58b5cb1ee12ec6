package dev.mallard.core.search;

/** Plain negamax: the node's value is its best child's score; one move at beta cuts off. */
public final class NegamaxBackup implements BackupRule {
    private final int[] alpha;
    private final int[] beta;
    private final int[] best;
    private final int[] bestMove;

    /**
     * State for plies 0 to {@code maxPly}.
     *
     * @param maxPly the deepest ply the search reaches
     */
    public NegamaxBackup(int maxPly) {
        alpha = new int[maxPly + 1];
        beta = new int[maxPly + 1];
        best = new int[maxPly + 1];
        bestMove = new int[maxPly + 1];
    }

    @Override
    public void open(int ply, int alpha, int beta, int moveCount) {
        this.alpha[ply] = alpha;
        this.beta[ply] = beta;
        best[ply] = -Score.INFINITE;
        bestMove[ply] = 0;
    }

    @Override
    public int childAlpha(int ply) {
        return Math.max(alpha[ply], best[ply]);
    }

    @Override
    public int offer(int ply, int move, int score) {
        if (score <= best[ply]) {
            return 0;
        }
        best[ply] = score;
        if (score <= alpha[ply]) {
            return 0; // a better fail-low bound, but no principal move yet
        }
        bestMove[ply] = move;
        return score >= beta[ply] ? IMPROVED | CUTOFF : IMPROVED;
    }

    /** Quiescence nodes maximise too: the same instance serves them. */
    @Override
    public boolean coversQuiescence() {
        return true;
    }

    @Override
    public int value(int ply) {
        return best[ply];
    }

    @Override
    public int bestMove(int ply) {
        return bestMove[ply];
    }
}
