package dev.mallard.core.search.tree;

import dev.mallard.core.board.Move;
import dev.mallard.core.search.BackupRule;
import java.util.Arrays;

/**
 * The lines of one thread's search: per ply, the principal variation below the node and, for a
 * backup rule whose value is not its best child's (second best), the runner-up line that may
 * become principal later ({@link BackupRule#RUNNER_UP}, {@link BackupRule#PROMOTE_RUNNER_UP}).
 * The lines hold full turns: a move that enters a line is completed by its child's result
 * ({@link BackupRule#turn}) when that child ran its move loop since it was entered, which this
 * class also tracks. A node's line is its turn followed by its child's principal line, copied up
 * the triangular arrays as the search returns.
 */
final class PvLines {
    private final BackupRule backup;
    /**
     * The lines live in the stack's frames, with whether each node ran its move loop since it
     * was entered: only then may the backup rule complete the parent's move into a turn from it
     * (see {@link BackupRule#turn}).
     */
    private final SearchStack stack;
    private final int[] rootLineBuffer = new int[SearchStack.SIZE];

    /** The lines, in the frames of {@code stack}, of a search that backs up with {@code backup}. */
    PvLines(BackupRule backup, SearchStack stack) {
        this.backup = backup;
        this.stack = stack;
    }

    /** A full-width node at {@code ply} starts: no lines, no move loop yet. */
    void enterNode(int ply) {
        SearchStack.Frame frame = stack.at(ply);
        frame.pvLength = ply;
        frame.runnerUpLength = ply;
        frame.moveLoopRan = false;
    }

    /** A quiescence node at {@code ply} starts: no line yet (it completes no turns, so its loop does not count). */
    void enterQuiescence(int ply) {
        stack.at(ply).pvLength = ply;
    }

    /** Empties the lines of {@code ply} (after a shallower search of the same node). */
    void clear(int ply) {
        SearchStack.Frame frame = stack.at(ply);
        frame.pvLength = ply;
        frame.runnerUpLength = ply;
    }

    /** The node at {@code ply} starts its move loop. */
    void startMoveLoop(int ply) {
        stack.at(ply).moveLoopRan = true;
    }

    /** Whether the node at {@code ply} ran its move loop since it was entered. */
    boolean moveLoopRan(int ply) {
        return stack.at(ply).moveLoopRan;
    }

    /** The first move of the principal line of {@code ply} (its turn's move), or {@link Move#NONE}. */
    int firstMove(int ply) {
        SearchStack.Frame frame = stack.at(ply);
        return frame.pvLength > ply ? Move.base(frame.pv[ply]) : Move.NONE;
    }

    /** Whether the root has a principal line: a root move improved on the root's alpha. */
    boolean rootHasLine() {
        return stack.at(0).pvLength > 0;
    }

    /**
     * Takes the {@link BackupRule#offer} flags of {@code move} at {@code ply}: the move, completed
     * into a turn, and its child's line become the principal and/or runner-up line as they say.
     */
    void offered(int ply, int move, int flags) {
        SearchStack.Frame frame = stack.at(ply);
        int turn = (flags & (BackupRule.RUNNER_UP | BackupRule.IMPROVED)) != 0 && stack.at(ply + 1).moveLoopRan
                ? backup.turn(ply + 1, move) : move;
        if ((flags & BackupRule.PROMOTE_RUNNER_UP) != 0) {
            System.arraycopy(frame.runnerUp, ply, frame.pv, ply, frame.runnerUpLength - ply);
            frame.pvLength = frame.runnerUpLength; // an empty runner-up empties the PV
        }
        if ((flags & BackupRule.RUNNER_UP) != 0) {
            frame.runnerUpLength = extendLine(frame.runnerUp, ply, turn);
        }
        if ((flags & BackupRule.IMPROVED) != 0) {
            frame.pvLength = extendLine(frame.pv, ply, turn);
        }
    }

    /** {@code move} (a whole turn: quiescence moves need no completion) and its child's line become the line of {@code ply}. */
    void improved(int ply, int move) {
        SearchStack.Frame frame = stack.at(ply);
        frame.pvLength = extendLine(frame.pv, ply, move);
    }

    /** The root's principal variation as turns: the rule's own line if it builds one, else the search's. */
    int[] rootLine() {
        int length = backup.rootLine(rootLineBuffer);
        SearchStack.Frame root = stack.at(0);
        return length >= 0 ? Arrays.copyOf(rootLineBuffer, length) : Arrays.copyOf(root.pv, root.pvLength);
    }

    /** Writes {@code turn} and the child's PV into {@code line} from {@code ply}; returns the line's end. */
    private int extendLine(int[] line, int ply, int turn) {
        line[ply] = turn;
        SearchStack.Frame child = stack.at(ply + 1);
        int childLength = Math.max(child.pvLength, ply + 1);
        System.arraycopy(child.pv, ply + 1, line, ply + 1, childLength - (ply + 1));
        return childLength;
    }
}
