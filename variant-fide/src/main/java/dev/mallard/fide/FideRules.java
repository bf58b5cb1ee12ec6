package dev.mallard.fide;

import dev.mallard.core.board.Bitboards;
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
 * The laws of chess: legal moves (no king left in check), check, checkmate, stalemate, the
 * fifty-move rule, threefold repetition and insufficient material. Turns are plain
 * {@link Move}s in coordinate notation ({@code e2e4}, {@code e7e8q}, castling {@code e1g1}).
 */
public final class FideRules implements Rules {
    /** The rules of FIDE chess; one instance may serve any number of games. */
    public FideRules() {
    }

    @Override
    public int maxTurns() {
        return MoveGenerator.MAX_MOVES;
    }

    @Override
    public int generateTurns(Position position, int[] turns, int start) {
        return MoveGenerator.legal(position, turns, start, MoveGenerator.ALL);
    }

    @Override
    public void makeTurn(Position position, int turn) {
        position.makeMove(turn);
    }

    @Override
    public void unmakeTurn(Position position, int turn) {
        position.unmakeMove(turn);
    }

    @Override
    public String formatTurn(Position position, int turn) {
        return Move.toUci(turn);
    }

    @Override
    public int parseTurn(Position position, String text) {
        return parseCoordinateMove(position, text);
    }

    /**
     * {@return the legal FIDE move that coordinate text names ({@code e2e4}, {@code e7e8q},
     * castling as the king's move {@code e1g1})}
     *
     * @param position the position
     * @param text the move in coordinate notation
     * @throws IllegalMoveException if the text is malformed or the move is not legal here
     */
    public static int parseCoordinateMove(Position position, String text) {
        if (text == null) {
            throw new IllegalMoveException("move must not be null");
        }
        int from = text.length() >= 4 ? Square.parse(text, 0) : Square.NONE;
        int to = text.length() >= 4 ? Square.parse(text, 2) : Square.NONE;
        if (from == Square.NONE || to == Square.NONE || text.length() > 5) {
            throw new IllegalMoveException("malformed move \"" + text + "\": expected coordinates like e2e4 or e7e8q",
                    "malformed move");
        }
        int promotion = PieceType.NONE;
        if (text.length() == 5) {
            promotion = PieceType.fromChar(text.charAt(4));
            if (promotion < PieceType.KNIGHT || promotion > PieceType.QUEEN || Character.isUpperCase(text.charAt(4))) {
                throw new IllegalMoveException("malformed move \"" + text + "\": the promotion letter must be q, r, b or n",
                        "bad promotion letter");
            }
        }
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int count = MoveGenerator.legal(position, moves, 0, MoveGenerator.ALL);
        return MoveLists.select(moves, count, text, from, to, promotion);
    }

    /**
     * {@return whether the side to move is in check}
     *
     * @param position the position
     */
    public boolean inCheck(Position position) {
        return position.inCheck();
    }

    /**
     * {@return whether the side to move has at least one legal move}
     *
     * @param position the position
     */
    public boolean hasLegalMove(Position position) {
        return MoveGenerator.legal(position, new int[MoveGenerator.MAX_MOVES], 0, MoveGenerator.ALL) > 0;
    }

    /**
     * {@return the state of the game: mate and stalemate first (a mate on the hundredth half-move
     * still wins), then the draws by fifty moves, threefold repetition and insufficient material}
     *
     * @param position the position
     */
    public GameStatus status(Position position) {
        if (!hasLegalMove(position)) {
            return position.inCheck() ? GameStatus.CHECKMATE : GameStatus.STALEMATE;
        }
        if (position.halfmoveClock() >= 100) {
            return GameStatus.FIFTY_MOVE_RULE;
        }
        if (position.repetitions() >= 2) {
            return GameStatus.THREEFOLD_REPETITION;
        }
        if (isInsufficientMaterial(position)) {
            return GameStatus.INSUFFICIENT_MATERIAL;
        }
        return GameStatus.ONGOING;
    }

    /**
     * {@return whether no sequence of legal moves can end in mate: bare kings, a single minor
     * piece, or only bishops that all stand on squares of one colour}
     *
     * @param position the position
     */
    public static boolean isInsufficientMaterial(Position position) {
        if ((position.pieces(PieceType.PAWN) | position.pieces(PieceType.ROOK) | position.pieces(PieceType.QUEEN)) != 0) {
            return false;
        }
        long minors = position.pieces(PieceType.KNIGHT) | position.pieces(PieceType.BISHOP);
        if (Long.bitCount(minors) <= 1) {
            return true;
        }
        long bishops = position.pieces(PieceType.BISHOP);
        return position.pieces(PieceType.KNIGHT) == 0
                && ((bishops & Bitboards.LIGHT_SQUARES) == 0 || (bishops & ~Bitboards.LIGHT_SQUARES) == 0);
    }
}
