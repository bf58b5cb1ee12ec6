/**
 * The shared search as a library offers it, exported by {@code dev.mallard.core}. Its API, for a
 * protocol or a program that searches: {@link dev.mallard.core.search.Searcher} with its
 * {@link dev.mallard.core.search.TranspositionTable}, {@link dev.mallard.core.search.SearchLimits},
 * {@link dev.mallard.core.search.SearchOptions} (with {@link dev.mallard.core.search.Technique}
 * and {@link dev.mallard.core.search.SearchParameters}), the reports
 * ({@link dev.mallard.core.search.SearchInfo}, {@link dev.mallard.core.search.SearchListener}),
 * the result ({@link dev.mallard.core.search.SearchResult}) and {@link dev.mallard.core.search.Score}.
 * Its SPI, for a variant: {@link dev.mallard.core.search.SearchRules},
 * {@link dev.mallard.core.search.BackupRule} with the built-in
 * {@link dev.mallard.core.search.NegamaxBackup} and {@link dev.mallard.core.search.SecondBestBackup},
 * {@link dev.mallard.core.search.Evaluator} with its {@link dev.mallard.core.search.ScoreCache},
 * and the brute-force reference {@link dev.mallard.core.search.Oracle} with
 * {@link dev.mallard.core.search.MinimaxOracle}.
 *
 * <p>The search itself (iterative deepening, the node search, quiescence, move ordering, the
 * histories, the search stack and lines, limits and reports, helper threads) lives in
 * {@code dev.mallard.core.search.tree}, which the module does not export.
 */
package dev.mallard.core.search;
