package dev.mallard.refusal;

import dev.mallard.core.board.Position;
import dev.mallard.core.movegen.MoveGenerator;
import dev.mallard.core.search.Evaluator;
import dev.mallard.core.search.MinimaxOracle;
import dev.mallard.core.search.Oracle;
import dev.mallard.core.search.Score;

/**
 * The brute-force reference for the second-best search: minimax over explicit Refusal turns
 * (every allowed move with every veto of a reply), with the search's evaluation, draw and mate
 * rules, ending in the same plain quiescence (vetoes are not applied there, as the search
 * cannot know them). No table, no pruning, no search-window tricks beyond plain alpha-beta.
 *
 * <p>Why it may share work between vetoes. A turn (m, r) is worth {@code -V(Q, r)}: Q is the
 * board after m, and {@code V(Q, r)} is the opponent's value of Q with r vetoed, their best
 * turn among those whose move is not r. The opponent's turns that start with a move m' are
 * worth the same whichever r was vetoed: the veto lasts one move, and draws compare boards,
 * not vetoes (see {@link RefusalSearchRules#isDrawn}). So each move m' of Q is scored once,
 * {@code T(Q, m')} = the value of its best turn, and every veto r then gets its value from
 * the list: {@code V(Q, r) = max over m' != r of T(Q, m')}; a lone reply has no veto. This
 * costs one search per move instead of one per turn, which makes depths 3 and 4 affordable.
 * {@link ExplicitTurnOracle} plays every turn literally and is checked to agree with this one.
 *
 * <p>Alpha-beta stays exact: each score is exact inside its window and a bound on the side it
 * failed. Moves of Q are scored with the lower bound raised to the second-best score so far:
 * every veto removes one move at most, so the maximum over the rest is at least that, and a
 * move scoring no more cannot change any veto's value. Once two moves reach the upper bound,
 * every veto leaves one of them, so the rest are not searched.
 */
public final class RefusalOracle implements Oracle {
    private final RefusalSearchRules draws = new RefusalSearchRules();
    private final OracleLeaves leaves;

    /**
     * An oracle with the evaluation of the search it checks, its lines ending in quiescence.
     *
     * @param evaluator the evaluation of the search it checks
     */
    public RefusalOracle(Evaluator evaluator) {
        this(evaluator, true);
    }

    /**
     * An oracle with the evaluation of the search it checks; {@code quiescence} false scores
     * the horizon by the evaluation alone, as the search does with quiescence switched off.
     *
     * @param evaluator the evaluation of the search it checks
     * @param quiescence whether lines end in a capture search; without, a horizon node is scored by
     *     the evaluation alone
     */
    public RefusalOracle(Evaluator evaluator, boolean quiescence) {
        this.leaves = new OracleLeaves(evaluator, quiescence);
    }

    /** The minimax score of {@code position} (left unchanged) at {@code depth} turns plus quiescence. */
    @Override
    public int score(Position position, int depth) {
        leaves.start(depth);
        Position root = position.copy();
        // The root's veto is known: its value is the best of the allowed moves' turns.
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int count = RefusalRules.allowedMoves(root, moves, 0);
        if (count == 0) {
            return draws.noMovesScore(root, 0);
        }
        leaves.countNode();
        MinimaxOracle.orderByVictim(root, moves, count);
        int best = -Score.INFINITE;
        for (int i = 0; i < count; i++) {
            best = Math.max(best, bestTurn(root, moves[i], depth, 0, best, Score.INFINITE));
        }
        return best;
    }

    /**
     * {@return the minimax score of {@code move} at the root of {@code position} (left unchanged):
     * the value of its best turn, {@code depth} turns deep, for comparing a search's choice}
     *
     * @param position the position
     * @param move the move
     * @param depth the depth in turns
     * @throws IllegalArgumentException if the move is not allowed in the position
     */
    public int moveScore(Position position, int move, int depth) {
        leaves.start(depth);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int count = RefusalRules.allowedMoves(position, moves, 0);
        boolean allowed = false;
        for (int i = 0; i < count; i++) {
            allowed |= moves[i] == move;
        }
        if (!allowed) {
            throw new IllegalArgumentException("move 0x" + Integer.toHexString(move) + " is not allowed in this position");
        }
        return bestTurn(position.copy(), move, depth, 0, -Score.INFINITE, Score.INFINITE);
    }

    /** Nodes visited by the last {@link #score} or {@link #moveScore} call, quiescence included. */
    @Override
    public long nodes() {
        return leaves.nodes();
    }

    /**
     * The value, for the side to move at {@code ply}, of its best turn starting with
     * {@code move}: the maximum over our vetoes r of {@code -V(child, r)}, exact inside
     * (lo, hi) and a bound outside.
     */
    private int bestTurn(Position position, int move, int depth, int ply, int lo, int hi) {
        position.makeMove(move);
        int score = -childValue(position, depth - 1, ply + 1, -hi, -lo);
        position.unmakeMove(move);
        return score;
    }

    /**
     * The child's value for its side to move, under the veto that hurts it most: the minimum
     * over vetoes r of {@code V(child, r)}, exact inside (lo, hi) and a bound outside.
     */
    private int childValue(Position child, int depth, int ply, int lo, int hi) {
        if (draws.isDrawn(child, ply)) {
            return Score.DRAW;
        }
        if (depth == 0) {
            return leaves.quiescence(child, lo, hi);
        }
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int count = MoveGenerator.legal(child, moves, 0, MoveGenerator.ALL);
        if (count == 0) {
            return draws.noMovesScore(child, ply);
        }
        leaves.countNode();
        MinimaxOracle.orderByVictim(child, moves, count);
        int[] turnScores = new int[count];
        int first = -Score.INFINITE;
        int second = -Score.INFINITE;
        for (int i = 0; i < count; i++) {
            if (second >= hi) {
                turnScores[i] = -Score.INFINITE; // two moves at hi already: no veto brings this one back
                continue;
            }
            int score = bestTurn(child, moves[i], depth, ply, Math.max(lo, second), hi);
            turnScores[i] = score;
            if (score > first) {
                second = first;
                first = score;
            } else if (score > second) {
                second = score;
            }
        }
        if (count == 1) {
            return turnScores[0]; // a lone move cannot be vetoed
        }
        int value = Score.INFINITE;
        for (int veto = 0; veto < count; veto++) {
            int rest = -Score.INFINITE;
            for (int i = 0; i < count; i++) {
                if (i != veto) {
                    rest = Math.max(rest, turnScores[i]);
                }
            }
            value = Math.min(value, rest);
        }
        return value;
    }
}
