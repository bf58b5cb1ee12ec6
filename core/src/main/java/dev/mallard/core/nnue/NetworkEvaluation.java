package dev.mallard.core.nnue;

import dev.mallard.core.board.Color;
import dev.mallard.core.board.Piece;
import dev.mallard.core.board.PieceType;
import dev.mallard.core.board.Position;

/**
 * One search thread's use of a {@link Network}: the network (shared) and this thread's
 * first-layer sums, kept up to date incrementally, so that evaluating allocates nothing.
 *
 * <p>The sums are kept per game ply in a ring of {@value #SLOTS} slots: a slot holds the sums
 * of the last position evaluated at its ply, with that position's piece bitboards. A position
 * is evaluated from the closest of a few slots: its own ply's (last time, nearly always a
 * sibling) and those of the {@value #ANCESTORS} plies before (nearly always its ancestors, whose
 * static evaluations the search took on the way down), moved by the difference of the boards,
 * found from the bitboards: a few weight rows instead of the 30-odd of a recomputation. This
 * needs no help from make and unmake, and moves that are made but never evaluated (cut-offs,
 * table hits) cost nothing. (With one set of sums, a search coming back from a deep line to a
 * node near the root had to recompute.) When even the closest slot differs by as many pieces
 * as the board holds, the sums are recomputed; so are one side's sums when its king's move
 * changed its view ({@link NetworkFeatures#view}: another king bucket, or the mirror), which
 * makes every one of its inputs another. Not thread-safe.
 */
public final class NetworkEvaluation {
    /** Slots in the ring of sums by ply: far more than the plies between a node and its parent's evaluation. */
    static final int SLOTS = 64;
    /**
     * The plies above a position whose slots it may start from: the parent's slot is stale when
     * the parent took no evaluation (in check, or a lazy estimate), and then the grandparent's
     * or an older one's is the closest.
     */
    private static final int ANCESTORS = 4;

    private final Network network;
    /** The sums, by slot and side, and the kernels over them. */
    private final Sums sums;
    /** The bitboards, by slot and piece code, of the position the slot's sums hold. */
    private final long[][] pieces = new long[SLOTS][16];
    /** The views of White and Black, by slot, of the slot's sums. */
    private final int[][] views = new int[SLOTS][2];
    /** Whether the slot holds sums yet. */
    private final boolean[] valid = new boolean[SLOTS];
    /** The bitboards, by piece code, of the position being evaluated: read from it once. */
    private final long[] current = new long[16];
    /** The inputs a move of the sums adds and removes, by side: at most one a square each. */
    private final int[][] added = new int[2][64];
    private final int[][] removed = new int[2][64];
    /** The views of White and Black in the position being evaluated. */
    private int whiteView;
    private int blackView;

    /**
     * An evaluation with its own sums, in the form the network chose: int16 on the Vector API or int.
     *
     * @param network the network
     */
    public NetworkEvaluation(Network network) {
        this(network, Sums.of(network, SLOTS));
    }

    /**
     * An evaluation with the given sums: a test's, to compare the scalar and the vector sums.
     *
     * @param network the network
     * @param sums sums of {@code network} in {@value #SLOTS} slots
     */
    NetworkEvaluation(Network network, Sums sums) {
        this.network = network;
        this.sums = sums;
    }

