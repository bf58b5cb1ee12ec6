package dev.mallard.core.search.tree;

import dev.mallard.core.board.Move;
import dev.mallard.core.board.PieceType;
import dev.mallard.core.board.Position;
import dev.mallard.core.board.SliderAttacks;

/**
 * Static exchange evaluation: the material outcome of a capture sequence on one square when
 * both sides always recapture with their least valuable attacker and may stop when it pays.
 * X-ray attackers behind moved sliders join in. Used to order captures and prune losing ones.
 */
final class See {
    /** Exchange values by piece type (index 0 unused); the king's is large but finite. */
    private static final int[] VALUE = {0, 100, 320, 330, 500, 900, 20000};

    /** The swap list, reused so that evaluating an exchange allocates nothing. */
    private final int[] gain = new int[32];

    /** An evaluator with a swap list of its own: one per thread. */
    See() {
    }

    /**
     * {@return the exchange value of a piece type}
     *
     * @param type the piece type
     */
    static int value(int type) {
        return VALUE[type];
    }

    /**
     * {@return the material the side to move gains by {@code move} and the exchange it starts, in
     * centipawns, exact in sign and at most exact in size} The exchange stops as soon as neither
     * side profits from going on, which settles the sign but not always the size: with {@code x}
     * the value of the exchange played out in full, the result {@code r} has {@code x}'s sign
     * and {@code 0 <= r <= x} or {@code x <= r <= 0} (a bishop lost to a pawn reads -230 when
     * the recapturing pawn would be lost too and -330 is exact). So a comparison with 0 is
     * exact, and {@code r < t} for a negative {@code t} implies {@code x < t}: a threshold
     * below 0 is passed by every move that truly loses more, and perhaps by a few that lose a
     * little less.
     *
     * @param p the position
     * @param move the move
     */
    int evaluate(Position p, int move) {
        int from = Move.from(move);
        int to = Move.to(move);
        int kind = Move.kind(move);
        int captured = kind == Move.EN_PASSANT ? PieceType.PAWN : p.pieceAt(to) & 7;
        long occupancy = p.occupied() | p.blockers();
        if (kind == Move.EN_PASSANT) {
            occupancy ^= 1L << (to ^ 8);
        }
        int moving = p.pieceAt(from) & 7;
        gain[0] = VALUE[captured];
        if (Move.isPromotion(move)) {
            int promoted = Move.promotionType(move);
            gain[0] += VALUE[promoted] - VALUE[PieceType.PAWN];
            moving = promoted;
        }
        long diagonal = p.pieces(PieceType.BISHOP) | p.pieces(PieceType.QUEEN);
        long straight = p.pieces(PieceType.ROOK) | p.pieces(PieceType.QUEEN);
        occupancy ^= 1L << from;
        long attackers = p.attackersTo(to, occupancy) & occupancy;
        int side = p.sideToMove() ^ 1;
        int depth = 0;
        while (true) {
            long mine = attackers & p.colorPieces(side);
            if (mine == 0) {
                break;
            }
            int type = PieceType.PAWN;
            long bit = 0;
            for (; type <= PieceType.KING; type++) {
                long candidates = mine & p.pieces(type);
                if (candidates != 0) {
                    bit = candidates & -candidates;
                    break;
                }
            }
            if (type == PieceType.KING && (attackers & p.colorPieces(side ^ 1)) != 0) {
                break; // the king cannot capture into a defended square
            }
            depth++;
            gain[depth] = VALUE[moving] - gain[depth - 1];
            if (Math.max(-gain[depth - 1], gain[depth]) < 0) {
                break; // neither side profits from going on: the sign is settled, not the size
            }
            moving = type;
            occupancy ^= bit;
            if (type == PieceType.PAWN || type == PieceType.BISHOP || type == PieceType.QUEEN) {
                attackers |= SliderAttacks.bishop(to, occupancy) & diagonal;
            }
            if (type == PieceType.ROOK || type == PieceType.QUEEN) {
                attackers |= SliderAttacks.rook(to, occupancy) & straight;
            }
            attackers &= occupancy;
            side ^= 1;
            if (depth == gain.length - 1) {
                break;
            }
        }
        for (int d = depth; d > 0; d--) {
            gain[d - 1] = -Math.max(-gain[d - 1], gain[d]);
        }
        return gain[0];
    }
}
