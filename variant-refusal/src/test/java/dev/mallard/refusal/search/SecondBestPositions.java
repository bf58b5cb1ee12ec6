package dev.mallard.refusal.search;

import dev.mallard.core.board.Position;
import dev.mallard.core.rules.PerftTable;
import dev.mallard.refusal.RefusalRules;
import dev.mallard.refusal.RefusalVariant;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * Test positions for the second-best search: the perft positions, a few hand-picked ones (a
 * stalemate, mates in one that a veto can or cannot stop, a lone legal reply), and positions
 * reached from each by random Refusal play (many with a pending veto, some near mate).
 */
final class SecondBestPositions {
    private SecondBestPositions() {
    }

    /** The hand-picked positions: each tests one Refusal rule the search must get right. */
    static final List<String> SPECIAL = List.of(
            "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",          // stalemate
            "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1",   // mate in one that a veto can stop
            "k7/8/1K6/8/8/8/8/7R w - - 0 1",           // mate in one with a second mating move
            "4k3/4P3/4K3/8/8/8/8/8 b - - 0 1");        // a lone legal reply

    /** Every start position, then {@code perStart} positions 1 to 10 random turns from it. */
    static List<Position> sample(int perStart, long seed) {
        RefusalVariant variant = new RefusalVariant();
        RefusalRules rules = variant.refusalRules();
        Set<String> starts = new LinkedHashSet<>();
        for (PerftTable.Row row : PerftTable.resource("/perft-fide.tsv")) {
            starts.add(row.fen());
        }
        starts.addAll(SPECIAL);
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
}
