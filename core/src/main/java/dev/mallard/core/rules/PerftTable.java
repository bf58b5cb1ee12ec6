package dev.mallard.core.rules;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A perft reference table: one {@code fen<TAB>depth<TAB>nodes} row per line, blank lines and
 * lines starting with {@code #} ignored (the format of {@code shared/testdata/perft/}).
 */
public final class PerftTable {
    /** One row: the leaf count {@code nodes} of {@code fen} at {@code depth}. */
    public record Row(String fen, int depth, long nodes) {
        @Override
        public String toString() {
            return fen + " depth " + depth + " = " + nodes;
        }
    }

    private PerftTable() {
    }

    /** The rows of a table's text, in order. */
    public static List<Row> parse(String text) {
        List<Row> rows = new ArrayList<>();
        String[] lines = text.split("\\R");
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] cols = line.split("\t");
            try {
                if (cols.length != 3) {
                    throw new NumberFormatException("expected 3 tab-separated columns, got " + cols.length);
                }
                rows.add(new Row(cols[0], Integer.parseInt(cols[1].trim()), Long.parseLong(cols[2].trim())));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("perft table line " + (i + 1) + ": " + e.getMessage());
            }
        }
        return rows;
    }

    /** The rows of a table on the class path, e.g. a test resource {@code "/perft-fide.tsv"}. */
    public static List<Row> resource(String name) {
        try (InputStream in = PerftTable.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalArgumentException("perft table " + name + " is not on the class path");
            }
            return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The rows of at most {@code limit} nodes (cheap enough for every build). */
    public static List<Row> atMost(List<Row> rows, long limit) {
        return rows.stream().filter(r -> r.nodes() <= limit).toList();
    }

    /** The rows of more than {@code limit} nodes. */
    public static List<Row> above(List<Row> rows, long limit) {
        return rows.stream().filter(r -> r.nodes() > limit).toList();
    }

    /** The table's distinct FENs, in order. */
    public static List<String> fens(List<Row> rows) {
        return rows.stream().map(Row::fen).distinct().toList();
    }

    /** The rows of a table file. */
    public static List<Row> read(Path file) throws IOException {
        return parse(Files.readString(file, StandardCharsets.UTF_8));
    }
}
