package dev.mallard.core.nnue;

import dev.mallard.core.board.Color;
import dev.mallard.core.board.Piece;
import dev.mallard.core.board.PieceType;
import dev.mallard.core.board.Position;

/**
 * One search thread's use of a {@link Network}: the network (shared) and this thread's
 * first-layer sums, kept up to date incrementally, so that evaluating allocates nothing.
 *
 * <p>The sums are those of the last position evaluated. The next position a search evaluates
 * is nearly always close to it (a sibling or a child in the tree: a few pieces moved), so the
 * sums are moved to it by the difference of the two boards, found from the piece bitboards,
 * rather than recomputed from its 30-odd pieces. This needs no help from make and unmake, and
 * moves that are made but never evaluated (cut-offs, table hits) cost nothing. When the
 * boards differ by many pieces the sums are recomputed. Not thread-safe.
 */
public final class NetworkEvaluation {
    /** More changed pieces than this and recomputing is cheaper than updating. */
    private static final int REFRESH_CHANGES = 14;

    private final Network network;
    private final short[] white;
    private final short[] black;
    /** The bitboards, by piece code, of the position the sums hold; {@code valid} false until then. */
    private final long[] pieces = new long[16];
    private boolean valid;

    /**
     * An evaluation with its own sums.
     *
     * @param network the network
     */
    public NetworkEvaluation(Network network) {
        this.network = network;
        this.white = new short[network.hidden()];
        this.black = new short[network.hidden()];
    }

    /**
     * {@return the network's output for {@code position} in centipawns for the side to move}
     *
     * @param position the position
     */
    public int evaluate(Position position) {
        if (!valid || changes(position) > REFRESH_CHANGES) {
            refresh(position);
        } else {
            update(position);
        }
        return position.sideToMove() == Color.WHITE ? network.output(white, black) : network.output(black, white);
    }

    /** The number of pieces added or removed between the sums' position and {@code position}. */
    private int changes(Position position) {
        int count = 0;
        for (int color = Color.WHITE; color <= Color.BLACK; color++) {
            for (int type = PieceType.PAWN; type <= PieceType.KING; type++) {
                count += Long.bitCount(pieces[Piece.of(color, type)] ^ position.pieces(color, type));
            }
        }
        return count;
    }

    private void refresh(Position position) {
        network.reset(white);
        network.reset(black);
        for (int color = Color.WHITE; color <= Color.BLACK; color++) {
            for (int type = PieceType.PAWN; type <= PieceType.KING; type++) {
                int piece = Piece.of(color, type);
                long bits = position.pieces(color, type);
                pieces[piece] = bits;
                while (bits != 0) {
                    int square = Long.numberOfTrailingZeros(bits);
                    bits &= bits - 1;
                    network.add(white, NetworkFeatures.index(Color.WHITE, piece, square));
                    network.add(black, NetworkFeatures.index(Color.BLACK, piece, square));
                }
            }
        }
        valid = true;
    }

    private void update(Position position) {
        for (int color = Color.WHITE; color <= Color.BLACK; color++) {
            for (int type = PieceType.PAWN; type <= PieceType.KING; type++) {
                int piece = Piece.of(color, type);
                long now = position.pieces(color, type);
                long before = pieces[piece];
                if (now == before) {
                    continue;
                }
                pieces[piece] = now;
                for (long gone = before & ~now; gone != 0; gone &= gone - 1) {
                    int square = Long.numberOfTrailingZeros(gone);
                    network.subtract(white, NetworkFeatures.index(Color.WHITE, piece, square));
                    network.subtract(black, NetworkFeatures.index(Color.BLACK, piece, square));
                }
                for (long come = now & ~before; come != 0; come &= come - 1) {
                    int square = Long.numberOfTrailingZeros(come);
                    network.add(white, NetworkFeatures.index(Color.WHITE, piece, square));
                    network.add(black, NetworkFeatures.index(Color.BLACK, piece, square));
                }
            }
        }
    }
}
