package dev.mallard.xboard;

import dev.mallard.core.board.Position;
import dev.mallard.core.search.SearchLimits;
import dev.mallard.core.search.Searcher;
import dev.mallard.core.variant.SearchableVariant;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * {@code mallard bench [--variant V] [--depth N] [--hash MB]}: the variant's bench positions at a
 * fixed depth, each from a cleared searcher, so the node count changes only when the search
 * does. Prints a line per position, the effective branching factor over the last iterations,
 * and last {@code nodes <n> time_ms <t> nps <r>}.
 */
final class BenchCommand {
    static final String USAGE = "mallard bench [--variant V] [--depth N] [--hash MB]";
    /** Like Stockfish's bench: a small table, so the figure measures the search more than memory. */
    private static final int BENCH_HASH_MB = 16;
    private static final int DEFAULT_DEPTH = 11;
    /** Iterations before this depth are too small to say anything about the branching factor. */
    private static final int EBF_FIRST_DEPTH = 6;

    private BenchCommand() {
    }

    static void run(String[] args, PrintStream out) throws UsageException {
        CommandLine options = new CommandLine(args, 1, Set.of("--variant", "--depth", "--hash"), Set.of());
        SearchableVariant variant = options.searchableVariant();
        int depth = options.getInt("--depth", DEFAULT_DEPTH, 1, 40);
        Searcher searcher = SearchCommand.searcher(variant, options, BENCH_HASH_MB);
        long totalNodes = 0;
        long totalNanos = 0;
        long[] iterationNodes = new long[depth + 1];
        int index = 0;
        for (String fen : variant.benchFens()) {
            Position position = variant.parseFen(fen);
            searcher.clear();
            List<Long> cumulative = new ArrayList<>();
            long start = System.nanoTime();
            var result = searcher.search(position, SearchLimits.depth(depth), info -> cumulative.add(info.nodes()));
            long nanos = System.nanoTime() - start;
            totalNodes += result.nodes();
            totalNanos += nanos;
            for (int d = 1; d < cumulative.size() && d + 1 <= depth; d++) {
                iterationNodes[d + 1] += cumulative.get(d) - cumulative.get(d - 1);
            }
            out.println("position " + (++index) + " depth " + result.depth() + " nodes " + result.nodes()
                    + " time_ms " + nanos / 1_000_000 + " bestmove "
                    + (result.pvText().isEmpty() ? "(none)" : result.pvText().get(0)));
        }
        int from = Math.min(EBF_FIRST_DEPTH, depth - 1);
        if (from >= 1 && iterationNodes[from] > 0) {
            double ebf = Math.pow((double) iterationNodes[depth] / iterationNodes[from], 1.0 / (depth - from));
            out.println(String.format(Locale.ROOT, "ebf %.2f (nodes of iteration %d over %d, per ply)", ebf, depth, from));
        }
        long millis = totalNanos / 1_000_000;
        out.println("nodes " + totalNodes + " time_ms " + millis + " nps " + (totalNanos == 0 ? 0 : totalNodes * 1_000_000_000L / totalNanos));
    }
}
