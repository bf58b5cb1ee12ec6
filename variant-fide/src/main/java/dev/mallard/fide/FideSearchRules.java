package dev.mallard.fide;

import dev.mallard.core.board.PieceType;
import dev.mallard.core.board.Position;
import dev.mallard.core.movegen.MoveGenerator;
import dev.mallard.core.rules.Rules;
import dev.mallard.core.search.BackupRule;
import dev.mallard.core.search.NegamaxBackup;
import dev.mallard.core.search.Score;
import dev.mallard.core.search.SearchParameters;
import dev.mallard.core.search.SearchRules;
import dev.mallard.core.search.Technique;
import java.util.EnumSet;
import java.util.Set;

/**
 * FIDE chess for the shared search: legal moves, mate scored by distance, stalemate and the
 * draw rules (fifty moves, any repetition inside the search, insufficient material) as draws,
 * and plain negamax backup.
 */
public final class FideSearchRules implements SearchRules {
    /** The search rules of FIDE chess. */
    public FideSearchRules() {
    }

    private final FideRules rules = new FideRules();

    @Override
    public Rules rules() {
        return rules;
    }

    @Override
    public int generate(Position position, int[] moves, int start, int stages) {
        return MoveGenerator.legal(position, moves, start, stages);
    }

    @Override
    public boolean inCheck(Position position) {
        return position.inCheck();
    }

    /** Without making the move: FIDE positions in the search are legal, which {@link Position#givesCheck} needs. */
    @Override
    public boolean givesCheck(Position position, int move) {
        return position.givesCheck(move);
    }

    @Override
    public int noMovesScore(Position position, int ply) {
        return position.inCheck() ? -Score.MATE + ply : Score.DRAW;
    }

    /**
     * A repetition counts as a draw at its first recurrence: the side that can avoid it would
     * have. The fifty-move rule yields to a mate delivered on the hundredth half-move.
     */
    @Override
    public boolean isDrawn(Position position, int ply) {
        return isFiftyMoveDraw(position)
                || position.repetitions() >= 1
                || FideRules.isInsufficientMaterial(position);
    }

    /**
     * {@return a hundred half-moves without capture or pawn move, unless the last one mated}
     *
     * @param position the position
     */
    public static boolean isFiftyMoveDraw(Position position) {
        return position.halfmoveClock() >= 100 && !isCheckmate(position);
    }

    /** Rarely asked (only at a hundred half-moves), so the move list may be allocated. */
    private static boolean isCheckmate(Position position) {
        return position.inCheck()
                && MoveGenerator.legal(position, new int[MoveGenerator.MAX_MOVES], 0, MoveGenerator.ALL) == 0;
    }

    /** Only king and pawns: the classic zugzwang material, where passing would be an illusion. */
    @Override
    public boolean zugzwangLikely(Position position) {
        int side = position.sideToMove();
        long pieces = position.colorPieces(side)
                & ~position.pieces(side, PieceType.PAWN) & ~position.pieces(side, PieceType.KING);
        return pieces == 0;
    }

    /**
     * Every technique but those on trial: FIDE chess is where each was measured in games
     * (docs/benchmarks.md). On trial, played by {@code --try} until a match decides: the capture
     * history, the cut-node reductions, the deeper re-search, razoring, futility at the
     * reduced depth, the history from the table's cut-offs, the reductions after a capturing
     * hash move, the correction history, the double extensions, history pruning, the time's
     * scaling by the iterations, the histories taught by the evaluation's change and by a fail
     * low, the reduction after an alpha raise, the hindsight extension, quiet checks ordered
     * ahead, threatened pieces' escapes ordered ahead, the continuation history four plies back,
     * the root's shallower re-search after a fail high, the pawn history and the continuation
     * correction. The table's principal-variation mark was on trial until session 51's SPRT
     * accepted it, the cut-off count's reductions and the threat history until session 53's.
     */
    @Override
    public Set<Technique> techniques() {
        return EnumSet.complementOf(EnumSet.of(Technique.CAPTURE_HISTORY, Technique.CUT_NODE_REDUCTIONS,
                Technique.DEEPER_RESEARCH, Technique.RAZORING, Technique.REDUCED_DEPTH_FUTILITY,
                Technique.TABLE_CUTOFF_HISTORY, Technique.TABLE_CAPTURE_REDUCTIONS, Technique.CORRECTION_HISTORY,
                Technique.DOUBLE_EXTENSION, Technique.HISTORY_PRUNING, Technique.TIME_SCALING,
                Technique.EVAL_HISTORY, Technique.FAIL_LOW_HISTORY,
                Technique.ALPHA_RAISE_REDUCTION, Technique.HINDSIGHT_EXTENSION,
                Technique.CHECK_ORDERING, Technique.THREAT_ESCAPE, Technique.CONTINUATION_HISTORY_FOUR_PLIES,
                Technique.ASPIRATION_FAIL_HIGH_REDUCTION, Technique.PAWN_HISTORY,
                Technique.CONTINUATION_CORRECTION));
    }

    @Override
    public BackupRule newBackupRule(int maxPly) {
        return new NegamaxBackup(maxPly);
    }

    /** The variant's own {@value SearchParameters#RESOURCE}, beside this class. */
    @Override
    public SearchParameters searchParameters() {
        return Parameters.VALUES;
    }

    /** The parameters, read when first asked for. */
    private static final class Parameters {
        static final SearchParameters VALUES = SearchParameters.load(FideSearchRules.class, SearchParameters.RESOURCE);
    }
}
