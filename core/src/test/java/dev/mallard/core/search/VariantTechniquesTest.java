package dev.mallard.core.search;

import static dev.mallard.core.search.TestChess.position;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.board.Position;
import dev.mallard.core.rules.Rules;
import java.util.EnumSet;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The techniques not every variant takes ({@link SearchRules#techniques()}; of the shipped
 * variants only FIDE chess takes them), and those every variant has taken since session 37, are
 * at work, each on its own: the test variant's search, which takes them all, with one of them in
 * force is compared with the same search without it, every technique not every variant takes
 * off in both, so that the two trees differ by the one technique alone.
 * Rules that do not take a technique never use it, whatever the options say, and the full rules
 * without their own techniques search the very tree of the rules that take only the common ones.
 */
class VariantTechniquesTest {
    private static final List<String> MIDDLEGAMES = List.of(
            "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
            "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
            "r2q1rk1/ppp2ppp/2n1bn2/2bpp3/4P3/2PP1NN1/PP2BPPP/R1BQ1RK1 w - - 0 9",
            "r1b2rk1/2q1b1pp/p2ppn2/1p6/3QP3/1BN1B3/PPP3PP/R4RK1 w - - 0 13");

    /** The test variant's rules, but taking only the techniques every variant takes, as Duck and Refusal do. */
    private static final class MildRules implements SearchRules {
        private final SearchRules full = TestChess.RULES;

        @Override
        public Rules rules() {
            return full.rules();
        }

        @Override
        public int generate(Position position, int[] moves, int start, int stages) {
            return full.generate(position, moves, start, stages);
        }

        @Override
        public boolean inCheck(Position position) {
            return full.inCheck(position);
        }

        @Override
        public boolean givesCheck(Position position, int move) {
            return full.givesCheck(position, move);
        }

        @Override
        public int noMovesScore(Position position, int ply) {
            return full.noMovesScore(position, ply);
        }

        @Override
        public boolean isDrawn(Position position, int ply) {
            return full.isDrawn(position, ply);
        }

        @Override
        public boolean zugzwangLikely(Position position) {
            return full.zugzwangLikely(position);
        }

        @Override
        public BackupRule newBackupRule(int maxPly) {
            return full.newBackupRule(maxPly);
        }
    }

    /** Nodes of fresh fixed-depth searches of the middlegames by {@code rules}' search. */
    private static long nodes(SearchRules rules, SearchOptions options, int depth) {
        long nodes = 0;
        for (String fen : MIDDLEGAMES) {
            Searcher searcher = new Searcher(rules, TestChess.evaluator(), new TranspositionTable(16));
            searcher.setOptions(options);
            nodes += searcher.search(position(fen), SearchLimits.depth(depth), SearchListener.NONE).nodes();
        }
        return nodes;
    }

    /** The defaults with every technique not every variant takes off but {@code kept}. */
    private static SearchOptions optionalOff(Technique... kept) {
        SearchOptions options = SearchOptions.defaults();
        for (Technique technique : EnumSet.complementOf(EnumSet.copyOf(Technique.everyVariant()))) {
            options = options.with(technique, List.of(kept).contains(technique));
        }
        return options;
    }

    /**
     * The test variant's nodes at {@code depth} with {@code technique} in force and without it
     * (every other technique not every variant takes off in both): {@code [with, without]}.
     */
    private static long[] withAndWithout(Technique technique, int depth) {
        return withAndWithout(optionalOff(technique), technique, depth);
    }

    /** The test variant's nodes at {@code depth} under {@code options} and with {@code technique} off besides: {@code [with, without]}. */
    private static long[] withAndWithout(SearchOptions options, Technique technique, int depth) {
        SearchRules full = TestChess.RULES;
        return new long[] {nodes(full, options, depth), nodes(full, options.with(technique, false), depth)};
    }

    @Test
    void theDefaultTakesTheCommonTechniquesOnly() {
        assertThat(TestChess.RULES.techniques()).containsExactlyInAnyOrder(Technique.values());
        assertThat(new MildRules().techniques()).isEqualTo(Technique.everyVariant())
                .contains(Technique.INTERNAL_REDUCTION, Technique.CONTINUATION_HISTORY)
                .doesNotContain(Technique.PROBCUT, Technique.SINGULAR_EXTENSION, Technique.DELTA_PRUNING);
    }

    /**
     * The techniques a variant takes are the only difference between the full and the mild rules:
     * without their own, the full rules search the same tree; and the mild rules, which do not
     * take them, ignore the options that switch them on.
     */
    @Test
    void aTechniqueTheRulesDoNotTakeIsNeverUsed() {
        long mild = nodes(new MildRules(), SearchOptions.defaults(), 7);
        assertThat(nodes(TestChess.RULES, optionalOff(), 7)).as("the full rules without their own techniques").isEqualTo(mild);
        assertThat(nodes(new MildRules(), optionalOff(), 7)).as("the mild rules with them off").isEqualTo(mild);
        assertThat(nodes(TestChess.RULES, SearchOptions.defaults(), 7)).as("the full rules with them").isNotEqualTo(mild);
    }

    /**
     * A technique that refines another is not in force without it: with SEE pruning off, the
     * delta pruning and full-width SEE pruning are off too.
     */
    @Test
    void aRefinementNeedsWhatItRefines() {
        SearchOptions noSee = optionalOff(Technique.DELTA_PRUNING, Technique.FULL_WIDTH_SEE_PRUNING)
                .with(Technique.SEE_PRUNING, false);
        assertThat(nodes(TestChess.RULES, noSee, 6)).isEqualTo(nodes(TestChess.RULES,
                optionalOff().with(Technique.SEE_PRUNING, false), 6));
    }

    /**
     * Delta pruning in quiescence skips captures that cannot lift the stand pat to alpha. At
     * depth 1 the root's moves lead straight into quiescence and the full-width pruning never
     * runs (it spares the root).
     */
    @Test
    void deltaPruningInQuiescence() {
        long[] trees = withAndWithout(Technique.DELTA_PRUNING, 1);
        assertThat(trees[0]).as("nodes with / without delta pruning").isLessThan(trees[1]);
    }

    /**
     * Without a hash move the full rules search a node a ply shallower (internal iterative reduction)
     * instead of searching it shallower first (internal iterative deepening): without the table
     * no node has a hash move, so the reduction takes every node from depth 4 and the tree is
     * much smaller.
     */
    @Test
    void internalIterativeReductionInsteadOfDeepening() {
        SearchRules full = TestChess.RULES;
        long reduced = nodes(full, optionalOff().with(Technique.TRANSPOSITION_TABLE, false), 6);
        long deepened = nodes(full, optionalOff().with(Technique.TRANSPOSITION_TABLE, false)
                .with(Technique.INTERNAL_REDUCTION, false), 6);
        assertThat(reduced).as("nodes with reduction / with deepening").isLessThan(deepened / 2);
    }

    /**
     * Quiescence probes and stores the table: captures reach one position by several
     * orders, and the second arrival is answered from the table, so the tree is smaller.
     */
    @Test
    void quiescenceTable() {
        long[] trees = withAndWithout(Technique.QUIESCENCE_TABLE, 6);
        assertThat(trees[0]).as("nodes with / without the table in quiescence").isLessThan(trees[1]);
    }

    /**
     * Main-search SEE pruning drops moves that lose material near the horizon: the trees differ.
     * Whether the tree is smaller depends on what else is in force: with only the techniques
     * every variant took before session 37 it was (212,947 nodes against 278,042 at depth 9 on
     * the test evaluation); with the five every variant has taken since then in force too the
     * trees are far smaller and the order the pruning leaves costs about what it saves (77,909
     * against 75,625).
     */
    @Test
    void seePruningInTheFullWidthSearch() {
        long[] trees = withAndWithout(Technique.FULL_WIDTH_SEE_PRUNING, 9);
        assertThat(trees[0]).as("nodes with / without SEE pruning in the full-width search").isNotEqualTo(trees[1]);
    }

    /** Quiet moves are also ordered by the continuation history: the trees differ. */
    @Test
    void continuationHistory() {
        long[] trees = withAndWithout(Technique.CONTINUATION_HISTORY, 7);
        assertThat(trees[0]).as("nodes with / without the continuation history").isNotEqualTo(trees[1]);
    }

    /**
     * Late quiet moves are reduced less or more by their history: the trees differ. A step is
     * {@code lmr.history_step}, half the bound of an entry; on the test evaluation no quiet
     * history reaches it up to depth 8, so the trees are the same there, and differ from depth 9.
     */
    @Test
    void historyReductions() {
        long[] trees = withAndWithout(Technique.HISTORY_REDUCTIONS, 9);
        assertThat(trees[0]).as("nodes with / without history reductions").isNotEqualTo(trees[1]);
    }

    /**
     * A node whose static evaluation has not risen since its side's last move prunes and
     * reduces more (reverse futility, move-count pruning, late-move reductions): a smaller tree.
     */
    @Test
    void improving() {
        long[] trees = withAndWithout(Technique.IMPROVING, 8);
        assertThat(trees[0]).as("nodes with / without improving").isLessThan(trees[1]);
    }

    /**
     * Singular extensions search a hash move that every other move falls short of a ply deeper,
     * and cut a node off where a second move beats beta too: the trees differ.
     */
    @Test
    void singularExtension() {
        long[] trees = withAndWithout(Technique.SINGULAR_EXTENSION, 9);
        assertThat(trees[0]).as("nodes with / without singular extensions").isNotEqualTo(trees[1]);
    }

    /** A quiescence node in check searches its evasions instead of standing pat: the trees differ. */
    @Test
    void quiescenceEvasions() {
        long[] trees = withAndWithout(Technique.QUIESCENCE_EVASIONS, 6);
        assertThat(trees[0]).as("nodes with / without evasions in quiescence").isNotEqualTo(trees[1]);
    }

    /** ProbCut cuts nodes where a capture beats beta by a margin in a much shallower search: the trees differ. */
    @Test
    void probCut() {
        long[] trees = withAndWithout(Technique.PROBCUT, 8);
        assertThat(trees[0]).as("nodes with / without ProbCut").isNotEqualTo(trees[1]);
    }

    /** Captures of near victims are also ordered by the capture history: the trees differ. */
    @Test
    void captureHistory() {
        long[] trees = withAndWithout(Technique.CAPTURE_HISTORY, 8);
        assertThat(trees[0]).as("nodes with / without the capture history").isNotEqualTo(trees[1]);
    }

    /**
     * Late moves at expected cut nodes are reduced more: the trees differ (not always smaller:
     * a shallower search of a late move fails high more often and is searched again).
     */
    @Test
    void cutNodeReductions() {
        long[] trees = withAndWithout(Technique.CUT_NODE_REDUCTIONS, 8);
        assertThat(trees[0]).as("nodes with / without cut-node reductions").isNotEqualTo(trees[1]);
    }

    /**
     * The pruning decisions read the table's bound where it lies beyond the static evaluation on
     * its side: more nodes are cut by reverse futility and the null move, others kept: the trees differ.
     */
    @Test
    void tableEvaluation() {
        long[] trees = withAndWithout(Technique.TABLE_EVALUATION, 8);
        assertThat(trees[0]).as("nodes with / without the table's bound as the evaluation").isNotEqualTo(trees[1]);
    }

    /** The null move is reduced by depth and by the evaluation's lead over beta: a smaller tree. */
    @Test
    void adaptiveNullMove() {
        long[] trees = withAndWithout(Technique.ADAPTIVE_NULL_MOVE, 8);
        assertThat(trees[0]).as("nodes with / without the adaptive null move").isLessThan(trees[1]);
    }

    /**
     * A reduced move that fails high by far is searched again a ply deeper: the trees differ (not
     * always larger: the deeper search may settle the node sooner).
     */
    @Test
    void deeperResearch() {
        long[] trees = withAndWithout(Technique.DEEPER_RESEARCH, 8);
        assertThat(trees[0]).as("nodes with / without the deeper re-search").isNotEqualTo(trees[1]);
    }

    /**
     * A node far below alpha near the horizon is settled by a quiescence search when that agrees:
     * the trees differ (not always smaller on this material-only evaluation: where the quiescence
     * search reaches alpha its nodes are spent and the node is searched in full after it).
     */
    @Test
    void razoring() {
        long[] trees = withAndWithout(Technique.RAZORING, 8);
        assertThat(trees[0]).as("nodes with / without razoring").isNotEqualTo(trees[1]);
    }

    /** Futility at a late move's reduced depth reaches nodes deeper than 2: a smaller tree. */
    @Test
    void reducedDepthFutility() {
        long[] trees = withAndWithout(Technique.REDUCED_DEPTH_FUTILITY, 8);
        assertThat(trees[0]).as("nodes with / without futility at the reduced depth").isLessThan(trees[1]);
    }

    /**
     * The table's cut-offs teach the history: the moves they credit or blame are ordered
     * differently in the nodes searched after them, and the tree changes.
     */
    @Test
    void tableCutoffHistory() {
        long[] trees = withAndWithout(Technique.TABLE_CUTOFF_HISTORY, 8);
        assertThat(trees[0]).as("nodes with / without the history from the table's cut-offs").isNotEqualTo(trees[1]);
    }

    /**
     * Late quiet moves behind a capturing hash move are reduced a ply more: the tree changes
     * (the bench's trees shrink by a third in FIDE, docs/search.md).
     */
    @Test
    void tableCaptureReductions() {
        long[] trees = withAndWithout(Technique.TABLE_CAPTURE_REDUCTIONS, 8);
        assertThat(trees[0]).as("nodes with / without the reductions after a capturing hash move").isNotEqualTo(trees[1]);
    }

    /**
     * The correction history moves the evaluations the pruning and the stand pats read by what
     * earlier nodes' searches found: the tree changes.
     */
    @Test
    void correctionHistory() {
        long[] trees = withAndWithout(Technique.CORRECTION_HISTORY, 8);
        assertThat(trees[0]).as("nodes with / without the correction history").isNotEqualTo(trees[1]);
    }

    /**
     * A hash move singular by far is searched two plies deeper instead of one at nodes off the
     * principal variation: the tree grows.
     */
    @Test
    void doubleExtensions() {
        SearchOptions singular = optionalOff(Technique.SINGULAR_EXTENSION, Technique.DOUBLE_EXTENSION);
        long with = nodes(TestChess.RULES, singular, 9);
        long without = nodes(TestChess.RULES, singular.with(Technique.DOUBLE_EXTENSION, false), 9);
        assertThat(with).as("nodes with / without the double extensions").isGreaterThan(without);
    }

    /**
     * A hash move with another move nearly as good, whose bound beats beta, loses
     * {@code singular.negative} plies: two, one and none search three different trees (which is
     * the smallest depends on what the shallower lines leave in the table).
     */
    @Test
    void negativeExtensionsByTheParameter() {
        SearchOptions singular = optionalOff(Technique.SINGULAR_EXTENSION);
        long one = nodes(TestChess.RULES, singular, 9);
        long two = nodes(TestChess.RULES, singular.withParameter("singular.negative", 2), 9);
        long none = nodes(TestChess.RULES, singular.withParameter("singular.negative", 0), 9);
        assertThat(List.of(one, two, none)).as("nodes with one, two and no plies less").doesNotHaveDuplicates();
    }

    /**
     * Quiet moves whose history says they fail are not searched near the horizon: the tree
     * shrinks. At a lower bar than the default's, which the short fresh searches here seldom
     * build histories bad enough to reach.
     */
    @Test
    void historyPruning() {
        SearchOptions pruning = optionalOff(Technique.HISTORY_PRUNING).withParameter("history_pruning.margin", 400)
                .withParameter("history_pruning.offset", 0);
        long[] trees = withAndWithout(pruning, Technique.HISTORY_PRUNING, 9);
        assertThat(trees[0]).as("nodes with / without history pruning").isLessThan(trees[1]);
    }

    /**
     * Nodes once on the principal variation, marked so in the table, reduce their late moves
     * less and take no reverse futility: the tree grows. With no reduction to spare ({@code lmr.pv}
     * 0) the mark still keeps reverse futility off (and spreads to children that fail low): the
     * tree still grows, two plies deeper, where the marked nodes near the horizon are many enough.
     */
    @Test
    void theTablesPrincipalVariationMark() {
        long[] trees = withAndWithout(Technique.TABLE_PV, 8);
        assertThat(trees[0]).as("nodes with / without the table's PV mark").isGreaterThan(trees[1]);
        long[] unreduced = withAndWithout(optionalOff(Technique.TABLE_PV).withParameter("lmr.pv", 0), Technique.TABLE_PV, 10);
        assertThat(unreduced[0]).as("nodes with / without the mark, lmr.pv 0").isGreaterThan(unreduced[1]);
    }

    /**
     * Every node out of check teaches its parent's quiet move by the evaluation's change: the
     * order, and so the tree, changes; at a scale of 0 it teaches nothing and the tree is the one
     * without the technique.
     */
    @Test
    void theHistoryTaughtByTheEvaluationsChange() {
        long[] trees = withAndWithout(Technique.EVAL_HISTORY, 8);
        assertThat(trees[0]).as("nodes with / without the evaluation's history").isNotEqualTo(trees[1]);
        long unscaled = nodes(TestChess.RULES, optionalOff(Technique.EVAL_HISTORY).withParameter("history.eval_scale", 0), 8);
        assertThat(unscaled).as("nodes at scale 0").isEqualTo(trees[1]);
    }

    /**
     * The continuation history taught by a fail low changes the tree (at depth 10: in these
     * small trees few fail lows deep enough follow a quiet move); with a least depth beyond the
     * search's, where only PV nodes teach, it grows a third tree; without the continuation history
     * it refines it is not in force.
     */
    @Test
    void theContinuationHistoryTaughtByAFailLow() {
        long[] trees = withAndWithout(Technique.FAIL_LOW_HISTORY, 10);
        assertThat(trees[0]).as("nodes with / without the fail low's history").isNotEqualTo(trees[1]);
        long pvOnly = nodes(TestChess.RULES, optionalOff(Technique.FAIL_LOW_HISTORY).withParameter("history.fail_low_depth", 12), 10);
        assertThat(pvOnly).as("nodes when only PV nodes teach").isNotEqualTo(trees[0]).isNotEqualTo(trees[1]);
        SearchOptions noContinuation = optionalOff().with(Technique.CONTINUATION_HISTORY, false);
        assertThat(nodes(TestChess.RULES, noContinuation.with(Technique.FAIL_LOW_HISTORY, true), 8))
                .as("nodes without the continuation history it refines").isEqualTo(nodes(TestChess.RULES, noContinuation, 8));
    }

    /**
     * The cut-off count's reductions change the tree; a count of 0 (any cut-off a ply below
     * reduces) reduces more often than the default 3 and grows a third tree; without the
     * late-move reductions they refine they are not in force.
     */
    @Test
    void theCutoffCountsReductions() {
        long[] trees = withAndWithout(Technique.CUTOFF_REDUCTIONS, 8);
        assertThat(trees[0]).as("nodes with / without the cut-off count's reductions").isNotEqualTo(trees[1]);
        long eager = nodes(TestChess.RULES, optionalOff(Technique.CUTOFF_REDUCTIONS).withParameter("lmr.cutoffs", 0), 8);
        assertThat(eager).as("nodes reducing after any cut-off").isNotEqualTo(trees[0]).isNotEqualTo(trees[1]);
        SearchOptions noReductions = optionalOff().with(Technique.LATE_MOVE_REDUCTIONS, false);
        assertThat(nodes(TestChess.RULES, noReductions.with(Technique.CUTOFF_REDUCTIONS, true), 8))
                .as("nodes without the late-move reductions they refine").isEqualTo(nodes(TestChess.RULES, noReductions, 8));
    }

    /**
     * The reduction after an alpha raise changes the tree; with a depth range no node reaches it
     * grows the same tree as without it (the reduction, not the switch, changes it).
     */
    @Test
    void theReductionAfterAnAlphaRaise() {
        long[] trees = withAndWithout(Technique.ALPHA_RAISE_REDUCTION, 8);
        assertThat(trees[0]).as("nodes with / without the reduction after an alpha raise").isNotEqualTo(trees[1]);
        SearchOptions outOfRange = optionalOff(Technique.ALPHA_RAISE_REDUCTION)
                .withParameter("alpha_raise.depth_min", 10).withParameter("alpha_raise.depth_max", 24);
        assertThat(nodes(TestChess.RULES, outOfRange, 8)).as("nodes when only nodes of depth 10 or more would reduce").isEqualTo(trees[1]);
    }

    /**
     * The hindsight extension changes the tree; with a least reduction above any the table gives
     * at these depths it grows the same tree as without it (the extension, not the switch,
     * changes it); without the late-move reductions it refines it is not in force.
     */
    @Test
    void theHindsightExtension() {
        long[] trees = withAndWithout(Technique.HINDSIGHT_EXTENSION, 8);
        assertThat(trees[0]).as("nodes with / without the hindsight extension").isNotEqualTo(trees[1]);
        SearchOptions never = optionalOff(Technique.HINDSIGHT_EXTENSION).withParameter("hindsight.reduction", 8);
        assertThat(nodes(TestChess.RULES, never, 8)).as("nodes when no reduction reaches 8 plies").isEqualTo(trees[1]);
        SearchOptions noReductions = optionalOff().with(Technique.LATE_MOVE_REDUCTIONS, false);
        assertThat(nodes(TestChess.RULES, noReductions.with(Technique.HINDSIGHT_EXTENSION, true), 8))
                .as("nodes without the late-move reductions it refines").isEqualTo(nodes(TestChess.RULES, noReductions, 8));
    }

    /**
     * The threat history changes the tree; without the history it refines it is not in force.
     */
    @Test
    void theThreatHistory() {
        long[] trees = withAndWithout(Technique.THREAT_HISTORY, 8);
        assertThat(trees[0]).as("nodes with / without the threat history").isNotEqualTo(trees[1]);
        SearchOptions noHistory = optionalOff().with(Technique.HISTORY, false);
        assertThat(nodes(TestChess.RULES, noHistory.with(Technique.THREAT_HISTORY, true), 8))
                .as("nodes without the history it refines").isEqualTo(nodes(TestChess.RULES, noHistory, 8));
    }

    /**
     * Quiet checks ordered ahead change the tree; with no bonus they grow the same tree as
     * without them (the bonus, not the switch, changes it).
     */
    @Test
    void quietChecksOrderedAhead() {
        long[] trees = withAndWithout(Technique.CHECK_ORDERING, 8);
        assertThat(trees[0]).as("nodes with / without quiet checks ordered ahead").isNotEqualTo(trees[1]);
        SearchOptions noBonus = optionalOff(Technique.CHECK_ORDERING).withParameter("ordering.check", 0);
        assertThat(nodes(TestChess.RULES, noBonus, 8)).as("nodes with no bonus").isEqualTo(trees[1]);
    }

    /**
     * The continuation history four plies back changes the tree; without the continuation
     * history it refines it is not in force.
     */
    @Test
    void continuationHistoryFourPliesBack() {
        long[] trees = withAndWithout(Technique.CONTINUATION_HISTORY_FOUR_PLIES, 8);
        assertThat(trees[0]).as("nodes with / without the fourth ply's row").isNotEqualTo(trees[1]);
        SearchOptions noContinuation = optionalOff().with(Technique.CONTINUATION_HISTORY, false);
        assertThat(nodes(TestChess.RULES, noContinuation.with(Technique.CONTINUATION_HISTORY_FOUR_PLIES, true), 8))
                .as("nodes without the continuation history it refines").isEqualTo(nodes(TestChess.RULES, noContinuation, 8));
    }

    /**
     * Threatened pieces' escapes ordered ahead change the tree; with no bonuses they grow the
     * same tree as without them (the bonuses, not the switch, change it).
     */
    @Test
    void threatenedPiecesEscapesOrderedAhead() {
        long[] trees = withAndWithout(Technique.THREAT_ESCAPE, 8);
        assertThat(trees[0]).as("nodes with / without escapes ordered ahead").isNotEqualTo(trees[1]);
        SearchOptions noBonus = optionalOff(Technique.THREAT_ESCAPE).withParameter("ordering.escape_minor", 0)
                .withParameter("ordering.escape_rook", 0).withParameter("ordering.escape_queen", 0);
        assertThat(nodes(TestChess.RULES, noBonus, 8)).as("nodes with no bonus").isEqualTo(trees[1]);
    }

    /** The pawn history changes the tree: the quiet moves' keys take its entries. */
    @Test
    void pawnHistory() {
        long[] trees = withAndWithout(Technique.PAWN_HISTORY, 8);
        assertThat(trees[0]).as("nodes with / without the pawn history").isNotEqualTo(trees[1]);
    }

    /**
     * The continuation correction changes the tree: the corrected evaluations take its entry
     * (with the correction history, which it refines, in force in both searches).
     */
    @Test
    void continuationCorrection() {
        SearchOptions correction = optionalOff(Technique.CORRECTION_HISTORY, Technique.CONTINUATION_CORRECTION);
        long[] trees = withAndWithout(correction, Technique.CONTINUATION_CORRECTION, 8);
        assertThat(trees[0]).as("nodes with / without the continuation correction").isNotEqualTo(trees[1]);
    }
}
