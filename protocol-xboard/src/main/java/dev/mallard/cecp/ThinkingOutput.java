package dev.mallard.cecp;

import dev.mallard.core.search.Score;
import dev.mallard.core.search.SearchInfo;

/**
 * CECP thinking output: {@code <depth> <score> <time> <nodes> <pv>}, time in centiseconds,
 * score in centipawns for the side to move, mates as {@code 100000 + N} (mates in N moves) or
 * {@code -(100000 + N)} (is mated in N moves), as XBoard expects.
 */
final class ThinkingOutput {
    /** XBoard's base for mate scores. */
    static final int MATE_BASE = 100_000;

    private ThinkingOutput() {
    }

    /** The thinking line for one search report. */
    static String format(SearchInfo info) {
        StringBuilder sb = new StringBuilder(64);
        sb.append(info.depth()).append(' ').append(score(info.score())).append(' ')
                .append(info.timeMs() / 10).append(' ').append(info.nodes());
        for (String move : info.pv()) {
            sb.append(' ').append(move);
        }
        return sb.toString();
    }

    /** A search score in XBoard's convention. */
    static int score(int score) {
        if (!Score.isMate(score)) {
            return score;
        }
        int moves = Score.mateInMoves(score);
        return moves > 0 ? MATE_BASE + moves : -(MATE_BASE - moves);
    }

    /**
     * The analysis status line XBoard asks for with {@code .}:
     * {@code stat01: <time> <nodes> <depth> <moves left> <moves in total>}; Mallard does not
     * count root moves as it goes, so the moves left are given as 0.
     */
    static String stat01(long elapsedMs, SearchInfo last, int rootMoves) {
        long nodes = last == null ? 0 : last.nodes();
        int depth = last == null ? 0 : last.depth();
        return "stat01: " + elapsedMs / 10 + " " + nodes + " " + depth + " 0 " + rootMoves;
    }
}
