package dev.mallard.core.search;

import java.util.Collections;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Switches for every pruning, extension and ordering technique of the search, so that each can
 * be measured on its own and the brute-force oracle can run against a search without them. A
 * technique switched on here is used where the variant's rules take it
 * ({@link SearchRules#techniques()}); see {@link Technique} for what each one does. A tuning
 * run also changes search parameters by name: those values replace the variant's own
 * ({@link SearchRules#searchParameters()}). A trial takes a technique the variant's rules do not
 * ({@link #withTrial}): so a technique is played in a variant's games, or held to its oracle,
 * from the shipped build, before the variant adopts it.
 *
 * @param techniques the techniques switched on
 * @param parameters search parameters by name that replace the variant's values (none: the variant's own)
 * @param trials techniques taken on trial: in force when switched on, whether or not the variant's rules take them
 */
public record SearchOptions(Set<Technique> techniques, Map<String, Integer> parameters, Set<Technique> trials) {

    /**
     * Copies the techniques and parameters, so that the options stay as they were made.
     *
     * @param techniques the techniques switched on
     * @param parameters search parameters by name that replace the variant's values
     * @param trials techniques taken on trial
     * @throws IllegalArgumentException if a parameter is unknown or its value out of its range
     */
    public SearchOptions {
        techniques = techniques.isEmpty() ? Set.of() : Collections.unmodifiableSet(EnumSet.copyOf(techniques));
        trials = trials.isEmpty() ? Set.of() : Collections.unmodifiableSet(EnumSet.copyOf(trials));
        parameters = Collections.unmodifiableMap(new TreeMap<>(parameters));
        parameters.forEach(SearchParameters::checked);
    }

    /** {@return everything on: the playing configuration} */
    public static SearchOptions defaults() {
        return new SearchOptions(EnumSet.allOf(Technique.class), Map.of(), Set.of());
    }

    /**
     * No forward pruning, no transposition table, no extension, no lazy evaluation: a plain
     * alpha-beta search whose root score must equal brute-force minimax. Move ordering stays on (it
     * cannot change an alpha-beta score).
     *
     * @return the exact options
     */
    public static SearchOptions exact() {
        return new SearchOptions(EnumSet.of(Technique.KILLERS, Technique.HISTORY, Technique.QUIESCENCE), Map.of(), Set.of());
    }

    /**
     * The exact options with ProbCut on trial at the one setting where it stays exact: margin 0,
     * reduction 1, from depth 2, so that it searches a node's captures first, at the full depth
     * and against beta itself, and cuts only where the variant's backup rule says those captures
     * prove the cut-off (one for negamax, two for a second best, every Duck square covered for a
     * bundle). Held to the oracles, this checks how ProbCut uses each backup rule.
     *
     * @return the exact options with exact ProbCut
     */
    public static SearchOptions exactWithProbCut() {
        return exact().withTrial(Technique.PROBCUT).withParameter("probcut.margin", 0)
                .withParameter("probcut.reduction", 1).withParameter("probcut.depth", 2);
    }

    /**
     * {@return whether a technique is switched on}
     *
     * @param technique the technique
     */
    public boolean on(Technique technique) {
        return techniques.contains(technique);
    }

    /**
     * {@return a copy with one technique switched on or off}
     *
     * @param technique the technique
     * @param on whether the technique is on
     */
    public SearchOptions with(Technique technique, boolean on) {
        Set<Technique> changed = EnumSet.noneOf(Technique.class);
        changed.addAll(techniques);
        if (on) {
            changed.add(technique);
        } else {
            changed.remove(technique);
        }
        return new SearchOptions(changed, parameters, trials);
    }

    /**
     * {@return a copy that takes {@code technique} on trial and switches it on: in force even
     * in a variant whose rules do not take it ({@link SearchRules#techniques()}), as long as the
     * technique it refines is in force} For playing a technique in a variant's games against the
     * variant's own search before adopting it, and for holding it to the variant's oracle.
     *
     * @param technique the technique
     */
    public SearchOptions withTrial(Technique technique) {
        Set<Technique> on = EnumSet.of(technique);
        on.addAll(techniques);
        Set<Technique> tried = EnumSet.of(technique);
        tried.addAll(trials);
        return new SearchOptions(on, parameters, tried);
    }

    /**
     * {@return a copy with a search parameter set to {@code value} for every variant's search}
     *
     * @param name the parameter's name ({@link SearchParameters#schema()})
     * @param value its value, within its range
     * @throws IllegalArgumentException if there is no such parameter or the value is out of its range
     */
    public SearchOptions withParameter(String name, int value) {
        Map<String, Integer> changed = new TreeMap<>(parameters);
        changed.put(name, value);
        return new SearchOptions(techniques, changed, trials);
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
