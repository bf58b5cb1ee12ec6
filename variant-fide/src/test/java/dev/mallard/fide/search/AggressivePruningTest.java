package dev.mallard.fide.search;

import static dev.mallard.fide.search.SearchSupport.FIDE;
import static dev.mallard.fide.search.SearchSupport.position;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.board.Position;
import dev.mallard.core.rules.Rules;
import dev.mallard.core.search.BackupRule;
import dev.mallard.core.search.SearchLimits;
import dev.mallard.core.search.SearchListener;
import dev.mallard.core.search.SearchOptions;
import dev.mallard.core.search.SearchRules;
import dev.mallard.core.search.Searcher;
import dev.mallard.core.search.Technique;
import dev.mallard.core.search.TranspositionTable;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The pruning FIDE chess takes through {@link SearchRules#aggressivePruning()} is at work, each
 * technique on its own: the FIDE rules are compared with the same rules that decline it, with
 * every other technique that the capability changes switched off, so that the two trees differ
 * by the one technique alone (and are equal when it is switched off too). The techniques that
 * only FIDE has are off in every comparison but their own: the history ordering (FIDE's adds
 * the continuation history and reduces by it), singular extensions, improving, evasions in
 * quiescence and ProbCut.
 */
class AggressivePruningTest {
    private static final List<String> MIDDLEGAMES = List.of(
            "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
            "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
            "r2q1rk1/ppp2ppp/2n1bn2/2bpp3/4P3/2PP1NN1/PP2BPPP/R1BQ1RK1 w - - 0 9",
            "r1b2rk1/2q1b1pp/p2ppn2/1p6/3QP3/1BN1B3/PPP3PP/R4RK1 w - - 0 13");

    /** The FIDE search rules, but declining the aggressive pruning as Duck and Refusal do. */
    private static final class MildRules implements SearchRules {
        private final SearchRules fide = FIDE.searchRules();

        @Override
        public Rules rules() {
            return fide.rules();
        }

        @Override
        public int generate(Position position, int[] moves, int start, int stages) {
            return fide.generate(position, moves, start, stages);
        }

        @Override
        public boolean inCheck(Position position) {
            return fide.inCheck(position);
        }

        @Override
        public boolean givesCheck(Position position, int move) {
            return fide.givesCheck(position, move);
        }

        @Override
        public int noMovesScore(Position position, int ply) {
            return fide.noMovesScore(position, ply);
        }

        @Override
        public boolean isDrawn(Position position, int ply) {
            return fide.isDrawn(position, ply);
        }

        @Override
        public boolean zugzwangLikely(Position position) {
            return fide.zugzwangLikely(position);
        }

        @Override
        public BackupRule newBackupRule(int maxPly) {
            return fide.newBackupRule(maxPly);
        }
    }

    /** Nodes of fresh fixed-depth searches of the middlegames, with or without the aggressive set. */
    private static long nodes(boolean aggressive, SearchOptions options, int depth) {
        long nodes = 0;
        for (String fen : MIDDLEGAMES) {
            SearchRules rules = aggressive ? FIDE.searchRules() : new MildRules();
            Searcher searcher = new Searcher(rules, FIDE.newEvaluator(), new TranspositionTable(16));
            searcher.setOptions(options);
            nodes += searcher.search(position(fen), SearchLimits.depth(depth), SearchListener.NONE).nodes();
        }
        return nodes;
    }

    /** The defaults without {@code techniques}, and without the techniques only FIDE has (see the class comment). */
    private static SearchOptions without(Technique... techniques) {
        SearchOptions options = SearchOptions.defaults();
        for (Technique fideOnly : List.of(Technique.HISTORY, Technique.SINGULAR_EXTENSION, Technique.IMPROVING,
                Technique.QUIESCENCE_EVASIONS, Technique.PROBCUT)) {
            options = options.with(fideOnly, false);
        }
        for (Technique technique : techniques) {
            options = options.with(technique, false);
        }
        return options;
    }

    @Test
    void fideAsksForItAndTheDefaultDeclines() {
        assertThat(FIDE.searchRules().aggressivePruning()).isTrue();
        assertThat(new MildRules().aggressivePruning()).isFalse();
    }

    /**
     * Delta pruning in quiescence skips captures that cannot lift the stand pat to alpha. At
     * depth 1 the root's moves lead straight into quiescence and the full-width pruning never
     * runs (it spares the root), so the two trees differ by delta pruning alone.
     */
    @Test
    void deltaPruningInQuiescence() {
        SearchOptions noTable = without(Technique.QUIESCENCE_TABLE);
        assertThat(nodes(true, noTable, 1)).as("nodes with / without delta pruning")
                .isLessThan(nodes(false, noTable, 1));
        SearchOptions none = without(Technique.SEE_PRUNING, Technique.QUIESCENCE_TABLE);
        assertThat(nodes(true, none, 1)).as("the same tree once it is off").isEqualTo(nodes(false, none, 1));
    }

    /**
     * Without a hash move FIDE searches a node a ply shallower (internal iterative reduction)
     * where the rules that decline the aggressive set search it shallower first (internal
     * iterative deepening): without the table no node has a hash move, so the reduction takes
     * every node from depth 4 and the tree is much smaller.
     */
    @Test
    void internalIterativeReductionInsteadOfDeepening() {
        SearchOptions noTable = without(Technique.TRANSPOSITION_TABLE, Technique.SEE_PRUNING);
        assertThat(nodes(true, noTable, 6)).as("nodes with reduction / with deepening")
                .isLessThan(nodes(false, noTable, 6) / 2);
        SearchOptions neither = without(Technique.TRANSPOSITION_TABLE, Technique.SEE_PRUNING, Technique.IID);
        assertThat(nodes(true, neither, 6)).as("the same tree once it is off").isEqualTo(nodes(false, neither, 6));
    }

    /**
     * FIDE's quiescence probes and stores the table: captures reach one position by several
     * orders, and the second arrival is answered from the table, so the tree is smaller. With
     * the switch off the two rule sets search the same tree again.
     */
    @Test
    void quiescenceTable() {
        SearchOptions noPruning = without(Technique.SEE_PRUNING, Technique.IID);
        assertThat(nodes(true, noPruning, 6)).as("nodes with / without the table in quiescence")
                .isLessThan(nodes(false, noPruning, 6));
        SearchOptions off = without(Technique.SEE_PRUNING, Technique.IID, Technique.QUIESCENCE_TABLE);
        assertThat(nodes(true, off, 6)).as("the same tree once it is off").isEqualTo(nodes(false, off, 6));
    }

    /** Main-search SEE pruning drops moves that lose material near the horizon: a smaller tree. */
    @Test
    void seePruningInTheFullWidthSearch() {
        SearchOptions only = without(Technique.NULL_MOVE, Technique.FUTILITY, Technique.CHECK_EXTENSION, Technique.IID,
                Technique.QUIESCENCE_TABLE);
        long aggressive = nodes(true, only, 8);
        long mild = nodes(false, only, 8);
        assertThat(aggressive).as("nodes with / without SEE pruning in the full-width search").isLessThan(mild);
        SearchOptions none = only.with(Technique.SEE_PRUNING, false);
        assertThat(nodes(true, none, 8)).as("the same tree once SEE pruning is off").isEqualTo(nodes(false, none, 8));
    }

    /**
     * The FIDE rules' tree and the mild rules' tree at {@code depth}, with {@code technique} on
     * and nothing else that only FIDE has: {@code [FIDE, mild]}; and checks that they are the
     * same tree once the technique is off too.
     */
    private static long[] withOnly(Technique technique, int depth) {
        SearchOptions others = without(Technique.SEE_PRUNING, Technique.IID, Technique.QUIESCENCE_TABLE);
        assertThat(nodes(true, others, depth)).as("the same tree once %s is off", technique)
                .isEqualTo(nodes(false, others, depth));
        SearchOptions on = others.with(technique, true);
        return new long[] {nodes(true, on, depth), nodes(false, on, depth)};
    }

    /**
     * FIDE's quiet moves are also ordered by the continuation history (how a move did after the
     * moves one and two plies before), and late ones reduced by their history: with the history
     * on, the trees differ.
     */
    @Test
    void continuationHistory() {
        long[] trees = withOnly(Technique.HISTORY, 7);
        assertThat(trees[0]).as("nodes with / without the continuation history").isNotEqualTo(trees[1]);
    }

    /**
     * A node whose static evaluation has not risen since its side's last move prunes and
     * reduces more (reverse futility, move-count pruning, late-move reductions): a smaller tree.
     */
    @Test
    void improving() {
        long[] trees = withOnly(Technique.IMPROVING, 8);
        assertThat(trees[0]).as("nodes with / without improving").isLessThan(trees[1]);
    }

    /**
     * Singular extensions search a hash move that every other move falls short of a ply deeper,
     * and cut a node off where a second move beats beta too: the trees differ.
     */
    @Test
    void singularExtension() {
        long[] trees = withOnly(Technique.SINGULAR_EXTENSION, 9);
        assertThat(trees[0]).as("nodes with / without singular extensions").isNotEqualTo(trees[1]);
    }

    /** A quiescence node in check searches its evasions instead of standing pat: the trees differ. */
    @Test
    void quiescenceEvasions() {
        long[] trees = withOnly(Technique.QUIESCENCE_EVASIONS, 6);
        assertThat(trees[0]).as("nodes with / without evasions in quiescence").isNotEqualTo(trees[1]);
    }

    /** ProbCut cuts nodes where a capture beats beta by a margin in a much shallower search: the trees differ. */
    @Test
    void probCut() {
        long[] trees = withOnly(Technique.PROBCUT, 8);
        assertThat(trees[0]).as("nodes with / without ProbCut").isNotEqualTo(trees[1]);
    }
}
