package dev.mallard.core.search.tree;

/**
 * The capture history: how often a capture (or a promotion) cut off, by moving piece, target
 * square and the type of the piece taken ({@code PieceType.NONE} for a promotion that takes
 * nothing). It orders captures of one victim's value among themselves, which MVV/LVA alone
 * cannot: a knight taking a defended pawn and one taking a loose pawn look alike to it.
 */
final class CaptureHistory extends HistoryTable {
    CaptureHistory() {
        super(16 * 64 * 8);
    }

    /** The index of a capture by {@code piece} (colour and type) on {@code to} taking a {@code victimType}. */
    static int index(int piece, int to, int victimType) {
        return piece << 9 | to << 3 | victimType;
    }
}
