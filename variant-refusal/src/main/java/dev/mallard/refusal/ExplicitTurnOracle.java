package dev.mallard.refusal;

import dev.mallard.core.board.Position;
import dev.mallard.core.search.Evaluator;
import dev.mallard.core.search.Oracle;
import dev.mallard.core.search.Score;

/**
 * Minimax over explicit Refusal turns taken literally: full-width alpha-beta where every legal
 * move with every veto of a reply is one turn, played with {@link RefusalRules#makeTurn} (so
 * the vetoes stand in the positions), ending in the same plain quiescence as the search (stand
 * pat, then every capture and queen promotion, vetoes not applied there, as the search cannot
 * know them), with the search's draw and mate rules. Alpha-beta is exact, so its root score is
 * the minimax score over explicit turns; it is the definition {@link RefusalOracle} is checked
 * against, and the explicit-turn search that {@code mallard refusal-bench} measures the
 * second-best search against. Its cost grows with the number of turns (some 1,000 per
 * position in the middlegame), so it serves depths 1 to 3.
 */
public final class ExplicitTurnOracle implements Oracle {
    private final RefusalRules rules = new RefusalRules();
    private final RefusalSearchRules draws = new RefusalSearchRules();
    private final OracleLeaves leaves;

    /**
     * An oracle with the evaluation of the search it checks.
     *
     * @param evaluator the evaluation of the search it checks
     */
    public ExplicitTurnOracle(Evaluator evaluator) {
        this.leaves = new OracleLeaves(evaluator, true);
    }

    /** The minimax score of {@code position} (left unchanged) at {@code depth} turns plus quiescence. */
    @Override
    public int score(Position position, int depth) {
        leaves.start(depth);
        return search(position.copy(), depth, 0, -Score.INFINITE, Score.INFINITE);
    }

    /** Nodes visited by the last {@link #score} call, quiescence included. */
    @Override
    public long nodes() {
        return leaves.nodes();
    }

    private int search(Position position, int depth, int ply, int alpha, int beta) {
        if (ply > 0 && draws.isDrawn(position, ply)) {
            return Score.DRAW;
        }
        if (depth == 0) {
            return leaves.quiescence(position, alpha, beta);
        }
        leaves.countNode();
        int[] turns = new int[rules.maxTurns()];
        int count = rules.generateTurns(position, turns, 0);
        if (count == 0) {
            return draws.noMovesScore(position, ply);
        }
        int best = -Score.INFINITE;
        for (int i = 0; i < count && best < beta; i++) {
            if (depth == 1 && i > 0 && RefusalRules.move(turns[i]) == RefusalRules.move(turns[i - 1])) {
                continue; // the leaves' quiescence ignores vetoes: one veto of a move stands for all
            }
            rules.makeTurn(position, turns[i]);
            int score = -search(position, depth - 1, ply + 1, -beta, -Math.max(alpha, best));
            rules.unmakeTurn(position, turns[i]);
            best = Math.max(best, score);
        }
        return best;
    }
}
