package dev.mallard.fide.search;

import static dev.mallard.fide.search.SearchSupport.isLegal;
import static dev.mallard.fide.search.SearchSupport.position;
import static dev.mallard.fide.search.SearchSupport.search;
import static dev.mallard.fide.search.SearchSupport.searcher;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.board.Position;
import dev.mallard.core.search.Score;
import dev.mallard.core.search.SearchLimits;
import dev.mallard.core.search.SearchListener;
import dev.mallard.core.search.SearchOptions;
import dev.mallard.core.search.Technique;
import dev.mallard.core.search.SearchResult;
import dev.mallard.core.search.Searcher;
import dev.mallard.core.search.See;
import dev.mallard.fide.FideRules;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every pruning and ordering technique is really at work: switching it off changes the size of
 * a fixed-depth search the way the technique predicts. Fixed-depth searches of fresh searchers
 * are deterministic, so the node counts compare exactly. The static exchange evaluator is
 * checked on exchanges worked out by hand.
 *
 * <p>The techniques are measured on the fixed {@link MaterialEvaluator}, not on the shipped FIDE
 * weights: which mate a depth finds and how large a tree is depend on the evaluation, and a
 * re-tuning of {@code fide.params} must not move a test of the search. Determinism is checked
 * on the shipped evaluation, whose caches and incremental terms it also covers.
 */
class SearchTechniquesTest {
    /** Quiet middlegames, both sides castled or about to, with pieces on: the searches' bread and butter. */
    private static final String ITALIAN_MIDDLEGAME =
            "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10";
    private static final String TWO_KNIGHTS = "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4";
    private static final String CLOSED_CENTRE = "r2q1rk1/ppp2ppp/2n1bn2/2bpp3/4P3/2PP1NN1/PP2BPPP/R1BQ1RK1 w - - 0 9";
    private static final String SICILIAN_MIDDLEGAME =
            "r1b2rk1/2q1b1pp/p2ppn2/1p6/3QP3/1BN1B3/PPP3PP/R4RK1 w - - 0 13";

    private static final int DEPTH = 8;
    private static final int NULL_MOVE_DEPTH = 10;

    /** Default-option results by FEN, shared by the tests (each is a fresh, deterministic search). */
    private static final Map<String, SearchResult> DEFAULTS = new ConcurrentHashMap<>();

    /** A fixed-depth search of {@code fen} by a fresh searcher on the fixed test evaluation. */
    private static SearchResult onMaterial(String fen, SearchOptions options, int depth) {
        return search(fen, options, depth, new MaterialEvaluator());
    }

    private static SearchResult withDefaults(String fen) {
        return DEFAULTS.computeIfAbsent(fen, f -> onMaterial(f, SearchOptions.defaults(), DEPTH));
    }

    private static SearchResult checked(String fen, SearchOptions options, int depth) {
        SearchResult result = onMaterial(fen, options, depth);
        assertThat(result.depth()).isEqualTo(depth);
        assertThat(isLegal(position(fen), result.bestTurn())).as("best move legal").isTrue();
        return result;
    }

    /**
     * Futility and move-count pruning spare quiet moves that give check. In these mates from Win
     * At Chess, quiet checks have to be found at shallow nodes where the side to give them stands
     * far below the window, so that every other quiet move there is pruned. Each depth is the
     * shallowest at which the default search finds the mate on the test evaluation; with quiet
     * checks pruned like other quiet moves (the control: {@code futile && !givesCheck} made
     * {@code futile} in {@code NodeSearch}'s move loop and its tail pruning), every one of them is
     * missed at that depth, found one to three plies deeper (checked with main 5ff2912's search:
     * WAC.001 depth 8 against 9, WAC.191 3 against 6, WAC.244 4 against 7, WAC.290 4 against 6).
     * The evaluation is fixed, so only a change to the pruning moves these depths: re-establish
     * them then, with the same control. (WAC.014, once in this list, finds its mate at the same
     * depth either way on this evaluation, so it tests nothing here; so does WAC.001 since session
     * 13's search, at depth 9 where it now finds it.)
     */
    @Nested
    class PruningSparesChecks {
        @ParameterizedTest(name = "{0} at depth {2}")
        @CsvSource(delimiter = '|', value = {
                "WAC.191 Qc4, mate in 3 | 2r1Rn1k/1p1q2pp/p7/5p2/3P4/1B4P1/P1P1QP1P/6K1 w - - 0 1 | 3",
                "WAC.244 mate in 4 | r6r/pp3ppp/3k1b2/2pb4/B4Pq1/2P1Q3/P5PP/1RBR2K1 w - - 0 1 | 4",
                "WAC.290 Black mates in 4 | 2k2r2/2p5/1pq5/p1p1n3/P1P2n1B/1R4Pp/2QR4/6K1 b - - 0 1 | 4"})
        void mateThroughQuietChecks(String name, String fen, int depth) {
            SearchResult result = checked(fen, SearchOptions.defaults(), depth);
            assertThat(Score.isMate(result.score()))
                    .as("mate found at depth %d, score %d", depth, result.score()).isTrue();
            assertThat(result.score()).as("the side to move mates").isPositive();
        }
    }

