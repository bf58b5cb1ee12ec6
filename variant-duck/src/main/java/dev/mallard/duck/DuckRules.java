package dev.mallard.duck;

import dev.mallard.core.board.Castling;
import dev.mallard.core.board.Color;
import dev.mallard.core.board.Move;
import dev.mallard.core.board.PieceType;
import dev.mallard.core.board.Position;
import dev.mallard.core.board.Square;
import dev.mallard.core.movegen.MoveGenerator;
import dev.mallard.core.rules.GameStatus;
import dev.mallard.core.rules.IllegalMoveException;
import dev.mallard.core.rules.MoveLists;
import dev.mallard.core.rules.Rules;

/**
 * The rules of Duck Chess, as Fairy-Stockfish's {@code duck} variant plays them: a turn is a
 * FIDE move without check (a king may move into attack, castling needs only free squares
 * between king and rook) followed by moving the Duck, the {@linkplain Position#blockerSquare()
 * blocker}, to a different empty square. Capturing the king wins; a side with no move at the
 * start of its turn wins too.
 *
 * <p>A turn is an {@code int}: the FIDE {@link Move} in bits 0–15, the Duck's target square in
 * bits 16–21 and bit 22 set ({@link #DUCK_FLAG}), so that a Duck sent to a1 (square 0) is still
 * told apart from a bare move.
 *
 * <p>Notation: the API/UCI form {@code e2e4,e4d5} with a promotion on the first leg
 * ({@code e7e8q,e8d5}); {@link #parseTurn} also reads the CECP form with the promotion on the
 * second leg ({@code e7e8,e8d5q}), and {@link #cecpLegs} writes the two lines Fairy-Stockfish
 * sends to an XBoard GUI.
 *
 * <p>The instance holds no state: one serves any number of positions and threads.
 */
public final class DuckRules implements Rules {
    /** The rules of Duck Chess; one instance may serve any number of games. */
    public DuckRules() {
    }

    /** Where the Duck's square starts in a turn. */
    public static final int DUCK_SHIFT = 16;
    /** Set in every turn, so that a turn sending the Duck to a1 is not a bare FIDE move. */
    public static final int DUCK_FLAG = 1 << 22;
    /** Returned by {@link #winner} while nobody has won. */
    public static final int NO_WINNER = -1;
    /**
     * The turn buffer size: more pseudo-legal FIDE moves than any position has
     * ({@link MoveGenerator#MAX_MOVES}) times more Duck squares than any move leaves (64).
     */
    public static final int MAX_TURNS = MoveGenerator.MAX_MOVES * 64;

    private static final String[] COLOR_NAMES = {"White", "Black"};
    /** Duck squares for the example in an error message. */
    private static final int D5 = Square.of(3, 4);
    private static final int E5 = Square.of(4, 4);

    /**
     * {@return a turn: the FIDE {@code move} (low 16 bits), then the Duck to {@code duckSquare}}
     *
     * @param move the move
     * @param duckSquare the Duck's square
     */
    public static int turn(int move, int duckSquare) {
        return Move.base(move) | duckSquare << DUCK_SHIFT | DUCK_FLAG;
    }

    /**
     * {@return the FIDE move of a turn}
     *
     * @param turn the turn, as the variant encodes it
     */
    public static int move(int turn) {
        return Move.base(turn);
    }

    /**
     * {@return the square the Duck goes to in a turn}
     *
     * @param turn the turn, as the variant encodes it
     */
    public static int duckSquare(int turn) {
        return turn >>> DUCK_SHIFT & 63;
    }

    @Override
    public int maxTurns() {
        return MAX_TURNS;
    }

    /**
     * Every pseudo-legal FIDE move (blocked by the Duck) combined with every square that is
     * empty after it, in generation order of the moves and then by square. None when a king
     * has been captured: the game is over.
     */
    @Override
    public int generateTurns(Position position, int[] turns, int start) {
        if (isKingCaptured(position)) {
            return start;
        }
        long blockers = position.blockers();
        int end = MoveGenerator.pseudoLegal(position, turns, start, MoveGenerator.ALL, blockers);
        long empty = ~(position.occupied() | blockers);
        int total = 0;
        for (int i = start; i < end; i++) {
            total += Long.bitCount(duckTargets(turns[i], empty));
        }
        // Expand in place from the back: the turns of move i start at or after index i, because
        // every move leaves at least one Duck square (the square it left), so no move is
        // overwritten before it is read.
        int write = start + total;
        int last = write;
        for (int i = end - 1; i >= start; i--) {
            int move = turns[i];
            long targets = duckTargets(move, empty);
            write -= Long.bitCount(targets);
            int w = write;
            int base = move | DUCK_FLAG;
            while (targets != 0) {
                turns[w++] = base | Long.numberOfTrailingZeros(targets) << DUCK_SHIFT;
                targets &= targets - 1;
            }
        }
        return last;
    }

