package dev.mallard.fide.eval;

import dev.mallard.core.board.Bitboards;
import dev.mallard.core.board.Color;
import dev.mallard.core.board.PieceType;
import dev.mallard.core.board.Position;
import dev.mallard.core.tune.FeatureVector;
import dev.mallard.core.tune.ParameterSet;

/**
 * Threats: how many enemy pieces a side can win or win material against at once, counted for
 * the side to move ({@code threat.mover.one|two}) and for the side waiting
 * ({@code threat.waiting.one|two}) of {@link FideParameters}. A piece (not the king) is
 * threatened when an enemy pawn attacks a knight, bishop, rook or queen, an enemy knight or
 * bishop attacks a rook or queen, an enemy rook attacks a queen, or any enemy attack hits it
 * where its own side does not defend it.
 *
 * <p>The count is cut at two on purpose. It is the cheap stand-in of Refusal Chess for "two good
 * moves": there the opponent vetoes the side to move's best move, so a lone threat is worth
 * little (it is the move that gets vetoed) while a second threat survives the veto. In FIDE chess
 * a lone threat of the side to move counts as well (a quiet position's threat is one the
 * quiescence search did not cash, so it is worth a fraction of the piece). The same four
 * weights, fitted per variant from its own games, let the data say how much each case is worth;
 * all four at zero switch the term off (it costs nothing then).
 */
final class Threats {
    private final int moverOne;
    private final int moverTwo;
    private final int waitingOne;
    private final int waitingTwo;
    private final boolean weighted;

    /** The packed weights of {@code values}. */
    Threats(ParameterSet values) {
        int first = FideParameters.THREAT_MOVER_ONE;
        moverOne = Tapered.of(values, first);
        moverTwo = Tapered.of(values, first + 1);
        waitingOne = Tapered.of(values, first + 2);
        waitingTwo = Tapered.of(values, first + 3);
        weighted = (moverOne | moverTwo | waitingOne | waitingTwo) != 0;
    }

    /** Whether any of the four weights is non-zero (otherwise the term adds nothing). */
    boolean weighted() {
        return weighted;
    }

    /**
     * The packed score from White's point of view, and the features into {@code trace} (may be
     * null). The attack sets are by colour: {@code minors} of knights and bishops, {@code rooks},
     * {@code pieces} of knights, bishops, rooks and queens, and {@code pawns}.
     */
    int evaluate(Position position, long[] minors, long[] rooks, long[] pieces, long[] pawns, FeatureVector trace) {
        int mover = position.sideToMove();
        int waiting = mover ^ 1;
        long moverAll = pieces[mover] | pawns[mover] | Bitboards.kingAttacks(position.kingSquare(mover));
        long waitingAll = pieces[waiting] | pawns[waiting] | Bitboards.kingAttacks(position.kingSquare(waiting));
        int moverThreats = count(position, mover, minors[mover], rooks[mover], pawns[mover], moverAll, waitingAll);
        int waitingThreats = count(position, waiting, minors[waiting], rooks[waiting], pawns[waiting], waitingAll,
                moverAll);
        int sign = mover == Color.WHITE ? 1 : -1;
        int score = 0;
        if (moverThreats > 0) {
            score += sign * (moverThreats == 1 ? moverOne : moverTwo);
            if (trace != null) {
                trace.add(FideParameters.THREAT_MOVER_ONE + (moverThreats == 1 ? 0 : 1), sign);
            }
        }
        if (waitingThreats > 0) {
            score -= sign * (waitingThreats == 1 ? waitingOne : waitingTwo);
            if (trace != null) {
                trace.add(FideParameters.THREAT_MOVER_ONE + (waitingThreats == 1 ? 2 : 3), -sign);
            }
        }
        return score;
    }

    /** The pieces of {@code us}'s opponent that {@code us} threatens, counted up to two. */
    private static int count(Position position, int us, long minorAttacks, long rookAttacks, long pawnAttacks,
                             long ourAttacks, long theirAttacks) {
        int them = us ^ 1;
        long theirs = position.colorPieces(them) & ~position.pieces(them, PieceType.KING);
        long queens = position.pieces(them, PieceType.QUEEN);
        long heavy = position.pieces(them, PieceType.ROOK) | queens;
        long threatened = pawnAttacks & theirs & ~position.pieces(them, PieceType.PAWN)
                | minorAttacks & heavy
                | rookAttacks & queens
                | ourAttacks & theirs & ~theirAttacks;
        return threatened == 0 ? 0 : (threatened & threatened - 1) == 0 ? 1 : 2;
    }
}
