package dev.mallard.cecp;

import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;

/** Splits a line of CECP input into a {@link Command}. */
final class CommandParser {
    private static final Pattern WHITE_SPACE = Pattern.compile("[\\s\\u0000]+");
    /**
     * What a bare move looks like: coordinates ({@code e2e4}, {@code e7e8q}, on boards up to
     * 16 files and ranks), with a variant's extra part after a comma or slash
     * ({@code e2e4,e4d5}, {@code e2e4/e7e5}), a drop ({@code P@e4}) or castling letters.
     */
    private static final Pattern MOVE = Pattern.compile(
            "[a-p](?:1[0-6]|[1-9])[a-p](?:1[0-6]|[1-9])[a-z]?(?:[,/][a-z0-9@,/]*)?"
                    + "|[A-Za-z]@[a-p](?:1[0-6]|[1-9])|O-O(?:-O)?|0-0(?:-0)?");

    private CommandParser() {
    }

    /** The command on a line, or {@code null} for a blank line. */
    static Command parse(String line) {
        String trimmed = WHITE_SPACE.matcher(line).replaceAll(" ").strip();
        if (trimmed.isEmpty()) {
            return null;
        }
        List<String> words = Arrays.asList(trimmed.split(" "));
        return new Command(words.get(0), words.subList(1, words.size()), trimmed);
    }

    /** Whether a word looks like a move rather than a command. */
    static boolean looksLikeMove(String word) {
        return MOVE.matcher(word).matches();
    }
}
