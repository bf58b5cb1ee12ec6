package dev.mallard.core.search.tree;

import dev.mallard.core.board.Position;

/**
 * The pawn history ({@link dev.mallard.core.search.Technique#PAWN_HISTORY}): how often a quiet
 * move of a piece (colour and type) to a square cut off, kept apart by the pawn structure it was
 * made in (both sides' pawns hashed into one of {@value #ROWS} rows). A node reads its row once
 * ({@link #read}); its moves' keys and lessons then use it.
 */
final class PawnHistory extends HistoryTable {
    private static final int ROW_BITS = 10;
    private static final int ROWS = 1 << ROW_BITS;
    /** A row's entries: one per piece (4 bits) and target square (6 bits). */
    private static final int ROW_SIZE = 16 * 64;

    /** The first entry of the row read last. */
    private int row;

    PawnHistory() {
        super(ROWS * ROW_SIZE);
    }

    /** Reads the row of {@code position}'s pawns, for the keys and lessons of its moves. */
    void read(Position position) {
        row = (int) (pawnHash(position) >>> (Long.SIZE - ROW_BITS)) * ROW_SIZE;
    }

    /** {@return the key of a quiet move of the piece and target square {@code pieceTo} (piece &lt;&lt; 6 | to) in the row read} */
    int key(int pieceTo) {
        return get(row + pieceTo);
    }

    /** Teaches the row read a {@code bonus} (a malus when negative) for the move of {@code pieceTo}. */
    void teach(int pieceTo, int bonus) {
        add(row + pieceTo, bonus);
    }
}
