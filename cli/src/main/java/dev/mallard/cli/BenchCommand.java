package dev.mallard.cli;

import dev.mallard.core.board.Position;
import dev.mallard.core.search.SearchLimits;
import dev.mallard.core.search.Searcher;
import dev.mallard.core.variant.SearchableVariant;
import dev.mallard.protocol.NetworkSwitch;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Locale;
import java.util.Set;

/**
 * {@code mallard bench [--variant V] [--depth N] [--hash MB] [--passes P]}: the variant's bench
 * positions at a fixed depth (by default the variant's {@code benchDepth}, under a minute for
 * the set), each from a cleared searcher, so the node count changes only when
 * the search does. Prints a line per position, the effective branching factor over the last
 * iterations, the search thread's CPU time ({@code cpu_ms <c> cpu_nps <r>}), and last
 * {@code nodes <n> time_ms <t> nps <r>} by wall-clock time.
 *
 * <p>With {@code --passes P} the whole set is searched P times in the same JVM, each pass as
 * the first (same nodes), and only the last pass prints those lines; each earlier pass prints
 * one {@code pass <k> nodes <n> time_ms <t> nps <r>} line. The first pass also pays for the JIT
 * compiler's work on the search code; the later ones measure the compiled search, as the
 * warm-up iterations of a JMH benchmark would.
 */
final class BenchCommand {
    static final String USAGE = "mallard bench [--variant V] [--depth N] [--hash MB] [--threads N] [--passes P] [--off tt,null,lmr,...] [--try probcut,delta,...] [--search-param NAME=VALUE,...] [--eval-file F | --no-nnue]";
    /** Like Stockfish's bench: a small table, so the figure measures the search more than memory. */
    private static final int BENCH_HASH_MB = 16;
    /** Iterations before this depth are too small to say anything about the branching factor. */
    private static final int EBF_FIRST_DEPTH = 8;
    /** Enough to let the JIT compiler finish; more only repeats the same measurement. */
    private static final int MAX_PASSES = 20;

    private BenchCommand() {
    }

    static void run(String[] args, PrintStream out) throws UsageException {
        CommandLine options = new CommandLine(args, 1,
                Set.of("--variant", "--depth", "--hash", "--threads", "--passes", "--off", "--try", "--search-param", "--eval-file"), Set.of(NetworkSwitch.FLAG));
        SearchableVariant variant = options.searchableVariant();
        int depth = options.getInt("--depth", variant.benchDepth(), 1, 40);
        int passes = options.getInt("--passes", 1, 1, MAX_PASSES);
        Searcher searcher = SearchCommand.searcher(variant, options, BENCH_HASH_MB);
        for (int pass = 1; pass < passes; pass++) {
            Totals totals = searchSet(variant, searcher, depth, null);
            out.println("pass " + pass + " nodes " + totals.nodes + " time_ms " + totals.nanos / 1_000_000
                    + " nps " + perSecond(totals.nodes, totals.nanos));
        }
        Totals totals = searchSet(variant, searcher, depth, out);
        long[] iterationNodes = totals.iterationNodes;
        int from = Math.max(1, Math.min(EBF_FIRST_DEPTH, depth - 3));
        if (iterationNodes[from] > 0) { // a search may end early (a mate) and leave none
            double ebf = Math.pow((double) iterationNodes[depth] / iterationNodes[from], 1.0 / (depth - from));
            out.println(String.format(Locale.ROOT, "ebf %.2f (nodes of iteration %d over %d, per ply)", ebf, depth, from));
        }
        // Thread CPU time leaves out what other processes take from this one: a steadier
        // figure than wall time on a shared machine.
        out.println("cpu_ms " + totals.cpuNanos / 1_000_000 + " cpu_nps " + perSecond(totals.nodes, totals.cpuNanos));
        long millis = totals.nanos / 1_000_000;
        out.println("nodes " + totals.nodes + " time_ms " + millis + " nps " + perSecond(totals.nodes, totals.nanos));
    }

    /** What one pass over the set adds up to. */
    private static final class Totals {
        long nodes;
        long nanos;
        long cpuNanos;
        long[] iterationNodes;
    }

    /** Searches every bench position once; prints a line per position to {@code out} unless it is null. */
    private static Totals searchSet(SearchableVariant variant, Searcher searcher, int depth, PrintStream out) {
        Totals totals = new Totals();
        totals.iterationNodes = new long[depth + 1];
        int index = 0;
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        for (String fen : variant.benchFens()) {
            Position position = variant.parseFen(fen);
            searcher.clear();
            long[] nodesAtDepth = new long[depth + 1];
            long start = System.nanoTime();
            long cpuStart = threads.getCurrentThreadCpuTime();
            // The last report of a depth is its completed iteration; reports of a new best move
            // within the iteration come before it.
            var result = searcher.search(position, SearchLimits.depth(depth), info -> nodesAtDepth[info.depth()] = info.nodes());
            long nanos = System.nanoTime() - start;
            totals.cpuNanos += threads.getCurrentThreadCpuTime() - cpuStart;
            totals.nodes += result.nodes();
            totals.nanos += nanos;
            addIterationNodes(totals.iterationNodes, nodesAtDepth);
            index++;
            if (out != null) {
                out.println("position " + index + " depth " + result.depth() + " nodes " + result.nodes()
                        + " time_ms " + nanos / 1_000_000 + " bestmove "
                        + (result.pvText().isEmpty() ? "(none)" : result.pvText().get(0)));
            }
        }
        return totals;
    }

    /**
     * Adds one search's nodes per iteration to {@code iterationNodes}, from the cumulative node
     * counts of its completed iterations by depth (zero for a depth not completed).
     */
    static void addIterationNodes(long[] iterationNodes, long[] nodesAtDepth) {
        for (int d = 1; d < nodesAtDepth.length && nodesAtDepth[d] > 0; d++) {
            iterationNodes[d] += nodesAtDepth[d] - nodesAtDepth[d - 1];
        }
    }

    private static long perSecond(long nodes, long nanos) {
        return nanos == 0 ? 0 : (long) (nodes * 1e9 / nanos);
    }
}
