package dev.mallard.cli;

import dev.mallard.core.board.Position;
import dev.mallard.core.search.Evaluator;
import dev.mallard.core.search.Oracle;
import dev.mallard.core.search.Score;
import dev.mallard.core.search.SearchLimits;
import dev.mallard.core.search.SearchListener;
import dev.mallard.core.search.SearchOptions;
import dev.mallard.core.search.SearchResult;
import dev.mallard.core.search.Searcher;
import dev.mallard.core.search.Technique;
import dev.mallard.core.search.TranspositionTable;
import dev.mallard.core.variant.SearchableVariant;
import java.io.PrintStream;
import java.util.Set;

/**
 * {@code mallard verify --variant V --fen F --depth N [--off T,...]}: the search with every
 * pruning switched off ({@link SearchOptions#exact()}) against the brute-force oracle on the same
 * evaluation. Prints both root scores with their node counts and times; the exit status is 0
 * only when the scores are equal. {@code --off} switches more off, as for the other search
 * commands; {@code --off qsearch} ends the lines of both the search and the oracle at the
 * static evaluation, which lets the oracle of a variant with many turns per move (the Duck's)
 * check deeper and capture-rich positions.
 */
final class VerifyCommand {
    static final String USAGE = "mallard verify [--variant V] [--fen FEN] --depth N [--off qsearch,...]";

    private VerifyCommand() {
    }

    /** Returns the exit status: 0 when the scores agree, 1 when they differ. */
    static int run(String[] args, PrintStream out) throws UsageException {
        CommandLine options = new CommandLine(args, 1, Set.of("--variant", "--fen", "--depth", "--off"), Set.of());
        if (!options.has("--depth")) {
            throw new UsageException("option --depth is required");
        }
        int depth = options.getInt("--depth", 1, 1, 8);
        SearchableVariant variant = options.searchableVariant();
        Position position = SearchCommand.position(variant, options);
        Evaluator evaluator = variant.newEvaluator();
        Searcher searcher = new Searcher(variant.searchRules(), evaluator, new TranspositionTable(1));
        SearchOptions exact = SearchCommand.searchOptions(options, SearchOptions.exact());
        searcher.setOptions(exact);
        SearchResult result = searcher.search(position, SearchLimits.depth(depth), SearchListener.NONE);
        int search = result.score();
        Oracle oracle = variant.newOracle(evaluator, exact.on(Technique.QUIESCENCE));
        long start = System.nanoTime();
        int reference = oracle.score(position, depth);
        long oracleMs = (System.nanoTime() - start) / 1_000_000;
        out.println("search " + Score.text(search) + " (" + result.nodes() + " nodes, " + result.timeMs() + " ms)");
        out.println("oracle " + Score.text(reference) + " (" + oracle.nodes() + " nodes, " + oracleMs + " ms)");
        out.println(search == reference ? "agree" : "DIFFER");
        return search == reference ? 0 : 1;
    }
}
