package dev.mallard.refusal;

import dev.mallard.core.board.Move;
import dev.mallard.core.board.PieceType;
import dev.mallard.core.board.Position;
import dev.mallard.core.board.Square;
import dev.mallard.core.movegen.MoveGenerator;
import dev.mallard.core.rules.GameStatus;
import dev.mallard.core.rules.IllegalMoveException;
import dev.mallard.core.rules.Rules;
import dev.mallard.fide.FideRules;

/**
 * The rules of Refusal Chess. A turn is a legal FIDE move plus a <em>veto</em>: one legal reply
 * of the opponent that the opponent may not play on their next move. When the opponent has at
 * most one legal reply there is no veto (a lone move must be accepted; no move means the game is
 * over). The pending veto is the position's {@link Position#forbiddenMove() forbidden move}, so
 * it is part of the key and of repetition.
 *
 * <p>A turn is an {@code int}: the FIDE {@link Move} in the low 16 bits, the veto (a FIDE move
 * of the opponent, or {@link Move#NONE}) in the high 16 bits; see {@link #turn(int, int)}. The
 * moves of the side to move are the FIDE legal moves minus the pending veto. Notation is
 * {@code <move>/<veto>} ({@code e2e4/e7e5}, {@code e7e8q/d2d1n}), or the move alone when the
 * opponent has at most one legal reply.
 *
 * <p>Stateless apart from per-thread scratch buffers and an exact per-thread memo of the last
 * board counted by {@link #countTurns}, so one instance serves every thread.
 */
public final class RefusalRules implements Rules {
    /** The rules of Refusal Chess; one instance may serve any number of games. */
    public RefusalRules() {
    }

    /**
     * More turns than any position has: at most 218 legal moves, each with at most 218 replies
     * (47,524), rounded up to 256 × 256.
     */
    public static final int MAX_TURNS = MoveGenerator.MAX_MOVES * MoveGenerator.MAX_MOVES;

    /** Per-thread move lists for {@link #generateTurns}: the side to move's moves and the replies. */
    private final ThreadLocal<int[][]> scratch =
            ThreadLocal.withInitial(() -> new int[2][MoveGenerator.MAX_MOVES]);
    /** Per-thread memo of the last board {@link #countTurns} counted. */
    private final ThreadLocal<LeafMemo> memo = ThreadLocal.withInitial(LeafMemo::new);