    /**
     * Counts the turns without writing them: each move has the empty squares of the position
     * as Duck squares, minus its to-square, plus the squares it empties (from-square, the pawn
     * taken en passant, the castling rook's square). Net: one more for captures, the same for
     * every other move.
     */
    @Override
    public long countTurns(Position position, int[] scratch) {
        if (isKingCaptured(position)) {
            return 0;
        }
        long blockers = position.blockers();
        int count = MoveGenerator.pseudoLegal(position, scratch, 0, MoveGenerator.ALL, blockers);
        long enemy = position.colorPieces(position.sideToMove() ^ 1);
        long captures = 0;
        for (int i = 0; i < count; i++) {
            int move = scratch[i];
            captures += (enemy >>> (move >>> 6 & 63) & 1) | (Move.kind(move) == Move.EN_PASSANT ? 1 : 0);
        }
        return (long) count * Long.bitCount(~(position.occupied() | blockers)) + captures;
    }

    /**
     * {@return the squares the Duck may go to after {@code move}: the squares {@code empty} before
     * it (which excludes the Duck's own square), plus those it empties, minus those it fills}
     *
     * @param move the move
     * @param empty the empty squares
     */
    public static long duckTargets(int move, long empty) {
        int to = move >>> 6 & 63;
        long targets = (empty | 1L << (move & 63)) & ~(1L << to);
        int kind = move >>> 12 & 15;
        if (kind == Move.EN_PASSANT) {
            targets |= 1L << (to ^ 8);
        } else if (kind == Move.CASTLING) {
            int index = Castling.indexOfKingTarget(to);
            targets = (targets | 1L << Castling.rookFrom(index)) & ~(1L << Castling.rookTo(index));
        }
        return targets;
    }

    @Override
    public void makeTurn(Position position, int turn) {
        position.makeMove(Move.base(turn));
        position.moveBlocker(turn >>> DUCK_SHIFT & 63);
    }

    @Override
    public void unmakeTurn(Position position, int turn) {
        position.unmakeMove(Move.base(turn));
    }

    /** The API/UCI form: {@code e2e4,e4d5}, a promotion on the first leg ({@code e7e8q,e8d5}). */
    @Override
    public String formatTurn(Position position, int turn) {
        int move = Move.base(turn);
        return Move.toUci(move) + "," + Square.name(Move.to(move)) + Square.name(duckSquare(turn));
    }

    /**
     * {@return the turn as the two CECP {@code move} lines Fairy-Stockfish sends: the piece's leg
     * ending in a comma, then the Duck's leg with any promotion letter ({@code e7e8,} and {@code
     * e8d5q})}
     *
     * @param position the position
     * @param turn the turn, as the variant encodes it
     */
    public static String[] cecpLegs(Position position, int turn) {
        int move = Move.base(turn);
        String to = Square.name(Move.to(move));
        String promotion = Move.isPromotion(move) ? String.valueOf(PieceType.toChar(Move.promotionType(move))) : "";
        return new String[] {Square.name(Move.from(move)) + to + ",", to + Square.name(duckSquare(turn)) + promotion};
    }

    /**
     * The legal turn named by {@code text}: {@code <from><to>[promotion],<to><duck>} (API/UCI)
     * or {@code <from><to>,<to><duck>[promotion]} (CECP).
     *
     * @throws IllegalMoveException saying what is wrong: a malformed piece leg, the Duck's leg
     *     missing, garbage after the comma, a Duck leg that does not start where the piece
     *     landed, an illegal piece move, the Duck left in place or sent to an occupied square,
     *     or a finished game
     */
    @Override
    public int parseTurn(Position position, String text) {
        if (text == null) {
            throw new IllegalMoveException("move must not be null");
        }
        int comma = text.indexOf(',');
        String leg = comma < 0 ? text : text.substring(0, comma);
        int from = leg.length() >= 4 ? Square.parse(leg, 0) : Square.NONE;
        int to = leg.length() >= 4 ? Square.parse(leg, 2) : Square.NONE;
        if (from == Square.NONE || to == Square.NONE || leg.length() > 5
                || leg.length() == 5 && !Character.isLetter(leg.charAt(4))) {
            throw new IllegalMoveException("malformed move \"" + text
                    + "\": expected a piece move and the Duck's move like e2e4,e4d5 or e7e8q,e8d5", "malformed move");
        }
        int promotion = leg.length() == 5 ? promotionLetter(text, leg.charAt(4)) : PieceType.NONE;
        if (comma < 0 || comma == text.length() - 1) {
            throw new IllegalMoveException("Duck move missing in \"" + text + "\": after the piece move comes the"
                    + " Duck's move, from " + Square.name(to) + " to its new square, e.g. " + leg + ","
                    + Square.name(to) + Square.name(to == D5 ? E5 : D5), "no Duck square given");
        }
        String duckLeg = text.substring(comma + 1);
        int duckFrom = duckLeg.length() >= 4 ? Square.parse(duckLeg, 0) : Square.NONE;
        int duck = duckLeg.length() >= 4 ? Square.parse(duckLeg, 2) : Square.NONE;
        if (duckFrom == Square.NONE || duck == Square.NONE || duckLeg.length() > 5
                || duckLeg.length() == 5 && !Character.isLetter(duckLeg.charAt(4))) {
            throw new IllegalMoveException("garbage after the comma in \"" + text + "\": expected the Duck's move"
                    + " like " + Square.name(to) + "d5 (its first square is where the piece went), got \""
                    + duckLeg + "\"", "malformed Duck move");
        }
        if (duckLeg.length() == 5) {
            if (promotion != PieceType.NONE) {
                throw new IllegalMoveException("malformed move \"" + text + "\": the promotion letter is given twice",
                        "promotion letter given twice");
            }
            promotion = promotionLetter(text, duckLeg.charAt(4));
        }
        if (duckFrom != to) {
            throw new IllegalMoveException("malformed move \"" + text + "\": the Duck's move must start at "
                    + Square.name(to) + ", the square the piece moved to, not at " + Square.name(duckFrom),
                    "the Duck must start on " + Square.name(to));
        }
        int kingless = kingCapturedColor(position);
        if (kingless != NO_WINNER) {
            throw new IllegalMoveException("illegal move \"" + text + "\": the game is over, the "
                    + COLOR_NAMES[kingless] + " king has been captured", "the game is over");
        }
        int move = findMove(position, text, from, to, promotion);
        if (duck == position.blockerSquare()) {
            throw new IllegalMoveException("illegal move \"" + text + "\": Duck left in place, it must move from "
                    + Square.name(duck) + " to another empty square", "the Duck must move");
        }
        long targets = duckTargets(move, ~(position.occupied() | position.blockers()));
        if ((targets >>> duck & 1) == 0) {
            throw new IllegalMoveException("illegal move \"" + text + "\": Duck on an occupied square, "
                    + Square.name(duck) + " is not empty after " + Move.toUci(move), "Duck square occupied");
        }
        return turn(move, duck);
    }

