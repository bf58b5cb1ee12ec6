package dev.mallard.core.search.tree;

import dev.mallard.core.board.PieceType;
import dev.mallard.core.search.SearchOptions;
import dev.mallard.core.search.SearchParameters;
import dev.mallard.core.search.SearchRules;
import dev.mallard.core.search.Technique;
import java.util.Set;

/**
 * What one search does, decided once when it starts: which techniques are in force, from the
 * {@link SearchOptions} and the techniques the variant's rules take
 * ({@link SearchRules#techniques()}), and the values of its parameters, the variant's
 * ({@link SearchRules#searchParameters()}) with the options' changes. The node search reads these
 * plain final fields instead of asking the options, the rules and the parameters at every node. A technique is in force when it is
 * switched on, the rules take it, and the technique it refines ({@link Technique#refines()}) is
 * in force too.
 */
final class SearchSettings {
    final boolean transpositionTable;
    final boolean aspiration;
    final boolean nullMove;
    /** Internal iterative deepening; where {@link #internalReduction} is in force too, the reduction replaces it. */
    final boolean iid;
    final boolean internalReduction;
    final boolean futility;
    final boolean lateMoveReductions;
    final boolean historyReductions;
    final boolean cutNodeReductions;
    final boolean cutoffReductions;
    final boolean alphaRaiseReduction;
    final boolean hindsightExtension;
    final boolean threatHistory;
    final boolean checkOrdering;
    final boolean threatEscape;
    final boolean continuationFourPlies;
    final boolean pawnHistory;
    final boolean aspirationFailHighReduction;
    final boolean tableCaptureReductions;
    final boolean tableEvaluation;
    final boolean adaptiveNullMove;
    final boolean deeperResearch;
    final boolean razoring;
    final boolean reducedDepthFutility;
    final boolean checkExtension;
    final boolean killers;
    final boolean history;
    final boolean continuationHistory;
    final boolean captureHistory;
    final boolean tableCutoffHistory;
    final boolean correctionHistory;
    final boolean continuationCorrection;
    /** Skipping captures that lose by SEE in quiescence. */
    final boolean seePruning;
    final boolean fullWidthSeePruning;
    final boolean deltaPruning;
    final boolean quiescence;
    final boolean lazyEvaluation;
    final boolean quiescenceTable;
    final boolean singularExtension;
    final boolean doubleExtension;
    final boolean historyPruning;
    final boolean timeScaling;
    final boolean tablePv;
    final boolean evalHistory;
    final boolean failLowHistory;
    final boolean improving;
    final boolean quiescenceEvasions;
    final boolean probCut;

    // The parameters (SearchParameters#schema() says what each one is).
    final int reverseFutilityMargin;
    final int reverseFutilityDepth;
    final int nullMoveDepth;
    final int nullMoveReduction;
    final int nullMoveDeepDepth;
    final int nullMoveDepthDivisor;
    final int nullMoveEvalDivisor;
    final int nullMoveEvalMax;
    final int probCutDepth;
    final int probCutMargin;
    final int probCutReduction;
    final int iirDepth;
    final int iidDepthPv;
    final int iidDepth;
    final int iidReduction;
    final int singularDepth;
    final int singularTableDepth;
    final int singularMargin;
    final int singularDoubleMargin;
    final int singularNegative;
    /** The futility margins by depth, 0 at depth 0. */
    final int[] futilityMargin;
    final int futilityDepth;
    final int futilityBase;
    final int futilityStep;
    final int historyPruningDepth;
    final int historyPruningMargin;
    final int historyPruningOffset;
    final int razoringDepth;
    final int razoringMargin;
    final int razoringStep;
    final int lateMovePruningDepth;
    final int lateMovePruningBase;
    final int seePruningDepth;
    final int seePruningQuietMargin;
    final int seePruningCaptureMargin;
    final int lmrDepth;
    final int lmrMoves;
    final int lmrPv;
    final int lmrNotImproving;
    final int lmrHistoryStep;
    final int lmrCutNode;
    /** The cut-offs a ply below beyond which a late move is reduced a ply more. */
    final int lmrCutoffs;
    /** The depths (inclusive) where raising alpha takes a ply off the node's other moves. */
    final int alphaRaiseDepthMin;
    final int alphaRaiseDepthMax;
    /** The hindsight extension: the least reduction of the move into the node, the evaluations' sum at or below which it is taken. */
    final int hindsightReduction;
    final int hindsightMargin;
    /** What a quiet check gains on its history key when quiet checks are ordered ahead. */
    final int checkBonus;
    /** What a threatened piece's quiet escape gains on its history key, by the piece's {@code PieceType} (0 for pawns and kings). */
    final int[] escapeBonus;
    final int lmrDeeperMargin;
    final int lmrDeeperStep;
    /** Late-move reductions by depth and move number (both capped at 63): at least 1. */
    final int[][] reductions = new int[64][64];
    final int deltaMargin;
    final int aspirationDepth;
    final int aspirationWindow;
    final int historyBonus;
    final int historyBonusMax;
    final int historyEvalScale;
    /** The continuation history taught by a fail low: the least depth off the PV, the shortfall per ply that doubles it. */
    final int failLowDepth;
    final int failLowMargin;
    final int historyFade;
    /** The correction history's largest step weight (64ths of the miss) and its entries' limit (centipawns). */
    final int correctionWeight;
    final int correctionLimit;