    /**
     * {@return the network's output for {@code position} in centipawns for the side to move}
     *
     * @param position the position
     */
    public int evaluate(Position position) {
        for (int color = Color.WHITE; color <= Color.BLACK; color++) {
            for (int type = PieceType.PAWN; type <= PieceType.KING; type++) {
                current[Piece.of(color, type)] = position.pieces(color, type);
            }
        }
        int kingBuckets = network.kingBuckets();
        if (kingBuckets > 1) {
            whiteView = NetworkFeatures.view(Color.WHITE, position.kingSquare(Color.WHITE), kingBuckets);
            blackView = NetworkFeatures.view(Color.BLACK, position.kingSquare(Color.BLACK), kingBuckets);
        }
        int slot = position.gamePly() & (SLOTS - 1);
        int closest = slot;
        int fewest = valid[slot] ? changes(slot) : Integer.MAX_VALUE;
        for (int back = 1; back <= ANCESTORS && fewest > 2; back++) {
            int older = (slot - back) & (SLOTS - 1);
            int count = valid[older] ? changes(older) : Integer.MAX_VALUE;
            if (count < fewest) {
                closest = older;
                fewest = count;
            }
        }
        int pieces = Long.bitCount(position.occupied());
        if (fewest >= pieces) {
            refresh(slot, Color.WHITE, whiteView);
            refresh(slot, Color.BLACK, blackView);
        } else {
            update(closest, slot);
        }
        record(slot);
        return sums.output(slot, position.sideToMove(), Network.bucket(pieces, network.buckets()));
    }

    /** The number of pieces added or removed between the position of {@code slot}'s sums and the current one. */
    private int changes(int slot) {
        long[] held = pieces[slot];
        int count = 0;
        for (int piece = 0; piece < held.length; piece++) {
            count += Long.bitCount(held[piece] ^ current[piece]);
        }
        return count;
    }

    /** Sets side {@code perspective}'s sums in {@code slot} to those of the current position, from scratch. */
    private void refresh(int slot, int perspective, int view) {
        int[] inputs = added[perspective];
        int count = 0;
        for (int piece = 0; piece < current.length; piece++) {
            for (long bits = current[piece]; bits != 0; bits &= bits - 1) {
                inputs[count++] = NetworkFeatures.index(perspective, piece, Long.numberOfTrailingZeros(bits), view);
            }
        }
        sums.refresh(slot, perspective, inputs, count);
    }

    /** Marks {@code slot}'s sums as those of the current position. */
    private void record(int slot) {
        System.arraycopy(current, 0, pieces[slot], 0, current.length);
        views[slot][Color.WHITE] = whiteView;
        views[slot][Color.BLACK] = blackView;
        valid[slot] = true;
    }

    /**
     * Sets {@code slot}'s sums to the current position's from {@code closest}'s (it may be
     * {@code slot}): by the pieces that differ for a side whose view is the closest slot's,
     * from scratch for a side whose view changed.
     */
    private void update(int closest, int slot) {
        boolean whiteKept = views[closest][Color.WHITE] == whiteView;
        boolean blackKept = views[closest][Color.BLACK] == blackView;
        int[] whiteAdded = added[Color.WHITE];
        int[] blackAdded = added[Color.BLACK];
        int[] whiteRemoved = removed[Color.WHITE];
        int[] blackRemoved = removed[Color.BLACK];
        int adds = 0;
        int removes = 0;
        long[] held = pieces[closest];
        for (int piece = 0; piece < current.length; piece++) {
            long now = current[piece];
            long before = held[piece];
            if (now == before) {
                continue;
            }
            for (long gone = before & ~now; gone != 0; gone &= gone - 1) {
                int square = Long.numberOfTrailingZeros(gone);
                whiteRemoved[removes] = NetworkFeatures.index(Color.WHITE, piece, square, whiteView);
                blackRemoved[removes++] = NetworkFeatures.index(Color.BLACK, piece, square, blackView);
            }
            for (long come = now & ~before; come != 0; come &= come - 1) {
                int square = Long.numberOfTrailingZeros(come);
                whiteAdded[adds] = NetworkFeatures.index(Color.WHITE, piece, square, whiteView);
                blackAdded[adds++] = NetworkFeatures.index(Color.BLACK, piece, square, blackView);
            }
        }
        if (whiteKept) {
            sums.move(closest, slot, Color.WHITE, whiteAdded, adds, whiteRemoved, removes);
        } else {
            refresh(slot, Color.WHITE, whiteView);
        }
        if (blackKept) {
            sums.move(closest, slot, Color.BLACK, blackAdded, adds, blackRemoved, removes);
        } else {
            refresh(slot, Color.BLACK, blackView);
        }
    }
}
