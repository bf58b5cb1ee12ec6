package dev.mallard.core.search;

import dev.mallard.core.board.Move;
import dev.mallard.core.board.Position;
import dev.mallard.core.movegen.MoveGenerator;

/**
 * The brute-force reference for negamax search: full-width alpha-beta over the explicit moves
 * (captures of bigger pieces first, which cannot change the score), no table, no pruning, no
 * extension, ending in the plainest quiescence (stand pat, then every capture and queen
 * promotion). It applies the same draw and no-move rules as the search. Alpha-beta is exact, so its root score is the minimax score;
 * the searcher with {@link SearchOptions#exact()} must return exactly the same.
 */
public final class MinimaxOracle implements Oracle {
    private final SearchRules rules;
    private final Evaluator evaluator;
    private final boolean captures;
    private long nodes;

    /**
     * An oracle on the same rules and evaluation as the search it checks, with quiescence.
     *
     * @param rules the variant's rules
     * @param evaluator the evaluation of the search it checks
     */
    public MinimaxOracle(SearchRules rules, Evaluator evaluator) {
        this(rules, evaluator, true);
    }

    /**
     * An oracle on the same rules and evaluation as the search it checks; {@code quiescence}
     * false scores a horizon node by the evaluation alone, as the search does with
     * {@link Technique#QUIESCENCE} off.
     *
     * @param rules the variant's rules
     * @param evaluator the evaluation of the search it checks
     * @param quiescence whether lines end in a capture search; without, a horizon node is scored by
     *     the evaluation alone
     */
    public MinimaxOracle(SearchRules rules, Evaluator evaluator, boolean quiescence) {
        this.rules = rules;
        this.evaluator = evaluator;
        this.captures = quiescence;
    }

    /** The minimax score of {@code position} (left unchanged) at {@code depth} plies plus quiescence (if on). */
    @Override
    public int score(Position position, int depth) {
        if (depth < 1 || depth > 20) {
            throw new IllegalArgumentException("oracle depth must be 1 to 20, got " + depth);
        }
        nodes = 0;
        return search(position.copy(), depth, 0, -Score.INFINITE, Score.INFINITE);
    }

    @Override
    public long nodes() {
        return nodes;
    }

    private int search(Position position, int depth, int ply, int alpha, int beta) {
        if (ply > 0 && rules.isDrawn(position, ply)) {
            return Score.DRAW;
        }
        if (depth == 0) {
            return quiescence(position, ply, alpha, beta);
        }
        nodes++;
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int count = rules.generate(position, moves, 0, MoveGenerator.ALL);
        if (count == 0) {
            return rules.noMovesScore(position, ply);
        }
        orderByVictim(position, moves, count);
        int best = -Score.INFINITE;
        for (int i = 0; i < count && best < beta; i++) {
            position.makeMove(moves[i]);
            int score = -search(position, depth - 1, ply + 1, -beta, -Math.max(alpha, best));
            position.unmakeMove(moves[i]);
            best = Math.max(best, score);
        }
        return best;
    }

    /**
     * {@return the oracle's quiescence score of {@code position} within (alpha, beta): the leaf
     * search that oracles of other backup rules share, so that every oracle ends its lines alike}
     *
     * @param position the position
     * @param alpha the lower bound of the window
     * @param beta the upper bound of the window
     */
    public int quiescence(Position position, int alpha, int beta) {
        return quiescence(position, 0, alpha, beta);
    }

    private int quiescence(Position position, int ply, int alpha, int beta) {
        nodes++;
        int best = evaluator.evaluate(position);
        if (best >= beta || !captures) {
            return best;
        }
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int count = rules.generate(position, moves, 0, MoveGenerator.NOISY);
        orderByVictim(position, moves, count);
        for (int i = 0; i < count && best < beta; i++) {
            position.makeMove(moves[i]);
            int score = -quiescence(position, ply + 1, -beta, -Math.max(alpha, best));
            position.unmakeMove(moves[i]);
            best = Math.max(best, score);
        }
        return best;
    }

    /**
     * Biggest victim first (a stable sort of {@code moves[0, count)}). Order cannot change an
     * alpha-beta score; it only keeps the search from exploding on tactical positions. Shared by
     * the oracles of every variant.
     *
     * @param position the position
     * @param moves the move list
     * @param count the number of moves in the list
     */
    public static void orderByVictim(Position position, int[] moves, int count) {
        for (int i = 1; i < count; i++) {
            int move = moves[i];
            int victim = position.pieceAt(Move.to(move)) & 7;
            int j = i - 1;
            while (j >= 0 && (position.pieceAt(Move.to(moves[j])) & 7) < victim) {
                moves[j + 1] = moves[j];
                j--;
            }
            moves[j + 1] = move;
        }
    }
}
