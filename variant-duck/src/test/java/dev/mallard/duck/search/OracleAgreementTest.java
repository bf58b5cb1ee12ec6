package dev.mallard.duck.search;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.board.Position;
import dev.mallard.core.board.Square;
import dev.mallard.core.nnue.Network;
import dev.mallard.core.nnue.NetworkFormat;
import dev.mallard.core.search.Evaluator;
import dev.mallard.core.search.Score;
import dev.mallard.core.search.SearchLimits;
import dev.mallard.core.search.SearchListener;
import dev.mallard.core.search.SearchOptions;
import dev.mallard.core.search.SearchResult;
import dev.mallard.core.search.Searcher;
import dev.mallard.core.search.Technique;
import dev.mallard.core.search.TranspositionTable;
import dev.mallard.duck.DuckRules;
import dev.mallard.duck.DuckVariant;
import dev.mallard.duck.eval.DuckEvaluator;
import dev.mallard.duck.eval.DuckNetworkEvaluator;
import dev.mallard.fide.FideVariant;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Supplier;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The bundle search against the oracle of explicit turns ({@link DuckOracle}, itself checked
 * against the plainest explicit oracle in {@link DuckOracleTest}): with every pruning off it must
 * return exactly the oracle's root score, and so it must with windows, aspiration and the
 * transposition table on; its chosen turn (move and Duck square) must score the same when the
 * oracle plays it. So must the search with ProbCut on trial at its exact setting
 * ({@link SearchOptions#exactWithProbCut()}): its captures cut a node only when they reach beta
 * on every square the Duck could stand on, since the Duck blocks a capture whose path it stands on.
 *
 * <p>The positions: the perft positions (Kiwipete and the promotion position, the capture-rich
 * ones, in a test of their own at depth 2), the article's position with and without the Duck on f1
 * (duckzwang at the root), king captures through a line the Duck could close, stalemate wins,
 * endings and middlegames with the Duck in every region of the board, and positions reached by
 * random play from them.
 *
 * <p>With quiescence off in both (the horizon scored by the evaluation alone) the oracle stays
 * small enough for depth 2 on every position and depth 3 on a quarter of them (all with
 * {@code -Pslow}); the full-width bundle rule, not the quiescence, is what those depths test.
 */
class OracleAgreementTest {
    private static final DuckVariant VARIANT = new DuckVariant();
    private static final DuckRules RULES = VARIANT.duckRules();

    private static final List<String> FIXED = List.of(
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "rnbqkbnr/ppp1p1pp/8/3pPp2/8/3*4/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
            "rnbqkbnr/pp1ppppp/8/7*/2pPP3/8/PPP2PPP/RNBQKBNR b KQkq d3 0 3",
            "7k/8/8/8/*7/5p1p/5P1P/6BK b - - 0 1",
            "6k1/6p1/p6p/5r2/R6n/P7/1PBN1PPP/4r1K1 w - - 0 1",
            "6k1/6p1/p6p/5r2/R6n/P7/1PBN1PPP/4r*K1 w - - 0 1",
            // King captures: along a line the Duck closes, or not; the side to move's own king hanging.
            "4k3/8/8/8/4*3/8/8/4R1K1 w - - 0 1",
            "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1",
            "4k3/8/8/8/8/8/8/4R1K1 b - - 0 1",
            "4k3/3N4/8/8/8/8/8/6K1 w - - 0 1",
            "r3k3/8/8/8/8/8/8/R3K3 w Qq - 0 1",
            // Stalemate wins: a side with one or two moves the Duck can take away.
            "k7/1p6/1P6/8/8/8/8/K7 w - - 0 1",
            "k7/1p6/1P6/8/8/8/8/K7 b - - 0 1",
            "7k/7p/7P/8/8/8/8/K6* b - - 0 1",
            "k7/p7/P7/8/8/8/8/7K w - - 0 1",
            "K7/P7/p7/8/8/8/8/7k w - - 0 1",
            // Duckzwang: the best square for the Duck is the one it stands on.
            "4k3/8/8/8/8/8/4*3/R3K3 w - - 0 1",
            "3qk3/8/8/8/3*4/8/8/3QK3 w - - 0 1");

    /** Bases for "the Duck in every region": each gets the Duck on every region's square that is empty. */
    private static final List<String> BASES = List.of(
            "4k3/pp3ppp/8/8/8/8/PP3PPP/4K3 w - - 0 1",
            "r3k3/8/8/3n4/8/2B5/8/4K2R w - - 0 1",
            "6k1/5p2/8/8/3Q4/8/5q2/6K1 w - - 0 1",
            "2k5/8/8/8/8/8/8/R3K3 b - - 0 1",
            "4k3/8/2n5/8/4P3/8/8/4K1N1 w - - 0 1");
    private static final String[] REGIONS = {"a1", "h1", "a8", "h8", "d4", "e5", "b6", "g3", "c1", "f8", "a5", "h4"};

    /** The compared positions (fresh copies). */
    static List<Position> positions() {
        List<Position> positions = new ArrayList<>();
        for (String fen : FIXED) {
            positions.add(VARIANT.parseFen(fen));
        }
        for (String fen : BASES) {
            for (String region : REGIONS) {
                Position p = VARIANT.parseFen(fen);
                int square = Square.fromName(region);
                if (p.pieceAt(square) == 0) {
                    p.setBlocker(square);
                    positions.add(p);
                }
            }
        }
        Random random = new Random(7);
        int[] turns = new int[RULES.maxTurns()];
        List<String> starts = new ArrayList<>(BASES);
        starts.add(FIXED.get(0));
        starts.add(FIXED.get(1));
        starts.add(FIXED.get(3));
        for (int game = 0; game < 160; game++) {
            Position p = VARIANT.parseFen(starts.get(game % starts.size()));
            int plies = 1 + random.nextInt(8);
            for (int ply = 0; ply < plies; ply++) {
                int count = RULES.generateTurns(p, turns, 0);
                if (count == 0) {
                    break;
                }
                RULES.makeTurn(p, turns[random.nextInt(count)]);
            }
            positions.add(p.copy());
        }
        return positions;
    }

    /** Positions with at most this many pieces are also compared at depth 2 in every build. */
    private static final int SMALL = 5;
    /**
     * Without quiescence, every this-many-th position (from the second on: the cheapest quarter for
     * the oracle, about 20 s) is compared at depth 3 in every build, the rest with {@code -Pslow}.
     */
    private static final int DEPTH_THREE_STRIDE = 4;

    private static Searcher searcher(SearchOptions options) {
        return searcher(options, new DuckEvaluator());
    }

    private static Searcher searcher(SearchOptions options, Evaluator evaluator) {
        DuckSearchRules rules = new DuckSearchRules();
        Searcher searcher = new Searcher(rules, evaluator, new TranspositionTable(4));
        searcher.setOptions(options);
        return searcher;
    }

    @Test
    void depthOneEverywhereAndTwoInSmallPositions() {
        List<Position> positions = positions();
        assertThat(positions.size()).isGreaterThanOrEqualTo(200);
        Comparison comparison = new Comparison();
        for (Position position : positions) {
            comparison.check(position, 1);
            if (Long.bitCount(position.occupied()) <= SMALL) {
                comparison.check(position, 2);
            }
        }
    }

    /**
     * Kiwipete and the promotion position at depth 2 with quiescence, where captures follow
     * captures: the oracle scores every Duck square of a board at once, which makes them
     * affordable (the explicit oracle took minutes at depth 1).
     */
    @Test
    void captureRichPositionsAtDepthTwoWithQuiescence() {
        Comparison comparison = new Comparison();
        for (String fen : List.of("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                "r3k2r/1P4P1/8/3*4/8/8/1p4p1/R3K2R w KQkq - 0 1")) {
            comparison.check(VARIANT.parseFen(fen), 2);
        }
    }

    /** Depth 2 on the six-piece positions too (the exact search without a table is what takes long). */
    @Test
    @Tag("slow")
    void depthTwoInSixPiecePositions() {
        Comparison comparison = new Comparison();
        for (Position position : positions()) {
            if (Long.bitCount(position.occupied()) == SMALL + 1) {
                comparison.check(position, 2);
            }
        }
    }

    /**
     * The same with a network's leaves ({@link DuckNetworkEvaluator} on FIDE's shipped network,
     * a real one with king and output buckets): the search and the oracle must agree whatever
     * evaluation the module plays, at depth 1 everywhere and 2 in small positions. Each position is read again
     * from its FEN, without the random walk's history: the chosen turn is scored by an oracle
     * rooted at the child, where a repetition of the game before the root is judged as at a
     * root, not at ply 1, and the network's small scores put draws among the best turns.
     */
    @Test
    void aNetworkEvaluationAgreesWithTheOracleToo() {
        Network network = NetworkFormat.resource(FideVariant.class, "eval/fide.nnue").orElseThrow();
        Comparison comparison = new Comparison(true, () -> new DuckNetworkEvaluator(network));
        for (Position walked : positions()) {
            if (DuckRules.isKingCaptured(walked)) {
                continue; // a finished game has no FEN to read again
            }
            Position position = VARIANT.parseFen(VARIANT.toFen(walked));
            comparison.check(position, 1);
            if (Long.bitCount(position.occupied()) <= SMALL) {
                comparison.check(position, 2);
            }
        }
    }

    /**
     * One oracle and three searchers, every pruning off, the table and aspiration on, and
     * ProbCut at its exact setting with the table; all with quiescence, or all without it (the
     * horizon scored by the evaluation alone).
     */
    private static final class Comparison {
        private final DuckOracle oracle;
        private final Searcher exact;
        private final Searcher windowed;
        private final Searcher probCut;
        /** The nodes of the exact searcher and of the ProbCut one, for the check that ProbCut was at work. */
        private long exactNodes;
        private long probCutNodes;

        Comparison() {
            this(true);
        }

        Comparison(boolean quiescence) {
            this(quiescence, DuckEvaluator::new);
        }

        /** Each of the three gets its own evaluator from {@code evaluators} (an evaluator may keep per-thread state). */
        Comparison(boolean quiescence, Supplier<Evaluator> evaluators) {
            SearchOptions options = SearchOptions.exact().with(Technique.QUIESCENCE, quiescence);
            oracle = new DuckOracle(evaluators.get(), quiescence);
            exact = searcher(options, evaluators.get());
            windowed = searcher(options.with(Technique.TRANSPOSITION_TABLE, true).with(Technique.ASPIRATION, true),
                    evaluators.get());
            probCut = searcher(SearchOptions.exactWithProbCut().with(Technique.QUIESCENCE, quiescence)
                    .with(Technique.TRANSPOSITION_TABLE, true), evaluators.get());
        }

        void check(Position position, int depth) {
            String fen = VARIANT.toFen(position);
            int expected = oracle.score(position, depth);
            SearchResult result = exact.search(position, SearchLimits.depth(depth), SearchListener.NONE);
            assertThat(result.score()).as("exact %s depth %d", fen, depth).isEqualTo(expected);
            exactNodes += result.nodes();
            probCut.clear();
            SearchResult cut = probCut.search(position, SearchLimits.depth(depth), SearchListener.NONE);
            assertThat(cut.score()).as("ProbCut %s depth %d", fen, depth).isEqualTo(expected);
            probCutNodes += cut.nodes();
            windowed.clear();
            assertThat(windowed.search(position, SearchLimits.depth(depth), SearchListener.NONE).score())
                    .as("windows and table %s depth %d", fen, depth).isEqualTo(expected);
            if (depth >= 2 && result.bestTurn() != 0) {
                assertThat(scoreOfTurn(oracle, position, result.bestTurn(), depth - 1))
                        .as("the chosen turn %s in %s depth %d", RULES.formatTurn(position, result.bestTurn()), fen, depth)
                        .isEqualTo(expected);
            }
        }
    }

    /**
     * The oracle's score {@code depth} turns deep of the position after {@code turn}, for the side
     * that played it and counted from its ply (a mate one ply further away). The position after
     * the turn is the search's child at ply 1, drawn by the rules of that ply (the oracle never
     * asks whether its own root is drawn).
     */
    private static int scoreOfTurn(DuckOracle oracle, Position position, int turn, int depth) {
        Position after = position.copy();
        RULES.makeTurn(after, turn);
        if (DuckRules.isKingCaptured(after)) {
            return Score.MATE - 1;
        }
        if (DuckSearchRules.drawn(after, 1)) {
            return Score.DRAW;
        }
        int score = -oracle.score(after, depth);
        return score >= Score.MATE_BOUND ? score - 1 : score <= -Score.MATE_BOUND ? score + 1 : score;
    }

    /** Without quiescence the oracle stays small enough for depth 2 on every position. */
    @Test
    void withoutQuiescenceDepthTwoEverywhere() {
        List<Position> positions = positions();
        assertThat(positions.size()).isGreaterThanOrEqualTo(200);
        Comparison comparison = new Comparison(false);
        for (Position position : positions) {
            comparison.check(position, 1);
            comparison.check(position, 2);
        }
    }

    /** Without quiescence, depth 3 on every {@value #DEPTH_THREE_STRIDE}th position in every build. */
    @Test
    void withoutQuiescenceDepthThreeOnASample() {
        depthThreeWithoutQuiescence(true);
    }

    /** Without quiescence, depth 3 on the positions the sample leaves out. */
    @Test
    @Tag("slow")
    void withoutQuiescenceDepthThreeOnTheRest() {
        depthThreeWithoutQuiescence(false);
    }

    private static void depthThreeWithoutQuiescence(boolean sample) {
        List<Position> positions = positions();
        Comparison comparison = new Comparison(false);
        for (int i = 0; i < positions.size(); i++) {
            if ((i % DEPTH_THREE_STRIDE == 1) == sample) {
                comparison.check(positions.get(i), 3);
            }
        }
        assertThat(comparison.probCutNodes).as("ProbCut at work at depth 3").isNotEqualTo(comparison.exactNodes);
    }

    /**
     * Positions where ProbCut cutting on one capture (as it did before session 41) scored a
     * capture the Duck could block: found by a search of random walks from small endings, depth
     * 3 without quiescence, ProbCut at its exact setting against the oracle. The search must
     * agree with the oracle on each.
     */
    @Test
    void probCutLeavesNodesWhoseCapturesADuckCouldBlock() {
        Comparison comparison = new Comparison(false);
        for (String fen : List.of("3rk3/8/8/*7/8/8/3Q4/4KR2 w - - 4 3", "q3k3/8/2*5/8/4Q3/8/8/3RK3 b - - 1 1",
                "3k4/8/8/2b2*2/8/3R4/5B2/4K3 b - - 5 3", "3k4/8/3b4/7*/8/8/3R3B/4K3 b - - 5 3",
                "r3k3/*7/8/8/8/R7/8/4K3 b - - 1 1", "3rk3/8/8/8/8/8/8/3QK2R w - - 0 1")) {
            comparison.check(VARIANT.parseFen(fen), 3);
        }
    }

    @Test
    void exactSearchEqualsTheOracleAtDepthThreeInSmallEndings() {
        DuckOracle oracle = new DuckOracle(new DuckEvaluator());
        Searcher exact = searcher(SearchOptions.exact());
        Searcher windowed = searcher(SearchOptions.exact().with(Technique.TRANSPOSITION_TABLE, true));
        for (String fen : List.of("k7/1p6/1P6/8/8/8/8/K7 w - - 0 1", "4k3/8/8/8/4*3/8/8/4R1K1 w - - 0 1",
                "7k/7p/7P/8/8/8/8/K6* b - - 0 1", "4k3/3N4/8/8/8/8/8/6K1 w - - 0 1")) {
            Position position = VARIANT.parseFen(fen);
            int expected = oracle.score(position, 3);
            assertThat(exact.search(position, SearchLimits.depth(3), SearchListener.NONE).score())
                    .as("exact %s", fen).isEqualTo(expected);
            windowed.clear();
            assertThat(windowed.search(position, SearchLimits.depth(3), SearchListener.NONE).score())
                    .as("windows and table %s", fen).isEqualTo(expected);
        }
    }
}
