package dev.mallard.xboard;

import dev.mallard.core.board.Position;
import dev.mallard.core.rules.Perft;
import dev.mallard.core.variant.Variant;
import java.io.PrintStream;
import java.util.List;
import java.util.Set;

/**
 * {@code mallard perft --variant V [--fen F] --depth N [--divide]}: counts leaf turns, with one
 * {@code move: count} line per root turn when dividing, and a last line
 * {@code nodes N time_ms T nps R}.
 */
final class PerftCommand {
    static final String USAGE = "mallard perft [--variant normal|duck|refusal] [--fen FEN] --depth N [--divide]";

    private PerftCommand() {
    }

    static void run(String[] args, PrintStream out) throws UsageException {
        CommandLine options = new CommandLine(args, 1, Set.of("--variant", "--fen", "--depth"), Set.of("--divide"));
        if (!options.has("--depth")) {
            throw new UsageException("option --depth is required");
        }
        int depth = options.getInt("--depth", 0, 1, 20);
        Variant variant = options.variant();
        Position position;
        try {
            position = variant.parseFen(options.get("--fen", variant.startFen()));
        } catch (IllegalArgumentException e) {
            throw new UsageException("bad FEN: " + e.getMessage());
        }
        Perft perft = new Perft(variant.rules());
        long start = System.nanoTime();
        long nodes;
        if (options.has("--divide")) {
            List<Perft.Entry> entries = perft.divide(position, depth);
            nodes = 0;
            for (Perft.Entry entry : entries) {
                out.println(entry.turn() + ": " + entry.nodes());
                nodes += entry.nodes();
            }
        } else {
            nodes = perft.count(position, depth);
        }
        long nanos = System.nanoTime() - start;
        long millis = nanos / 1_000_000;
        long nps = nanos == 0 ? 0 : (long) (nodes * 1e9 / nanos);
        out.println("nodes " + nodes + " time_ms " + millis + " nps " + nps);
    }
}
