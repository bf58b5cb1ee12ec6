package dev.mallard.refusal;

import dev.mallard.core.board.Move;
import dev.mallard.core.board.Position;
import dev.mallard.core.movegen.MoveGenerator;
import dev.mallard.core.rules.Rules;
import dev.mallard.core.search.BackupRule;
import dev.mallard.core.search.SearchParameters;
import dev.mallard.core.search.SearchRules;
import dev.mallard.core.search.SecondBestBackup;
import dev.mallard.core.search.Technique;
import dev.mallard.fide.FideRules;
import dev.mallard.fide.FideSearchRules;
import java.util.Set;

/**
 * Refusal Chess for the shared search. Nodes search plain FIDE moves; the veto the opponent
 * chose with their last turn is not known below the root, and the {@link SecondBestBackup}
 * assumes it hit the best move. At the root the pending veto is known, so the vetoed move is
 * not generated. Mate, stalemate and the draw rules are FIDE's, on the allowed moves.
 */
public final class RefusalSearchRules implements SearchRules {
    /** The search rules of Refusal Chess. */
    public RefusalSearchRules() {
    }

    private final RefusalRules rules = new RefusalRules();
    private final FideSearchRules fide = new FideSearchRules();

    @Override
    public Rules rules() {
        return rules;
    }

    /** Legal moves of the stage without the pending veto (set only at the root). */
    @Override
    public int generate(Position position, int[] moves, int start, int stages) {
        int end = MoveGenerator.legal(position, moves, start, stages);
        int forbidden = position.forbiddenMove();
        if (forbidden != Move.NONE) {
            for (int i = start; i < end; i++) {
                if (moves[i] == forbidden) {
                    moves[i] = moves[--end];
                    break;
                }
            }
        }
        return end;
    }

    @Override
    public boolean inCheck(Position position) {
        return position.inCheck();
    }

    /** Without allowed moves: mated in check, else stalemate (a veto never leaves a side without moves). */
    @Override
    public int noMovesScore(Position position, int ply) {
        return fide.noMovesScore(position, ply);
    }

    /**
     * FIDE's draws, with one Refusal decision: a repetition is a recurrence of the board (pieces,
     * side to move, castling, en passant) whatever veto is pending, at its first recurrence.
     * Below the root the search's positions carry no veto, so it could not see the veto anyway;
     * comparing boards lets it see the game's earlier positions too, which carry theirs. The
     * game's own rule (threefold, veto included) is {@link RefusalRules#status}.
     */
    @Override
    public boolean isDrawn(Position position, int ply) {
        return FideSearchRules.isFiftyMoveDraw(position)
                || position.boardRepetitions() >= 1
                || FideRules.isInsufficientMaterial(position);
    }

    @Override
    public boolean zugzwangLikely(Position position) {
        return fide.zugzwangLikely(position);
    }

    /**
     * Adds a veto to a root move the search could not complete (its child was drawn by an
     * in-search rule, so every reply scored alike): the first legal reply, when the opponent has
     * two or more.
     */
    @Override
    public int completeTurn(Position position, int turn) {
        if (RefusalRules.veto(turn) != Move.NONE) {
            return turn;
        }
        int move = RefusalRules.move(turn);
        int[] replies = new int[MoveGenerator.MAX_MOVES];
        position.makeMove(move);
        int count = MoveGenerator.legal(position, replies, 0, MoveGenerator.ALL);
        position.unmakeMove(move);
        return count >= 2 ? RefusalRules.turn(move, replies[0]) : turn;
    }

    /**
     * The techniques every variant takes, and the correction history: Refusal's games took it by
     * SPRT at 40,000 nodes (session 46, 1,614 games, +25.9 Elo [+9.3, +42.6], docs/benchmarks.md).
     */
    @Override
    public Set<Technique> techniques() {
        return Technique.everyVariantAnd(Technique.CORRECTION_HISTORY);
    }

    @Override
    public BackupRule newBackupRule(int maxPly) {
        return new SecondBestBackup(maxPly);
    }

    /** The variant's own {@value SearchParameters#RESOURCE}, beside this class. */
    @Override
    public SearchParameters searchParameters() {
        return Parameters.VALUES;
    }

    /** The parameters, read when first asked for. */
    private static final class Parameters {
        static final SearchParameters VALUES = SearchParameters.load(RefusalSearchRules.class, SearchParameters.RESOURCE);
    }
}
