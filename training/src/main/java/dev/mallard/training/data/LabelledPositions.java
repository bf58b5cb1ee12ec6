package dev.mallard.training.data;

import dev.mallard.core.board.Position;
import java.util.Arrays;
import java.util.Objects;

/**
 * Training positions in compact form: each position's labels, the score a search gave it and
 * the result of its game (both from White's point of view, as in a {@link LabelledPosition}
 * line), and the position itself in the form its trainer reads, which the trainer's
 * {@link PositionEncoding} keeps. The tuner fits an evaluation on {@code LabelledPositions} of
 * its sparse features, the network trainer a network on {@code LabelledPositions} of its inputs.
 *
 * <p>Positions are added one by one (the arrays double when full, so loading millions copies
 * little) and read by index. A set is filled by one thread; once filled, any number of threads
 * may read it.
 *
 * @param <E> the trainer's encoding of the positions
 */
public final class LabelledPositions<E extends PositionEncoding> {
    /** Room for this many positions at first. */
    static final int INITIAL_CAPACITY = 1024;

    private final E encoding;
    private int size;
    private float[] score = new float[0];
    private float[] result = new float[0];

    /**
     * An empty set whose positions {@code encoding} keeps.
     *
     * @param encoding the trainer's encoding, empty
     * @throws IllegalArgumentException if {@code encoding} is null
     */
    public LabelledPositions(E encoding) {
        if (encoding == null) {
            throw new IllegalArgumentException("encoding must not be null");
        }
        this.encoding = encoding;
        grow(INITIAL_CAPACITY);
    }

    /**
     * Adds a position with its labels; nothing is added when it throws.
     *
     * @param position the position, handed to the encoding
     * @param searchScore the search's score in centipawns, White's view
     * @param gameResult the game's result for White: 0, 0.5 or 1
     * @throws IllegalArgumentException if the position is null, the result is not 0, 0.5 or 1,
     *     or the encoding cannot take the position
     * @throws IllegalStateException if the encoding has no more room
     */
    public void add(Position position, int searchScore, double gameResult) {
        if (position == null) {
            throw new IllegalArgumentException("position must not be null");
        }
        if (gameResult != 0 && gameResult != 0.5 && gameResult != 1) {
            throw new IllegalArgumentException("result must be 0, 0.5 or 1, got " + gameResult);
        }
        if (size == score.length) {
            grow(2 * size);
        }
        encoding.encode(size, position);
        score[size] = searchScore;
        result[size] = (float) gameResult;
        size++;
    }

    private void grow(int capacity) {
        score = Arrays.copyOf(score, capacity);
        result = Arrays.copyOf(result, capacity);
        encoding.resize(capacity);
    }

    /** {@return the encoding that keeps the positions} */
    public E encoding() {
        return encoding;
    }

    /** {@return the number of positions} */
    public int size() {
        return size;
    }

    /**
     * {@return the search's score of position {@code i} in centipawns, White's view}
     *
     * @param i the position's index
     * @throws IndexOutOfBoundsException if there is no position {@code i}
     */
    public double score(int i) {
        return score[Objects.checkIndex(i, size)];
    }

    /**
     * {@return the game's result of position {@code i} for White: 0, 0.5 or 1}
     *
     * @param i the position's index
     * @throws IndexOutOfBoundsException if there is no position {@code i}
     */
    public double result(int i) {
        return result[Objects.checkIndex(i, size)];
    }
}
