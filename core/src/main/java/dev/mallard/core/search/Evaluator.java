package dev.mallard.core.search;

import dev.mallard.core.board.Position;

/**
 * A static evaluation: the value of a quiet position in centipawns from the point of view of
 * the side to move. Implementations hold no per-game state that another search could see;
 * a search may keep one instance per thread.
 */
public interface Evaluator {
    /**
     * {@return the score of {@code position} for the side to move, well inside ±{@link
     * Score#MATE_BOUND}}
     *
     * @param position the position
     */
    int evaluate(Position position);

    /**
     * Prepares {@code position} for this evaluation before a search makes and unmakes moves on
     * it, e.g. has it keep terms incrementally ({@link Position#trackPieceValues}). The searcher
     * calls it on its own copy of the root, on every thread. Evaluating a position that was never
     * attached must still give the same scores, only more slowly. The default does nothing.
     *
     * @param position the position
     */
    default void attach(Position position) {
    }

    /**
     * {@return a lazy evaluation for a node with the window (alpha, beta): {@link
     * #evaluate(Position)}, or, when a cheap estimate of it lies far outside the window, that
     * estimate, which is then above {@code beta} or below {@code alpha}} The estimate is a
     * heuristic, not a bound: the full score is only expected to fall on the same side of the
     * window, so a search that must be exact does not call this. The default is the full
     * evaluation.
     *
     * @param position the position
     * @param alpha the lower bound of the window
     * @param beta the upper bound of the window
     */
    default int evaluate(Position position, int alpha, int beta) {
        return evaluate(position);
    }
}
