package dev.mallard.refusal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.board.Move;
import dev.mallard.core.board.Position;
import dev.mallard.core.rules.Perft;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The expensive Refusal perft checks (minutes in all), run only with {@code -Pslow}: the
 * recorded rows marked slow, and the brute-force comparison one ply deeper than
 * {@link RefusalPerftTest} on the positions where that takes under a few minutes.
 */
@Tag("slow")
class SlowRefusalPerftTest {
    private static final RefusalVariant VARIANT = new RefusalVariant();

    static List<RefusalPerftTable.Row> slowRows() {
        return RefusalPerftTable.slowRows();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("slowRows")
    void perftMatchesTheRecordedTable(RefusalPerftTable.Row row) {
        assertThat(new Perft(VARIANT.rules()).count(VARIANT.parseFen(row.fen()), row.depth())).isEqualTo(row.nodes());
    }

    static List<Object[]> deeperBruteForceRows() {
        return List.of(
                new Object[] {"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 4},
                new Object[] {"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 3},
                new Object[] {"rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 3});
    }

    @ParameterizedTest(name = "{0} depth {1}")
    @MethodSource("deeperBruteForceRows")
    void perftMatchesTheBruteForceCount(String fen, int depth) {
        Position position = VARIANT.parseFen(fen);
        long expected = BruteForceRefusal.perft(position.copy(), depth, Move.NONE);
        assertThat(new Perft(VARIANT.rules()).count(position, depth)).isEqualTo(expected);
    }
}
