package dev.mallard.core.search;

import java.util.Set;

/**
 * What one search does, decided once when it starts: which techniques are in force, from the
 * {@link SearchOptions} and the techniques the variant's rules take
 * ({@link SearchRules#techniques()}). The node search reads these plain final fields instead of
 * asking the options and the rules again at every node. A technique is in force when it is
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
    final boolean checkExtension;
    final boolean killers;
    final boolean history;
    final boolean continuationHistory;
    /** Skipping captures that lose by SEE in quiescence. */
    final boolean seePruning;
    final boolean fullWidthSeePruning;
    final boolean deltaPruning;
    final boolean quiescence;
    final boolean lazyEvaluation;
    final boolean quiescenceTable;
    final boolean singularExtension;
    final boolean improving;
    final boolean quiescenceEvasions;
    final boolean probCut;

    /** The settings of a search with {@code options} by rules that take {@code taken}. */
    SearchSettings(SearchOptions options, Set<Technique> taken) {
        transpositionTable = inForce(Technique.TRANSPOSITION_TABLE, options, taken);
        aspiration = inForce(Technique.ASPIRATION, options, taken);
        nullMove = inForce(Technique.NULL_MOVE, options, taken);
        iid = inForce(Technique.IID, options, taken);
        internalReduction = inForce(Technique.INTERNAL_REDUCTION, options, taken);
        futility = inForce(Technique.FUTILITY, options, taken);
        lateMoveReductions = inForce(Technique.LATE_MOVE_REDUCTIONS, options, taken);
        historyReductions = inForce(Technique.HISTORY_REDUCTIONS, options, taken);
        checkExtension = inForce(Technique.CHECK_EXTENSION, options, taken);
        killers = inForce(Technique.KILLERS, options, taken);
        history = inForce(Technique.HISTORY, options, taken);
        continuationHistory = inForce(Technique.CONTINUATION_HISTORY, options, taken);
        seePruning = inForce(Technique.SEE_PRUNING, options, taken);
        fullWidthSeePruning = inForce(Technique.FULL_WIDTH_SEE_PRUNING, options, taken);
        deltaPruning = inForce(Technique.DELTA_PRUNING, options, taken);
        quiescence = inForce(Technique.QUIESCENCE, options, taken);
        lazyEvaluation = inForce(Technique.LAZY_EVAL, options, taken);
        quiescenceTable = inForce(Technique.QUIESCENCE_TABLE, options, taken);
        singularExtension = inForce(Technique.SINGULAR_EXTENSION, options, taken);
        improving = inForce(Technique.IMPROVING, options, taken);
        quiescenceEvasions = inForce(Technique.QUIESCENCE_EVASIONS, options, taken);
        probCut = inForce(Technique.PROBCUT, options, taken);
    }

    /** Whether {@code technique} is switched on, taken, and what it refines is in force too. */
    static boolean inForce(Technique technique, SearchOptions options, Set<Technique> taken) {
        return options.on(technique) && taken.contains(technique)
                && (technique.refines() == null || inForce(technique.refines(), options, taken));
    }
}
