package dev.mallard.core.search;

/**
 * Switches for every pruning, extension and ordering technique of the search, so that each can
 * be measured on its own and the brute-force oracle can run against a search without them.
 *
 * @param transpositionTable probe and store the transposition table (cut-offs and hash move)
 * @param aspiration         aspiration windows around the previous iteration's score
 * @param nullMove           null-move pruning
 * @param iid                internal iterative deepening when a node has no hash move (for rules
 *                           that take {@link SearchRules#aggressivePruning()}: a ply less instead)
 * @param futility           futility pruning: quiet moves at depth 1–2 that cannot reach alpha,
 *                           nodes at depth 1–4 far above beta (reverse futility), and quiet
 *                           moves late in the list at depth 1–3 (move-count pruning)
 * @param lateMoveReductions reduce late quiet moves, re-search when they surprise
 * @param checkExtension     search moves that give check one ply deeper
 * @param killers            killer-move ordering
 * @param history            history-heuristic ordering
 * @param seePruning         skip captures that lose material (static exchange) in quiescence,
 *                           and, for rules that take {@link SearchRules#aggressivePruning()},
 *                           moves that lose material near the horizon of the full-width search
 *                           and captures that cannot lift quiescence's stand pat to alpha
 * @param quiescence         search captures at the horizon; off, a horizon node is its stand-pat
 *                           score (static evaluation) alone
 * @param lazyEvaluation     quiescence's stand pat may take the evaluation's cheap estimate when
 *                           that is far outside the window ({@link Evaluator#evaluate(
 *                           dev.mallard.core.board.Position, int, int)})
 * @param quiescenceTable    quiescence probes and stores the transposition table, for rules that
 *                           take {@link SearchRules#aggressivePruning()}, when the table is on
 * @param singularExtension  search the hash move a ply deeper when every other move falls well
 *                           short of its table score, for rules that take
 *                           {@link SearchRules#aggressivePruning()}, when the table is on
 * @param improving          for rules that take {@link SearchRules#aggressivePruning()}: a node
 *                           whose static evaluation has not risen since its side's last move
 *                           prunes and reduces more (reverse futility, move-count pruning, LMR)
 * @param quiescenceEvasions for rules that take {@link SearchRules#aggressivePruning()}: a
 *                           quiescence node in check searches every evasion, without stand pat
 * @param probCut            for rules that take {@link SearchRules#aggressivePruning()}: a node
 *                           from depth 5 is cut when a capture beats beta by a margin in a
 *                           search four plies shallower
 */
public record SearchOptions(boolean transpositionTable, boolean aspiration, boolean nullMove, boolean iid,
                            boolean futility, boolean lateMoveReductions, boolean checkExtension,
                            boolean killers, boolean history, boolean seePruning,
                            boolean quiescence, boolean lazyEvaluation, boolean quiescenceTable,
                            boolean singularExtension, boolean improving, boolean quiescenceEvasions,
                            boolean probCut) {

    /** {@return everything on: the playing configuration} */
    public static SearchOptions defaults() {
        return new SearchOptions(true, true, true, true, true, true, true, true, true, true, true, true, true, true, true,
                true, true);
    }

    /**
     * No forward pruning, no transposition table, no extension, no lazy evaluation: a plain
     * alpha-beta search whose root score must equal brute-force minimax. Move ordering stays on (it
     * cannot change an alpha-beta score).
     *
     * @return the exact options
     */
    public static SearchOptions exact() {
        return new SearchOptions(false, false, false, false, false, false, false, true, true, false, true, false, false,
                false, false, false, false);
    }

    /**
     * {@return a copy with one technique switched on or off}
     *
     * @param technique the technique
     * @param on whether the technique is on
     */
    public SearchOptions with(Technique technique, boolean on) {
        return new SearchOptions(
                technique == Technique.TRANSPOSITION_TABLE ? on : transpositionTable,
                technique == Technique.ASPIRATION ? on : aspiration,
                technique == Technique.NULL_MOVE ? on : nullMove,
                technique == Technique.IID ? on : iid,
                technique == Technique.FUTILITY ? on : futility,
                technique == Technique.LATE_MOVE_REDUCTIONS ? on : lateMoveReductions,
                technique == Technique.CHECK_EXTENSION ? on : checkExtension,
                technique == Technique.KILLERS ? on : killers,
                technique == Technique.HISTORY ? on : history,
                technique == Technique.SEE_PRUNING ? on : seePruning,
                technique == Technique.QUIESCENCE ? on : quiescence,
                technique == Technique.LAZY_EVAL ? on : lazyEvaluation,
                technique == Technique.QUIESCENCE_TABLE ? on : quiescenceTable,
                technique == Technique.SINGULAR_EXTENSION ? on : singularExtension,
                technique == Technique.IMPROVING ? on : improving,
                technique == Technique.QUIESCENCE_EVASIONS ? on : quiescenceEvasions,
                technique == Technique.PROBCUT ? on : probCut);
    }

    /**
     * {@return a copy with the transposition table switched on or off}
     *
     * @param on whether the technique is on
     */
    public SearchOptions withTranspositionTable(boolean on) {
        return with(Technique.TRANSPOSITION_TABLE, on);
    }

    /**
     * {@return a copy with null-move pruning switched on or off}
     *
     * @param on whether the technique is on
     */
    public SearchOptions withNullMove(boolean on) {
        return with(Technique.NULL_MOVE, on);
    }

    /**
     * {@return a copy with late-move reductions switched on or off}
     *
     * @param on whether the technique is on
     */
    public SearchOptions withLateMoveReductions(boolean on) {
        return with(Technique.LATE_MOVE_REDUCTIONS, on);
    }

    /**
     * {@return a copy with futility pruning switched on or off}
     *
     * @param on whether the technique is on
     */
    public SearchOptions withFutility(boolean on) {
        return with(Technique.FUTILITY, on);
    }

    /**
     * {@return a copy with internal iterative deepening switched on or off}
     *
     * @param on whether the technique is on
     */
    public SearchOptions withIid(boolean on) {
        return with(Technique.IID, on);
    }

    /**
     * {@return a copy with killer and history ordering switched on or off together}
     *
     * @param on whether the technique is on
     */
    public SearchOptions withOrdering(boolean on) {
        return with(Technique.KILLERS, on).with(Technique.HISTORY, on);
    }
}
