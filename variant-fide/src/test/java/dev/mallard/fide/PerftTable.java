package dev.mallard.fide;

import dev.mallard.core.rules.PerftTable.Row;
import java.util.List;

/**
 * The reference perft table {@code perft-fide.tsv} (counts computed by Stockfish, copied from
 * {@code shared/testdata/perft/fide.tsv}): {@code fen<TAB>depth<TAB>nodes} per line.
 */
final class PerftTable {
    /** Rows up to this many nodes run in every build; larger ones only with {@code -Pslow}. */
    static final long FAST_LIMIT = 12_000_000L;

    private PerftTable() {
    }

    static List<Row> rows() {
        return dev.mallard.core.rules.PerftTable.resource("/perft-fide.tsv");
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
}
