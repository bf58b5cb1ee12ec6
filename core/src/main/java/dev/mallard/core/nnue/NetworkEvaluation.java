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
    private static final int SLOTS = 64;
    /**
     * The plies above a position whose slots it may start from: the parent's slot is stale when
     * the parent took no evaluation (in check, or a lazy estimate), and then the grandparent's
     * or an older one's is the closest.
     */
    private static final int ANCESTORS = 4;

    private final Network network;
    /** The sums, by slot: White's view, then Black's. */
    private final int[][] white = new int[SLOTS][];
    private final int[][] black = new int[SLOTS][];
    /** The bitboards, by slot and piece code, of the position the slot's sums hold. */
    private final long[][] pieces = new long[SLOTS][16];
    /** The views of White and Black, by slot, of the slot's sums. */
    private final int[][] views = new int[SLOTS][2];
    /** Whether the slot holds sums yet. */
    private final boolean[] valid = new boolean[SLOTS];
    /** The bitboards, by piece code, of the position being evaluated: read from it once. */
    private final long[] current = new long[16];
    /** The views of White and Black in the position being evaluated. */
    private int whiteView;
    private int blackView;

    /**
     * An evaluation with its own sums.
     *
     * @param network the network
     */
    public NetworkEvaluation(Network network) {
        this.network = network;
        for (int slot = 0; slot < SLOTS; slot++) {
            white[slot] = new int[network.hidden()];
            black[slot] = new int[network.hidden()];
        }
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
            refresh(white[slot], Color.WHITE, whiteView);
            refresh(black[slot], Color.BLACK, blackView);
            record(slot);
        } else {
            if (closest != slot) {
                copy(closest, slot);
            }
            update(slot);
        }
        return position.sideToMove() == Color.WHITE ? network.output(white[slot], black[slot], pieces)
                : network.output(black[slot], white[slot], pieces);
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

    private void copy(int from, int to) {
        System.arraycopy(white[from], 0, white[to], 0, white[to].length);
        System.arraycopy(black[from], 0, black[to], 0, black[to].length);
        System.arraycopy(pieces[from], 0, pieces[to], 0, pieces[to].length);
        views[to][Color.WHITE] = views[from][Color.WHITE];
        views[to][Color.BLACK] = views[from][Color.BLACK];
        valid[to] = true;
    }

    /** Sets {@code sums} to side {@code perspective}'s sums of the current position, from scratch. */
    private void refresh(int[] sums, int perspective, int view) {
        network.reset(sums);
        for (int piece = 0; piece < current.length; piece++) {
            for (long bits = current[piece]; bits != 0; bits &= bits - 1) {
                network.add(sums, NetworkFeatures.index(perspective, piece, Long.numberOfTrailingZeros(bits), view));
            }
        }
    }

    /** Marks {@code slot}'s sums as those of the current position. */
    private void record(int slot) {
        System.arraycopy(current, 0, pieces[slot], 0, current.length);
        views[slot][Color.WHITE] = whiteView;
        views[slot][Color.BLACK] = blackView;
        valid[slot] = true;
    }

    /**
     * Moves {@code slot}'s sums to the current position: by the pieces that differ for a side
     * whose view is the slot's, from scratch for a side whose view changed.
     */
    private void update(int slot) {
        int[] whiteSums = white[slot];
        int[] blackSums = black[slot];
        boolean whiteKept = views[slot][Color.WHITE] == whiteView;
        boolean blackKept = views[slot][Color.BLACK] == blackView;
        if (!whiteKept) {
            refresh(whiteSums, Color.WHITE, whiteView);
        }
        if (!blackKept) {
            refresh(blackSums, Color.BLACK, blackView);
        }
        long[] held = pieces[slot];
        for (int piece = 0; piece < current.length && (whiteKept || blackKept); piece++) {
            long now = current[piece];
            long before = held[piece];
            if (now == before) {
                continue;
            }
            for (long gone = before & ~now; gone != 0; gone &= gone - 1) {
                int square = Long.numberOfTrailingZeros(gone);
                if (whiteKept) {
                    network.subtract(whiteSums, NetworkFeatures.index(Color.WHITE, piece, square, whiteView));
                }
                if (blackKept) {
                    network.subtract(blackSums, NetworkFeatures.index(Color.BLACK, piece, square, blackView));
                }
            }
            for (long come = now & ~before; come != 0; come &= come - 1) {
                int square = Long.numberOfTrailingZeros(come);
                if (whiteKept) {
                    network.add(whiteSums, NetworkFeatures.index(Color.WHITE, piece, square, whiteView));
                }
                if (blackKept) {
                    network.add(blackSums, NetworkFeatures.index(Color.BLACK, piece, square, blackView));
                }
            }
        }
        record(slot);
    }
}
