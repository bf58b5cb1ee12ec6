package dev.mallard.core.engine;

import dev.mallard.core.nnue.Network;
import dev.mallard.core.search.Evaluator;
import dev.mallard.core.search.SearchOptions;
import dev.mallard.core.search.Searcher;
import dev.mallard.core.search.TranspositionTable;
import dev.mallard.core.variant.SearchableVariant;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The searchers of one {@link Engine}: the one of the variant it plays, those of the variants it
 * played before (kept, so that switching back and forth allocates nothing), all on one
 * transposition table, and the settings every one of them is told: options, threads, MultiPV, the
 * network that replaces the evaluation of the variants that play networks, and whether they play
 * networks at all.
 *
 * <p>Not thread-safe: the engine calls it under its lock only, and never while a search runs.
 */
final class VariantSearchers {
    private final TranspositionTable table;
    /** The variant played. */
    private SearchableVariant variant;
    /** The variant's searcher on {@link #table}; replaced with the variant. */
    private Searcher searcher;
    /** The searchers of the variants played before, on the same table, by variant. */
    private final Map<SearchableVariant, Searcher> others = new IdentityHashMap<>();
    /** What the searcher was told, so that a searcher for another variant is told the same. */
    private SearchOptions options = SearchOptions.defaults();
    private int threads = 1;
    /**
     * The network that the variants playing networks evaluate with instead of their own
     * evaluation, null for their own.
     */
    private Network network;
    /**
     * Whether the variants playing networks play them ({@link #network} or the one they ship);
     * when false they play their hand evaluation and {@link #network} waits, kept.
     */
    private boolean useNetworks = true;
    private int multiPv = 1;

    /** The searcher of {@code variant} on a new table of {@code hashMb} MB, with the default settings. */
    VariantSearchers(SearchableVariant variant, int hashMb) {
        this.variant = variant;
        this.table = new TranspositionTable(hashMb);
        this.searcher = newSearcher(variant);
    }

    /** {@return the variant played} */
    SearchableVariant variant() {
        return variant;
    }

    /** {@return the searcher of the variant played} */
    Searcher current() {
        return searcher;
    }

    /** Plays {@code next} (a searcher of its own, told the settings), everything learnt forgotten. */
    void play(SearchableVariant next) {
        if (next != variant) {
            others.put(variant, searcher);
            Searcher kept = others.remove(next);
            searcher = kept != null ? kept : newSearcher(next);
            variant = next;
            searcher.setOptions(options);
            if (searcher.threads() != threads) {
                searcher.setThreads(threads, evaluators(next));
            }
            searcher.setMultiPv(multiPv);
        }
        searcher.clear();
    }

    /** Tells the searcher played {@code next} options, and those played later. */
    void setOptions(SearchOptions next) {
        searcher.setOptions(next);
        options = next;
    }

    /** Searches with {@code count} threads from now on (see {@link Engine#setThreads}). */
    void setThreads(int count) {
        searcher.setThreads(count, evaluators(variant));
        threads = count;
    }

    /** Finds {@code lines} best turns from now on (see {@link Engine#setMultiPv}). */
    void setMultiPv(int lines) {
        searcher.setMultiPv(lines);
        multiPv = lines;
    }

    /**
     * Has the variants that play networks evaluate with {@code next}, or their own evaluation when
     * it is null; their searchers are rebuilt, the one played at once and emptied.
     */
    void setNetwork(Network next) {
        if (next == network) {
            return;
        }
        network = next;
        rebuildNetworkPlayers();
    }

    /**
     * Has the variants that play networks play them ({@code use}) or their hand evaluations; their
     * searchers are rebuilt, the one played at once and emptied. The network set stays.
     */
    void setUseNetworks(boolean use) {
        if (use == useNetworks) {
            return;
        }
        useNetworks = use;
        rebuildNetworkPlayers();
    }

    /** {@return whether the variants that play networks play them} */
    boolean usesNetworks() {
        return useNetworks;
    }

    /** After a change of their evaluation: the searchers of the variants that play networks are rebuilt. */
    private void rebuildNetworkPlayers() {
        // Searchers of other variants are rebuilt when played again; the current one now.
        others.keySet().removeIf(SearchableVariant::playsNetworks);
        if (variant.playsNetworks()) {
            searcher = newSearcher(variant);
            searcher.clear();
        }
    }

    /**
     * Where the search threads of {@code played} get their evaluation: its hand evaluation while
     * networks are off (whatever network is set: as Stockfish's {@code Use NNUE}, off wins), else
     * the network set or its own ({@link SearchableVariant#evaluators}).
     */
    private Supplier<Evaluator> evaluators(SearchableVariant played) {
        return useNetworks ? played.evaluators(network) : played::newHandEvaluator;
    }

    /** A searcher for {@code played} on the table, told what this engine's searchers are told. */
    private Searcher newSearcher(SearchableVariant played) {
        Supplier<Evaluator> evaluators = evaluators(played);
        Searcher created = new Searcher(played.searchRules(), evaluators.get(), table);
        created.setOptions(options);
        if (threads != 1) {
            created.setThreads(threads, evaluators);
        }
        created.setMultiPv(multiPv);
        return created;
    }

    /**
     * Replaces the table by an empty one of about {@code megabytes} MB; without the memory for it
     * the table keeps its size and an {@link IllegalStateException} says so.
     */
    void resizeTable(int megabytes) {
        int kept = table.megabytes();
        try {
            table.resize(megabytes);
        } catch (OutOfMemoryError e) {
            table.resize(kept);
            throw new IllegalStateException("not enough memory for a " + megabytes + " MB hash table; kept "
                    + kept + " MB", e);
        }
    }

    /** {@return the table's size in MB} */
    int tableMegabytes() {
        return table.megabytes();
    }
}
