package dev.mallard.core.rules;

import dev.mallard.core.board.Position;

/**
 * The turn rules of a variant: which turns the side to move has and how a turn changes the
 * position. A turn is an {@code int}: a FIDE {@link dev.mallard.core.board.Move} in the low 16
 * bits, plus whatever the variant adds in the high bits (a Duck square, a veto).
 *
 * <p>Implementations hold no per-game state, so one instance serves any number of positions and
 * threads.
 */
public interface Rules {
    /** {@return an upper bound on the number of turns in any position, for sizing turn buffers} */
    int maxTurns();

    /**
     * Writes the legal turns of the side to move into {@code turns} from index {@code start} and
     * returns the index after the last one. A finished game (for example a captured king) has no
     * turns.
     *
     * @param position the position
     * @param turns the list to fill
     * @param start the index of the first free slot of the list
     * @return the index after the last turn written
     */
    int generateTurns(Position position, int[] turns, int start);

    /**
     * {@return the number of legal turns; variants may count faster than they generate (perft's
     * bulk counting)} {@code scratch} has room for {@link #maxTurns()} entries.
     *
     * @param position the position
     * @param scratch a list for the turns, of at least {@link #maxTurns()} entries
     */
    default long countTurns(Position position, int[] scratch) {
        return generateTurns(position, scratch, 0);
    }

    /**
     * Plays a turn that {@link #generateTurns} produced for this position.
     *
     * @param position the position
     * @param turn the turn, as the variant encodes it
     */
    void makeTurn(Position position, int turn);

    /**
     * Takes back the turn just made.
     *
     * @param position the position
     * @param turn the turn, as the variant encodes it
     */
    void unmakeTurn(Position position, int turn);

    /**
     * {@return the turn in the variant's coordinate notation, e.g. {@code e2e4} or {@code
     * e2e4,e4d5}}
     *
     * @param position the position
     * @param turn the turn, as the variant encodes it
     */
    String formatTurn(Position position, int turn);

    /**
     * {@return the legal turn that {@code text} names in this position, in the variant's coordinate
     * notation}
     *
     * @param position the position
     * @param text the text
     * @throws IllegalMoveException if the text is malformed or names no legal turn
     */
    int parseTurn(Position position, String text);
}
