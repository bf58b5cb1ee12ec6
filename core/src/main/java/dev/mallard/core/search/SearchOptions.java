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
 * ({@link SearchRules#searchParameters()}).
 *
 * @param techniques the techniques switched on
 * @param parameters search parameters by name that replace the variant's values (none: the variant's own)
 */
public record SearchOptions(Set<Technique> techniques, Map<String, Integer> parameters) {

    /**
     * Copies the techniques and parameters, so that the options stay as they were made.
     *
     * @param techniques the techniques switched on
     * @param parameters search parameters by name that replace the variant's values
     * @throws IllegalArgumentException if a parameter is unknown or its value out of its range
     */
    public SearchOptions {
        techniques = techniques.isEmpty() ? Set.of() : Collections.unmodifiableSet(EnumSet.copyOf(techniques));
        parameters = Collections.unmodifiableMap(new TreeMap<>(parameters));
        parameters.forEach(SearchParameters::checked);
    }

    /** {@return everything on: the playing configuration} */
    public static SearchOptions defaults() {
        return new SearchOptions(EnumSet.allOf(Technique.class), Map.of());
    }

    /**
     * No forward pruning, no transposition table, no extension, no lazy evaluation: a plain
     * alpha-beta search whose root score must equal brute-force minimax. Move ordering stays on (it
     * cannot change an alpha-beta score).
     *
     * @return the exact options
     */
    public static SearchOptions exact() {
        return new SearchOptions(EnumSet.of(Technique.KILLERS, Technique.HISTORY, Technique.QUIESCENCE), Map.of());
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
        return new SearchOptions(changed, parameters);
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
        return new SearchOptions(techniques, changed);
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
