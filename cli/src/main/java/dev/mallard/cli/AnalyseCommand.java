package dev.mallard.cli;

import dev.mallard.core.board.Position;
import dev.mallard.core.search.SearchResult;
import dev.mallard.core.search.Searcher;
import dev.mallard.core.variant.SearchableVariant;
import dev.mallard.protocol.NetworkSwitch;
import java.io.PrintStream;
import java.util.Set;

/**
 * {@code mallard analyse --variant V --fen F (--depth N | --movetime MS | --nodes N) [--hash MB]}:
 * one line per iteration, then {@code bestmove <move>}.
 */
final class AnalyseCommand {
    static final String USAGE = "mallard analyse [--variant V] [--fen FEN] (--depth N | --movetime MS | --nodes N) [--hash MB] [--threads N] [--off tt,null,lmr,...] [--try probcut,delta,...] [--search-param NAME=VALUE,...] [--eval-file F | --no-nnue]";

    private AnalyseCommand() {
    }

    static void run(String[] args, PrintStream out) throws UsageException {
        CommandLine options = new CommandLine(args, 1,
                Set.of("--variant", "--fen", "--depth", "--movetime", "--nodes", "--hash", "--threads", "--off", "--try", "--search-param", "--eval-file"), Set.of(NetworkSwitch.FLAG));
        SearchableVariant variant = options.searchableVariant();
        Position position = SearchCommand.position(variant, options);
        Searcher searcher = SearchCommand.searcher(variant, options, SearchCommand.DEFAULT_HASH_MB);
        SearchResult result = searcher.search(position, SearchCommand.limits(options),
                info -> out.println(SearchCommand.format(info)));
        out.println("bestmove " + (result.pvText().isEmpty() ? "(none)" : result.pvText().get(0)));
    }
}
