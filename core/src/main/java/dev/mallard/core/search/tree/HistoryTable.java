package dev.mallard.core.search.tree;

/**
 * A table of scores the search learns from its cut-offs, to order and reduce moves by: the quiet
 * history ({@link QuietHistory}), the continuation history ({@link ContinuationHistory}), and
 * whatever the search learns next the same way (a capture history by piece, target and victim; a
 * correction history of the static evaluation by pawn structure). Each table computes its own
 * index from what it is keyed by; what they share is how an entry is read and taught, and that
 * they outlive a search and fade between searches. The move ordering holds each table by its
 * own final class, so that the calls are direct in the hot path.
 */
interface HistoryTable {
    /** The bound of every entry: the gravity update keeps entries within [-bound, bound]. */
    int BOUND = 16384;

    /** The entry at {@code index}. */
    int get(int index);

    /** Teaches the entry at {@code index} a {@code bonus} (a malus when negative), less as it nears {@link #BOUND}. */
    void add(int index, int bonus);

    /** A new search: every entry is divided by {@code divisor}, so old lessons stay a hint. */
    void fade(int divisor);

    /** Forgets everything: for a new game or a reproducible search. */
    void clear();

    /**
     * The change {@code bonus} makes to an entry holding {@code entry} (the "gravity" update: a
     * bonus shrinks as the entry nears the bound, so old lessons fade without a periodic halving).
     */
    static int gravity(int entry, int bonus) {
        return bonus - entry * Math.abs(bonus) / BOUND;
    }
}
