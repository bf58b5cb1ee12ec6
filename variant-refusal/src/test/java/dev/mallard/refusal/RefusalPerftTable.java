package dev.mallard.refusal;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

/**
 * Test data: the FENs of the FIDE perft table ({@code perft-fide.tsv}, copied from
 * {@code shared/testdata/perft/fide.tsv}) and the recorded Refusal counts
 * ({@code perft-refusal.tsv}, {@code fen<TAB>depth<TAB>nodes[<TAB>slow]}).
 */
final class RefusalPerftTable {
    /** One row of the Refusal table. */
    record Row(String fen, int depth, long nodes, boolean slow) {
        @Override
        public String toString() {
            return fen + " depth " + depth + " = " + nodes;
        }
    }

    /**
     * The deepest depth at which {@link BruteForceRefusal} takes at most a few seconds, per
     * position (the middlegames branch 40 × 40 per turn); deeper brute-force rows are slow.
     */
    private static final Map<String, Integer> FAST_BRUTE_FORCE_DEPTH = Map.of(
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 3,
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 3,
            "8/8/8/KPp4r/8/8/8/6k1 w - c6 0 2", 4,
            "5k2/8/8/8/8/8/8/4K2R w K - 0 1", 4,
            "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1", 3);

    private RefusalPerftTable() {
    }

    static int fastBruteForceDepth(String fen) {
        return FAST_BRUTE_FORCE_DEPTH.getOrDefault(fen, 2);
    }

    /** The distinct FENs of the FIDE perft table, in table order. */
    static List<String> fideFens() {
        LinkedHashSet<String> fens = new LinkedHashSet<>();
        for (String[] cols : read("/perft-fide.tsv")) {
            fens.add(cols[0]);
        }
        return List.copyOf(fens);
    }

    static List<Row> rows() {
        List<Row> rows = new ArrayList<>();
        for (String[] cols : read("/perft-refusal.tsv")) {
            if (cols.length != 3 && !(cols.length == 4 && cols[3].equals("slow"))) {
                throw new IllegalStateException("bad refusal perft row: " + String.join("\t", cols));
            }
            rows.add(new Row(cols[0], Integer.parseInt(cols[1]), Long.parseLong(cols[2]), cols.length == 4));
        }
        return rows;
    }

    static List<Row> fastRows() {
        return rows().stream().filter(r -> !r.slow()).toList();
    }

    static List<Row> slowRows() {
        return rows().stream().filter(Row::slow).toList();
    }

    private static List<String[]> read(String resource) {
        try (InputStream in = RefusalPerftTable.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException(resource + " is missing from the test resources");
            }
            List<String[]> lines = new ArrayList<>();
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line; (line = reader.readLine()) != null; ) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    lines.add(line.split("\t"));
                }
            }
            return lines;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
