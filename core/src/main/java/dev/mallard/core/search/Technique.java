package dev.mallard.core.search;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.Set;

/**
 * The search techniques that {@link SearchOptions} can switch, with their short command-line
 * names. A technique is in force in a search when the options have it on, the variant's
 * {@link SearchRules#techniques()} take it, and the technique it refines ({@link #refines()})
 * is in force too; the search decides that once when it starts ({@code SearchSettings} in the search's machinery).
 * Some techniques are taken by every variant: those that ask nothing of a node's value but its
 * bounds, each shown in the games of every shipped variant (the continuation history, history
 * reductions, internal iterative reduction, the improving flag and the table in quiescence joined
 * them in session 37, docs/benchmarks.md). The others only by variants whose games they were
 * measured in (most by FIDE chess; session 46 gave Duck futility at the reduced depth and the
 * correction history, Refusal the correction history, which FIDE's games refused): most trust
 * the static exchange or a best child's value in ways that a node backing up a second best
 * (Refusal: two moves must reach beta, not one) or a Duck bundle (a Duck can block a recapture)
 * has not been shown to bear. Session 38 played them there: all
 * five lost by hundreds of Elo, full-width SEE pruning most (Duck −394, Refusal −151), quiescence
 * evasions cost Refusal too, and none won alone (docs/benchmarks.md). ProbCut has cut through
 * the backup rule since session 41 (sound for every rule); it stays FIDE's until games show it
 * elsewhere. A trial ({@link SearchOptions#withTrial}) plays any of them in any variant.
 */
