package dev.mallard.fide.search;

import static dev.mallard.fide.search.SearchSupport.position;
import static dev.mallard.fide.search.SearchSupport.search;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.board.Move;
import dev.mallard.core.board.Position;
import dev.mallard.core.engine.Epd;
import dev.mallard.core.search.SearchOptions;
import dev.mallard.core.search.SearchResult;
import dev.mallard.fide.FideVariant;
import dev.mallard.fide.notation.San;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The default search solves the zugzwang studies of Allgeuer's suite that it can reach at a
 * modest depth, on FIDE's shipped evaluation: the suite's key moves are in SAN and the depth at
 * which a study is solved depends on the evaluation (a network's). How the null move behaves in
 * zugzwang, on core's test variant, is core's {@code ZugzwangTest}.
 */
class ZugzwangStudiesTest {
    private static final FideVariant FIDE = new FideVariant();
    private static final Map<String, Epd> SUITE = new LinkedHashMap<>();

    @BeforeAll
    static void readSuite() throws IOException {
        try (InputStream in = ZugzwangStudiesTest.class.getResourceAsStream("/search/zugzwang.epd")) {
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    Epd epd = Epd.parse(FIDE, line);
                    SUITE.put(epd.id().orElse(epd.fen()), epd);
                }
            }
        }
    }

    /**
     * Zugzwang studies the default search solves at a modest depth, each the depth at which it
     * is solved with a margin (the move stays the best move in all deeper iterations tried).
     */
    @ParameterizedTest(name = "{0} at depth {1}")
    @CsvSource({
            "ZPTS.01, 8",   // Rc1 (any waiting rook move on the c-file): mate in 2
            "ZPTS.02, 10",  // KRK, mate in 3
            "ZPTS.03, 16",  // Kd5: opposition in a pawn ending
            "ZPTS.04, 8",   // Kc6
            "ZPTS.05, 8",   // Ng4, h2 Nf2#
            "ZPTS.07, 26",  // Kb2! and Ka1!!: the draw needs the corner (session 24's network from depth 25, C from 18)
            "ZPTS.13, 10",  // Averbakh's bishop ending: Bd1 or Be2
            "ZPTS.29, 10"})  // Elkies: Nf3+!
    // Elberto One (8/8/1pk2K2/pR6/P2p4/1P1P4/8/3n4 w, bm Ke6 Rg5) left this list in session 13:
    // the search plays Rh5 at every depth to 18, and Stockfish 15.1 (MultiPV 4, 8 s, depth 21)
    // ranks Rh5 first (+3.70: Rh5 Kd6 Rb5 Kc6 hands the move back), Ke6 +3.67, Rf5 +3.63, Rg5
    // +3.44: the suite's key is not the only solution, so the case no longer tells a solved
    // study from an unsolved one.
    void solvesZugzwangStudy(String id, int depth) {
        Epd epd = SUITE.get(id);
        assertThat(epd).as(id).isNotNull();
        SearchResult result = search(epd.fen(), SearchOptions.defaults(), depth);
        assertBestMove(epd, result);
    }

    private static void assertBestMove(Epd epd, SearchResult result) {
        Position position = position(epd.fen());
        List<Integer> best = epd.moves("bm");
        assertThat(best).as("%s: played %s, score %d, pv %s", epd.id().orElse(epd.fen()),
                        San.format(position, result.bestTurn()), result.score(), result.pvText())
                .contains(result.bestTurn());
        assertThat(Move.NONE).isNotEqualTo(result.bestTurn());
    }
}
