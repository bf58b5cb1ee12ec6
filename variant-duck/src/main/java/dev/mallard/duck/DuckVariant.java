package dev.mallard.duck;

import dev.mallard.core.board.Fen;
import dev.mallard.core.board.Position;
import dev.mallard.core.rules.GameStatus;
import dev.mallard.core.rules.Rules;
import dev.mallard.core.variant.Variant;

/**
 * Duck Chess, CECP name {@code duck}: FEN with the Duck as {@code '*'} (absent before the first
 * turn), turns in the notation of {@link DuckRules}. Only the rules so far: the search is not
 * built yet, so this is a plain {@link Variant} (perft, FEN and notation work; the search
 * commands refuse it).
 */
public final class DuckVariant implements Variant {
    private static final DuckRules RULES = new DuckRules();

    @Override
    public String name() {
        return "duck";
    }

    /** The standard start position; the Duck enters the board with White's first turn. */
    @Override
    public String startFen() {
        return Fen.START;
    }

    /**
     * Parses FEN with at most one Duck ({@code '*'}). The checks are those of standard FEN
     * (with their messages: more than one Duck, the Duck on the en-passant square, ...) and no
     * check-related ones: a side not to move whose king is attacked is a normal Duck Chess
     * position (its king can be captured now). A FEN without a king, a finished game, is
     * rejected like any FEN without a king.
     *
     * @throws dev.mallard.core.board.FenException naming the offending field
     */
    @Override
    public Position parseFen(String fen) {
        return Fen.parse(fen, true);
    }

    /** The FEN, with the Duck as {@code '*'}. */
    @Override
    public String toFen(Position position) {
        return Fen.toFen(position);
    }

    @Override
    public Rules rules() {
        return RULES;
    }

    /** The rules with the Duck-specific extras: game status, winner, CECP output. */
    public DuckRules duckRules() {
        return RULES;
    }

    /** Fairy-Stockfish's Duck SAN: the piece move's SAN, a comma, the Duck's square ({@code Nf3,e4}). */
    @Override
    public String formatSan(Position position, int turn) {
        return DuckSan.format(position, turn);
    }

    /** Reads the SAN of {@link #formatSan}; see {@link DuckSan#parse}. */
    @Override
    public int parseSan(Position position, String text) {
        return DuckSan.parse(position, text);
    }

    /** King captured, the stalemate win, fifty moves and repetition, by the Duck rules. */
    @Override
    public GameStatus status(Position position) {
        return RULES.status(position);
    }

    /** The side that captured the king or is stalemated wins; -1 for a draw. */
    @Override
    public int winner(Position position, GameStatus status) {
        if (status == GameStatus.ONGOING) {
            throw new IllegalArgumentException("the game is not over");
        }
        int winner = RULES.winner(position);
        return winner == DuckRules.NO_WINNER ? -1 : winner;
    }
}
