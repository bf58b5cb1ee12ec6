package dev.mallard.match;

import java.time.LocalDate;
import java.time.format.DateTimeFormatter;

/**
 * Writes a game as PGN: the seven-tag roster, {@code Variant} for a variant other than FIDE
 * chess ({@code duck}, {@code refusal}, the CECP names Fairy-Stockfish and cutechess use),
 * {@code FEN}/{@code SetUp} when the game starts from an opening position, {@code TimeControl},
 * {@code PlyCount}, and the moves with the reason for the end as a comment before the result.
 */
final class PgnWriter {
    private static final int LINE_WIDTH = 79;
    private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("yyyy.MM.dd");

    private final String variant;
    private final String startFen;
    private final String timeControl;

    PgnWriter(String variant, String startFen, String timeControl) {
        this.variant = variant;
        this.startFen = startFen;
        this.timeControl = timeControl;
    }

    /** The game as PGN text, ending with a blank line. */
    String format(GameRecord game, LocalDate date) {
        StringBuilder pgn = new StringBuilder();
        tag(pgn, "Event", "mallard match");
        tag(pgn, "Site", "?");
        tag(pgn, "Date", DATE.format(date));
        tag(pgn, "Round", String.valueOf(game.number()));
        tag(pgn, "White", game.white());
        tag(pgn, "Black", game.black());
        tag(pgn, "Result", game.result().pgn());
        if (!variant.equals("normal")) {
            tag(pgn, "Variant", variant);
        }
        if (!game.fen().equals(startFen)) {
            tag(pgn, "FEN", game.fen());
            tag(pgn, "SetUp", "1");
        }
        tag(pgn, "TimeControl", timeControl);
        tag(pgn, "PlyCount", String.valueOf(game.turns().size()));
        tag(pgn, "Termination", game.whiteFaulty() || game.blackFaulty() ? "rules infraction" : "normal");
        pgn.append('\n');

        String[] fields = game.fen().split(" ");
        boolean white = fields[1].equals("w");
        int moveNumber = fields.length > 5 ? Integer.parseInt(fields[5]) : 1;
        StringBuilder line = new StringBuilder();
        boolean first = true;
        for (String turn : game.turns()) {
            if (white) {
                word(pgn, line, moveNumber + ".");
            } else if (first) {
                word(pgn, line, moveNumber + "...");
            }
            word(pgn, line, turn);
            if (!white) {
                moveNumber++;
            }
            white = !white;
            first = false;
        }
        word(pgn, line, "{" + game.reason().replace('}', ')') + "}");
        word(pgn, line, game.result().pgn());
        pgn.append(line).append("\n\n");
        return pgn.toString();
    }

    private static void tag(StringBuilder pgn, String name, String value) {
        pgn.append('[').append(name).append(" \"").append(value.replace("\\", "\\\\").replace("\"", "\\\""))
                .append("\"]\n");
    }

    /** Appends a word to the current line, starting a new line when it would grow too long. */
    private static void word(StringBuilder pgn, StringBuilder line, String word) {
        if (line.length() > 0 && line.length() + 1 + word.length() > LINE_WIDTH) {
            pgn.append(line).append('\n');
            line.setLength(0);
        }
        if (line.length() > 0) {
            line.append(' ');
        }
        line.append(word);
    }
}
