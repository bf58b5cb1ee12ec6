package dev.mallard.cli;

import dev.mallard.core.board.Position;
import dev.mallard.core.rules.Perft;
import dev.mallard.core.rules.PerftTable;
import dev.mallard.core.variant.Variant;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

/**
 * {@code mallard perft --variant V [--fen F] --depth N [--divide]}: counts leaf turns, with one
 * {@code move: count} line per root turn when dividing, and a last line
 * {@code nodes N time_ms T nps R}. With {@code --table FILE} it checks every row of a reference
 * table ({@code fen<TAB>depth<TAB>nodes}) instead, one {@code ok}/{@code MISMATCH} line per row.
 */
final class PerftCommand {
    static final String USAGE = "mallard perft [--variant V] ([--fen FEN] --depth N [--divide] | --table FILE)";

    private PerftCommand() {
    }

    /** Returns the exit status: 0, or 1 when a table row does not match. */
    static int run(String[] args, PrintStream out) throws UsageException {
        CommandLine options = new CommandLine(args, 1, Set.of("--variant", "--fen", "--depth", "--table"), Set.of("--divide"));
        Variant variant = options.variant();
        if (options.has("--table")) {
            if (options.has("--fen") || options.has("--depth") || options.has("--divide")) {
                throw new UsageException("--table takes its positions and depths from the file: drop --fen, --depth, --divide");
            }
            return checkTable(variant, Path.of(options.get("--table", "")), out);
        }
        if (!options.has("--depth")) {
            throw new UsageException("option --depth is required");
        }
        int depth = options.getInt("--depth", 0, 1, 20);
        Position position = position(variant, options.get("--fen", variant.startFen()));
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
        out.println(summary(nodes, System.nanoTime() - start));
        return 0;
    }

    private static int checkTable(Variant variant, Path file, PrintStream out) throws UsageException {
        List<PerftTable.Row> rows;
        try {
            rows = PerftTable.read(file);
        } catch (NoSuchFileException e) {
            throw new UsageException("cannot read perft table " + file + ": no such file");
        } catch (IOException | IllegalArgumentException e) {
            throw new UsageException("cannot read perft table " + file + ": " + e.getMessage());
        }
        Perft perft = new Perft(variant.rules());
        int mismatches = 0;
        long total = 0;
        long allNanos = 0;
        for (PerftTable.Row row : rows) {
            Position position = position(variant, row.fen());
            long start = System.nanoTime();
            long nodes = perft.count(position, row.depth());
            long nanos = System.nanoTime() - start;
            total += nodes;
            allNanos += nanos;
            boolean ok = nodes == row.nodes();
            if (!ok) {
                mismatches++;
            }
            out.println((ok ? "ok " : "MISMATCH ") + "depth " + row.depth() + " expected " + row.nodes()
                    + " got " + nodes + " time_ms " + nanos / 1_000_000 + " fen " + row.fen());
        }
        out.println("rows " + rows.size() + " mismatches " + mismatches);
        out.println(summary(total, allNanos));
        return mismatches == 0 ? 0 : 1;
    }

    private static Position position(Variant variant, String fen) throws UsageException {
        try {
            return variant.parseFen(fen);
        } catch (IllegalArgumentException e) {
            throw new UsageException("bad FEN: " + e.getMessage());
        }
    }

    private static String summary(long nodes, long nanos) {
        long nps = nanos == 0 ? 0 : (long) (nodes * 1e9 / nanos);
        return "nodes " + nodes + " time_ms " + nanos / 1_000_000 + " nps " + nps;
    }
}
