package dev.mallard.refusal;

import dev.mallard.core.board.Position;
import dev.mallard.core.search.Evaluator;
import dev.mallard.core.search.MinimaxOracle;
import dev.mallard.fide.FideSearchRules;

/**
 * What both Refusal oracles share: the plain quiescence their lines end in (FIDE moves only,
 * since the search cannot know vetoes there, the same as {@link MinimaxOracle}'s), the depth
 * range they accept, and their node count (full-width nodes plus quiescence nodes).
 */
final class OracleLeaves {
    private final MinimaxOracle quiescence;
    private long fullWidth;
    private long base;

    /** Leaves on {@code evaluator}, with a capture search or, without {@code quiescence}, the evaluation alone. */
    OracleLeaves(Evaluator evaluator, boolean quiescence) {
        this.quiescence = new MinimaxOracle(new FideSearchRules(), evaluator, quiescence);
    }

    /** Checks an oracle call's depth and starts its count. */
    void start(int depth) {
        if (depth < 1 || depth > 8) {
            throw new IllegalArgumentException("oracle depth must be 1 to 8, got " + depth);
        }
        fullWidth = 0;
        base = quiescence.nodes();
    }

    /** Counts a full-width node. */
    void countNode() {
        fullWidth++;
    }

    /** The quiescence score of {@code position} within (alpha, beta). */
    int quiescence(Position position, int alpha, int beta) {
        return quiescence.quiescence(position, alpha, beta);
    }

    /** Nodes since {@link #start}. */
    long nodes() {
        return fullWidth + quiescence.nodes() - base;
    }
}
