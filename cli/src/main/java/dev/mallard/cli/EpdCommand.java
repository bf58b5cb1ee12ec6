package dev.mallard.cli;

import dev.mallard.core.board.Position;
import dev.mallard.core.engine.Epd;
import dev.mallard.core.search.Score;
import dev.mallard.core.search.SearchInfo;
import dev.mallard.core.search.SearchLimits;
import dev.mallard.core.search.SearchResult;
import dev.mallard.core.search.Searcher;
import dev.mallard.core.variant.SearchableVariant;
import dev.mallard.protocol.NetworkSwitch;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * {@code mallard epd [--variant V] --file F (--movetime MS | --depth N | --nodes N)}: runs a
 * test suite whose records carry {@code bm} (best moves) or {@code am} (moves to avoid) in the
 * variant's SAN ({@link dev.mallard.core.variant.Variant#formatSan}), one line per position,
 * ending with {@code solved <k>/<n>}. A solved position also says when the search first put the
 * move it kept on top ({@code since <ms> ms depth <d>}): a position solved just before the limit
 * is one a slower machine misses. FIDE chess ({@code normal}) unless told.
 */
final class EpdCommand {
    static final String USAGE = "mallard epd [--variant V] --file F (--movetime MS | --depth N | --nodes N) [--hash MB] [--threads N] [--off tt,null,lmr,...] [--try probcut,delta,...] [--search-param NAME=VALUE,...] [--eval-file F | --no-nnue]";

    private EpdCommand() {
    }

    static void run(String[] args, PrintStream out) throws UsageException {
        CommandLine options = new CommandLine(args, 1,
                Set.of("--variant", "--file", "--depth", "--movetime", "--nodes", "--hash", "--threads", "--off", "--try", "--search-param", "--eval-file"), Set.of(NetworkSwitch.FLAG));
        SearchableVariant variant = options.searchableVariant();
        if (!options.has("--file")) {
            throw new UsageException("option --file is required");
        }
        SearchLimits limits = SearchCommand.limits(options);
        List<Epd> records;
        Path file = Path.of(options.get("--file", ""));
        try {
            if (!Files.isReadable(file)) {
                throw new UsageException("cannot read " + file);
            }
            records = Epd.readAll(variant, file);
        } catch (IOException | IllegalArgumentException e) {
            throw new UsageException("cannot read " + file + ": " + e.getMessage());
        }
        Searcher searcher = SearchCommand.searcher(variant, options, SearchCommand.DEFAULT_HASH_MB);
        int solved = 0;
        int number = 0;
        for (Epd record : records) {
            number++;
            String id = record.id().orElse("#" + number);
            Position position;
            List<Integer> best;
            List<Integer> avoid;
            try {
                position = record.position();
                best = record.moves("bm");
                avoid = record.moves("am");
            } catch (IllegalArgumentException e) {
                out.println(id + " skipped: " + e.getMessage());
                continue;
            }
            searcher.clear();
            List<SearchInfo> reports = new ArrayList<>();
            SearchResult result = searcher.search(position, limits, info -> {
                if (info.multiPv() == 1 && !info.pv().isEmpty()) {
                    reports.add(info);
                }
            });
            int move = result.bestTurn();
            boolean ok = (best.isEmpty() || best.contains(move)) && !avoid.contains(move);
            if (ok) {
                solved++;
            }
            out.println(id + (ok ? " ok " : " FAIL ") + variant.formatSan(position, move)
                    + (best.isEmpty() ? "" : " bm " + String.join(" ", record.bm()))
                    + (avoid.isEmpty() ? "" : " am " + String.join(" ", record.am()))
                    + " score " + Score.text(result.score()) + " depth " + result.depth()
                    + (ok ? since(reports, variant.rules().formatTurn(position, move)) : ""));
        }
        out.println("solved " + solved + "/" + number);
    }

    /**
     * {@code " since <ms> ms depth <d>"}: the first of the last reports that all put {@code move}
     * first, or nothing when none did (a move completed after the last report).
     */
    static String since(List<SearchInfo> reports, String move) {
        SearchInfo first = null;
        for (int i = reports.size() - 1; i >= 0 && reports.get(i).pv().get(0).equals(move); i--) {
            first = reports.get(i);
        }
        return first == null ? "" : " since " + first.timeMs() + " ms depth " + first.depth();
    }
}
