package dev.mallard.core.search.tree;

import dev.mallard.core.board.Color;
import dev.mallard.core.board.PieceType;
import dev.mallard.core.board.Position;
import java.util.Arrays;

/**
 * A table of scores the search learns from its results: from its cut-offs, to order and reduce
 * moves by, the quiet history ({@link QuietHistory}), the continuation history
 * ({@link ContinuationHistory}), the pawn history ({@link PawnHistory}) and the capture history
 * ({@link CaptureHistory}); from its values, the {@link CorrectionHistory} of the static
 * evaluation. Each table is a subclass that
 * knows its size and computes its own index from what it is keyed by; this class holds the
 * entries and how they are read, taught, faded between searches and cleared, once for all of
 * them. The move ordering holds each table by its own final class, and the methods here are
 * final, so that the calls are direct in the hot path.
 *
 * <p>Entries are shorts: the gravity update keeps them within {@link #BOUND} as long as no bonus
 * exceeds it (the search caps its bonus at {@code history.bonus_max}, at most 8000), the plain
 * step within its limit; a table of a million entries takes 2 MB.
 */
abstract class HistoryTable {
    /** The bound of every entry: the gravity update keeps entries within [-bound, bound]. */
    static final int BOUND = 16384;

    private final short[] entries;

    /** A table of {@code size} entries, all zero. */
    HistoryTable(int size) {
        entries = new short[size];
    }

    /** The entry at {@code index}. */
    final int get(int index) {
        return entries[index];
    }

    /**
     * Teaches the entry at {@code index} a {@code bonus} (a malus when negative), less as it nears
     * {@link #BOUND}: the "gravity" update, by which old lessons fade without a periodic halving.
     */
    final void add(int index, int bonus) {
        int entry = entries[index];
        entries[index] = (short) (entry + bonus - entry * Math.abs(bonus) / BOUND);
    }

    /**
     * Moves the entry at {@code index} by {@code delta}, kept within [-{@code limit}, {@code limit}]
     * (at most {@link #BOUND}): the plain step of a table that learns an average, not a ranking.
     */
    final void adjust(int index, int delta, int limit) {
        entries[index] = (short) Math.max(-limit, Math.min(limit, entries[index] + delta));
    }

    /** A new search: every entry is divided by {@code divisor}, so old lessons stay a hint. */
    final void fade(int divisor) {
        for (int i = 0; i < entries.length; i++) {
            entries[i] /= divisor;
        }
    }

    /** Forgets everything: for a new game or a reproducible search. */
    final void clear() {
        Arrays.fill(entries, (short) 0);
    }

    /** {@return a hash of both sides' pawns in {@code position}, its high bits for an index} */
    static long pawnHash(Position position) {
        return mix(mix(0, position.pieces(Color.WHITE, PieceType.PAWN)), position.pieces(Color.BLACK, PieceType.PAWN));
    }

    /** A hash of {@code hash} and the bitboard {@code bits}: its high bits depend on every bit of both. */
    static long mix(long hash, long bits) {
        long h = (hash ^ bits) * 0x9E3779B97F4A7C15L;
        return h ^ (h >>> 29);
    }
}
