package dev.mallard.core.search.tree;

import java.util.Arrays;

/**
 * The continuation history: how a moving piece did on its target square right after an earlier
 * move, {@code [earlier move's piece-to][move's piece-to]}, shared by the moves one and two
 * plies before (Stockfish's counter-move and follow-up tables, which know that a move answers a
 * particular threat, sharing one table as Stockfish does). Entries are shorts: the
 * {@link HistoryTable#BOUND} fits.
 */
final class ContinuationHistory implements HistoryTable {
    /** A piece (4 bits) and a target square (6 bits): the index of a move in a row. */
    static final int PIECE_TO = 1 << 10;

    private final short[] entries = new short[PIECE_TO * PIECE_TO];

    /** The offset of the row of an earlier move of {@code pieceTo}; a move's entry is the row plus its own piece-to. */
    static int row(int pieceTo) {
        return pieceTo * PIECE_TO;
    }

    @Override
    public int get(int index) {
        return entries[index];
    }

    @Override
    public void add(int index, int bonus) {
        entries[index] += HistoryTable.gravity(entries[index], bonus);
    }

    @Override
    public void fade(int divisor) {
        for (int i = 0; i < entries.length; i++) {
            entries[i] /= divisor;
        }
    }

    @Override
    public void clear() {
        Arrays.fill(entries, (short) 0);
    }
}
