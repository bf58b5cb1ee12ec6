package dev.mallard.duck.search;

import dev.mallard.core.board.PieceType;
import dev.mallard.core.board.Position;
import dev.mallard.core.movegen.MoveGenerator;
import dev.mallard.core.rules.Rules;
import dev.mallard.core.search.BackupRule;
import dev.mallard.core.search.Score;
import dev.mallard.core.search.SearchParameters;
import dev.mallard.core.search.SearchRules;
import dev.mallard.core.search.Technique;
import dev.mallard.duck.DuckRules;
import java.util.Set;

/**
 * Duck Chess for the shared search. The root holds the real Duck and searches the moves it
 * leaves playable; every node below holds no Duck (the root's move lifts it), searches all
 * pseudo-legal FIDE moves, and leaves the Duck to the {@link BundleBackup}.
 *
 * <p>Ends: a node whose king was captured has lost ({@code -MATE + ply}); a side without any
 * move wins (Duck stalemate), scored as if it won with its move, {@code MATE - ply - 1}, so
 * that every score of a node lies in the range mate-distance pruning assumes. No check, no
 * check extension, no insufficient material.
 *
 * <p>Draws, the same in the search and in {@link DuckOracle}: the fifty-move rule (before the
 * stalemate win: a stalemate on the hundredth half-move counts as a draw here, where the game
 * would call it a win) and, from ply 2 on, a repetition of the board, the Duck not counted (nodes
 * hold none), in the search's line or in the game before the root, at its first recurrence.
 */
public final class DuckSearchRules implements SearchRules {
    private final DuckRules rules = new DuckRules();

    @Override
    public Rules rules() {
        return rules;
    }

    /** Pseudo-legal moves with the Duck (only the root has one) as a blocker; none once a king is gone. */
    @Override
    public int generate(Position position, int[] moves, int start, int stages) {
        if (DuckRules.isKingCaptured(position)) {
            return start;
        }
        return MoveGenerator.pseudoLegal(position, moves, start, stages, position.blockers());
    }

    /** The move, then the Duck off the board: nodes below the root hold none. */
    @Override
    public void makeMove(Position position, int move) {
        position.makeMove(move);
        position.liftBlocker();
    }

    @Override
    public boolean gameLost(Position position) {
        return position.pieces(position.sideToMove(), PieceType.KING) == 0;
    }

    /** Duck Chess has no check. */
    @Override
    public boolean inCheck(Position position) {
        return false;
    }

    /** Without check no move gives one: pruning and reductions need not make the move to ask. */
    @Override
    public boolean givesCheck(Position position, int move) {
        return false;
    }

    /** No move at all: the side to move wins (or lost its king already, at a finished root). */
    @Override
    public int noMovesScore(Position position, int ply) {
        return gameLost(position) ? -Score.MATE + ply : Score.MATE - ply - 1;
    }

    @Override
    public boolean isDrawn(Position position, int ply) {
        return drawn(position, ply);
    }

    /**
     * The draws of the search and of both Duck oracles, for a node {@code ply} plies below the
     * root: the fifty-move rule, and from ply 2 on a board (the Duck not counted) that occurred
     * before since the last irreversible move, in the search's line or in the game before the
     * root. The game's positions hold a Duck and the nodes below the root none, so only boards can
     * match; comparing them lets the side that is ahead see that going back would let the other
     * side draw, where comparing whole positions left the game's history out of the search and
     * the side ahead walked into threefold repetitions. Not at ply 1: there the root plays a real
     * turn, whose recurrence the game does not yet call a draw (it counts three, the Duck's square
     * included), and a child scored a draw for every Duck square would leave the root's Duck on
     * an arbitrary square.
     */
    static boolean drawn(Position position, int ply) {
        return position.halfmoveClock() >= 100 || (ply >= 2 && position.boardRepetitions() >= 1);
    }

    /** Only king and pawns: a pass could be an illusion there. */
    @Override
    public boolean zugzwangLikely(Position position) {
        int side = position.sideToMove();
        return (position.colorPieces(side) & ~position.pieces(side, PieceType.PAWN)
                & ~position.pieces(side, PieceType.KING)) == 0;
    }

    /**
     * A root move the bundle could not complete (a search stopped before its first root move came
     * back) gets a legal Duck square: the first square empty after it, never the Duck's own.
     */
    @Override
    public int completeTurn(Position position, int turn) {
        if ((turn & DuckRules.DUCK_FLAG) != 0 || turn == 0) {
            return turn;
        }
        long targets = DuckRules.duckTargets(turn, ~(position.occupied() | position.blockers()));
        return DuckRules.turn(turn, Long.numberOfTrailingZeros(targets));
    }

    /**
     * The techniques every variant takes, and three that Duck's games took by SPRT at 20,000
     * nodes (docs/benchmarks.md): futility at the reduced depth (sessions 45-46, three books,
     * 2,873 games, +13.9 Elo [+3.2, +24.7]; a bundle's quiet moves are as seldom worth a
     * reduced search far below the bound as a negamax node's), the correction history
     * (session 46, 1,109 games, +29.2 Elo [+11.5, +47.1]; the evaluation misses the same way
     * in positions that share pawns or pieces, and the search's values say by how much) and the
     * threat history (session 53, 887 games, +36.2 Elo [+16.0, +56.6]; where a king can be
     * taken, a move out of an attack or into one is another move from the same move in quiet).
     */
    @Override
    public Set<Technique> techniques() {
        return Technique.everyVariantAnd(Technique.REDUCED_DEPTH_FUTILITY, Technique.CORRECTION_HISTORY,
                Technique.THREAT_HISTORY);
    }

    @Override
    public BackupRule newBackupRule(int maxPly) {
        return new BundleBackup(maxPly);
    }

    /** The variant's own {@value SearchParameters#RESOURCE}, beside this class. */
    @Override
    public SearchParameters searchParameters() {
        return Parameters.VALUES;
    }

    /** The parameters, read when first asked for. */
    private static final class Parameters {
        static final SearchParameters VALUES = SearchParameters.load(DuckSearchRules.class, SearchParameters.RESOURCE);
    }
}
