package dev.mallard.core.search.tree;

import dev.mallard.core.board.Color;
import dev.mallard.core.board.PieceType;
import dev.mallard.core.board.Position;
import dev.mallard.core.search.Score;
import dev.mallard.core.search.Technique;
import dev.mallard.core.search.TranspositionTable;

/**
 * The correction history ({@link Technique#CORRECTION_HISTORY}): how far the static evaluation
 * fell short of (or beyond) the searched value of earlier nodes that share a feature with this
 * one, added to the evaluation where the search reads it (the pruning decisions, the improving
 * flag, quiescence's stand pat). An evaluation blind to some pawn structure or piece set is
 * wrong the same way in every node that has it, and the search's results say by how much.
 *
 * <p>Three entries per side to move, keyed by hashes of what the node has: its pawns (both
 * sides'), White's other pieces, Black's other pieces; with
 * {@link Technique#CONTINUATION_CORRECTION} a fourth, keyed by the last two moves made (each by
 * its piece and target square as its frame recorded it; the pieces' colours tell the side to
 * move), where both are real moves. The correction is their sum; each entry learns from a
 * node's miss of its corrected evaluation (a least-mean-squares step, so that the sum, not each
 * entry, converges on the mean miss), by a weight growing with the node's depth up to
 * {@code correction.weight} 64ths, and stays within {@code correction.limit} centipawns.
 * Unlike the move histories it does not fade between searches: a game's evaluation errors
 * outlive the move.
 */
final class CorrectionHistory extends HistoryTable {
    private static final int INDEX_BITS = 14;
    private static final int ENTRIES = 1 << INDEX_BITS;
    /** The tables' order in the entries: pawns, White's other pieces, Black's other pieces; each two sides to move. */
    private static final int PAWNS = 0;
    private static final int WHITE_PIECES = 2 * ENTRIES;
    private static final int BLACK_PIECES = 4 * ENTRIES;
    /** The continuation entries: one for each pair of piece-to keys, the earlier move's in the high bits. */
    private static final int CONTINUATION = 6 * ENTRIES;
    /** The index of no continuation entry. */
    private static final int NONE = -1;
    /** Entries hold centipawns times this, so that the small steps of shallow nodes are not rounded away. */
    static final int SCALE = 16;
    /** The weights' denominator: a weight of 64 moves the sum by the whole miss. */
    private static final int WEIGHT_ONE = 64;

    /** The moves made above a node, which key its continuation entry. */
    private final SearchStack stack;
    private Position position;
    private boolean inForce;
    private boolean continuationInForce;
    private int weightMax;
    private int limit;

    /** A history whose continuation entries are keyed by the moves recorded in {@code stack}'s frames. */
    CorrectionHistory(SearchStack stack) {
        super(CONTINUATION + ContinuationHistory.PIECE_TO * ContinuationHistory.PIECE_TO);
        this.stack = stack;
    }

    /** A new search of {@code position} with {@code settings}; the entries stay. */
    void start(Position position, SearchSettings settings) {
        this.position = position;
        inForce = settings.correctionHistory;
        continuationInForce = settings.continuationCorrection;
        weightMax = settings.correctionWeight;
        limit = settings.correctionLimit * SCALE;
    }

    /** {@return {@code evaluation}, the side to move's static evaluation of the node at {@code ply}, corrected} */
    int corrected(int ply, int evaluation) {
        if (!inForce) {
            return evaluation;
        }
        int side = position.sideToMove();
        int sum = get(pawnIndex(side)) + get(pieceIndex(WHITE_PIECES, Color.WHITE, side))
                + get(pieceIndex(BLACK_PIECES, Color.BLACK, side));
        int continuation = continuationIndex(ply);
        return evaluation + (continuation == NONE ? sum : sum + get(continuation)) / SCALE;
    }

    /**
     * Teaches the entries a node's {@code value} (its bound {@code bound}) against its corrected
     * {@code evaluation}, where the value says which way the evaluation missed: not a bound on the
     * evaluation's own side (a lower bound below it, an upper one above it: the true value may lie
     * either way), nor a mate, nor where a capture or promotion was best ({@code quietBest}
     * false: the evaluation is expected to miss material won in the node; that is quiescence's
     * job, not a correction's).
     */
    void learn(int ply, int evaluation, int value, int bound, int depth, boolean quietBest) {
        if (quietBest && Math.abs(value) < Score.MATE_BOUND
                && !(bound == TranspositionTable.LOWER && value <= evaluation)
                && !(bound == TranspositionTable.UPPER && value >= evaluation)) {
            update(ply, evaluation, value, depth);
        }
    }

    /**
     * Teaches the entries of the node at {@code ply} that a search {@code depth} plies deep found
     * {@code value} where the corrected evaluation said {@code corrected}: each moves by the
     * weighted miss.
     */
    void update(int ply, int corrected, int value, int depth) {
        int weight = Math.min(depth + 1, weightMax);
        int step = (value - corrected) * SCALE * weight / WEIGHT_ONE;
        int side = position.sideToMove();
        adjust(pawnIndex(side), step, limit);
        adjust(pieceIndex(WHITE_PIECES, Color.WHITE, side), step, limit);
        adjust(pieceIndex(BLACK_PIECES, Color.BLACK, side), step, limit);
        int continuation = continuationIndex(ply);
        if (continuation != NONE) {
            adjust(continuation, step, limit);
        }
    }

    /**
     * The continuation entry of the node at {@code ply}, keyed by the moves its two parent frames
     * recorded ({@link MoveOrdering#played}); {@link #NONE} without the technique, at the root's
     * first two plies, or after a null move.
     */
    private int continuationIndex(int ply) {
        if (!continuationInForce || ply < 2) {
            return NONE;
        }
        int last = stack.at(ply - 1).playedPieceTo;
        int before = stack.at(ply - 2).playedPieceTo;
        if (last == ContinuationRows.NO_PIECE_TO || before == ContinuationRows.NO_PIECE_TO) {
            return NONE;
        }
        return CONTINUATION + ContinuationHistory.row(before) + last;
    }

    private int pawnIndex(int side) {
        return PAWNS + side * ENTRIES + (int) (pawnHash(position) >>> (Long.SIZE - INDEX_BITS));
    }

    /** The entry of {@code color}'s pieces other than pawns (each type apart), in the table at {@code table}. */
    private int pieceIndex(int table, int color, int side) {
        long hash = 0;
        for (int type = PieceType.KNIGHT; type <= PieceType.KING; type++) {
            hash = mix(hash, position.pieces(color, type));
        }
        return table + side * ENTRIES + (int) (hash >>> (Long.SIZE - INDEX_BITS));
    }
}
