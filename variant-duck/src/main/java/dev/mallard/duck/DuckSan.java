package dev.mallard.duck;

import dev.mallard.core.board.Move;
import dev.mallard.core.board.Position;
import dev.mallard.core.board.Square;
import dev.mallard.core.movegen.MoveGenerator;
import dev.mallard.core.rules.IllegalMoveException;
import dev.mallard.fide.notation.San;

/**
 * Duck Chess turns in SAN as Fairy-Stockfish writes them (its {@code duck} variant, e.g. through
 * ffish's {@code sanMove}): the piece move's SAN, a comma, the Duck's square: {@code e4,e5},
 * {@code Nf3,g1}, {@code exd5,e4}, {@code O-O,e1}, {@code bxa8=Q,c3}. The piece move carries
 * no check or mate mark, since Duck Chess has no check (a captured king is written like any
 * capture: {@code Rxe8,b1}). It is disambiguated as Fairy-Stockfish does it: another piece of the
 * same kind matters only if it could make the same turn, Duck square included. With rooks on a1
 * and f1 the turn a1e1 with the Duck to a1 is {@code Re1,a1}, since f1e1 cannot send the Duck to
 * a1 (the a1 rook stays there), while with the Duck to e4 it is {@code Rae1,e4}.
 *
 * <p>Parsing reads the piece move like {@link San#parse} (with its tolerance of missing
 * {@code x}, {@code 0-0}, promotion without {@code =}, trailing {@code +!?}), then checks the
 * whole turn with {@link DuckRules#parseTurn}, so it accepts exactly the legal turns.
 */
public final class DuckSan {
    private static final DuckRules RULES = new DuckRules();

    private DuckSan() {
    }

    /**
     * {@return the SAN of a legal turn}
     *
     * @param position the position
     * @param turn the turn, as the variant encodes it
     * @throws IllegalMoveException if {@code turn} is not a legal turn in {@code position}
     */
    public static String format(Position position, int turn) {
        // The round trip through the coordinate parser validates the Duck's square as well.
        String coordinates = RULES.formatTurn(position, turn);
        if (RULES.parseTurn(position, coordinates) != turn) {
            throw new IllegalMoveException("cannot write " + coordinates + " in SAN: it is not a legal turn here");
        }
        int duck = DuckRules.duckSquare(turn);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int count = movesWithDuckTo(position, duck, moves);
        return San.formatAmong(position, Move.base(turn), moves, count) + "," + Square.name(duck);
    }

    /** The piece moves after which the Duck may go to {@code duck}, the candidates its SAN tells apart. */
    private static int movesWithDuckTo(Position position, int duck, int[] moves) {
        int count = MoveGenerator.pseudoLegal(position, moves, 0, MoveGenerator.ALL, position.blockers());
        long empty = ~(position.occupied() | position.blockers());
        int kept = 0;
        for (int i = 0; i < count; i++) {
            if ((DuckRules.duckTargets(moves[i], empty) >>> duck & 1) != 0) {
                moves[kept++] = moves[i];
            }
        }
        return kept;
    }

    /**
     * {@return the legal turn that a Duck SAN text names}
     *
     * @param position the position
     * @param text the SAN text
     * @throws IllegalMoveException if the text is malformed, its piece move is ambiguous or
     *     illegal, or the Duck cannot go to the square named
     */
    public static int parse(Position position, String text) {
        if (text == null) {
            throw new IllegalMoveException("move must not be null");
        }
        int comma = text.lastIndexOf(',');
        if (comma < 0) {
            throw new IllegalMoveException("malformed move \"" + text + "\": a Duck turn in SAN is the piece move,"
                    + " a comma and the Duck's square, e.g. Nf3,e4");
        }
        String duckText = text.substring(comma + 1);
        int duck = duckText.length() == 2 ? Square.parse(duckText, 0) : Square.NONE;
        if (duck == Square.NONE) {
            throw new IllegalMoveException("malformed move \"" + text + "\": after the comma comes the Duck's square,"
                    + " like e4, got \"" + duckText + "\"");
        }
        String pieceText = text.substring(0, comma);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int move;
        try {
            move = San.parseAmong(position, pieceText, moves, movesWithDuckTo(position, duck, moves));
        } catch (IllegalMoveException e) {
            // No piece move fits together with this Duck square; if one fits without it, the
            // coordinate parser below says what is wrong with the Duck's square.
            int count = MoveGenerator.pseudoLegal(position, moves, 0, MoveGenerator.ALL, position.blockers());
            move = San.parseAmong(position, pieceText, moves, count);
        }
        String coordinates = Move.toUci(move) + "," + Square.name(Move.to(move)) + duckText;
        try {
            return RULES.parseTurn(position, coordinates);
        } catch (IllegalMoveException e) {
            throw new IllegalMoveException("\"" + text + "\" (" + coordinates + "): " + e.getMessage());
        }
    }
}
