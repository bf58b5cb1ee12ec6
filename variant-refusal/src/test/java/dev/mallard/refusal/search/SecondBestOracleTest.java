package dev.mallard.refusal.search;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.board.Position;
import dev.mallard.core.rules.PerftTable;
import dev.mallard.core.search.SearchLimits;
import dev.mallard.core.search.SearchListener;
import dev.mallard.core.search.SearchOptions;
import dev.mallard.core.search.Searcher;
import dev.mallard.core.search.TranspositionTable;
import dev.mallard.fide.eval.FideEvaluator;
import dev.mallard.refusal.RefusalOracle;
import dev.mallard.refusal.RefusalRules;
import dev.mallard.refusal.RefusalSearchRules;
import dev.mallard.refusal.RefusalVariant;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The second-best search with pruning off must return exactly the score of brute-force minimax
 * over explicit move-and-veto turns, on the same evaluation: on the perft positions and on
 * positions reached by random Refusal play (many with a pending veto, some with a single legal
 * reply, some mates and stalemates).
 */
class SecondBestOracleTest {
    private final RefusalVariant variant = new RefusalVariant();
    private final RefusalRules rules = new RefusalRules();
    private final FideEvaluator evaluator = new FideEvaluator();

    private List<Position> positions(int perStart, long seed) {
        Set<String> starts = new LinkedHashSet<>();
        for (PerftTable.Row row : PerftTable.resource("/perft-fide.tsv")) {
            starts.add(row.fen());
        }
        starts.add("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");          // stalemate
        starts.add("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1");   // mate in one that a veto can stop
        starts.add("k7/8/1K6/8/8/8/8/7R w - - 0 1");           // mate in one with a second mating move
        starts.add("4k3/4P3/4K3/8/8/8/8/8 b - - 0 1");         // a lone legal reply
        Random random = new Random(seed);
        List<Position> all = new ArrayList<>();
        int[] turns = new int[rules.maxTurns()];
        for (String fen : starts) {
            all.add(variant.parseFen(fen));
            for (int i = 0; i < perStart; i++) {
                Position p = variant.parseFen(fen);
                int plies = 1 + random.nextInt(10);
                for (int ply = 0; ply < plies; ply++) {
                    int count = rules.generateTurns(p, turns, 0);
                    if (count == 0) {
                        break;
                    }
                    rules.makeTurn(p, turns[random.nextInt(count)]);
                }
                all.add(variant.parseFen(variant.toFen(p)));
            }
        }
        return all;
    }

    @Test
    void exactSecondBestSearchEqualsExplicitMinimax() {
        List<Position> positions = positions(16, 11);
        assertThat(positions).hasSizeGreaterThanOrEqualTo(200);
        long withVeto = positions.stream().filter(p -> p.forbiddenMove() != 0).count();
        assertThat(withVeto).isGreaterThan(100);
        RefusalOracle oracle = new RefusalOracle(evaluator);
        Searcher searcher = new Searcher(new RefusalSearchRules(), evaluator, new TranspositionTable(1));
        searcher.setOptions(SearchOptions.exact());
        for (int i = 0; i < positions.size(); i++) {
            Position position = positions.get(i);
            // Depth 2 over explicit turns costs about 1600² leaves: every fourth position gets it.
            for (int depth = 1; depth <= (i % 4 == 0 ? 2 : 1); depth++) {
                int search = searcher.search(position, SearchLimits.depth(depth), SearchListener.NONE).score();
                assertThat(search).as("%s depth %d", variant.toFen(position), depth)
                        .isEqualTo(oracle.score(position, depth));
            }
        }
    }
}
