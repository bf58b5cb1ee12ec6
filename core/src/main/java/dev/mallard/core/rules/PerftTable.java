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

    /**
     * {@return the rows of a table's text, in order}
     *
     * @param text the table's text
     */
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

    /**
     * {@return the rows of a table on the class path, e.g. a test resource {@code
     * "/perft-fide.tsv"}}
     *
     * @param name the resource name
     */
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

    /**
     * A reference table for a test suite, split by cost: the rows of at most {@code fastLimit}
     * nodes are cheap enough for every build, the others are for slow builds only.
     */
    public record Suite(List<Row> rows, long fastLimit) {
        /**
         * Defensive copy.
         *
         * @param rows the rows
         * @param fastLimit the most nodes a row may have to count as fast
         */
        public Suite {
            rows = List.copyOf(rows);
        }

        /**
         * {@return the table on the class path under {@code name} (see {@link
         * PerftTable#resource})}
         *
         * @param name the resource name
         * @param fastLimit the most nodes a row may have to count as fast
         */
        public static Suite resource(String name, long fastLimit) {
            return new Suite(PerftTable.resource(name), fastLimit);
        }

        /** {@return the rows of at most {@link #fastLimit} nodes} */
        public List<Row> fast() {
            return rows.stream().filter(r -> r.nodes() <= fastLimit).toList();
        }

        /** {@return the rows of more than {@link #fastLimit} nodes} */
        public List<Row> slow() {
            return rows.stream().filter(r -> r.nodes() > fastLimit).toList();
        }

        /** {@return the distinct FENs, in order} */
        public List<String> fens() {
            return PerftTable.fens(rows);
        }

        /**
         * {@return the count the table gives for {@code fen} at {@code depth}}
         *
         * @param fen the position's FEN
         * @param depth the depth
         */
        public long nodes(String fen, int depth) {
            return rows.stream().filter(r -> r.fen().equals(fen) && r.depth() == depth).mapToLong(Row::nodes)
                    .findFirst().orElseThrow(() -> new IllegalArgumentException(
                            "no row for depth " + depth + " of " + fen));
        }
    }

    /**
     * {@return the table's distinct FENs, in order}
     *
     * @param rows the rows
     */
    public static List<String> fens(List<Row> rows) {
        return rows.stream().map(Row::fen).distinct().toList();
    }

    /**
     * {@return the rows of a table file}
     *
     * @param file the table file
     * @throws IOException if the file cannot be read
     */
    public static List<Row> read(Path file) throws IOException {
        return parse(Files.readString(file, StandardCharsets.UTF_8));
    }
}
