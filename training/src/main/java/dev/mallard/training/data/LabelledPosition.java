package dev.mallard.training.data;

import java.util.Locale;

/**
 * One line of training data: a position, the score a search gave it and the result of the game
 * it was played in, both from White's point of view. The text form is
 * {@code FEN | score | result}, for example
 * {@code rnbqkb1r/pppp1ppp/5n2/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3 | 21 | 0.5}: the FEN in
 * the variant's own dialect, the score in centipawns, the result 1.0 (White won), 0.5 or 0.0.
 * Lines starting with {@code #} are comments (the data generator's header and game markers).
 *
 * @param fen    the position, in the variant's FEN dialect
 * @param score  the search score in centipawns from White's point of view
 * @param result the game's result for White: 1.0, 0.5 or 0.0
 */
public record LabelledPosition(String fen, int score, double result) {
    private static final String SEPARATOR = " | ";

    /**
     * Validates the fields.
     *
     * @param fen    the position, in the variant's FEN dialect, without {@code |}
     * @param score  the search score in centipawns from White's point of view
     * @param result the game's result for White: 1.0, 0.5 or 0.0
     */
    public LabelledPosition {
        if (fen == null || fen.isBlank() || fen.contains("|")) {
            throw new IllegalArgumentException("need a FEN without '|', got \"" + fen + "\"");
        }
        if (result != 0.0 && result != 0.5 && result != 1.0) {
            throw new IllegalArgumentException("result must be 0.0, 0.5 or 1.0, got " + result);
        }
    }

    /**
     * The line {@code FEN | score | result}.
     *
     * @return the text line
     */
    public String format() {
        return fen + SEPARATOR + score + SEPARATOR + String.format(Locale.ROOT, "%.1f", result);
    }

    /**
     * Reads a line written by {@link #format()}.
     *
     * @param line a data line (not a comment)
     * @return the labelled position
     * @throws IllegalArgumentException saying what is wrong with the line
     */
    public static LabelledPosition parse(String line) {
        String[] fields = line.split("\\|");
        if (fields.length != 3) {
            throw new IllegalArgumentException("need FEN | score | result, got \"" + line + "\"");
        }
        int score;
        double result;
        try {
            score = Integer.parseInt(fields[1].strip());
            result = Double.parseDouble(fields[2].strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("score must be a whole number and result 0.0, 0.5 or 1.0 in \"" + line + "\"", e);
        }
        return new LabelledPosition(fields[0].strip(), score, result);
    }
}