public enum Technique {
    /** The transposition table. */
    TRANSPOSITION_TABLE("tt", true, null),
    /** Aspiration windows. */
    ASPIRATION("aspiration", true, null),
    /** Null-move pruning. */
    NULL_MOVE("null", true, null),
    /** Internal iterative deepening: a node without a hash move is searched shallower first to find one. */
    IID("iid", true, null),
    /** Futility, reverse-futility and move-count pruning. */
    FUTILITY("futility", true, null),
    /** Late-move reductions. */
    LATE_MOVE_REDUCTIONS("lmr", true, null),
    /** Check extension. */
    CHECK_EXTENSION("checkext", true, null),
    /** Killer-move ordering. */
    KILLERS("killers", true, null),
    /** History-heuristic ordering. */
    HISTORY("history", true, null),
    /** Skipping captures that lose material by the static exchange in quiescence. */
    SEE_PRUNING("see", true, null),
    /**
     * Quiescence beyond stand pat: with it off a horizon node is scored by the static evaluation
     * alone (stand pat through the backup rule), so an oracle without captures can check deeper.
     */
    QUIESCENCE("qsearch", true, null),
    /**
     * The lazy stand pat in quiescence: the evaluation's cheap estimate when it is far outside
     * the window ({@link Evaluator#evaluate(dev.mallard.core.board.Position, int, int)}). It is
     * a heuristic, so the exact search runs without it.
     */
    LAZY_EVAL("lazy", true, null),
    /** The transposition table in quiescence. */
    QUIESCENCE_TABLE("qtt", true, TRANSPOSITION_TABLE),
    /** Singular extensions (and multi-cut), from the table's entry for the node. */
    SINGULAR_EXTENSION("singular", false, TRANSPOSITION_TABLE),
    /** More pruning and reduction where the side to move is not improving. */
    IMPROVING("improving", true, null),
    /** Evasions of check in quiescence (no stand pat in check). */
    QUIESCENCE_EVASIONS("qcheck", false, null),
    /**
     * ProbCut: captures that beat beta by a margin in a much shallower search cut the node, when
     * the backup rule says they prove the cut (one capture for negamax, two for a second best,
     * every Duck square covered for a bundle).
     */
    PROBCUT("probcut", false, null),
    /** Internal iterative reduction: a node without a hash move is searched a ply shallower, instead of {@link #IID}'s deepening. */
    INTERNAL_REDUCTION("iir", true, IID),
    /** SEE pruning in the full-width search: moves near the horizon that lose more material than the depth can win back. */
    FULL_WIDTH_SEE_PRUNING("fullsee", false, SEE_PRUNING),
    /** Delta pruning in quiescence: captures that cannot lift the stand pat to alpha. */
    DELTA_PRUNING("delta", false, SEE_PRUNING),
    /** The continuation history: how a quiet move did after the moves one and two plies before. */
    CONTINUATION_HISTORY("conthist", true, HISTORY),
    /** Late-move reductions less or more by a move's history. */
    HISTORY_REDUCTIONS("histlmr", true, LATE_MOVE_REDUCTIONS),
    /**
     * The capture history: captures of one victim's value ordered by how often each cut off
     * before (by moving piece, target square and victim), not by the attacker's value alone.
     */
    CAPTURE_HISTORY("capthist", false, HISTORY),
    /** Late moves of a node expected to fail high (a cut node) reduced more. */
    CUT_NODE_REDUCTIONS("cutnode", false, LATE_MOVE_REDUCTIONS),
    /**
     * The table's bound as a better estimate: the static evaluation that the pruning decisions
     * read is replaced by the node's stored score when the stored bound says the true value lies
     * beyond the evaluation on that side.
     */
    TABLE_EVALUATION("tteval", false, TRANSPOSITION_TABLE),
    /**
     * The null move reduced more the deeper the node and the further its static evaluation
     * stands above beta, as Stockfish reduces it, instead of by a ply or two.
     */
    ADAPTIVE_NULL_MOVE("adaptnull", false, NULL_MOVE),
    /** A reduced late move that fails high by a wide margin is searched again a ply deeper than its full depth. */
    DEEPER_RESEARCH("deeper", false, LATE_MOVE_REDUCTIONS),
    /**
     * Razoring: a node near the horizon whose static evaluation lies far below alpha is settled by
     * a quiescence search at alpha's null window when that stays below alpha.
     */
    RAZORING("razor", false, FUTILITY),
    /**
     * Futility judged at the depth a quiet move would be searched at after its late-move
     * reduction, with a margin growing by that depth, at any depth up to a limit, instead of
     * at the node's depth 1 or 2 alone.
     */
    REDUCED_DEPTH_FUTILITY("lmrfutility", false, FUTILITY),
    /**
     * The history taught by the table's cut-offs too: a quiet hash move whose stored lower bound
     * ends a node at beta gets the bonus of a move that cut off there (and becomes its killer),
     * one whose stored upper bound ends it below alpha the malus of a move that failed.
     */
    TABLE_CUTOFF_HISTORY("ttcuthist", false, HISTORY),
    /**
     * Late quiet moves reduced a ply more where the hash move is a capture: the node's best
     * move so far wins material, and a quiet move seldom does better.
     */
    TABLE_CAPTURE_REDUCTIONS("ttcapture", false, LATE_MOVE_REDUCTIONS),
    /**
     * The correction history: the static evaluation, where the search reads it (pruning, the
     * improving flag, quiescence's stand pat), corrected by how far it missed the searched value
     * of earlier nodes with the same pawns or the same pieces of one side.
     */
    CORRECTION_HISTORY("corrhist", false, null),
    /**
     * Double extensions: at a node off the principal variation, a hash move whose singular search
     * left every other move more than {@code singular.double_margin} centipawns below the
     * singular bound is extended two plies instead of one (Calvin's form): the only move by far
     * is where a deeper look pays most.
     */
    DOUBLE_EXTENSION("double", false, SINGULAR_EXTENSION),
    /**
     * History pruning: at a node off the principal variation out of check, a quiet move whose
     * history (its own, and its continuation entries where those are in force) lies below
     * {@code -(history_pruning.margin · depth + history_pruning.offset)} is not searched when its
     * late-move-reduced depth is at most {@code history_pruning.depth} (Calvin's form): a move
     * that failed that often where it was tried seldom does better here.
     */
    HISTORY_PRUNING("histprune", false, FUTILITY),
    /**
     * Time by how settled the search is: on a clock, the soft deadline (after half of which no
     * new iteration starts, and at which a running one is cut) moves with the last iterations,
     * later when the best move has just changed, its subtree took a small share of the nodes or
     * the score fell, earlier when the same move has stayed best, took most of the nodes and kept
     * its score (Calvin's and Stockfish's form). It changes only when a search stops, never the
     * tree of a fixed depth or node count.
     */
    TIME_SCALING("timescale", false, null),
    /**
     * The table's principal-variation mark (Stockfish's {@code ttPv}): a position searched as a
     * PV node is marked so in its table entry, and a node whose entry holds the mark reduces its
     * late moves as a PV node does ({@code lmr.pv} plies less) and takes no reverse futility; a
     * node failing low at depth above 3 below a marked parent is marked too: a line that was the
     * principal variation once is where the search's best line tends to come back to.
     */
    TABLE_PV("ttpv", false, LATE_MOVE_REDUCTIONS),
    /**
     * The history taught by the static evaluation's change (Stockfish's): a quiet move whose
     * position the opponent evaluates worse than its mover evaluated the position before gains
     * history, one after which it evaluates better loses it, by {@code history.eval_scale} per
     * centipawn within {@code history.bonus_max}: every node out of check teaches its parent's
     * move, not only the nodes that cut off.
     */
    EVAL_HISTORY("evalhist", false, HISTORY),
    /**
     * The continuation history taught by a fail low (Stockfish's bonus for the prior
     * countermove): a node that fails low, at depth {@code history.fail_low_depth} or more or on
     * the principal variation, says its parent's move refuted everything it tried, and that move,
     * if quiet, gains the history's bonus for the node's depth in its continuation entries; twice
     * that at a PV or cut node, where a fail low is least expected, or when the node fell short of
     * alpha by more than {@code history.fail_low_margin} per ply. The cut-off's bonus teaches only
     * the move that cut off; this teaches the move a reply could not answer, even where the
     * parent then does not cut off.
     */
    FAIL_LOW_HISTORY("faillow", false, CONTINUATION_HISTORY),
    /**
     * Late moves reduced a ply more where the node's children cut off often (Stockfish's cut-off
     * count): more than {@code lmr.cutoffs} cut-offs among the nodes a ply below since the
     * grandparent's node began say that this node's replies refute its moves readily, so a late
     * move is likely refuted too.
     */
    CUTOFF_REDUCTIONS("cutoffs", false, LATE_MOVE_REDUCTIONS),
    /**
     * The rest of a node's moves searched a ply shallower once one has raised its value above
     * alpha without reaching beta (Stockfish's and Calvin's reduction after an alpha raise), at
     * depths {@code alpha_raise.depth_min} to {@code alpha_raise.depth_max}, below the root: it
     * is seldom that a second move raises alpha again.
     */
    ALPHA_RAISE_REDUCTION("alphared", false, null),
    /**
     * A node whose parent reduced the move into it by {@code hindsight.reduction} plies or more is
     * searched a ply deeper when its static evaluation and its parent's sum to at most
     * {@code hindsight.margin}, that is, when the move left its opponent no better than its mover
     * stood: the reduction bet that the move was poor, and the evaluation says it was not
     * (Calvin's hindsight extension, Stockfish's prior reduction).
     */
    HINDSIGHT_EXTENSION("hindsight", false, LATE_MOVE_REDUCTIONS),
    /**
     * The quiet history kept apart by threats (Ethereal's, and many engines' since; not
     * Calvin's, whose quiet history is by piece and target square): four entries for a move of a
     * side from one square to another, by whether the opponent attacks its from-square and
     * whether it attacks its to-square, so that a move that escapes an attack and one that walks
     * into one learn apart from the same move made in quiet.
     */
    THREAT_HISTORY("threathist", false, HISTORY),
    /**
     * Quiet checks ordered ahead (Stockfish 15.1's check squares in its quiet moves' order): a
     * quiet move whose piece attacks the opponent's king from its target square gains
     * {@code ordering.check} on its history key, ahead of quiet moves of like history. Only
     * direct checks, from the squares each piece type checks from before the move (a discovered
     * check, or a line the moving piece opens itself, is not seen).
     */
    CHECK_ORDERING("checkorder", false, null),
    /**
     * Threatened pieces' escapes ordered ahead (Stockfish 15.1's threatened pieces in its quiet
     * moves' order): a quiet move of a queen attacked by a lesser piece (a rook, minor piece or
     * pawn) to a square no such piece attacks gains {@code ordering.escape_queen} on its history
     * key, a rook's attacked by a minor piece or pawn to a square none attacks
     * {@code ordering.escape_rook}, a knight's or bishop's attacked by a pawn to a square no pawn
     * attacks {@code ordering.escape_minor}: the move that saves the piece comes before quiet
     * moves of like history.
     */
    THREAT_ESCAPE("escape", false, null),
    /**
     * The continuation history four plies back: a quiet move's key and lessons take its
     * continuation entry after the move made four plies before as well, the side's own move two
     * turns earlier (Stockfish reads plies 1, 2, 4 and 6 of its continuation history alike).
     */
    CONTINUATION_HISTORY_FOUR_PLIES("conthist4", false, CONTINUATION_HISTORY),
    /**
     * The root re-searched shallower after its aspiration window fails high (Stockfish's
     * failed-high count): each fail high in an iteration takes a ply off the re-search, down to
     * one; a fail low restores the iteration's depth. A move that just beat the window is likely
     * to stay best, and proving its value a ply or two shallower finds the next window's bound
     * for a fraction of the nodes; the iteration still counts its full depth.
     */
    ASPIRATION_FAIL_HIGH_REDUCTION("asphigh", false, ASPIRATION),
    /**
     * The pawn history (Stockfish's {@code pawnHistory}): a quiet move's history key takes one
     * more entry, by the moving piece and its target square under a hash of both sides' pawns,
     * taught with the quiet history's bonus and malus. Which piece belongs where depends on the
     * pawn structure (an outpost, a file the pawns open), and the pawns change seldom in a tree,
     * so the lessons of one structure hold for its many positions without being mixed with the
     * others'.
     */
    PAWN_HISTORY("pawnhist", false, HISTORY),
    /**
     * The continuation correction (Stockfish's {@code continuationCorrectionHistory}): the
     * correction history takes one more entry, keyed by the last two moves made (each by its
     * piece and target square), learnt as the others are. What the static evaluation misses
     * after a given exchange of moves (a threat just made, a piece just left hanging) it misses
     * the same way wherever that pair is played, whatever the pawns and pieces around it.
     */
    CONTINUATION_CORRECTION("contcorr", false, CORRECTION_HISTORY);

