package dev.mallard.cli;

import dev.mallard.core.board.Position;
import dev.mallard.core.nnue.Network;
import dev.mallard.core.search.Evaluator;
import dev.mallard.core.search.SearchInfo;
import dev.mallard.core.search.SearchLimits;
import dev.mallard.core.search.SearchOptions;
import dev.mallard.core.search.Searcher;
import dev.mallard.core.search.Technique;
import dev.mallard.core.search.TranspositionTable;
import dev.mallard.core.variant.SearchableVariant;
import dev.mallard.core.variant.Variant;
import dev.mallard.protocol.NetworkFile;
import dev.mallard.protocol.NetworkSwitch;
import dev.mallard.spsa.SearchParamLine;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/** What the search subcommands share: building a searcher, reading limits, printing a report. */
final class SearchCommand {
    static final int DEFAULT_HASH_MB = 64;

    private SearchCommand() {
    }

    /**
     * A fresh searcher for the variant with a table of {@code --hash} MB ({@code defaultMb} if
     * not given), {@code --threads} threads (1 if not given) and the evaluation of the network
     * in {@code --eval-file} if given (as the engine's {@code EvalFile} option), or the hand
     * evaluation with {@code --no-nnue} ({@code Use NNUE} off).
     */
    static Searcher searcher(SearchableVariant variant, CommandLine options, int defaultMb) throws UsageException {
        int hash = options.getInt("--hash", defaultMb, 1, 65536);
        int threads = options.getInt("--threads", 1, 1, Searcher.MAX_THREADS);
        Supplier<Evaluator> evaluators = evaluators(variant, options);
        Searcher searcher = new Searcher(variant.searchRules(), evaluators.get(), new TranspositionTable(hash));
        searcher.setOptions(searchOptions(options));
        searcher.setThreads(threads, evaluators);
        return searcher;
    }

    /**
     * The variant's evaluations, those of the network in {@code --eval-file}, or its hand
     * evaluations with {@code --no-nnue} (which a variant that plays no network plays anyway).
     */
    static Supplier<Evaluator> evaluators(SearchableVariant variant, CommandLine options) throws UsageException {
        if (options.has(NetworkSwitch.FLAG)) {
            // The engine's options may hold both (the file waits for Use NNUE); one command line cannot mean both.
            if (options.has("--eval-file")) {
                throw new UsageException("--eval-file plays a network, " + NetworkSwitch.FLAG + " none: give one of them");
            }
            return variant::newHandEvaluator;
        }
        Optional<Network> network;
        try {
            network = NetworkFile.load(options.get("--eval-file", NetworkFile.NONE));
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        if (network.isPresent() && !variant.playsNetworks()) {
            throw new UsageException("variant " + variant.name() + " plays no network evaluation (--eval-file)");
        }
        return variant.evaluators(network.orElse(null));
    }

    /**
     * The default options less the techniques named by {@code --off} (comma-separated short
     * names), with those of {@code --try} taken on trial (used even where the variant's search
     * does not take them) and the search parameters of {@code --search-param} ({@code NAME=VALUE,...}).
     */
    static SearchOptions searchOptions(CommandLine options) throws UsageException {
        return searchOptions(options, SearchOptions.defaults());
    }

    /**
     * {@code base} less the techniques named by {@code --off} (comma-separated short names), with
     * those of {@code --try} on trial and the search parameters of {@code --search-param}
     * ({@code NAME=VALUE,...}). {@code --off} wins over {@code --try}.
     */
    static SearchOptions searchOptions(CommandLine options, SearchOptions base) throws UsageException {
        SearchOptions result = base;
        Map<String, Integer> assignments;
        try {
            assignments = SearchParamLine.parse(options.get("--search-param", ""));
        } catch (IllegalArgumentException e) {
            throw new UsageException("--search-param " + e.getMessage());
        }
        for (Map.Entry<String, Integer> assignment : assignments.entrySet()) {
            try {
                result = result.withParameter(assignment.getKey(), assignment.getValue());
            } catch (IllegalArgumentException e) {
                throw new UsageException("--search-param " + assignment.getKey() + "=" + assignment.getValue() + ": "
                        + e.getMessage());
            }
        }
        for (Technique technique : techniques(options, "--try")) {
            result = result.withTrial(technique);
        }
        for (Technique technique : techniques(options, "--off")) {
            result = result.with(technique, false);
        }
        return result;
    }

    /** The techniques named by {@code option} (comma-separated short names; none if absent). */
    private static List<Technique> techniques(CommandLine options, String option) throws UsageException {
        List<Technique> named = new ArrayList<>();
        for (String name : options.get(option, "").split(",")) {
            if (name.isBlank()) {
                continue;
            }
            try {
                named.add(Technique.fromShortName(name.trim()));
            } catch (IllegalArgumentException e) {
                throw new UsageException(option + " " + e.getMessage());
            }
        }
        return named;
    }

    /** The position of {@code --fen}, or the variant's start position. */
    static Position position(Variant variant, CommandLine options) throws UsageException {
        try {
            return variant.parseFen(options.get("--fen", variant.startFen()));
        } catch (IllegalArgumentException e) {
            throw new UsageException("bad FEN: " + e.getMessage());
        }
    }

    /** Exactly one of {@code --depth}, {@code --movetime}, {@code --nodes}. */
    static SearchLimits limits(CommandLine options) throws UsageException {
        int given = (options.has("--depth") ? 1 : 0) + (options.has("--movetime") ? 1 : 0) + (options.has("--nodes") ? 1 : 0);
        if (given != 1) {
            throw new UsageException("give exactly one of --depth, --movetime, --nodes");
        }
        if (options.has("--depth")) {
            return SearchLimits.depth(options.getInt("--depth", 1, 1, SearchLimits.MAX_DEPTH));
        }
        if (options.has("--movetime")) {
            return SearchLimits.moveTime(options.getInt("--movetime", 1, 1, Integer.MAX_VALUE));
        }
        return SearchLimits.nodes(options.getInt("--nodes", 1, 1, Integer.MAX_VALUE));
    }

    /**
     * {@code depth <d> seldepth <s> score <cp n|mate n> [lowerbound|upperbound] time_ms <t> nodes <n>
     * nps <r> hashfull <h> pv <moves>}.
     */
    static String format(SearchInfo info) {
        return "depth " + info.depth() + " seldepth " + info.selectiveDepth() + " score " + info.scoreText()
                + info.bound().suffix() + " time_ms " + info.timeMs() + " nodes " + info.nodes() + " nps " + info.nps()
                + " hashfull " + info.hashFull() + " pv " + String.join(" ", info.pv());
    }
}
