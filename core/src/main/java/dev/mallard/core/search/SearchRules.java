package dev.mallard.core.search;

import dev.mallard.core.board.Position;
import dev.mallard.core.rules.Rules;
import java.util.Set;

/**
 * What a variant tells the shared search besides its backup rule: which moves a node searches,
 * how a node without moves scores, which positions are drawn, and when a null move is unsafe.
 */
public interface SearchRules {
    /** {@return the turn rules (root moves, notation)} */
    Rules rules();

    /**
     * Writes the moves searched at a node into {@code moves} from {@code start}, for the given
     * {@link dev.mallard.core.movegen.MoveGenerator} stages; returns the end index.
     *
     * @param position the position
     * @param moves the move list
     * @param start the index of the first free slot of the list
     * @param stages the stages of moves to generate ({@code MoveGenerator.ALL}, {@code NOISY}, ...)
     * @return the index after the last move written
     */
    int generate(Position position, int[] moves, int start, int stages);

    /**
     * Plays a node's move in the search tree. By default the move alone; the Duck search also
     * lifts the Duck after the root's move, since its nodes hold no Duck.
     *
     * @param position the position
     * @param move the move
     */
    default void makeMove(Position position, int move) {
        position.makeMove(move);
    }

    /**
     * Takes back a move played by {@link #makeMove(Position, int)}.
     *
     * @param position the position
     * @param move the move
     */
    default void unmakeMove(Position position, int move) {
        position.unmakeMove(move);
    }

    /**
     * {@return whether the side to move has already lost (Duck Chess: its king was captured); such
     * a node scores {@code -Score.MATE + ply}, before any other rule}
     *
     * @param position the position
     */
    default boolean gameLost(Position position) {
        return false;
    }

    /**
     * {@return whether the side to move is in check (false in variants without check)}
     *
     * @param position the position
     */
    boolean inCheck(Position position);

    /**
     * {@return whether {@code move}, one of this node's moves, puts the opponent in check: what
     * {@link #inCheck} would say after the search makes it} The search asks before it prunes or
     * reduces a move (checks are spared), so a variant with a cheaper test than making the move
     * should override this.
     *
     * @param position the position
     * @param move the move
     */
    default boolean givesCheck(Position position, int move) {
        makeMove(position, move);
        boolean check = inCheck(position);
        unmakeMove(position, move);
        return check;
    }

    /**
     * {@return the score of a node whose side to move has no moves, {@code ply} plies from the
     * root}
     *
     * @param position the position
     * @param ply the node's distance from the root
     */
    int noMovesScore(Position position, int ply);

    /**
     * {@return whether the position is drawn by a rule the search applies (fifty moves, repetition,
     * material)} The search asks below the root only. The ply lets a variant treat the root's own
     * turns apart: the Duck search does not take a recurrence of the game's board for a draw at
     * ply 1, where the root would have to name a Duck square for a draw the game does not give.
     *
     * @param position the position
     * @param ply the node's distance from the root, 1 or more
     */
    boolean isDrawn(Position position, int ply);

    /**
     * {@return whether a null move could be misleading here (zugzwang likely)}
     *
     * @param position the position
     */
    boolean zugzwangLikely(Position position);

    /**
     * {@return the techniques this variant's search takes: the options switch them off one by one,
     * and a technique it does not take is never used ({@link Technique})} Asked once per search
     * thread. Rules whose nodes back up another value than the best child's (the second best, the
     * Duck's bundle: a Duck can block a recapture, a veto can refuse it) keep the set they were
     * measured with. The default: {@link Technique#everyVariant()}.
     */
    default Set<Technique> techniques() {
        return Technique.everyVariant();
    }

    /**
     * {@return this variant's search parameters: its margins, depths, reductions and history
     * constants} Asked once per search thread; a tuning run changes them through
     * {@link SearchOptions#withParameter}. The default: core's set ({@link SearchParameters#defaults()}).
     */
    default SearchParameters searchParameters() {
        return SearchParameters.defaults();
    }

    /**
     * {@return the root turn made playable when the search could not complete it from the chosen
     * child's move loop (a child drawn by an in-search rule): Refusal adds a veto when the opponent
     * has two or more replies} The default: the turn as it is.
     *
     * @param position the position
     * @param turn the turn, as the variant encodes it
     */
    default int completeTurn(Position position, int turn) {
        return turn;
    }

    /**
     * {@return a fresh backup rule for one search, with state for plies up to {@code maxPly}}
     *
     * @param maxPly the deepest ply the search reaches
     */
    BackupRule newBackupRule(int maxPly);
}