    @Nested
    class SwitchingOffMakesTheTreeBigger {
        @ParameterizedTest
        @ValueSource(strings = {ITALIAN_MIDDLEGAME, TWO_KNIGHTS, CLOSED_CENTRE, SICILIAN_MIDDLEGAME})
        void transpositionTable(String fen) {
            long on = withDefaults(fen).nodes();
            // Without the table no node has a hash move, and FIDE's internal iterative reduction,
            // meant for the few nodes the table has not seen, would search every node a ply
            // shallower: the search without the table goes without it.
            SearchOptions off = SearchOptions.defaults().withTranspositionTable(false).with(Technique.IID, false);
            long offNodes = checked(fen, off, DEPTH).nodes();
            // Without the table every transposition is searched again and no hash move orders
            // the next iteration. With reverse futility and move-count pruning the depth-8 trees
            // are small (tens of thousands of nodes), so the saving is a few per cent here; it
            // grows with depth.
            assertThat(offNodes).as("nodes without / with table").isGreaterThan(on);
        }

        /**
         * Null move, over the four middlegames together. Reverse futility already cuts most
         * nodes a null move would at depth 8, so this looks at depth 10. Measured on the test
         * evaluation: 1.7 to 2.9 times the nodes without it in each position; on earlier
         * FIDE weights the Italian middlegame, full of pins, took fewer without it (129k
         * against 170k), so the prediction is for the set.
         */
        @org.junit.jupiter.api.Test
        void nullMove() {
            long on = 0;
            long off = 0;
            for (String fen : List.of(ITALIAN_MIDDLEGAME, TWO_KNIGHTS, CLOSED_CENTRE, SICILIAN_MIDDLEGAME)) {
                on += checked(fen, SearchOptions.defaults(), NULL_MOVE_DEPTH).nodes();
                off += checked(fen, SearchOptions.defaults().withNullMove(false), NULL_MOVE_DEPTH).nodes();
            }
            assertThat(off).as("nodes without / with null move").isGreaterThan(on * 11 / 10);
        }

        @ParameterizedTest
        @ValueSource(strings = {ITALIAN_MIDDLEGAME, TWO_KNIGHTS, CLOSED_CENTRE, SICILIAN_MIDDLEGAME})
        void lateMoveReductions(String fen) {
            long on = withDefaults(fen).nodes();
            long off = checked(fen, SearchOptions.defaults().withLateMoveReductions(false), DEPTH).nodes();
            // Reductions shorten most of the tree's moves by a ply or more: a large factor.
            assertThat(off).as("nodes without / with LMR").isGreaterThan(on * 3 / 2);
        }

        @ParameterizedTest
        @ValueSource(strings = {ITALIAN_MIDDLEGAME, TWO_KNIGHTS, CLOSED_CENTRE, SICILIAN_MIDDLEGAME})
        void futility(String fen) {
            long on = withDefaults(fen).nodes();
            long off = checked(fen, SearchOptions.defaults().withFutility(false), DEPTH).nodes();
            assertThat(off).as("nodes without / with futility pruning").isGreaterThan(on * 11 / 10);
        }

