package dev.mallard.uci;

import dev.mallard.core.engine.SearchOutcome;
import dev.mallard.core.engine.Turn;
import dev.mallard.core.search.SearchInfo;
import java.util.List;

/** The engine's UCI lines: search reports, the best move and diagnostics. */
final class UciText {
    private UciText() {
    }

    /**
     * A search report: {@code info depth D seldepth S multipv K score (cp X | mate N) [lowerbound |
     * upperbound] nodes N nps R hashfull H time T pv ...}, as Stockfish orders its fields.
     */
    static String info(SearchInfo info) {
        StringBuilder sb = new StringBuilder(96);
        sb.append("info depth ").append(info.depth()).append(" seldepth ").append(info.selectiveDepth())
                .append(" multipv ").append(info.multiPv()).append(" score ").append(info.scoreText())
                .append(info.bound().suffix())
                .append(" nodes ").append(info.nodes()).append(" nps ").append(info.nps())
                .append(" hashfull ").append(info.hashFull()).append(" time ").append(info.timeMs());
        appendPv(sb, info.pv());
        return sb.toString();
    }

    /**
     * What Fairy-Stockfish sends for a position without a legal turn, before {@code bestmove (none)}:
     * {@code info depth 0 score mate 0} when the side to move has lost, else its score.
     */
    static String noMoveInfo(SearchOutcome outcome) {
        return "info depth 0 score " + outcome.scoreText();
    }

    /** {@code bestmove X [ponder Y]}, {@code bestmove (none)} when there is no turn to play. */
    static String bestMove(SearchOutcome outcome) {
        if (outcome.bestTurn().isEmpty()) {
            return "bestmove (none)";
        }
        List<Turn> pv = outcome.pv();
        String line = "bestmove " + outcome.bestTurn().get().text();
        return pv.size() >= 2 ? line + " ponder " + pv.get(1).text() : line;
    }

    /** A diagnostic for the GUI's log, one line whatever {@code text} holds. */
    static String infoString(String text) {
        return "info string " + text.replace('\n', ' ').replace('\r', ' ');
    }

    private static void appendPv(StringBuilder sb, List<String> pv) {
        if (!pv.isEmpty()) {
            sb.append(" pv");
            for (String move : pv) {
                sb.append(' ').append(move);
            }
        }
    }
}
