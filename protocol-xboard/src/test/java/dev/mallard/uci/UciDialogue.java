package dev.mallard.uci;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;

/**
 * A UCI engine driven as a GUI drives it, for the tests of one part of the protocol each: the
 * lines a test has seen are kept, and after it every one of them must be UCI.
 */
abstract class UciDialogue {
    /** Every line the engine may write; a score may be a bound (a root that missed its aspiration window). */
    static final Pattern UCI_LINE = Pattern.compile(
            "id (name|author) .+|uciok|readyok|option name .+ type (spin|check|combo|button|string).*|bestmove \\S+( ponder \\S+)?"
                    + "|info string .+|info depth \\d+( seldepth \\d+ multipv \\d+)? score (cp|mate) -?\\d+( lowerbound| upperbound)?"
                    + "( nodes \\d+ nps \\d+ hashfull \\d+ time \\d+( pv( \\S+)+)?)?");
    /** An iteration's report: depth, seldepth, multipv, score kind and value, nodes, pv. */
    static final Pattern INFO = Pattern.compile(
            "info depth (\\d+) seldepth (\\d+) multipv (\\d+) score (cp|mate) (-?\\d+) nodes (\\d+) nps \\d+ hashfull \\d+ time \\d+ pv (.+)");
    /** White mates at once with Qh5xf7 (Scholar's mate). */
    static final String MATE_IN_ONE = "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4";
    /** Black's one legal move is Kb8 (checked with ffish). */
    static final String ONE_REPLY = "k7/8/1K6/8/8/8/8/7R b - - 0 1";

    final UciDriver engine = new UciDriver();
    private final List<String> everything = new ArrayList<>();

    @AfterEach
    void everyLineIsUci() {
        engine.close();
        for (String line : everything) {
            assertThat(UCI_LINE.matcher(line).matches()).as("not UCI: \"%s\"", line).isTrue();
        }
    }

    /** Lines seen by a test, kept for the check after it. */
    List<String> seen(List<String> lines) {
        everything.addAll(lines);
        return lines;
    }

    /** {@code isready}: the lines before {@code readyok}, kept. */
    List<String> sync() {
        return seen(engine.sync());
    }

    /** A search to its {@code bestmove}: every line up to it, kept. */
    List<String> search(String go) {
        return seen(engine.search(go));
    }

    /** {@return the move of the {@code bestmove} line that ends {@code lines}} */
    static String bestMove(List<String> lines) {
        String last = lines.get(lines.size() - 1);
        assertThat(last).startsWith("bestmove ");
        return last.split(" ")[1];
    }

    /** {@return the iteration reports among {@code lines}, matched by {@link #INFO}} */
    static List<Matcher> infos(List<String> lines) {
        List<Matcher> found = new ArrayList<>();
        for (String line : lines) {
            Matcher m = INFO.matcher(line);
            if (m.matches()) {
                found.add(m);
            }
        }
        return found;
    }

    /** {@return the {@code info string} lines among {@code lines}} */
    static List<String> infoStrings(List<String> lines) {
        return lines.stream().filter(l -> l.startsWith("info string ")).toList();
    }
}
