package dev.mallard.core.search.tree;

import dev.mallard.core.search.Technique;

/**
 * How many plies a late quiet move of a full-width node is searched shallower
 * ({@link Technique#LATE_MOVE_REDUCTIONS} and the techniques that refine it), and the depth that
 * reduction would leave a move, which futility at the reduced depth and history pruning read
 * before the move is made. One per search thread, with the settings of the search in progress.
 */
final class LateMoveReductions {
    private SearchSettings settings;

    /** A new search with {@code settings}. */
    void start(SearchSettings settings) {
        this.settings = settings;
    }

    /**
     * A late move's reduction by the table (depth and move number) and the improving flag alone,
     * before what the node type and the move's history add: the late-move reductions, futility
     * at the reduced depth and history pruning share it.
     */
    private int byTable(int depth, int searched, boolean improving) {
        int reduction = settings.reductions[Math.min(depth, 63)][Math.min(searched, 63)];
        return improving ? reduction : reduction + settings.lmrNotImproving;
    }

    /**
     * The reduction of a reducible quiet move giving no check, the {@code searched}-th of its node
     * at {@code depth}, whose child would otherwise be searched at {@code newDepth}: the table's, one
     * more behind a capturing hash move ({@code tableCaptureReduction}), less at a node on (or once
     * on) the principal variation ({@code pvLike}), more at an expected cut node, less the better
     * the move's {@code historyKey}, a ply more after many {@code childCutoffs} (the cut-offs a ply
     * below since the grandparent's node began); never below 0 nor to a depth below 1.
     */
    int of(int depth, int newDepth, int searched, boolean improving, int tableCaptureReduction, boolean pvLike,
           boolean cutNode, int historyKey, int childCutoffs) {
        int reduction = byTable(depth, searched, improving) + tableCaptureReduction;
        if (pvLike) {
            reduction -= settings.lmrPv;
        }
        if (cutNode && settings.cutNodeReductions) {
            // A node expected to fail high needs one move to beat beta, most likely an early one:
            // its late moves matter least of all.
            reduction += settings.lmrCutNode;
        }
        if (settings.cutoffReductions && childCutoffs > settings.lmrCutoffs) {
            // The replies a ply below refute this node's moves readily (many cut-offs since the
            // grandparent began, among this node's children and its earlier siblings'): a late
            // move is likely refuted too.
            reduction++;
        }
        if (settings.historyReductions) {
            // A move whose history says it often cuts off is reduced less, and one that seldom
            // does, more: a ply per history step.
            reduction -= historyKey / settings.lmrHistoryStep;
        }
        return Math.min(Math.max(0, reduction), newDepth - 1);
    }

    /**
     * The child bound from which a quiet move is futile under futility at the reduced depth: the
     * depth p its late-move reduction would leave it after {@code searched} moves (as the
     * reduction would be without the move's history and check, which it cannot know here), if
     * below the limit, the static evaluation plus base + step·p. It never rises as more moves
     * are searched (the reductions grow with the move number), so a move futile now stays futile
     * later, which pruning the rest of the moves at once needs.
     */
    int reducedFutileFrom(int depth, int searched, boolean improving, int staticEval) {
        int reduced = reducedDepth(depth, searched, improving);
        return reduced < settings.futilityDepth ? staticEval + settings.futilityBase + settings.futilityStep * reduced : Integer.MAX_VALUE;
    }

    /**
     * The depth a quiet move's late-move reduction would leave it after {@code searched} moves,
     * as the reduction would be without the move's history and check (unknown before it is
     * made); it never rises as more moves are searched.
     */
    int reducedDepth(int depth, int searched, boolean improving) {
        int reduction = settings.lateMoveReductions && depth >= settings.lmrDepth && searched >= settings.lmrMoves
                ? byTable(depth, searched, improving) : 0;
        return Math.max(depth - 1 - reduction, 0);
    }
}