    private static int promotionLetter(String text, char letter) {
        int type = PieceType.fromChar(letter);
        if (type < PieceType.KNIGHT || type > PieceType.QUEEN || Character.isUpperCase(letter)) {
            throw new IllegalMoveException("malformed move \"" + text + "\": the promotion letter must be q, r, b or n",
                    "bad promotion letter");
        }
        return type;
    }

    private static int findMove(Position position, String text, int from, int to, int promotion) {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int count = MoveGenerator.pseudoLegal(position, moves, 0, MoveGenerator.ALL, position.blockers());
        return MoveLists.select(moves, count, text, from, to, promotion);
    }

    // ----------------------------------------------------------------------------------------
    // Game end

    /**
     * {@return whether a king is missing: it was captured and the game is over}
     *
     * @param position the position
     */
    public static boolean isKingCaptured(Position position) {
        return kingCapturedColor(position) != NO_WINNER;
    }

    private static int kingCapturedColor(Position position) {
        if (position.pieces(Color.WHITE, PieceType.KING) == 0) {
            return Color.WHITE;
        }
        if (position.pieces(Color.BLACK, PieceType.KING) == 0) {
            return Color.BLACK;
        }
        return NO_WINNER;
    }

    /**
     * {@return whether the side to move has a turn (some piece can move; a Duck square always
     * follows)}
     *
     * @param position the position
     */
    public static boolean hasTurn(Position position) {
        return !isKingCaptured(position) && MoveGenerator.pseudoLegal(position, new int[MoveGenerator.MAX_MOVES], 0,
                MoveGenerator.ALL, position.blockers()) > 0;
    }

    /**
     * {@return the state of the game, in this order: a captured king ({@link
     * GameStatus#KING_CAPTURED}, the capturer wins), no move for the side to move ({@link
     * GameStatus#STALEMATE}, which <em>wins</em> in Duck Chess, also on the hundredth half-move, as
     * in Fairy-Stockfish), then the fifty-move rule and threefold repetition (the Duck's square is
     * part of the position)} Duck Chess knows no check, so no checkmate and no draw by insufficient
     * material.
     *
     * @param position the position
     */
    public GameStatus status(Position position) {
        if (isKingCaptured(position)) {
            return GameStatus.KING_CAPTURED;
        }
        if (!hasTurn(position)) {
            return GameStatus.STALEMATE;
        }
        if (position.halfmoveClock() >= 100) {
            return GameStatus.FIFTY_MOVE_RULE;
        }
        if (position.repetitions() >= 2) {
            return GameStatus.THREEFOLD_REPETITION;
        }
        return GameStatus.ONGOING;
    }

    /**
     * {@return the colour that has won ({@link Color#WHITE} or {@link Color#BLACK}): the one that
     * captured the king, or the side to move when it has no move; {@link #NO_WINNER} while the game
     * goes on or when it is drawn}
     *
     * @param position the position
     */
    public int winner(Position position) {
        int kingless = kingCapturedColor(position);
        if (kingless != NO_WINNER) {
            return kingless ^ 1;
        }
        return hasTurn(position) ? NO_WINNER : position.sideToMove();
    }
}
