package dev.mallard.core.search.tree;

import dev.mallard.core.board.Move;
import java.util.Arrays;

/** The history of quiet moves by side to move, from-square and to-square. */
final class QuietHistory implements HistoryTable {
    private final int[] entries = new int[2 * 64 * 64];

    /** The index of {@code move} made by {@code side}. */
    static int index(int side, int move) {
        return side << 12 | Move.base(move) & 0xFFF;
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
        Arrays.fill(entries, 0);
    }
}
