package dev.mallard.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mallard.core.board.Move;
import dev.mallard.core.engine.Engine;
import dev.mallard.core.engine.Game;
import dev.mallard.core.engine.SearchOutcome;
import dev.mallard.core.engine.Turn;
import dev.mallard.core.search.Oracle;
import dev.mallard.core.search.Score;
import dev.mallard.core.search.SearchInfo;
import dev.mallard.core.search.SearchLimits;
import dev.mallard.core.search.SearchOptions;
import dev.mallard.core.variant.SearchableVariant;
import dev.mallard.core.variant.Variants;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * MultiPV and searchmoves through the Java API, in every variant, against references that do
 * not use them: with every pruning off (the search then returns exact minimax values), line k
 * of a MultiPV search must score what a search of its first move alone scores, the lines must be
 * the best root moves in order, and line 1 must score what the variant's brute-force oracle
 * gives the whole position. In FIDE chess each line is also checked move by move against the
 * oracle.
 */
class MultiPvTest {
    private static final int LINES = 4;

    static Stream<Arguments> positions() {
        return Stream.of(
                Arguments.of("normal", "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3", 3),
                Arguments.of("normal", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 2),
                Arguments.of("normal", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 3),
                Arguments.of("duck", "rnbqkbnr/pppppppp/8/4*3/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", 2),
                Arguments.of("duck", "r3k3/1p6/8/3*4/8/8/4P3/R3K2N w Qq - 0 1", 2),
                Arguments.of("refusal", "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2", 3),
                Arguments.of("refusal", "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3", 2));
    }

    private static SearchableVariant variant(String name) {
        return (SearchableVariant) Variants.find(name).orElseThrow();
    }

    private static Engine exactEngine(SearchableVariant variant, String fen) {
        Engine engine = Engine.create(variant, 1);
        engine.setOptions(SearchOptions.exact());
        engine.setPosition(fen, List.of());
        return engine;
    }

    /** Each root piece move's exact value: a search of that move alone. */
    private static Map<String, Integer> valueOfEachMove(SearchableVariant variant, String fen, int depth) {
        Map<String, Integer> values = new LinkedHashMap<>();
        for (Turn turn : Game.fromFen(variant, fen).legalTurns()) {
            String move = Move.toUci(Move.base(turn.code()));
            if (!values.containsKey(move)) {
                Engine alone = exactEngine(variant, fen);
                values.put(move, alone.search(SearchLimits.depth(depth), List.of(move), info -> { }).score());
            }
        }
        return values;
    }

    @ParameterizedTest(name = "{0} {1} depth {2}")
    @MethodSource("positions")
    void linesAreTheBestRootMovesInOrderWithTheirOwnValues(String name, String fen, int depth) {
        SearchableVariant variant = variant(name);
        Map<String, Integer> reference = valueOfEachMove(variant, fen, depth);
        Engine engine = exactEngine(variant, fen);
        engine.setMultiPv(LINES);
        List<SearchInfo> reports = new ArrayList<>();
        SearchOutcome outcome = engine.search(SearchLimits.depth(depth), List.of(), reports::add);

        int expectedCount = Math.min(LINES, reference.size());
        assertThat(outcome.lines()).hasSize(expectedCount);
        List<Integer> scores = outcome.lines().stream().map(SearchOutcome.Line::score).toList();
        List<Integer> best = reference.values().stream().sorted(Comparator.reverseOrder()).limit(expectedCount).toList();
        assertThat(scores).as("line scores against the best values of single-move searches").isEqualTo(best);
        List<String> firstMoves = new ArrayList<>();
        for (SearchOutcome.Line line : outcome.lines()) {
            Turn first = line.pv().get(0);
            String move = Move.toUci(Move.base(first.code()));
            assertThat(reference.get(move)).as("line %s", line.pvText()).isEqualTo(line.score());
            assertThat(Game.fromFen(variant, fen).isLegal(first.text())).as(first.text()).isTrue();
            firstMoves.add(move);
        }
        assertThat(firstMoves).doesNotHaveDuplicates();
        assertThat(outcome.bestTurn()).contains(outcome.lines().get(0).pv().get(0));
        assertThat(outcome.score()).isEqualTo(scores.get(0));

        Oracle oracle = variant.newOracle(variant.newEvaluator(), true);
        assertThat(outcome.score()).as("line 1 against the oracle").isEqualTo(oracle.score(variant.parseFen(fen), depth));

        // The last iteration was reported line by line, numbered 1 to the count, with the same scores.
        List<SearchInfo> last = reports.stream().filter(r -> r.depth() == depth).toList();
        assertThat(last).extracting(SearchInfo::multiPv).containsExactlyElementsOf(
                Stream.iterate(1, k -> k + 1).limit(expectedCount).toList());
        assertThat(last).extracting(SearchInfo::score).containsExactlyElementsOf(scores);
    }

    @ParameterizedTest(name = "{0} {1} depth {2}")
    @MethodSource("positions")
    void searchMovesLimitTheRootToThoseMoves(String name, String fen, int depth) {
        SearchableVariant variant = variant(name);
        Map<String, Integer> reference = valueOfEachMove(variant, fen, depth);
        List<String> allowed = new ArrayList<>(reference.keySet()).subList(reference.size() - 3, reference.size());
        Engine engine = exactEngine(variant, fen);
        SearchOutcome outcome = engine.search(SearchLimits.depth(depth), allowed, info -> { });
        String played = Move.toUci(Move.base(outcome.bestTurn().orElseThrow().code()));
        assertThat(allowed).contains(played);
        int bestAllowed = allowed.stream().mapToInt(reference::get).max().orElseThrow();
        assertThat(outcome.score()).isEqualTo(bestAllowed);

        engine.setMultiPv(LINES); // more lines than moves allowed: one line per allowed move
        SearchOutcome lines = engine.search(SearchLimits.depth(depth), allowed, info -> { });
        assertThat(lines.lines()).hasSize(3).allMatch(l -> allowed.contains(Move.toUci(Move.base(l.pv().get(0).code()))));
    }

    @ParameterizedTest(name = "{0} {1} depth {2}")
    @MethodSource("positions")
    void oneLineSearchesTheSameTreeAsBefore(String name, String fen, int depth) {
        SearchableVariant variant = variant(name);
        Engine plain = Engine.create(variant, 1);
        plain.setPosition(fen, List.of());
        Engine onePv = Engine.create(variant, 1);
        onePv.setPosition(fen, List.of());
        onePv.setMultiPv(1);
        SearchOutcome a = plain.search(SearchLimits.depth(depth + 2));
        SearchOutcome b = onePv.search(SearchLimits.depth(depth + 2), List.of(), info -> { });
        assertThat(b.nodes()).isEqualTo(a.nodes());
        assertThat(b.pvText()).isEqualTo(a.pvText());
        assertThat(b.lines()).hasSize(1);
    }

    @ParameterizedTest(name = "{0} {1} depth {2}")
    @MethodSource("positions")
    void badSearchMovesAreRejectedByName(String name, String fen, int depth) {
        Engine engine = exactEngine(variant(name), fen);
        assertThatThrownBy(() -> engine.search(SearchLimits.depth(1), List.of("a1a1"), info -> { }))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("search move 1 \"a1a1\"");
        assertThatThrownBy(() -> engine.setMultiPv(0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> engine.setMultiPv(501)).isInstanceOf(IllegalArgumentException.class);
        assertThat(Score.isMate(engine.search(SearchLimits.depth(1)).score())).isFalse();
    }
}
