package dev.mallard.cli;

import dev.mallard.core.board.Position;
import dev.mallard.core.search.Evaluator;
import dev.mallard.core.search.Oracle;
import dev.mallard.core.search.SearchInfo;
import dev.mallard.core.search.SearchLimits;
import dev.mallard.core.search.SearchOptions;
import dev.mallard.core.search.Searcher;
import dev.mallard.core.search.TranspositionTable;
import dev.mallard.core.variant.SearchableVariant;
import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * {@code mallard refusal-bench [--variant V] [--fen FEN] [--depth N] [--exact-depth E] [--explicit-depth M] [--hash MB]}:
 * what the second-best search saves over searching Refusal's explicit turns (or another
 * variant's, if it offers {@link SearchableVariant#newExplicitTurnSearch}), on the variant's
 * bench positions (or one position given by {@code --fen}). Three searches per position, each from scratch: the second-best search with
 * every technique (iterative deepening to N), the same with pruning off and no table
 * ({@link SearchOptions#exact()}, to E), and plain alpha-beta over explicit move-and-veto turns
 * (the variant's explicit-turn search, one fixed-depth search per depth up to M: it has no iterative
 * deepening to reuse). One line per depth: the nodes (quiescence included) and milliseconds
 * summed over the positions, for the second-best searches the nodes spent to complete that
 * iteration, and the ratio explicit / second-best; then the effective branching factor of the
 * second-best search over its last iterations.
 */
final class RefusalBenchCommand {
    static final String USAGE = "mallard refusal-bench [--variant V] [--fen FEN] [--depth N] [--exact-depth E] [--explicit-depth M] [--hash MB]";
    private static final int BENCH_HASH_MB = 16;

    private RefusalBenchCommand() {
    }

    /** Nodes and nanoseconds per depth, summed over positions. */
    private record Totals(long[] nodes, long[] nanos) {
        Totals(int depth) {
            this(new long[depth + 1], new long[depth + 1]);
        }
    }

    static void run(String[] args, PrintStream out) throws UsageException {
        CommandLine options = new CommandLine(args, 1, Set.of("--variant", "--fen", "--depth", "--exact-depth", "--explicit-depth", "--hash"), Set.of());
        int depth = options.getInt("--depth", 6, 1, 30);
        int exactDepth = options.getInt("--exact-depth", Math.min(depth, 4), 0, depth);
        int explicitDepth = options.getInt("--explicit-depth", Math.min(depth, 3), 0, Math.min(depth, 8));
        int hash = options.getInt("--hash", BENCH_HASH_MB, 1, 65536);
        SearchableVariant variant = options.searchableVariant("refusal");
        if (variant.newExplicitTurnSearch(variant.newEvaluator()).isEmpty()) {
            throw new UsageException("variant " + variant.name() + " has no explicit-turn search to compare with");
        }
        List<String> fens = options.has("--fen")
                ? List.of(variant.toFen(SearchCommand.position(variant, options))) : variant.benchFens();
        Totals pruned = new Totals(depth);
        Totals exact = new Totals(depth);
        Totals explicit = new Totals(depth);
        for (String fen : fens) {
            Position position = variant.parseFen(fen);
            Evaluator evaluator = variant.newEvaluator();
            iterate(new Searcher(variant.searchRules(), evaluator, new TranspositionTable(hash)),
                    SearchOptions.defaults(), position, depth, pruned);
            if (exactDepth > 0) {
                iterate(new Searcher(variant.searchRules(), evaluator, new TranspositionTable(1)),
                        SearchOptions.exact(), position, exactDepth, exact);
            }
            Oracle oracle = variant.newExplicitTurnSearch(evaluator).orElseThrow();
            for (int d = 1; d <= explicitDepth; d++) {
                long start = System.nanoTime();
                oracle.score(position, d);
                explicit.nanos[d] += System.nanoTime() - start;
                explicit.nodes[d] += oracle.nodes();
            }
        }
        out.println("positions " + fens.size());
        for (int d = 1; d <= depth; d++) {
            StringBuilder line = new StringBuilder("depth " + d + " second_best " + cell(pruned, d));
            if (d <= exactDepth) {
                line.append(" exact_second_best ").append(cell(exact, d));
            }
            if (d <= explicitDepth) {
                line.append(" explicit_turns ").append(cell(explicit, d)).append(String.format(Locale.ROOT,
                        " ratio %.1f", (double) explicit.nodes[d] / Math.max(1, pruned.nodes[d])));
                if (d <= exactDepth) {
                    line.append(String.format(Locale.ROOT, " ratio_exact %.1f",
                            (double) explicit.nodes[d] / Math.max(1, exact.nodes[d])));
                }
            }
            out.println(line);
        }
        int from = Math.max(1, depth - 3);
        if (depth > from) {
            long last = pruned.nodes[depth] - pruned.nodes[depth - 1];
            long first = pruned.nodes[from] - pruned.nodes[from - 1];
            out.println(String.format(Locale.ROOT, "ebf %.2f (second-best nodes of iteration %d over %d, per ply)",
                    Math.pow((double) last / Math.max(1, first), 1.0 / (depth - from)), depth, from));
        }
    }

    private static String cell(Totals totals, int depth) {
        return totals.nodes[depth] + " nodes " + totals.nanos[depth] / 1_000_000 + " ms";
    }

    /**
     * One iterative-deepening search to {@code depth}, adding to {@code totals} the cumulative
     * nodes and time at the end of each iteration (a search that stops early, at a mate, counts
     * its final figures for the deeper iterations).
     */
    private static void iterate(Searcher searcher, SearchOptions options, Position position, int depth, Totals totals) {
        searcher.setOptions(options);
        searcher.clear();
        SearchInfo[] completed = new SearchInfo[depth + 1];
        long start = System.nanoTime();
        var result = searcher.search(position, SearchLimits.depth(depth), info -> completed[info.depth()] = info);
        long nanos = System.nanoTime() - start;
        for (int d = 1; d <= depth; d++) {
            if (d < depth && completed[d] != null && completed[d + 1] != null) {
                totals.nodes[d] += completed[d].nodes();
                totals.nanos[d] += completed[d].timeMs() * 1_000_000;
            } else {
                totals.nodes[d] += result.nodes();
                totals.nanos[d] += nanos;
            }
        }
    }
}
