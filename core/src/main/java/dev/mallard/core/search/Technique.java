package dev.mallard.core.search;

/** The search techniques that {@link SearchOptions} can switch, with their short command-line names. */
public enum Technique {
    /** The transposition table. */
    TRANSPOSITION_TABLE("tt"),
    /** Aspiration windows. */
    ASPIRATION("aspiration"),
    /** Null-move pruning. */
    NULL_MOVE("null"),
    /** Internal iterative deepening; for {@link SearchRules#aggressivePruning()} rules, internal iterative reduction. */
    IID("iid"),
    /** Futility, reverse-futility and move-count pruning. */
    FUTILITY("futility"),
    /** Late-move reductions. */
    LATE_MOVE_REDUCTIONS("lmr"),
    /** Check extension. */
    CHECK_EXTENSION("checkext"),
    /** Killer-move ordering. */
    KILLERS("killers"),
    /** History-heuristic ordering. */
    HISTORY("history"),
    /**
     * Skipping losing captures in quiescence; with {@link SearchRules#aggressivePruning()} also
     * losing moves near the horizon and captures that cannot reach alpha (delta pruning).
     */
    SEE_PRUNING("see"),
    /**
     * Quiescence beyond stand pat: with it off a horizon node is scored by the static evaluation
     * alone (stand pat through the backup rule), so an oracle without captures can check deeper.
     */
    QUIESCENCE("qsearch"),
    /**
     * The lazy stand pat in quiescence: the evaluation's cheap estimate when it is far outside
     * the window ({@link Evaluator#evaluate(dev.mallard.core.board.Position, int, int)}). It is
     * a heuristic, so the exact search runs without it.
     */
    LAZY_EVAL("lazy"),
    /**
     * The transposition table in quiescence, for {@link SearchRules#aggressivePruning()} rules
     * (it needs {@link #TRANSPOSITION_TABLE} on too).
     */
    QUIESCENCE_TABLE("qtt"),
    /**
     * Singular extensions, for {@link SearchRules#aggressivePruning()} rules (it needs
     * {@link #TRANSPOSITION_TABLE} on too).
     */
    SINGULAR_EXTENSION("singular"),
    /**
     * More pruning and reduction where the side to move is not improving, for
     * {@link SearchRules#aggressivePruning()} rules.
     */
    IMPROVING("improving"),
    /** Evasions of check in quiescence, for {@link SearchRules#aggressivePruning()} rules. */
    QUIESCENCE_EVASIONS("qcheck"),
    /** ProbCut (a capture that beats beta by a margin in a much shallower search cuts the node), for {@link SearchRules#aggressivePruning()} rules. */
    PROBCUT("probcut");

    private final String shortName;

    Technique(String shortName) {
        this.shortName = shortName;
    }

    /** {@return the name used on command lines, e.g. {@code null}, {@code lmr}, {@code tt}} */
    public String shortName() {
        return shortName;
    }

    /**
     * {@return the technique of a short name}
     *
     * @param name the short name
     */
    public static Technique fromShortName(String name) {
        for (Technique t : values()) {
            if (t.shortName.equals(name)) {
                return t;
            }
        }
        StringBuilder known = new StringBuilder();
        for (Technique t : values()) {
            known.append(known.length() == 0 ? "" : ", ").append(t.shortName);
        }
        throw new IllegalArgumentException("unknown search technique \"" + name + "\" (known: " + known + ")");
    }
}
