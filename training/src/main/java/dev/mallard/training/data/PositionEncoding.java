package dev.mallard.training.data;

import dev.mallard.core.board.Position;

/**
 * A trainer's form of the positions of a {@link LabelledPositions}: what its training reads of
 * each position (the tuner's sparse features, the network trainer's inputs), kept by position
 * index in arrays of its own. The container decides when they grow and hands each position
 * over once, in order; the labels are the container's.
 */
public interface PositionEncoding {
    /**
     * Makes room for positions {@code 0} to {@code capacity - 1}, keeping those stored.
     *
     * @param capacity the number of positions to make room for, more than before
     */
    void resize(int capacity);

    /**
     * Stores {@code position} as position {@code index}, the number stored before it.
     *
     * @param index the position's index
     * @param position the position (not kept: only what the encoding reads of it)
     * @throws IllegalArgumentException if the position does not fit the encoding
     * @throws IllegalStateException if the encoding has no more room
     */
    void encode(int index, Position position);
}
