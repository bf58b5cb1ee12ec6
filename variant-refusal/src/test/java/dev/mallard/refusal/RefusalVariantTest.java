package dev.mallard.refusal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mallard.core.board.FenException;
import dev.mallard.core.board.Move;
import dev.mallard.core.board.Position;
import dev.mallard.core.nnue.Network;
import dev.mallard.core.nnue.NetworkFeatures;
import dev.mallard.core.search.Evaluator;
import dev.mallard.core.search.SearchLimits;
import dev.mallard.core.search.SearchListener;
import dev.mallard.core.search.Searcher;
import dev.mallard.core.search.Technique;
import dev.mallard.core.search.TranspositionTable;
import dev.mallard.core.variant.SearchableVariant;
import dev.mallard.core.variant.Variant;
import dev.mallard.core.variant.Variants;
import dev.mallard.fide.eval.FideEvaluator;
import dev.mallard.fide.eval.FideNetworkEvaluator;
import dev.mallard.fide.eval.FideParameters;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The variant: registration, and the FEN dialect with its optional seventh field
 * {@code veto:<move>} (round trips, the veto in the key, and rejected FENs naming the field).
 */
class RefusalVariantTest {
    private static final RefusalVariant VARIANT = new RefusalVariant();
    private static final String AFTER_E4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";

    @Test
    void anOpeningLeavesThePendingVetoBehind() {
        Position vetoed = VARIANT.parseFen(AFTER_E4 + " veto:e7e5");
        assertThat(VARIANT.openingFen(vetoed)).isEqualTo(AFTER_E4);
        assertThat(VARIANT.toFen(vetoed)).isEqualTo(AFTER_E4 + " veto:e7e5");
        assertThat(VARIANT.setsUpByEdit()).isFalse();
    }

