package dev.mallard.core.search.tree;

import dev.mallard.core.movegen.MoveGenerator;
import dev.mallard.core.search.Score;
import dev.mallard.core.search.SearchLimits;

/**
 * The per-ply state of one thread's search, in one place: for each ply from the root a
 * {@link Frame} holding what the node there generated, tried, played and found. Every frame is
 * allocated once, when the thread's search is built, so a node allocates nothing; the parts of
 * the search ({@link NodeSearch}, {@link Quiescence}, {@link MoveOrdering}, {@link PvLines})
 * share the stack and each reads and writes the fields it owns. The backup rule keeps its own
 * per-ply state: its shape is the variant's.
 */
final class SearchStack {
    /** Frames for plies 0 to {@link SearchLimits#MAX_PLY}, and one below for the deepest node's child line. */
    static final int SIZE = SearchLimits.MAX_PLY + 2;

    private final Frame[] frames = new Frame[SIZE];

    /** A stack of {@link #SIZE} empty frames. */
    SearchStack() {
        for (int ply = 0; ply < SIZE; ply++) {
            frames[ply] = new Frame();
        }
    }

    /** The frame of {@code ply}. */
    Frame at(int ply) {
        return frames[ply];
    }

    /** What one ply of the search holds; the fields are the search parts' own, read and written directly. */
    static final class Frame {
        /** The node's moves ({@link MoveOrdering#moves}) and their ordering keys. */
        final int[] moves = new int[MoveGenerator.MAX_MOVES];
        final int[] keys = new int[MoveGenerator.MAX_MOVES];
        /** The quiet moves searched so far, for the history malus when a later one cuts off. */
        final int[] quietsTried = new int[MoveGenerator.MAX_MOVES];
        /** The captures and promotions searched so far, for the capture history's malus when another move cuts off. */
        final int[] capturesTried = new int[MoveGenerator.MAX_MOVES];
        /** The two killer moves: quiet moves that cut off at this ply, the latest first. */
        int killer;
        int secondKiller;
        /** The piece-to of the move made here, for the continuation history below (see {@link MoveOrdering#played}). */
        int playedPieceTo;
        /** The move made here if it was quiet, else {@code Move.NONE}, for the histories taught by the evaluation's change and by a fail low below. */
        int playedQuiet;
        /** Its quiet history's index, for the history taught by the evaluation's change below. */
        int playedQuietIndex;
        /**
         * The squares the side not to move attacks in the position whose key is
         * {@link #threatsKey}: the threat history's, computed once for a node (its ordering, its
         * cut-off and the moves it makes all ask) and again when another position takes the frame.
         */
        long threats;
        long threatsKey;
        /** The static evaluation of the node, or {@link Score#INFINITE} negated when it has none (in check). */
        int staticEval;
        /** The move a singular-extension search of this node leaves out, or {@code Move.NONE}. */
        int excludedMove;
        /** The principal line below the node ({@link PvLines}): turns from index ply to {@link #pvLength}. */
        final int[] pv = new int[SIZE];
        int pvLength;
        /** The runner-up line, for a backup rule whose value is not its best child's. */
        final int[] runnerUp = new int[SIZE];
        int runnerUpLength;
        /** Whether the node is on the principal variation or its table entry says it was (the table PV mark). */
        boolean wasPv;
        /**
         * The cut-offs of the full-width nodes at this ply since the node two plies up was entered
         * (it zeroes them): the cut-off count's reductions at the ply above read it.
         */
        int cutoffs;
        /** The late-move reduction of the move searched from here while its reduced search runs, else 0 (the hindsight extension's). */
        int reduction;
        /** Whether the node ran its move loop since it was entered (see {@link PvLines#moveLoopRan}). */
        boolean moveLoopRan;
    }
}
