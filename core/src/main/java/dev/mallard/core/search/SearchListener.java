package dev.mallard.core.search;

/** Receives the search's progress reports; called on the searching thread. */
@FunctionalInterface
public interface SearchListener {
    /** A listener that ignores everything. */
    SearchListener NONE = info -> { };

    /**
     * One completed iteration (or a new best move within one).
     *
     * @param info the report
     */
    void onInfo(SearchInfo info);
}