        /**
         * Killers and history. With late-move reductions on, the order also decides which quiet
         * moves are reduced (the first three and the killers are not), so a worse order can
         * shrink the tree; the order's own effect is measured with reductions off, and singular
         * extensions too (where the order finds a hash move first, they add a search).
         */
        @Test
        void killerAndHistoryOrdering() {
            SearchOptions base = SearchOptions.defaults().withLateMoveReductions(false)
                    .with(Technique.SINGULAR_EXTENSION, false);
            long on = 0;
            long off = 0;
            for (String fen : List.of(ITALIAN_MIDDLEGAME, TWO_KNIGHTS, CLOSED_CENTRE, SICILIAN_MIDDLEGAME)) {
                on += checked(fen, base, 7).nodes();
                off += checked(fen, base.withOrdering(false), 7).nodes();
            }
            assertThat(off).as("nodes without / with killers and history, over the four middlegames").isGreaterThan(on);
        }
    }

    @Nested
    class InternalIterativeDeepening {
        /** With the table on, IID runs only where no hash move is known, which is rare but happens. */
        @ParameterizedTest
        @ValueSource(strings = {ITALIAN_MIDDLEGAME, TWO_KNIGHTS, CLOSED_CENTRE, SICILIAN_MIDDLEGAME})
        void changesTheSearchWithTheTable(String fen) {
            long on = withDefaults(fen).nodes();
            long off = checked(fen, SearchOptions.defaults().withIid(false), DEPTH).nodes();
            assertThat(off).isNotEqualTo(on);
        }

        /** Without a table no node has a hash move, so IID runs at every deep enough node. */
        @ParameterizedTest
        @ValueSource(strings = {ITALIAN_MIDDLEGAME, TWO_KNIGHTS, CLOSED_CENTRE, SICILIAN_MIDDLEGAME})
        void changesTheSearchWithoutTheTable(String fen) {
            SearchOptions noTable = SearchOptions.defaults().withTranspositionTable(false);
            long on = checked(fen, noTable, 7).nodes();
            long off = checked(fen, noTable.withIid(false), 7).nodes();
            assertThat(off).isNotEqualTo(on);
        }
    }

    @Nested
    class Determinism {
        @ParameterizedTest
        @ValueSource(strings = {ITALIAN_MIDDLEGAME, TWO_KNIGHTS, CLOSED_CENTRE, SICILIAN_MIDDLEGAME})
        void twoFreshSearchersAgreeExactly(String fen) {
            SearchResult first = search(fen, SearchOptions.defaults(), DEPTH);
            SearchResult second = search(fen, SearchOptions.defaults(), DEPTH);
            assertThat(second.nodes()).isEqualTo(first.nodes());
            assertThat(second.score()).isEqualTo(first.score());
            assertThat(second.bestTurn()).isEqualTo(first.bestTurn());
            assertThat(second.pv()).isEqualTo(first.pv());
        }

        @Test
        void aClearedSearcherRepeatsAFreshSearch() {
            Searcher searcher = searcher();
            Position position = position(CLOSED_CENTRE);
            searcher.search(position(TWO_KNIGHTS), SearchLimits.depth(6), SearchListener.NONE);
            searcher.clear();
            SearchResult again = searcher.search(position, SearchLimits.depth(DEPTH), SearchListener.NONE);
            SearchResult fresh = search(CLOSED_CENTRE, SearchOptions.defaults(), DEPTH);
            assertThat(again.nodes()).isEqualTo(fresh.nodes());
            assertThat(again.score()).isEqualTo(fresh.score());
            assertThat(again.pv()).isEqualTo(fresh.pv());
        }

        @Test
        void theRootPositionIsLeftUnchanged() {
            Position position = position(SICILIAN_MIDDLEGAME);
            long key = position.key();
            searcher().search(position, SearchLimits.depth(5), SearchListener.NONE);
            assertThat(position.key()).isEqualTo(key);
            assertThat(dev.mallard.core.board.Fen.toFen(position)).isEqualTo(SICILIAN_MIDDLEGAME);
        }
    }

