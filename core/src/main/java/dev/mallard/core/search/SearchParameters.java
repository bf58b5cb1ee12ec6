package dev.mallard.core.search;

import dev.mallard.core.tune.ParameterSchema;
import dev.mallard.core.tune.ParameterSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The search's constants as data: every margin, depth, reduction and history constant the
 * search reads, each with a name, a range and a step (declared here, in {@link #schema()}, since
 * the search knows what it can hold) and a value (a variant's own file among its resources, in the
 * format of the evaluation's parameter files: {@code name value} a line, {@code #} comments; see
 * {@link ParameterSchema}). A variant's {@link SearchRules#searchParameters()} gives its set; a
 * tuning run changes values by name ({@link SearchOptions#withParameter}); the search copies the
 * values into plain fields once when it starts ({@code SearchSettings} in the search's machinery). Immutable.
 */
public final class SearchParameters {
    /** The resource name of core's set, beside this class, and of each variant's own beside its rules. */
    public static final String RESOURCE = "search.params";

    private static final ParameterSchema SCHEMA = ParameterSchema.builder()
            // Reverse futility: a node this far above beta per ply of depth, up to this depth.
            .scalar("reverse_futility.margin", 0, 400, 10)
            .scalar("reverse_futility.depth", 0, 12, 1)
            // Null move: from this depth, reduced by this much, a ply more from the deep depth.
            .scalar("null_move.depth", 1, 8, 1)
            .scalar("null_move.reduction", 1, 6, 1)
            .scalar("null_move.deep_depth", 2, 20, 1)
            // Adaptive null move (on trial): a ply more per this many plies of depth, and one
            // per this many centipawns the static evaluation stands above beta, at most this many.
            .scalar("null_move.depth_divisor", 1, 12, 1)
            .scalar("null_move.eval_divisor", 50, 800, 25)
            .scalar("null_move.eval_max", 0, 6, 1)
            // ProbCut: from this depth, a capture beating beta by the margin at depth - reduction.
            // At margin 0 and reduction 1 it searches captures first at the full depth and cuts
            // only on what they prove: an exact search, which the oracle tests hold it to.
            .scalar("probcut.depth", 2, 16, 1)
            .scalar("probcut.margin", 0, 800, 20)
            .scalar("probcut.reduction", 1, 8, 1)
            // Without a hash move: the reduction from this depth, or the deepening search.
            .scalar("iir.depth", 2, 16, 1)
            .scalar("iid.depth_pv", 2, 16, 1)
            .scalar("iid.depth", 2, 16, 1)
            .scalar("iid.reduction", 1, 6, 1)
            // Singular extensions: from this depth, on an entry at most this much shallower, at
            // a null window this many centipawns per ply below the entry's score.
            .scalar("singular.depth", 2, 20, 1)
            .scalar("singular.table_depth", 0, 8, 1)
            .scalar("singular.margin", 0, 8, 1)
            // The plies a hash move loses when another move is nearly as good and its bound beats beta.
            .scalar("singular.negative", 0, 3, 1)
            // Double extensions (on trial): two plies where the singular search stays this many cp below its bound.
            .scalar("singular.double_margin", 0, 100, 4)
            // Futility: a quiet move at depth 1 or 2 whose child bound the static evaluation plus this cannot reach.
            .scalar("futility.margin_1", 0, 800, 20)
            .scalar("futility.margin_2", 0, 1200, 25)
            // Futility at the reduced depth (Duck), instead of the two margins above: a quiet
            // move whose late-move-reduced depth p is below this depth, when the static evaluation
            // plus base + step·p cannot reach its child bound.
            .scalar("futility.depth", 1, 16, 1)
            .scalar("futility.base", 0, 600, 20)
            .scalar("futility.step", 0, 400, 10)
            // Razoring (on trial): up to this depth, a node whose static evaluation plus margin +
            // step·d² stays below alpha, when a quiescence search at alpha's null window agrees.
            .scalar("razoring.depth", 0, 8, 1)
            .scalar("razoring.margin", 0, 800, 20)
            .scalar("razoring.step", 0, 400, 10)
            // History pruning (on trial): a quiet move whose late-move-reduced depth is at most
            // this depth and whose history is below -(margin·d + offset).
            .scalar("history_pruning.depth", 0, 12, 1)
            .scalar("history_pruning.margin", 0, 12000, 200)
            .scalar("history_pruning.offset", 0, 8000, 200)
            // Move-count pruning: up to this depth, quiet moves after base + depth² (half when not improving).
            // The base reaches 40: session 35's Duck tune held it at 17-20 against the old top of 20 (session 47's reached 19).
            .scalar("late_move_pruning.depth", 0, 8, 1)
            .scalar("late_move_pruning.base", 0, 40, 1)
            // SEE pruning in the full-width search: up to this depth, below -margin·d (quiet) or -margin·d² (capture).
            .scalar("see_pruning.depth", 0, 20, 1)
            .scalar("see_pruning.quiet_margin", 0, 300, 8)
            .scalar("see_pruning.capture_margin", 0, 200, 4)
            // Late-move reductions: from this depth and move number, by (base + ln d · ln m / divisor) plies
            // (base and divisor in hundredths), a ply less at PV nodes, a ply more when not improving,
            // a ply less per history step of the move's history, and this many more at a cut node.
            .scalar("lmr.depth", 1, 8, 1)
            .scalar("lmr.moves", 1, 10, 1)
            .scalar("lmr.base", -100, 200, 10)
            .scalar("lmr.divisor", 50, 600, 20)
            .scalar("lmr.pv", 0, 3, 1)
            .scalar("lmr.not_improving", 0, 3, 1)
            .scalar("lmr.history_step", 1024, 65536, 512)
            .scalar("lmr.cut_node", 0, 3, 1)
            // The cut-off count's reductions (on trial): more cut-offs than this a ply below reduce a ply more.
            .scalar("lmr.cutoffs", 0, 12, 1)
            // A reduced move that fails high by more than margin + step per ply of its reduction
            // is searched again a ply deeper than its full depth (on trial).
            .scalar("lmr.deeper_margin", 0, 300, 10)
            .scalar("lmr.deeper_step", 0, 40, 2)
            // The reduction after an alpha raise (on trial): the depths where a raise takes a ply off the rest.
            .scalar("alpha_raise.depth_min", 1, 10, 1)
            .scalar("alpha_raise.depth_max", 2, 24, 1)
            // The hindsight extension (on trial): the least reduction of the move into the node, and the
            // evaluations' sum (centipawns) at or below which it is taken back.
            .scalar("hindsight.reduction", 1, 8, 1)
            .scalar("hindsight.margin", -200, 200, 10)
            // Delta pruning in quiescence: what a capture may gain beyond its victim.
            .scalar("delta.margin", 0, 1000, 20)
            // Aspiration windows: from this depth, this wide on each side, doubled at each failure.
            .scalar("aspiration.depth", 1, 20, 1)
            .scalar("aspiration.window", 5, 200, 5)
            // History: the bonus per depth² and its cap, and the divisor the tables fade by between searches.
            .scalar("history.bonus", 1, 200, 4)
            .scalar("history.bonus_max", 100, 8000, 100)
            .scalar("history.fade", 1, 64, 1)
            // The history taught by the static evaluation's change (on trial): points per centipawn.
            .scalar("history.eval_scale", 0, 40, 1)
            // The continuation history taught by a fail low (on trial): the least depth off the
            // principal variation, and the shortfall per ply that doubles the bonus.
            .scalar("history.fail_low_depth", 1, 12, 1)
            .scalar("history.fail_low_margin", 0, 300, 5)
            // Correction history (Duck, Refusal): a node's step toward its miss weighs min(depth + 1,
            // this) 64ths; each entry stays within the limit in centipawns.
            .scalar("correction.weight", 1, 64, 2)
            .scalar("correction.limit", 8, 512, 16)
            // Quiet checks ordered ahead (on trial): added to a checking quiet move's history key.
            .scalar("ordering.check", 0, 16384, 512)
            // Threatened pieces' escapes ordered ahead (on trial): added to the history key of a
            // quiet move that takes a piece attacked by a lesser one to where none attacks it.
            .scalar("ordering.escape_minor", 0, 32768, 512)
            .scalar("ordering.escape_rook", 0, 32768, 512)
            .scalar("ordering.escape_queen", 0, 32768, 512)
            .build();

    private final ParameterSet values;

    private SearchParameters(ParameterSet values) {
        this.values = values;
    }

    /** {@return the names, ranges and steps of the search's parameters} */
    public static ParameterSchema schema() {
        return SCHEMA;
    }

    /**
     * {@return the set in a resource of {@code owner}'s module: a variant's {@value #RESOURCE}}
     *
     * @param owner a class beside the resource
     * @param resource the resource name
     * @throws IllegalStateException if the resource is missing or malformed (the message says where)
     */
    public static SearchParameters load(Class<?> owner, String resource) {
        return new SearchParameters(SCHEMA.load(owner, resource));
    }

    /** {@return core's set: the values every variant started from, for rules that ship none} */
    public static SearchParameters defaults() {
        return Defaults.VALUES;
    }

    /**
     * {@return the technique parameter {@code name} belongs to: the search reads it only where that
     * technique is in force, so a tuner leaves alone the parameters of techniques a variant does
     * not take}
     *
     * @param name a parameter's name
     * @throws IllegalArgumentException if there is no such parameter
     */
    public static Technique technique(String name) {
        SCHEMA.index(name); // throws for an unknown name
        return switch (name) {
            case "lmr.history_step" -> Technique.HISTORY_REDUCTIONS;
            case "lmr.not_improving" -> Technique.IMPROVING;
            case "lmr.cut_node" -> Technique.CUT_NODE_REDUCTIONS;
            case "lmr.cutoffs" -> Technique.CUTOFF_REDUCTIONS;
            case "lmr.deeper_margin", "lmr.deeper_step" -> Technique.DEEPER_RESEARCH;
            case "alpha_raise.depth_min", "alpha_raise.depth_max" -> Technique.ALPHA_RAISE_REDUCTION;
            case "hindsight.reduction", "hindsight.margin" -> Technique.HINDSIGHT_EXTENSION;
            case "ordering.check" -> Technique.CHECK_ORDERING;
            case "ordering.escape_minor", "ordering.escape_rook", "ordering.escape_queen" -> Technique.THREAT_ESCAPE;
            case "null_move.depth_divisor", "null_move.eval_divisor", "null_move.eval_max" -> Technique.ADAPTIVE_NULL_MOVE;
            case "futility.depth", "futility.base", "futility.step" -> Technique.REDUCED_DEPTH_FUTILITY;
            case "iir.depth" -> Technique.INTERNAL_REDUCTION;
            case "singular.double_margin" -> Technique.DOUBLE_EXTENSION;
            case "history_pruning.depth", "history_pruning.margin", "history_pruning.offset" -> Technique.HISTORY_PRUNING;
            case "history.eval_scale" -> Technique.EVAL_HISTORY;
            case "history.fail_low_depth", "history.fail_low_margin" -> Technique.FAIL_LOW_HISTORY;
            default -> switch (name.substring(0, name.indexOf('.'))) {
                case "reverse_futility", "futility", "late_move_pruning" -> Technique.FUTILITY;
                case "null_move" -> Technique.NULL_MOVE;
                case "probcut" -> Technique.PROBCUT;
                case "razoring" -> Technique.RAZORING;
                case "iid" -> Technique.IID;
                case "singular" -> Technique.SINGULAR_EXTENSION;
                case "see_pruning" -> Technique.FULL_WIDTH_SEE_PRUNING;
                case "lmr" -> Technique.LATE_MOVE_REDUCTIONS;
                case "delta" -> Technique.DELTA_PRUNING;
                case "aspiration" -> Technique.ASPIRATION;
                case "history" -> Technique.HISTORY;
                case "correction" -> Technique.CORRECTION_HISTORY;
                default -> throw new IllegalStateException("search parameter \"" + name + "\" belongs to no technique");
            };
        };
    }

    /**
     * {@return whether the search reads parameter {@code name} under rules that take
     * {@code taken}, every technique switched on: whether its technique is in force (taken, and
     * the one it refines in force too: {@link Technique#inForce}), and no technique in force
     * replaces it (futility at the reduced depth replaces the two futility margins)} A tuner
     * tunes only these: a parameter the search does not read only adds noise to its games.
     *
     * @param name a parameter's name
     * @param taken the techniques the variant's search takes ({@link SearchRules#techniques()})
     * @throws IllegalArgumentException if there is no such parameter
     */
    public static boolean inForce(String name, Set<Technique> taken) {
        SearchOptions all = SearchOptions.defaults();
        boolean read = technique(name).inForce(all, taken);
        // Futility at the reduced depth judges every quiet move the two margins served.
        return read && !(name.startsWith("futility.margin_") && Technique.REDUCED_DEPTH_FUTILITY.inForce(all, taken));
    }

    /** {@return the values, as a parameter set of {@link #schema()}} */
    public ParameterSet values() {
        return values;
    }

    /**
     * {@return the value of a parameter}
     *
     * @param name the parameter's name
     * @throws IllegalArgumentException if there is no such parameter
     */
    public int value(String name) {
        return values.mg(name);
    }

    /**
     * {@return this set with some values changed: {@code changes} by name}
     *
     * @param changes new values by parameter name
     * @throws IllegalArgumentException if a name is unknown or a value out of its range
     */
    public SearchParameters with(Map<String, Integer> changes) {
        if (changes.isEmpty()) {
            return this;
        }
        double[] changed = new double[SCHEMA.size()];
        for (int i = 0; i < changed.length; i++) {
            changed[i] = values.mg(i);
        }
        for (Map.Entry<String, Integer> change : changes.entrySet()) {
            changed[checked(change.getKey(), change.getValue())] = change.getValue();
        }
        return new SearchParameters(values.withValues(changed, new double[changed.length]));
    }

    /**
     * {@return the index of parameter {@code name}, checking that it may take {@code value}}
     *
     * @param name a parameter's name
     * @param value a value for it
     * @throws IllegalArgumentException if there is no such parameter or the value is out of its range
     */
    static int checked(String name, int value) {
        int index = SCHEMA.index(name);
        if (value < SCHEMA.min(index) || value > SCHEMA.max(index)) {
            throw new IllegalArgumentException("search parameter \"" + name + "\" must be " + SCHEMA.min(index) + " to "
                    + SCHEMA.max(index) + ", got " + value);
        }
        return index;
    }

    /** {@return the set as the lines of a parameter file, in the layout it was read from} */
    public List<String> format() {
        return values.format();
    }

    /** Core's set, read when first asked for. */
    private static final class Defaults {
        static final SearchParameters VALUES = load(SearchParameters.class, RESOURCE);
    }
}
