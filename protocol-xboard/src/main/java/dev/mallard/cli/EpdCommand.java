package dev.mallard.cli;

import dev.mallard.core.board.Position;
import dev.mallard.core.engine.Epd;
import dev.mallard.core.search.Score;
import dev.mallard.core.search.SearchLimits;
import dev.mallard.core.search.SearchListener;
import dev.mallard.core.search.SearchResult;
import dev.mallard.core.search.Searcher;
import dev.mallard.core.variant.SearchableVariant;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

/**
 * {@code mallard epd [--variant V] --file F (--movetime MS | --depth N | --nodes N)}: runs a
 * test suite whose records carry {@code bm} (best moves) or {@code am} (moves to avoid) in the
 * variant's SAN ({@link dev.mallard.core.variant.Variant#formatSan}), one line per position,
 * ending with {@code solved <k>/<n>}. FIDE chess ({@code normal}) unless told.
 */
final class EpdCommand {
    static final String USAGE = "mallard epd [--variant V] --file F (--movetime MS | --depth N | --nodes N) [--hash MB] [--threads N] [--off tt,null,lmr,...] [--eval-file F]";

    private EpdCommand() {
    }

    static void run(String[] args, PrintStream out) throws UsageException {
        CommandLine options = new CommandLine(args, 1,
                Set.of("--variant", "--file", "--depth", "--movetime", "--nodes", "--hash", "--threads", "--off", "--eval-file"), Set.of());
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
            SearchResult result = searcher.search(position, limits, SearchListener.NONE);
            int move = result.bestTurn();
            boolean ok = (best.isEmpty() || best.contains(move)) && !avoid.contains(move);
            if (ok) {
                solved++;
            }
            out.println(id + (ok ? " ok " : " FAIL ") + variant.formatSan(position, move)
                    + (best.isEmpty() ? "" : " bm " + String.join(" ", record.bm()))
                    + (avoid.isEmpty() ? "" : " am " + String.join(" ", record.am()))
                    + " score " + Score.text(result.score()) + " depth " + result.depth());
        }
        out.println("solved " + solved + "/" + number);
    }
}
