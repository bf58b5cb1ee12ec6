package dev.mallard.match;

import dev.mallard.core.variant.Variant;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * An opening book for matches: a text file of positions in the variant's FEN, one per line.
 * Blank lines, lines starting with {@code #}, and anything after a {@code ;} on a line (a
 * comment, e.g. the score that balanced it) are ignored.
 */
public final class Openings {
    private Openings() {
    }

    /**
     * {@return the positions of {@code file}, each checked by the variant's FEN parser}
     *
     * @param file the file, one FEN or EPD line per opening
     * @param variant the variant
     * @throws IllegalArgumentException naming the file, line and problem, if a line is no FEN
     *     of the variant or the file holds no position
     * @throws IOException if the file cannot be read
     */
    public static List<String> read(Path file, Variant variant) throws IOException {
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        List<String> fens = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            int semicolon = line.indexOf(';');
            String fen = (semicolon < 0 ? line : line.substring(0, semicolon)).trim();
            if (fen.isEmpty() || fen.startsWith("#")) {
                continue;
            }
            try {
                variant.parseFen(fen);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(file + " line " + (i + 1) + ": not a " + variant.name()
                        + " FEN: " + e.getMessage());
            }
            fens.add(fen);
        }
        if (fens.isEmpty()) {
            throw new IllegalArgumentException(file + ": no opening position in the file");
        }
        return fens;
    }
}
