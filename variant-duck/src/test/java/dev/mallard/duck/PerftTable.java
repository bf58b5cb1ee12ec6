package dev.mallard.duck;

import dev.mallard.core.rules.PerftTable.Row;
import java.util.List;

/**
 * The reference perft table {@code perft-duck.tsv} (counts computed by Fairy-Stockfish's
 * {@code duck} variant, copied from {@code shared/testdata/perft/duck.tsv}):
 * {@code fen<TAB>depth<TAB>nodes} per line.
 */
final class PerftTable {
    /** Rows up to this many nodes run in every build; larger ones only with {@code -Pslow}. */
    static final long FAST_LIMIT = 5_000_000L;

    private PerftTable() {
    }

    static List<Row> rows() {
        return dev.mallard.core.rules.PerftTable.resource("/perft-duck.tsv");
    }

    static List<Row> fastRows() {
        return dev.mallard.core.rules.PerftTable.atMost(rows(), FAST_LIMIT);
    }

    static List<Row> slowRows() {
        return dev.mallard.core.rules.PerftTable.above(rows(), FAST_LIMIT);
    }

    /** The distinct FENs, in file order. */
    static List<String> fens() {
        return dev.mallard.core.rules.PerftTable.fens(rows());
    }

    /** The depth-1 count of a FEN: its number of turns. */
    static long turnsAt(String fen) {
        return rows().stream().filter(r -> r.fen().equals(fen) && r.depth() == 1)
                .mapToLong(Row::nodes).findFirst().orElseThrow();
    }
}