    private final String shortName;
    private final boolean everyVariant;
    private final Technique refines;

    Technique(String shortName, boolean everyVariant, Technique refines) {
        this.shortName = shortName;
        this.everyVariant = everyVariant;
        this.refines = refines;
    }

    /** {@return the name used on command lines, e.g. {@code null}, {@code lmr}, {@code tt}} */
    public String shortName() {
        return shortName;
    }

    /** {@return the technique this one refines and needs in force, or null} */
    public Technique refines() {
        return refines;
    }

    /**
     * {@return whether this technique is in force in a search: switched on in {@code options},
     * taken by the variant's rules or on trial ({@link SearchOptions#withTrial}), and the
     * technique it refines in force too} The one rule the search's settings and the tuner's list
     * of parameters in use both follow.
     *
     * @param options the search's options (its switches)
     * @param taken the techniques the variant's search takes ({@link SearchRules#techniques()})
     */
    public boolean inForce(SearchOptions options, Set<Technique> taken) {
        return options.on(this) && (taken.contains(this) || options.trials().contains(this))
                && (refines == null || refines.inForce(options, taken));
    }

    /** {@return the techniques every variant's search takes: {@link SearchRules#techniques()}' default} */
    public static Set<Technique> everyVariant() {
        Set<Technique> taken = EnumSet.noneOf(Technique.class);
        for (Technique t : values()) {
            if (t.everyVariant) {
                taken.add(t);
            }
        }
        return taken;
    }

    /**
     * {@return every variant's techniques and {@code more}: what a variant takes once its games
     * have shown it some of the others}
     *
     * @param more the techniques the variant takes besides every variant's
     */
    public static Set<Technique> everyVariantAnd(Technique... more) {
        Set<Technique> taken = everyVariant();
        taken.addAll(Arrays.asList(more));
        return taken;
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
