/**
 * The search's machinery behind {@link dev.mallard.core.search.Searcher}: the threads of a
 * searcher ({@link dev.mallard.core.search.tree.SearchThreads}, the package's one public type),
 * each thread's iterative deepening, the full-width node search, quiescence, move ordering with
 * the history tables, the search stack and principal lines, the static exchange, limits and
 * time, and the reports. Not exported by {@code dev.mallard.core}: no other module may depend on
 * it, so it changes with the search alone.
 */
package dev.mallard.core.search.tree;