    /**
     * A network plays Refusal through the SPI with Refusal's own hand evaluation around it: a
     * correction network of zero scores exactly what the FIDE evaluation on {@code refusal.params}
     * scores, not what it scores on FIDE's weights.
     */
    @Test
    void aNetworkPlaysWithRefusalsOwnKnowledge() {
        assertThat(VARIANT.playsNetworks()).isTrue();
        Network zero = new Network(new short[NetworkFeatures.PER_KING_BUCKET], new short[1], new short[2], 0,
                Network.QA * Network.QB, true);
        Evaluator corrected = VARIANT.newEvaluator(zero);
        assertThat(corrected).isInstanceOf(FideNetworkEvaluator.class);
        FideEvaluator refusalWeights = new FideEvaluator(FideParameters.SCHEMA.load(RefusalVariant.class, "refusal.params"));
        FideEvaluator fideWeights = new FideEvaluator();
        int differ = 0;
        for (String fen : VARIANT.benchFens()) {
            Position position = VARIANT.parseFen(fen);
            assertThat(corrected.evaluate(position)).as(fen).isEqualTo(refusalWeights.evaluate(position));
            differ += refusalWeights.evaluate(position) != fideWeights.evaluate(position) ? 1 : 0;
        }
        assertThat(differ).as("the two weight sets tell the bench positions apart").isPositive();
        assertThatThrownBy(() -> VARIANT.newEvaluator(null)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("network");
    }

    /** Its own network (FIDE's fine-tuned on Refusal games, session 32), which the module ships. */
    @Test
    void playsItsOwnShippedNetwork() {
        assertThat(RefusalVariant.class.getResource(RefusalVariant.NETWORK_RESOURCE)).as("the module ships refusal.nnue").isNotNull();
        assertThat(VARIANT.newEvaluator()).isInstanceOf(FideNetworkEvaluator.class);
        Position start = VARIANT.parseFen("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2");
        assertThat(VARIANT.newEvaluator().evaluate(start)).as("not FIDE's network")
                .isNotEqualTo(VARIANT.newEvaluator(FideNetworkEvaluator.shipped().orElseThrow()).evaluate(start));
        // The FIDE network with Refusal's knowledge: a bare king is left to refusal.params' mop-up terms.
        Position bareKing = VARIANT.parseFen("8/8/4k3/8/8/8/8/3QK3 w - - 0 1");
        FideEvaluator refusalWeights = new FideEvaluator(FideParameters.SCHEMA.load(RefusalVariant.class, "refusal.params"));
        assertThat(VARIANT.newEvaluator().evaluate(bareKing)).isEqualTo(refusalWeights.evaluate(bareKing));
    }

    @Test
    void itsExplicitTurnSearchIsTheOneRefusalBenchMeasuresAgainst() {
        assertThat(VARIANT.newExplicitTurnSearch(VARIANT.newEvaluator())).get().isInstanceOf(ExplicitTurnOracle.class);
    }

    @Test
    void isRegisteredAsRefusalWithASearch() {
        assertThat(Variants.find("refusal")).get().isInstanceOf(RefusalVariant.class);
        assertThat(Variants.all()).extracting(Variant::name).contains("refusal", "normal");
        assertThat(VARIANT).isInstanceOf(SearchableVariant.class);
        assertThat(VARIANT.searchRules()).isInstanceOf(RefusalSearchRules.class);
        assertThat(VARIANT.newOracle(VARIANT.newEvaluator(), true)).isInstanceOf(RefusalOracle.class);
        assertThat(VARIANT.benchFens()).hasSizeGreaterThanOrEqualTo(10)
                .allSatisfy(fen -> assertThat(VARIANT.toFen(VARIANT.parseFen(fen))).isEqualTo(fen))
                .anySatisfy(fen -> assertThat(fen).contains(" veto:"));
        assertThat(VARIANT.name()).isEqualTo("refusal");
        assertThat(VARIANT.rules()).isSameAs(VARIANT.refusalRules());
        assertThat(VARIANT.rules().maxTurns()).isEqualTo(256 * 256);
    }

    /**
     * The search keeps FIDE's incremental sum but never asks for its lazy estimate, which would
     * change the second-best search's results: the rule does not take estimates, even with the
     * search's {@code lazy} switch on (as it is by default). Every stand pat is the full score.
     */
    @Test
    void theSearchNeverTakesTheLazyEstimate() {
        Evaluator inner = VARIANT.newEvaluator();
        AtomicLong full = new AtomicLong();
        AtomicLong lazy = new AtomicLong();
        Evaluator counting = new Evaluator() {
            @Override
            public int evaluate(Position position) {
                full.incrementAndGet();
                return inner.evaluate(position);
            }

            @Override
            public int evaluate(Position position, int alpha, int beta) {
                lazy.incrementAndGet();
                return inner.evaluate(position, alpha, beta);
            }

            @Override
            public void attach(Position position) {
                inner.attach(position);
            }
        };
        Searcher searcher = new Searcher(VARIANT.searchRules(), counting, new TranspositionTable(1));
        assertThat(searcher.options().on(Technique.LAZY_EVAL)).isTrue();
        for (String fen : VARIANT.benchFens()) {
            searcher.search(VARIANT.parseFen(fen), SearchLimits.depth(3), SearchListener.NONE);
        }
        assertThat(lazy.get()).as("lazy evaluations").isZero();
        assertThat(full.get()).as("full evaluations").isGreaterThan(1000);
    }

    static List<String> fens() {
        return RefusalPerftTable.fideFens();
    }

    @ParameterizedTest
    @MethodSource("fens")
    void standardFenRoundTripsWithoutVeto(String fen) {
        Position position = VARIANT.parseFen(fen);
        assertThat(position.forbiddenMove()).isEqualTo(Move.NONE);
        assertThat(VARIANT.toFen(position)).isEqualTo(fen);
    }

    @ParameterizedTest
    @ValueSource(strings = {
            AFTER_E4 + " veto:e7e5",
            AFTER_E4 + " veto:g8f6",
            "8/4P3/8/K7/8/7k/3p4/8 w - - 0 1 veto:e7e8q",
            "8/4P3/8/K7/8/7k/3p4/8 w - - 0 1 veto:e7e8n",
            "7k/8/8/8/8/8/8/K6R b - - 3 40 veto:h8g7",
    })
    void fenWithVetoRoundTrips(String fen) {
        Position position = VARIANT.parseFen(fen);
        assertThat(position.forbiddenMove()).isNotEqualTo(Move.NONE);
        assertThat(VARIANT.toFen(position)).isEqualTo(fen);
        assertThat(VARIANT.toFen(VARIANT.parseFen("  " + fen.replace(" ", "   ") + " "))).isEqualTo(fen);
    }

    @Test
    void vetoIsPartOfTheKeyAndMatchesAPlayedTurn() {
        Position plain = VARIANT.parseFen(AFTER_E4);
        Position vetoE5 = VARIANT.parseFen(AFTER_E4 + " veto:e7e5");
        Position vetoD5 = VARIANT.parseFen(AFTER_E4 + " veto:d7d5");
        assertThat(List.of(plain.key(), vetoE5.key(), vetoD5.key())).doesNotHaveDuplicates();

        Position played = VARIANT.parseFen(VARIANT.startFen());
        RefusalRules rules = VARIANT.refusalRules();
        rules.makeTurn(played, rules.parseTurn(played, "e2e4/e7e5"));
        assertThat(VARIANT.toFen(played)).isEqualTo(AFTER_E4 + " veto:e7e5");
        assertThat(played.key()).isEqualTo(vetoE5.key());
        assertThat(played.forbiddenMove()).isEqualTo(vetoE5.forbiddenMove());
    }

    @Test
    void aFenVetoForbidsTheMove() {
        Position position = VARIANT.parseFen(AFTER_E4 + " veto:e7e5");
        RefusalRules rules = VARIANT.refusalRules();
        int[] turns = new int[rules.maxTurns()];
        int n = rules.generateTurns(position, turns, 0);
        for (int i = 0; i < n; i++) {
            assertThat(Move.toUci(RefusalRules.move(turns[i]))).isNotEqualTo("e7e5");
        }
        // 19 allowed moves, each with White's replies as vetoes.
        assertThat(n).isEqualTo(BruteForceRefusal.turns(position, position.forbiddenMove()).size());
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', textBlock = """
            rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 veto:e7e5  | veto: must name a legal move of White (the side to move): illegal move "e7e5"
            rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1 veto:e7e4 | veto: must name a legal move of Black
            rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1 veto:     | veto: must name a legal move of Black (the side to move): malformed move ""
            rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1 veto:e7e5/d2d4 | veto: must name a legal move of Black (the side to move): malformed move
            rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1 veto:E7E5 | veto: must name a legal move of Black (the side to move): malformed move
            rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - veto:e7e5     | veto: the veto field must follow the six standard FEN fields (clocks included), got 4 fields before it
            rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1 e7e5      | veto: expected the seventh field to be veto:<move> (e.g. veto:e7e5), got "e7e5"
            rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1 veto:e7e5 veto:d7d5 | veto: the veto field must follow the six standard FEN fields (clocks included), got 7 fields before it
            rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 veto:e7e5   | veto: the veto field must follow the six standard FEN fields
            7k/R7/6K1/8/8/8/8/8 b - - 1 1 veto:h8g8                             | veto: Black has a single legal move (h8g8), which may not be vetoed
            8/4P3/8/K7/8/7k/3p4/8 w - - 0 1 veto:e7e8                            | veto: must name a legal move of White (the side to move): illegal move "e7e8": a promotion needs a piece letter
            4k3/8/8/8/8/8/8/4K2r w - - 0 1 veto:e1d1                             | veto: must name a legal move of White (the side to move): illegal move "e1d1"
            4k3/8/8/8/8/8/8/4K2r b - - 0 1 veto:h1h2                             | board: the side not to move (White) is in check
            rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1 veto:e2e4   | board: invalid character 'X'
            """)
    void badFenIsRejectedNamingTheField(String fen, String message) {
        assertThatThrownBy(() -> VARIANT.parseFen(fen)).isInstanceOf(FenException.class).hasMessageContaining(message);
    }

    @Test
    void emptyFenIsRejected() {
        assertThatThrownBy(() -> VARIANT.parseFen("  ")).isInstanceOf(FenException.class).hasMessageContaining("FEN: empty");
        assertThatThrownBy(() -> VARIANT.parseFen(null)).isInstanceOf(FenException.class).hasMessageContaining("FEN: empty");
    }
}