    /** Exchange values are 100, 320, 330, 500, 900; every expectation below is counted by hand. */
    @Nested
    class StaticExchange {
        private int see(String fen, String uci) {
            Position position = position(fen);
            return new See().evaluate(position, FideRules.parseCoordinateMove(position, uci));
        }

        @Test
        void pawnTakesDefendedKnight() {
            // exd5 wins the knight (320); exd5 recaptures the pawn (100): +220.
            assertThat(see("4k3/8/4p3/3n4/4P3/8/8/4K3 w - - 0 1", "e4d5")).isEqualTo(220);
        }

        @Test
        void pawnTakesUndefendedKnight() {
            assertThat(see("4k3/8/8/3n4/4P3/8/8/4K3 w - - 0 1", "e4d5")).isEqualTo(320);
        }

        @Test
        void queenTakesPawnDefendedByPawn() {
            // Qxd5 exd5: a pawn for the queen, 100 - 900.
            assertThat(see("4k3/8/4p3/3p4/8/8/8/3QK3 w - - 0 1", "d1d5")).isEqualTo(-800);
        }

        @Test
        void rookBatteryXRayWinsThePawn() {
            // Rxd5 Rxd5 Rxd5: the d1 rook recaptures through d2 once the front rook has gone.
            // Black should not recapture at all (it would lose the rook for a rook and a pawn),
            // so the pawn is simply won: +100. Without the x-ray it would be 100 - 500 = -400.
            assertThat(see("3rk3/8/8/3p4/8/8/3R4/3RK3 w - - 0 1", "d2d5")).isEqualTo(100);
        }

        @Test
        void singleRookAgainstDefendedPawnLosesTheRook() {
            assertThat(see("3rk3/8/8/3p4/8/8/8/3RK3 w - - 0 1", "d1d5")).isEqualTo(-400);
        }

        @Test
        void xRayDefenderBehindTheDefenderCounts() {
            // Nxd5: the pawn is defended by the rook on d7 and, behind it, the rook on d8; White
            // has knight and one rook. Nxd5 Rxd5 Rxd5 Rxd5: +100 -320 +500 -500 -> Black keeps
            // the last word, so White should stop after winning the pawn and losing the knight:
            // 100 - 320 = -220 (recapturing with the rook would only lose more).
            assertThat(see("3rk3/3r4/8/3p4/8/4N3/8/3RK3 w - - 0 1", "e3d5")).isEqualTo(-220);
        }

        @Test
        void enPassantDefendedByPawn() {
            // exd6 e.p. wins the d5 pawn; cxd6 wins the capturer back: 0.
            assertThat(see("4k3/2p5/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6")).isEqualTo(0);
        }

        @Test
        void enPassantOpensTheFileForTheRookBehind() {
            // exd6 e.p. removes the d5 pawn, so the d1 rook now guards d6: Rxd6 would cost
            // Black the rook (Rxd6 Rxd6), so Black does not recapture and White is a pawn up.
            assertThat(see("3rk3/8/8/3pP3/8/8/8/3RK3 w - d6 0 1", "e5d6")).isEqualTo(100);
        }

        @Test
        void promotionCaptureThatTheKnightTakesBack() {
            // bxa8=Q takes a rook (500) and turns a pawn into a queen (+800); Nxa8 takes the
            // queen (-900): 500 + 800 - 900 = +400.
            assertThat(see("r3k3/1Pn5/8/8/8/8/8/4K3 w - - 0 1", "b7a8q")).isEqualTo(400);
        }

        @Test
        void undefendedPromotionCapture() {
            assertThat(see("r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b7a8q")).isEqualTo(1300);
        }

        @Test
        void kingCannotRecaptureOnADefendedSquare() {
            // Rxd5: the black king on d6 would take the rook, but the bishop on g2 guards d5.
            assertThat(see("8/8/3k4/3p4/8/8/6B1/3RK3 w - - 0 1", "d1d5")).isEqualTo(100);
            // Without the bishop the king takes: 100 - 500.
            assertThat(see("8/8/3k4/3p4/8/8/8/3RK3 w - - 0 1", "d1d5")).isEqualTo(-400);
        }
    }
}
