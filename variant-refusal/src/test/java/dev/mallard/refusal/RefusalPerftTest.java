package dev.mallard.refusal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.board.Move;
import dev.mallard.core.board.Position;
import dev.mallard.core.rules.Perft;
import dev.mallard.fide.FideRules;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Refusal perft against counts computed without {@link RefusalRules}: at depth 1 from FIDE
 * perft alone (a turn per legal move with at most one reply, else one per reply), deeper with
 * {@link BruteForceRefusal}, which enumerates explicit (move, veto) pairs with FIDE generation
 * and plain make/unmake. The rows whose brute force takes more than a few seconds are in
 * {@link SlowRefusalPerftTest}. Also: the recorded table, bulk counting against generation, and
 * divide.
 */
class RefusalPerftTest {
    private static final RefusalVariant VARIANT = new RefusalVariant();

    static List<String> fens() {
        return RefusalPerftTable.fideFens();
    }

    /** (fen, depth) pairs whose brute-force count takes at most a few seconds. */
    static List<Object[]> bruteForceRows() {
        List<Object[]> rows = new ArrayList<>();
        for (String fen : fens()) {
            int maxDepth = RefusalPerftTable.fastBruteForceDepth(fen);
            for (int depth = 1; depth <= maxDepth; depth++) {
                rows.add(new Object[] {fen, depth});
            }
        }
        return rows;
    }

    @ParameterizedTest
    @MethodSource("fens")
    void depthOneIsTheSumOverMovesOfTheRepliesOrOne(String fen) {
        // FIDE divide at depth 2 gives, per legal move, the number of legal replies.
        FideRules fide = new FideRules();
        long expected = 0;
        for (Perft.Entry entry : new Perft(fide).divide(VARIANT.parseFen(fen), 2)) {
            expected += Math.max(1, entry.nodes());
        }
        assertThat(new Perft(VARIANT.rules()).count(VARIANT.parseFen(fen), 1)).isEqualTo(expected);
    }

    @ParameterizedTest(name = "{0} depth {1}")
    @MethodSource("bruteForceRows")
    void perftMatchesTheBruteForceCount(String fen, int depth) {
        Position position = VARIANT.parseFen(fen);
        long expected = BruteForceRefusal.perft(position.copy(), depth, Move.NONE);
        assertThat(new Perft(VARIANT.rules()).count(position, depth)).isEqualTo(expected);
    }

    static List<RefusalPerftTable.Row> fastTableRows() {
        return RefusalPerftTable.fastRows();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fastTableRows")
    void perftMatchesTheRecordedTable(RefusalPerftTable.Row row) {
        assertThat(new Perft(VARIANT.rules()).count(VARIANT.parseFen(row.fen()), row.depth())).isEqualTo(row.nodes());
    }

    @Test
    void startPositionCounts() {
        Perft perft = new Perft(VARIANT.rules());
        Position start = VARIANT.parseFen(VARIANT.startFen());
        // 20 moves, each answered by 20 replies: 400 turns.
        assertThat(perft.count(start, 1)).isEqualTo(400);
        assertThat(perft.count(start, 2)).isEqualTo(169_138);
        assertThat(perft.count(start, 3)).isEqualTo(81_600_193);
    }

    /** Positions with a pending veto, reached by a turn, against the brute force given that veto. */
    @ParameterizedTest
    @MethodSource("fens")
    void perftBelowAPendingVetoMatchesTheBruteForceCount(String fen) {
        Position position = VARIANT.parseFen(fen);
        RefusalRules rules = VARIANT.refusalRules();
        int[] turns = new int[rules.maxTurns()];
        int count = rules.generateTurns(position, turns, 0);
        Perft perft = new Perft(rules);
        // A handful of turns spread over the list, each with its veto.
        for (int i = 0; i < count; i += Math.max(1, count / 7)) {
            int turn = turns[i];
            rules.makeTurn(position, turn);
            int depth = 2;
            long expected = BruteForceRefusal.perft(position.copy(), depth, RefusalRules.veto(turn));
            assertThat(perft.count(position, depth)).as(rules.formatTurn(position, turn)).isEqualTo(expected);
            rules.unmakeTurn(position, turn);
        }
    }

    /** Bulk counting (with its per-board memo) equals generation, in an order that defeats the memo. */
    @ParameterizedTest
    @MethodSource("fens")
    void countTurnsEqualsGenerateTurnsWithAndWithoutVeto(String fen) {
        RefusalRules rules = VARIANT.refusalRules();
        Position position = VARIANT.parseFen(fen);
        int[] turns = new int[rules.maxTurns()];
        int[] scratch = new int[rules.maxTurns()];
        int[] below = new int[rules.maxTurns()];
        int count = rules.generateTurns(position, turns, 0);
        assertThat(rules.countTurns(position, scratch)).isEqualTo(count);
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            order.add(turns[i]);
        }
        Collections.shuffle(order, new java.util.Random(fen.hashCode()));
        for (int turn : order.subList(0, Math.min(order.size(), 300))) {
            rules.makeTurn(position, turn);
            int generated = rules.generateTurns(position, below, 0);
            assertThat(rules.countTurns(position, scratch)).as(rules.formatTurn(position, turn)).isEqualTo(generated);
            assertThat(BruteForceRefusal.turns(position, RefusalRules.veto(turn))).hasSize(generated);
            rules.unmakeTurn(position, turn);
        }
    }

    @Test
    void generateTurnsWritesFromStartAndReturnsTheEndIndex() {
        RefusalRules rules = VARIANT.refusalRules();
        Position start = VARIANT.parseFen(VARIANT.startFen());
        int[] turns = new int[rules.maxTurns() + 10];
        assertThat(rules.generateTurns(start, turns, 10)).isEqualTo(410);
        assertThat(turns[9]).isZero();
    }

    @Test
    void divideSumsToTheCountAndNamesEveryRootTurn() {
        Perft perft = new Perft(VARIANT.rules());
        Position start = VARIANT.parseFen(VARIANT.startFen());
        List<Perft.Entry> entries = perft.divide(start, 2);
        assertThat(entries).hasSize(400);
        assertThat(entries.stream().mapToLong(Perft.Entry::nodes).sum()).isEqualTo(169_138);
        assertThat(entries).extracting(Perft.Entry::turn).contains("e2e4/e7e5", "g1f3/g8f6").doesNotHaveDuplicates();
        // After e2e4/e7e5, Black has 19 allowed moves.
        long afterE4E5 = entries.stream().filter(e -> e.turn().equals("e2e4/e7e5")).findFirst().orElseThrow().nodes();
        Position p = VARIANT.parseFen(VARIANT.startFen());
        long expected = BruteForceRefusal.perft(p, 2, Move.NONE);
        assertThat(expected).isEqualTo(169_138);
        Position afterE4 = VARIANT.parseFen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1 veto:e7e5");
        assertThat(afterE4E5).isEqualTo(BruteForceRefusal.perft(afterE4, 1,
                FideRules.parseCoordinateMove(afterE4, "e7e5")));
    }
}
