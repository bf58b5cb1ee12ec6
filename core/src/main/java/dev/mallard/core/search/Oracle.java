package dev.mallard.core.search;

import dev.mallard.core.board.Position;

/**
 * A brute-force reference score: full-width search over a variant's explicit turns, no table and
 * no forward pruning, on the same evaluation as the search it checks. Each variant supplies one
 * through {@link dev.mallard.core.variant.SearchableVariant#newOracle}; {@code verify} and the
 * oracle tests compare the pruning-off search against it.
 */
public interface Oracle {
    /**
     * {@return the exact score of {@code position} (left unchanged) searched {@code depth} plies
     * deep}
     *
     * @param position the position
     * @param depth the depth in plies
     */
    int score(Position position, int depth);

    /** {@return nodes visited by the last {@link #score} call} */
    long nodes();
}