    /**
     * {@return the turn of {@code move} followed by {@code veto} ({@link Move#NONE} for none)}
     *
     * @param move the move
     * @param veto the vetoed move
     */
    public static int turn(int move, int veto) {
        return Move.base(move) | Move.base(veto) << 16;
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
     * {@return the veto of a turn, {@link Move#NONE} if it has none}
     *
     * @param turn the turn, as the variant encodes it
     */
    public static int veto(int turn) {
        return turn >>> 16;
    }

    @Override
    public int maxTurns() {
        return MAX_TURNS;
    }

    /**
     * Writes the moves the side to move may play, the FIDE legal moves without the pending veto,
     * into {@code moves} from {@code start} in generation order; returns the index after the last
     * one. {@code moves} needs room for {@link MoveGenerator#MAX_MOVES} from {@code start}.
     *
     * @param position the position
     * @param moves the move list
     * @param start the index of the first free slot of the list
     * @return the index after the last move written
     */
    public static int allowedMoves(Position position, int[] moves, int start) {
        int end = MoveGenerator.legal(position, moves, start, MoveGenerator.ALL);
        int forbidden = position.forbiddenMove();
        if (forbidden != Move.NONE) {
            for (int i = start; i < end; i++) {
                if (moves[i] == forbidden) {
                    System.arraycopy(moves, i + 1, moves, i, end - i - 1);
                    return end - 1;
                }
            }
        }
        return end;
    }

    /**
     * Writes the turns: for each allowed move m in generation order, one turn (m, r) per legal
     * reply r of the opponent after m, or the single turn (m, none) when the opponent has at
     * most one reply. Returns the index after the last turn.
     */
    @Override
    public int generateTurns(Position position, int[] turns, int start) {
        int[][] lists = this.scratch.get();
        int[] moves = lists[0];
        int[] replies = lists[1];
        int count = allowedMoves(position, moves, 0);
        int n = start;
        for (int i = 0; i < count; i++) {
            int move = moves[i];
            position.makeMove(move);
            int replyCount = MoveGenerator.legal(position, replies, 0, MoveGenerator.ALL);
            position.unmakeMove(move);
            if (replyCount <= 1) {
                turns[n++] = move;
            } else {
                for (int j = 0; j < replyCount; j++) {
                    turns[n++] = move | replies[j] << 16;
                }
            }
        }
        return n;
    }

    /**
     * The sum over the allowed moves of max(1, legal replies), without writing the turns.
     *
     * <p>Sibling turns (m, r1), (m, r2), … lead to the same board with different pending vetoes,
     * and perft counts them one after the other. So the count is computed per board, without
     * the veto, as the sum S over all legal moves x of w(x) = max(1, replies after x), and the
     * answer is S − w(veto). A per-thread memo keeps the last board's moves and weights; it is
     * reused only when the board, side to move, castling rights and en-passant square (all that
     * legal move generation reads) are exactly equal, so the count is always exact.
     */
    @Override
    public long countTurns(Position position, int[] scratch) {
        LeafMemo leaf = this.memo.get();
        if (!leaf.matches(position)) {
            leaf.fill(position, scratch);
        }
        long turns = leaf.total;
        int forbidden = position.forbiddenMove();
        if (forbidden != Move.NONE) {
            int[] moves = leaf.moves;
            for (int i = 0, n = leaf.count; i < n; i++) {
                if (moves[i] == forbidden) {
                    turns -= leaf.weights[i];
                    break;
                }
            }
        }
        return turns;
    }

    /** The legal moves of one board and their weights max(1, replies), for {@link #countTurns}. */
    private static final class LeafMemo {
        private final long[] bitboards = new long[PieceType.KING + 2];
        private int side = -1;
        private int castling;
        private int epSquare;
        final int[] moves = new int[MoveGenerator.MAX_MOVES];
        final int[] weights = new int[MoveGenerator.MAX_MOVES];
        int count;
        long total;

        boolean matches(Position position) {
            if (side != position.sideToMove() || castling != position.castlingRights()
                    || epSquare != position.epSquare()
                    || bitboards[0] != position.colorPieces(0) || bitboards[1] != position.colorPieces(1)) {
                return false;
            }
            for (int type = PieceType.PAWN; type <= PieceType.KING; type++) {
                if (bitboards[type + 1] != position.pieces(type)) {
                    return false;
                }
            }
            return true;
        }

        void fill(Position position, int[] scratch) {
            side = -1; // invalid while filling
            count = MoveGenerator.legal(position, moves, 0, MoveGenerator.ALL);
            long sum = 0;
            for (int i = 0; i < count; i++) {
                int move = moves[i];
                position.makeMove(move);
                int replies = MoveGenerator.legal(position, scratch, 0, MoveGenerator.ALL);
                position.unmakeMove(move);
                weights[i] = Math.max(1, replies);
                sum += weights[i];
            }
            total = sum;
            bitboards[0] = position.colorPieces(0);
            bitboards[1] = position.colorPieces(1);
            for (int type = PieceType.PAWN; type <= PieceType.KING; type++) {
                bitboards[type + 1] = position.pieces(type);
            }
            castling = position.castlingRights();
            epSquare = position.epSquare();
            side = position.sideToMove();
        }
    }

    @Override
    public void makeTurn(Position position, int turn) {
        position.makeMove(Move.base(turn));
        int veto = turn >>> 16;
        if (veto != Move.NONE) {
            position.forbidMove(veto);
        }
    }

    @Override
    public void unmakeTurn(Position position, int turn) {
        position.unmakeMove(Move.base(turn));
    }

    /** {@code e2e4/e7e5}, or {@code e2e4} for a turn without veto. */
    @Override
    public String formatTurn(Position position, int turn) {
        String move = Move.toUci(Move.base(turn));
        int veto = turn >>> 16;
        return veto == Move.NONE ? move : move + "/" + Move.toUci(veto);
    }

    /**
     * The legal turn {@code <move>/<veto>} names. The veto is required when the opponent has two
     * or more legal replies after the move (a turn is a move plus a veto) and forbidden when they
     * have at most one (a lone reply may not be vetoed).
     *
     * @throws IllegalMoveException if the text is malformed, the move is not legal or is the
     *     vetoed one, the veto is missing, not a legal reply, or vetoes a lone reply
     */
    @Override
    public int parseTurn(Position position, String text) {
        if (text == null) {
            throw new IllegalMoveException("turn must not be null");
        }
        int slash = text.indexOf('/');
        String moveText = slash < 0 ? text : text.substring(0, slash);
        String vetoText = slash < 0 ? null : text.substring(slash + 1);
        if (slash >= 0 && (moveText.isEmpty() || vetoText.isEmpty() || vetoText.indexOf('/') >= 0)) {
            throw new IllegalMoveException("malformed turn \"" + text
                    + "\": expected <move>/<veto> like e2e4/e7e5, or a move alone like e2e4 when the"
                    + " opponent has at most one legal reply", "malformed turn");
        }
        int move = FideRules.parseCoordinateMove(position, moveText);
        if (move == position.forbiddenMove()) {
            throw new IllegalMoveException("move " + moveText + " is vetoed: the opponent forbade it with their last turn",
                    "vetoed by the opponent");
        }
        int vetoCoordinates = vetoText == null ? Move.NONE : parseCoordinates(vetoText, text);
        int[] replies = new int[MoveGenerator.MAX_MOVES];
        position.makeMove(move);
        int replyCount = MoveGenerator.legal(position, replies, 0, MoveGenerator.ALL);
        position.unmakeMove(move);
        if (vetoText == null) {
            if (replyCount >= 2) {
                throw new IllegalMoveException("turn \"" + text + "\" needs a veto: after " + moveText
                        + " the opponent has " + replyCount + " legal replies; write " + moveText
                        + "/<reply>, e.g. " + moveText + "/" + Move.toUci(replies[0]), "no veto given");
            }
            return move;
        }
        if (replyCount == 0) {
            throw new IllegalMoveException("veto " + vetoText + " is not possible: after " + moveText
                    + " the opponent has no legal reply (the game is over); write " + moveText,
                    "no veto possible, the game ends");
        }
        if (replyCount == 1) {
            throw new IllegalMoveException("veto " + vetoText + " is not allowed: after " + moveText
                    + " the opponent has a single legal reply (" + Move.toUci(replies[0])
                    + "), which may not be vetoed; write " + moveText, "a lone reply may not be vetoed");
        }
        boolean fromTo = false;
        for (int i = 0; i < replyCount; i++) {
            int reply = replies[i];
            if ((reply & 0xFFF) == (vetoCoordinates & 0xFFF)) {
                fromTo = true;
                if (Move.promotionType(reply) == vetoCoordinates >>> 12) {
                    return move | reply << 16;
                }
            }
        }
        String detail = !fromTo ? ""
                : vetoCoordinates >>> 12 == PieceType.NONE ? ": a promotion needs a piece letter (q, r, b or n)"
                : ": that move does not promote";
        throw new IllegalMoveException("veto " + vetoText + " is not a legal reply after " + moveText + detail,
                "the veto is not a legal reply");
    }

    /**
     * Checks the syntax of a coordinate move and packs it as from | to &lt;&lt; 6 | promotion
     * piece type &lt;&lt; 12 (not a {@link Move}: only for matching).
     */
    private static int parseCoordinates(String text, String turn) {
        int length = text.length();
        int from = length == 4 || length == 5 ? Square.parse(text, 0) : Square.NONE;
        int to = length == 4 || length == 5 ? Square.parse(text, 2) : Square.NONE;
        int promotion = PieceType.NONE;
        if (length == 5) {
            char letter = text.charAt(4);
            promotion = Character.isLowerCase(letter) ? PieceType.fromChar(letter) : PieceType.NONE;
            if (promotion < PieceType.KNIGHT || promotion > PieceType.QUEEN) {
                promotion = -1;
            }
        }
        if (from == Square.NONE || to == Square.NONE || promotion < 0) {
            throw new IllegalMoveException("malformed veto \"" + text + "\" in turn \"" + turn
                    + "\": expected coordinates like e7e5 or d2d1n (promotion letter q, r, b or n)", "malformed veto");
        }
        return from | to << 6 | promotion << 12;
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
     * {@return whether the side to move has a move it may play (a legal move other than the pending
     * veto)}
     *
     * @param position the position
     */
    public boolean hasAllowedMove(Position position) {
        return allowedMoves(position, new int[MoveGenerator.MAX_MOVES], 0) > 0;
    }

    /**
     * {@return the state of the game, by the FIDE rules applied to the allowed moves: mate or
     * stalemate when the side to move has no allowed move, then the draws by fifty moves, threefold
     * repetition (the pending veto is part of the position) and insufficient material}
     *
     * @param position the position
     */
    public GameStatus status(Position position) {
        if (!hasAllowedMove(position)) {
            return position.inCheck() ? GameStatus.CHECKMATE : GameStatus.STALEMATE;
        }
        if (position.halfmoveClock() >= 100) {
            return GameStatus.FIFTY_MOVE_RULE;
        }
        if (position.repetitions() >= 2) {
            return GameStatus.THREEFOLD_REPETITION;
        }
        if (FideRules.isInsufficientMaterial(position)) {
            return GameStatus.INSUFFICIENT_MATERIAL;
        }
        return GameStatus.ONGOING;
    }
}
