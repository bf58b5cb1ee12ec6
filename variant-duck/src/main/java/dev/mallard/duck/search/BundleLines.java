package dev.mallard.duck.search;

import dev.mallard.core.board.Move;
import dev.mallard.core.board.Position;
import dev.mallard.core.board.Square;
import dev.mallard.duck.DuckRules;

/**
 * The principal lines of a {@link BundleBackup}, so that the line shown follows the Duck squares
 * actually played. A node's bundle may hold a different best move for each Duck square, so a
 * node keeps a few line slots, shared by the squares they serve: a slot holds a move with its
 * child's two result squares (sL and sL2) and the child's lines for them. When the node ends,
 * its own lines for the Duck on sL and on sL2 are written from the slots of those squares, and
 * its parent copies them into a slot of its own. All storage is preallocated; nothing is
 * allocated per node.
 */
final class BundleLines {
    /** A square or score whose line is not in a slot. */
    static final int NO_SLOT = -1;
    /** Line slots per ply: the common score's, eight exceptions', the move being added, spare. */
    private static final int SLOTS = 12;

    private final int maxPly;

    /** The node's lines for the Duck on sL and on sL2, as turns from the node's ply on. */
    private final int[][] lineL;
    private final int[] lineLLength;
    private final int[][] lineL2;
    private final int[] lineL2Length;

    // Line slots: a move with its child's two squares and two lines.
    private final int[] slotMove;
    private final int[] slotSquare;
    private final int[] slotSquare2;
    private final int[][] slotLine;
    private final int[] slotLength;

    /** Lines for plies 0 to {@code maxPly}. */
    BundleLines(int maxPly) {
        this.maxPly = maxPly;
        int plies = maxPly + 2;
        int lineCapacity = maxPly + 2;
        lineL = new int[plies][lineCapacity];
        lineLLength = new int[plies];
        lineL2 = new int[plies][lineCapacity];
        lineL2Length = new int[plies];
        slotMove = new int[plies * SLOTS];
        slotSquare = new int[plies * SLOTS];
        slotSquare2 = new int[plies * SLOTS];
        slotLine = new int[plies * SLOTS * 2][lineCapacity];
        slotLength = new int[plies * SLOTS * 2];
    }

    /** The node at {@code ply} starts: it has no lines yet. */
    void clear(int ply) {
        lineLLength[ply] = 0;
        lineL2Length[ply] = 0;
    }

    /**
     * Takes a slot of the node at {@code ply} not among {@code used} (bits) for {@code move} and
     * copies its child's squares and lines into it (when it has a child: the move was searched).
     *
     * @return the slot
     */
    int fill(int ply, int used, int move, boolean child, int childSquare, int childSquare2) {
        int slot = Integer.numberOfTrailingZeros(~used);
        int index = ply * SLOTS + slot;
        slotMove[index] = move;
        if (child && ply + 1 <= maxPly) {
            slotSquare[index] = childSquare;
            slotSquare2[index] = childSquare2;
            copyLine(lineL[ply + 1], lineLLength[ply + 1], 2 * index);
            copyLine(lineL2[ply + 1], lineL2Length[ply + 1], 2 * index + 1);
        } else {
            slotSquare[index] = Square.NONE;
            slotSquare2[index] = Square.NONE;
            slotLength[2 * index] = 0;
            slotLength[2 * index + 1] = 0;
        }
        return slot;
    }

    private void copyLine(int[] from, int length, int to) {
        System.arraycopy(from, 0, slotLine[to], 0, length);
        slotLength[to] = length;
    }

    /**
     * The node at {@code ply} ends with its lowest score on {@code square} and the next lowest on
     * {@code square2}: writes its two lines from the slots that serve them.
     */
    void end(Position position, int ply, int square, int slot, int square2, int slot2) {
        lineLLength[ply] = nodeLine(position, ply, square, slot, lineL[ply]);
        lineL2Length[ply] = nodeLine(position, ply, square2, slot2, lineL2[ply]);
    }

    private int nodeLine(Position position, int ply, int square, int slot, int[] out) {
        return square == Square.NONE || slot == NO_SLOT ? 0 : write(position, ply, slot, square, out, 0);
    }

    /**
     * Writes into {@code out} from {@code at} the turn of a slot's move with the Duck on
     * {@code duck} (the Duck then goes where the child is worst, other than {@code duck}) and the
     * child's line for that square; returns the end of the line.
     */
    int write(Position position, int ply, int slot, int duck, int[] out, int at) {
        int index = ply * SLOTS + slot;
        int move = slotMove[index];
        if (move == Move.NONE) {
            return at;
        }
        int sL = slotSquare[index];
        int sL2 = slotSquare2[index];
        int target;
        int line;
        if (sL != Square.NONE && sL != duck) {
            target = sL;
            line = 2 * index;
        } else if (sL2 != Square.NONE && sL2 != duck) {
            target = sL2;
            line = 2 * index + 1;
        } else {
            // A child with one score for every square (or whose second square is unknown): any other square.
            long empty = DuckRules.duckTargets(move, ~(position.occupied() | position.blockers()));
            long choice = empty & ~(duck == Square.NONE ? 0 : 1L << duck)
                    & ~(sL == Square.NONE ? 0 : 1L << sL);
            target = choice == 0 ? Move.from(move) : Long.numberOfTrailingZeros(choice);
            line = -1;
        }
        out[at++] = DuckRules.turn(move, target);
        if (line >= 0) {
            int length = Math.min(slotLength[line], out.length - at);
            System.arraycopy(slotLine[line], 0, out, at, length);
            at += length;
        }
        return at;
    }
}
