package dev.mallard.core.search.tree;

import dev.mallard.core.board.Move;
import dev.mallard.core.search.Score;
import dev.mallard.core.search.SearchLimits;

/**
 * Turns search limits into two deadlines: a soft one, after which no new iteration starts, and
 * a hard one, at which the search is aborted. With a clock it never plans to use more than a
 * fraction of the remaining time, and it keeps a reserve for the protocol's round trip, so a
 * game is not lost on time even at one second plus a tenth per move. Where time scaling is in
 * force the soft deadline moves with each iteration's result ({@link #iterationDone}); the hard
 * one never does.
 */
final class TimeManager {
    /** Time kept in reserve for the GUI and the JVM, per move. */
    private static final long OVERHEAD_MS = 30;
    /** Moves assumed left in a game without a move count to the next control. */
    private static final int DEFAULT_MOVES_TO_GO = 30;
    /** The first iteration whose result scales the time: earlier ones are too shallow to judge by. */
    private static final int SCALING_DEPTH = 5;
    /**
     * The time's factor by how many iterations in a row the best move has stayed (0: it changed
     * in the last one): a move that keeps winning needs less confirming.
     */
    private static final double[] STABILITY = {1.6, 1.25, 1.0, 0.9, 0.8};
    /** The factor at a best move with none of the nodes, falling by as much for all of them. */
    private static final double SHARE_BASE = 1.6;
    /** Centipawns of fall since the last iteration that add their own size to the factor (half for a rise). */
    private static final double FALL_SCALE = 200;
    private static final double FALL_MIN = 0.85;
    private static final double FALL_MAX = 1.5;
    /**
     * The product's own factor, set so that a game's moves take about as long as without the
     * scaling: without it the median iteration's factor was 0.77 and FIDE at 3 s + 0.03 s spent
     * a fifth less per move, kept a third more of its clock by move 40 and lost (session 49).
     */
    private static final double NORMAL = 1.25;
    private static final double SCALE_MIN = 0.4;
    private static final double SCALE_MAX = 2.5;

    private final long softMs;
    private final long hardMs;
    /** With a fixed move time every millisecond may be used: iterations start until the end. */
    private final boolean fixedTime;
    /** The soft deadline's factor from the last iterations ({@link #iterationDone}). */
    private double scale = 1;
    /**
     * When a scaled search stops, even within an iteration: the soft deadline times the scale,
     * once an iteration has set one; until then only the hard deadline stops it.
     */
    private long scaledStopMs = Long.MAX_VALUE;
    private int lastBest = Move.NONE;
    private int stableIterations;
    private int lastScore;

    TimeManager(SearchLimits limits) {
        fixedTime = !limits.infinite() && limits.moveTimeMs() > 0;
        if (limits.infinite()) {
            softMs = Long.MAX_VALUE;
            hardMs = Long.MAX_VALUE;
        } else if (limits.moveTimeMs() > 0) {
            long budget = Math.max(1, limits.moveTimeMs() - 5);
            softMs = budget;
            hardMs = budget;
        } else if (limits.timeLeftMs() > 0) {
            long available = Math.max(1, limits.timeLeftMs() - OVERHEAD_MS);
            int movesToGo = limits.movesToGo() > 0 ? Math.min(limits.movesToGo(), 50) : DEFAULT_MOVES_TO_GO;
            long share = available / movesToGo + limits.incrementMs() * 3 / 4;
            softMs = Math.max(1, Math.min(share, available * 2 / 5));
            hardMs = Math.max(1, Math.min(softMs * 3, available * 3 / 5));
        } else {
            softMs = Long.MAX_VALUE;
            hardMs = Long.MAX_VALUE;
        }
    }

    /**
     * Whether a new iteration may start after {@code elapsedMs}: it would likely take longer than
     * the rest. Half the soft deadline, scaled by the last iterations, at most half the hard one.
     */
    boolean mayStartIteration(long elapsedMs) {
        if (softMs == Long.MAX_VALUE) {
            return true;
        }
        return elapsedMs < (fixedTime ? hardMs : Math.min((long) (softMs * scale), hardMs) / 2);
    }

    /**
     * Scales the soft deadline by the iteration of {@code depth} that just ended with
     * {@code bestMove} (its piece move) best at {@code score}, after {@code bestMoveShare} of the
     * search's nodes went to that move's subtree: more time while the search is unsettled (a
     * new best move, a small share, a falling score), less once it has settled.
     */
    void iterationDone(int depth, int bestMove, int score, double bestMoveShare) {
        stableIterations = bestMove == lastBest ? stableIterations + 1 : 0;
        int fall = depth > 1 ? lastScore - score : 0;
        lastBest = bestMove;
        lastScore = score;
        if (depth < SCALING_DEPTH || Math.abs(score) >= Score.MATE_BOUND || fixedTime || softMs == Long.MAX_VALUE) {
            scale = 1;
            scaledStopMs = Long.MAX_VALUE;
            return;
        }
        double stability = STABILITY[Math.min(stableIterations, STABILITY.length - 1)];
        double share = SHARE_BASE - bestMoveShare;
        double falling = Math.max(FALL_MIN, Math.min(FALL_MAX, 1 + (fall > 0 ? fall : fall / 2.0) / FALL_SCALE));
        scale = Math.max(SCALE_MIN, Math.min(SCALE_MAX, NORMAL * stability * share * falling));
        // An iteration that runs past the scaled plan is cut short, as Stockfish's is: a
        // settled search rarely changes its move in it, and an unsettled one has up to the
        // hard deadline. The cut iteration's result counts only where a root move improved.
        scaledStopMs = (long) (softMs * scale);
    }

    /** Whether the search must stop now: past the hard deadline, or past the scaled soft one. */
    boolean mustStop(long elapsedMs) {
        return elapsedMs >= hardMs || elapsedMs >= scaledStopMs;
    }

    /** The hard limit in milliseconds ({@link Long#MAX_VALUE} for none). */
    long hardMs() {
        return hardMs;
    }
}