    /**
     * The settings of a search with {@code options} by rules that take {@code taken}, with the
     * rules' {@code parameters} changed as the options say.
     */
    SearchSettings(SearchOptions options, Set<Technique> taken, SearchParameters parameters) {
        transpositionTable = Technique.TRANSPOSITION_TABLE.inForce(options, taken);
        aspiration = Technique.ASPIRATION.inForce(options, taken);
        nullMove = Technique.NULL_MOVE.inForce(options, taken);
        iid = Technique.IID.inForce(options, taken);
        internalReduction = Technique.INTERNAL_REDUCTION.inForce(options, taken);
        futility = Technique.FUTILITY.inForce(options, taken);
        lateMoveReductions = Technique.LATE_MOVE_REDUCTIONS.inForce(options, taken);
        historyReductions = Technique.HISTORY_REDUCTIONS.inForce(options, taken);
        cutNodeReductions = Technique.CUT_NODE_REDUCTIONS.inForce(options, taken);
        cutoffReductions = Technique.CUTOFF_REDUCTIONS.inForce(options, taken);
        alphaRaiseReduction = Technique.ALPHA_RAISE_REDUCTION.inForce(options, taken);
        hindsightExtension = Technique.HINDSIGHT_EXTENSION.inForce(options, taken);
        threatHistory = Technique.THREAT_HISTORY.inForce(options, taken);
        checkOrdering = Technique.CHECK_ORDERING.inForce(options, taken);
        threatEscape = Technique.THREAT_ESCAPE.inForce(options, taken);
        continuationFourPlies = Technique.CONTINUATION_HISTORY_FOUR_PLIES.inForce(options, taken);
        pawnHistory = Technique.PAWN_HISTORY.inForce(options, taken);
        aspirationFailHighReduction = Technique.ASPIRATION_FAIL_HIGH_REDUCTION.inForce(options, taken);
        tableCaptureReductions = Technique.TABLE_CAPTURE_REDUCTIONS.inForce(options, taken);
        tableEvaluation = Technique.TABLE_EVALUATION.inForce(options, taken);
        adaptiveNullMove = Technique.ADAPTIVE_NULL_MOVE.inForce(options, taken);
        deeperResearch = Technique.DEEPER_RESEARCH.inForce(options, taken);
        razoring = Technique.RAZORING.inForce(options, taken);
        reducedDepthFutility = Technique.REDUCED_DEPTH_FUTILITY.inForce(options, taken);
        checkExtension = Technique.CHECK_EXTENSION.inForce(options, taken);
        killers = Technique.KILLERS.inForce(options, taken);
        history = Technique.HISTORY.inForce(options, taken);
        continuationHistory = Technique.CONTINUATION_HISTORY.inForce(options, taken);
        captureHistory = Technique.CAPTURE_HISTORY.inForce(options, taken);
        tableCutoffHistory = Technique.TABLE_CUTOFF_HISTORY.inForce(options, taken);
        correctionHistory = Technique.CORRECTION_HISTORY.inForce(options, taken);
        continuationCorrection = Technique.CONTINUATION_CORRECTION.inForce(options, taken);
        seePruning = Technique.SEE_PRUNING.inForce(options, taken);
        fullWidthSeePruning = Technique.FULL_WIDTH_SEE_PRUNING.inForce(options, taken);
        deltaPruning = Technique.DELTA_PRUNING.inForce(options, taken);
        quiescence = Technique.QUIESCENCE.inForce(options, taken);
        lazyEvaluation = Technique.LAZY_EVAL.inForce(options, taken);
        quiescenceTable = Technique.QUIESCENCE_TABLE.inForce(options, taken);
        singularExtension = Technique.SINGULAR_EXTENSION.inForce(options, taken);
        doubleExtension = Technique.DOUBLE_EXTENSION.inForce(options, taken);
        historyPruning = Technique.HISTORY_PRUNING.inForce(options, taken);
        timeScaling = Technique.TIME_SCALING.inForce(options, taken);
        tablePv = Technique.TABLE_PV.inForce(options, taken) && transpositionTable;
        evalHistory = Technique.EVAL_HISTORY.inForce(options, taken);
        failLowHistory = Technique.FAIL_LOW_HISTORY.inForce(options, taken);
        improving = Technique.IMPROVING.inForce(options, taken);
        quiescenceEvasions = Technique.QUIESCENCE_EVASIONS.inForce(options, taken);
        probCut = Technique.PROBCUT.inForce(options, taken);

        SearchParameters p = parameters.with(options.parameters());
        reverseFutilityMargin = p.value("reverse_futility.margin");
        reverseFutilityDepth = p.value("reverse_futility.depth");
        nullMoveDepth = p.value("null_move.depth");
        nullMoveReduction = p.value("null_move.reduction");
        nullMoveDeepDepth = p.value("null_move.deep_depth");
        nullMoveDepthDivisor = p.value("null_move.depth_divisor");
        nullMoveEvalDivisor = p.value("null_move.eval_divisor");
        nullMoveEvalMax = p.value("null_move.eval_max");
        probCutDepth = p.value("probcut.depth");
        probCutMargin = p.value("probcut.margin");
        probCutReduction = p.value("probcut.reduction");
        iirDepth = p.value("iir.depth");
        iidDepthPv = p.value("iid.depth_pv");
        iidDepth = p.value("iid.depth");
        iidReduction = p.value("iid.reduction");
        singularDepth = p.value("singular.depth");
        singularTableDepth = p.value("singular.table_depth");
        singularMargin = p.value("singular.margin");
        singularDoubleMargin = p.value("singular.double_margin");
        singularNegative = p.value("singular.negative");
        futilityMargin = new int[] {0, p.value("futility.margin_1"), p.value("futility.margin_2")};
        futilityDepth = p.value("futility.depth");
        futilityBase = p.value("futility.base");
        futilityStep = p.value("futility.step");
        historyPruningDepth = p.value("history_pruning.depth");
        historyPruningMargin = p.value("history_pruning.margin");
        historyPruningOffset = p.value("history_pruning.offset");
        razoringDepth = p.value("razoring.depth");
        razoringMargin = p.value("razoring.margin");
        razoringStep = p.value("razoring.step");
        lateMovePruningDepth = p.value("late_move_pruning.depth");
        lateMovePruningBase = p.value("late_move_pruning.base");
        seePruningDepth = p.value("see_pruning.depth");
        seePruningQuietMargin = p.value("see_pruning.quiet_margin");
        seePruningCaptureMargin = p.value("see_pruning.capture_margin");
        lmrDepth = p.value("lmr.depth");
        lmrMoves = p.value("lmr.moves");
        lmrPv = p.value("lmr.pv");
        lmrNotImproving = p.value("lmr.not_improving");
        lmrHistoryStep = p.value("lmr.history_step");
        lmrCutNode = p.value("lmr.cut_node");
        lmrCutoffs = p.value("lmr.cutoffs");
        alphaRaiseDepthMin = p.value("alpha_raise.depth_min");
        alphaRaiseDepthMax = p.value("alpha_raise.depth_max");
        hindsightReduction = p.value("hindsight.reduction");
        hindsightMargin = p.value("hindsight.margin");
        checkBonus = p.value("ordering.check");
        escapeBonus = new int[PieceType.KING + 1];
        escapeBonus[PieceType.KNIGHT] = p.value("ordering.escape_minor");
        escapeBonus[PieceType.BISHOP] = escapeBonus[PieceType.KNIGHT];
        escapeBonus[PieceType.ROOK] = p.value("ordering.escape_rook");
        escapeBonus[PieceType.QUEEN] = p.value("ordering.escape_queen");
        lmrDeeperMargin = p.value("lmr.deeper_margin");
        lmrDeeperStep = p.value("lmr.deeper_step");
        // About ln(depth)·ln(moves)/2 by default; base and divisor are hundredths, so the
        // defaults 50 and 200 make the very doubles 0.5 and 2.0 of the hand-set table.
        double base = p.value("lmr.base") / 100.0;
        double divisor = p.value("lmr.divisor") / 100.0;
        for (int d = 1; d < 64; d++) {
            for (int m = 1; m < 64; m++) {
                reductions[d][m] = Math.max(1, (int) (base + Math.log(d) * Math.log(m) / divisor));
            }
        }
        deltaMargin = p.value("delta.margin");
        aspirationDepth = p.value("aspiration.depth");
        aspirationWindow = p.value("aspiration.window");
        historyBonus = p.value("history.bonus");
        historyBonusMax = p.value("history.bonus_max");
        historyEvalScale = p.value("history.eval_scale");
        failLowDepth = p.value("history.fail_low_depth");
        failLowMargin = p.value("history.fail_low_margin");
        historyFade = p.value("history.fade");
        correctionWeight = p.value("correction.weight");
        correctionLimit = p.value("correction.limit");
    }

    /**
     * The exchange loss below which SEE pruning drops a move at {@code depth}: a margin per ply
     * for a quiet move (a piece put where it is lost; 64 cp by default), per ply squared for a
     * capture, which may have won material before it loses more (20 cp; the margins of Ethereal).
     */
    int seePruningMargin(int depth, boolean quiet) {
        return quiet ? -seePruningQuietMargin * depth : -seePruningCaptureMargin * depth * depth;
    }
}
