package dev.mallard.fide.notation;

import dev.mallard.core.board.Bitboards;
import dev.mallard.core.board.Castling;
import dev.mallard.core.board.Move;
import dev.mallard.core.board.Piece;
import dev.mallard.core.board.PieceType;
import dev.mallard.core.board.Position;
import dev.mallard.core.board.Square;
import dev.mallard.core.movegen.MoveGenerator;
import dev.mallard.core.rules.IllegalMoveException;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Standard Algebraic Notation (SAN) of FIDE chess moves, as in the PGN standard and the FIDE
 * Laws of Chess: {@code e4}, {@code Nf3}, {@code exd6}, {@code O-O}, {@code e8=Q},
 * {@code Raxd1}, {@code Qh4xe1}, with {@code +} for check and {@code #} for mate.
 *
 * <p>{@link #format} writes the canonical form: the shortest disambiguation (file, else rank,
 * else both), {@code x} on every capture, {@code =} before the promotion piece and the check or
 * mate suffix. {@link #parse} reads the canonical form and the variants found in real game
 * collections and test suites (see there), but only ever returns a legal move: every reading is
 * matched against the legal moves of the position, never constructed from the text alone.
 *
 * <p>Both methods generate the legal moves of the position and allocate freely; they are meant
 * for input and output, not for the search.
 */
public final class San {
    /** Castling with letter O (standard) or digit zero (common in older files and engines). */
    private static final Pattern CASTLING = Pattern.compile("O-O(-O)?|0-0(-0)?");
    /**
     * A piece move: upper-case piece letter, optional from-file and from-rank (redundant ones
     * are accepted), optional {@code x}, target square.
     */
    private static final Pattern PIECE_MOVE = Pattern.compile("([KQRBN])([a-h])?([1-8])?(x)?([a-h][1-8])");
    /**
     * A pawn move: an optional from-file (and, redundantly, from-rank) with optional {@code x},
     * the target square, and an optional promotion piece of either case with or without
     * {@code =}. The from-file is lower case only, which is what keeps {@code bxc3} (pawn)
     * apart from {@code Bxc3} (bishop).
     */
    private static final Pattern PAWN_MOVE = Pattern.compile("(?:([a-h])([1-8])?(x)?)?([a-h][1-8])(?:=?([NBRQnbrq]))?");
    private static final String[] COLOR_NAMES = {"White", "Black"};
    private static final String[] TYPE_NAMES = {"", "pawn", "knight", "bishop", "rook", "queen", "king"};

    private San() {
    }

    /**
     * {@return the SAN of a legal move, with {@code +} or {@code #} when it gives check or mate}
     * The move is made and taken back on {@code position} to decide the suffix; the position is
     * unchanged on return.
     *
     * @param position the position
     * @param move the move
     * @throws IllegalMoveException if {@code move} is not a legal move in {@code position}
     */
    public static String format(Position position, int move) {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int count = MoveGenerator.legal(position, moves, 0, MoveGenerator.ALL);
        return formatAmong(position, move, moves, count) + checkSuffix(position, move);
    }

    /**
     * {@return the SAN of {@code move} without check or mate mark, disambiguated among the moves
     * {@code moves[0, count)}: the moves a variant built on FIDE moves allows in this position
     * (Duck Chess: the moves the Duck does not block, with no check rule and no check marks)}
     *
     * @param position the position
     * @param move the move
     * @param moves the move list
     * @param count the number of moves in the list
     * @throws IllegalMoveException if {@code move} is not among {@code moves}
     */
    public static String formatAmong(Position position, int move, int[] moves, int count) {
        if (!contains(moves, count, move)) {
            throw new IllegalMoveException("cannot write " + describe(move) + " in SAN: it is not a legal move in this position");
        }
        return withoutSuffix(position, move, moves, count);
    }

    /**
     * {@return the legal move that a SAN text names in {@code position}} <p>Accepted besides the
     * canonical form: no suffix or any of {@code +}, {@code ++}, {@code #} followed by up to two of
     * {@code !} and {@code ?} (the suffix is commentary and is not checked against the position,
     * since published files often get it wrong); no {@code x} on a capture; castling as {@code 0-0}
     * and {@code 0-0-0}; promotion without {@code =} and with a lower-case piece letter ({@code
     * e8Q}, {@code e8=q}); redundant disambiguation ({@code Ng1f3}, {@code Nbd2} when only one
     * knight can go to d2).  <p>Rejected, with a message that says which and why: malformed text; a
     * text that fits several legal moves ({@code ambiguous move "Nd2": Nbd2, Nfd2}); a text that
     * fits no legal move, including an {@code x} where nothing is captured, a missing or
     * superfluous promotion piece, and castling that the rules forbid. Piece letters are upper case
     * only and files lower case only, so {@code bxc3} is always a pawn capture and {@code Bxc3}
     * always a bishop's.
     *
     * @param position the position
     * @param text the SAN text
     * @throws IllegalMoveException if the text is malformed, ambiguous or names no legal move
     */
    public static int parse(Position position, String text) {
        if (text == null) {
            throw new IllegalMoveException("move must not be null");
        }
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int count = MoveGenerator.legal(position, moves, 0, MoveGenerator.ALL);
        return parseAmong(position, text, moves, count);
    }

    /**
     * {@return the move among {@code moves[0, count)} (the moves a variant built on FIDE moves
     * allows in this position) that a SAN text names, read as {@link #parse} reads it}
     *
     * @param position the position
     * @param text the SAN text
     * @param moves the move list
     * @param count the number of moves in the list
     * @throws IllegalMoveException if the text is malformed, ambiguous or names none of the moves
     */
    public static int parseAmong(Position position, String text, int[] moves, int count) {
        if (text == null) {
            throw new IllegalMoveException("move must not be null");
        }
        String body = stripAnnotation(text);
        if (CASTLING.matcher(body).matches()) {
            return parseCastling(position, text, body.length() == 3, moves, count);
        }
        Matcher matcher = PIECE_MOVE.matcher(body);
        if (matcher.matches()) {
            Request request = new Request(text, PieceType.fromChar(matcher.group(1).charAt(0)),
                    fileOf(matcher.group(2)), rankOf(matcher.group(3)), matcher.group(4) != null,
                    Square.fromName(matcher.group(5)), PieceType.NONE);
            return resolve(position, request, moves, count);
        }
        matcher = PAWN_MOVE.matcher(body);
        if (matcher.matches()) {
            int promotion = matcher.group(5) == null ? PieceType.NONE : PieceType.fromChar(matcher.group(5).charAt(0));
            int to = Square.fromName(matcher.group(4));
            // No from-file means a push along the target's file: "d5" must not be read as exd5.
            int fromFile = matcher.group(1) == null ? Square.file(to) : fileOf(matcher.group(1));
            Request request = new Request(text, PieceType.PAWN, fromFile, rankOf(matcher.group(2)),
                    matcher.group(3) != null, to, promotion);
            return resolve(position, request, moves, count);
        }
        throw new IllegalMoveException("malformed move \"" + text
                + "\": expected SAN such as e4, exd5, Nf3, Raxd1, e8=Q or O-O");
    }

    // ----------------------------------------------------------------------------------------
    // Formatting

    private static String withoutSuffix(Position position, int move, int[] moves, int count) {
        int from = Move.from(move);
        int to = Move.to(move);
        if (Move.kind(move) == Move.CASTLING) {
            return Square.file(to) == Square.file(Square.G1) ? "O-O" : "O-O-O";
        }
        int type = Piece.type(position.pieceAt(from));
        boolean capture = isCapture(position, move);
        StringBuilder sb = new StringBuilder(8);
        if (type == PieceType.PAWN) {
            // A pawn capture always names the from-file, which is all the disambiguation a pawn
            // can need: two pawns of one file never reach the same square.
            if (capture) {
                sb.append(fileChar(from)).append('x');
            }
            sb.append(Square.name(to));
            if (Move.isPromotion(move)) {
                sb.append('=').append(upperLetter(Move.promotionType(move)));
            }
            return sb.toString();
        }
        sb.append(upperLetter(type));
        boolean ambiguous = false;
        boolean sharesFile = false;
        boolean sharesRank = false;
        for (int i = 0; i < count; i++) {
            int other = moves[i];
            int otherFrom = Move.from(other);
            if (Move.to(other) == to && otherFrom != from && Piece.type(position.pieceAt(otherFrom)) == type) {
                ambiguous = true;
                sharesFile |= Square.file(otherFrom) == Square.file(from);
                sharesRank |= Square.rank(otherFrom) == Square.rank(from);
            }
        }
        // The PGN standard's order: the file if it tells the pieces apart, else the rank, else
        // the whole square (possible only with three or more pieces of a kind, e.g. queens).
        if (ambiguous) {
            if (!sharesFile) {
                sb.append(fileChar(from));
            } else if (!sharesRank) {
                sb.append(rankChar(from));
            } else {
                sb.append(Square.name(from));
            }
        }
        if (capture) {
            sb.append('x');
        }
        return sb.append(Square.name(to)).toString();
    }

    private static String checkSuffix(Position position, int move) {
        position.makeMove(move);
        try {
            if (!position.inCheck()) {
                return "";
            }
            return MoveGenerator.legal(position, new int[MoveGenerator.MAX_MOVES], 0, MoveGenerator.ALL) == 0 ? "#" : "+";
        } finally {
            position.unmakeMove(move);
        }
    }

    // ----------------------------------------------------------------------------------------
    // Parsing

    /** What a non-castling text asks for; -1 for a file or rank left open (never a pawn's file). */
    private record Request(String text, int type, int fromFile, int fromRank, boolean capture, int to, int promotion) {
        boolean fits(Position position, int move) {
            int from = Move.from(move);
            return Move.kind(move) != Move.CASTLING
                    && Move.to(move) == to
                    && Piece.type(position.pieceAt(from)) == type
                    && (fromFile < 0 || Square.file(from) == fromFile)
                    && (fromRank < 0 || Square.rank(from) == fromRank);
        }
    }

    /**
     * Removes the trailing commentary: a check or mate mark, then up to two of {@code !} and
     * {@code ?} ({@code Qxf7#}, {@code Nf3!?}, {@code Rxe8+!}). Anything else stays and makes
     * the text malformed.
     */
    private static String stripAnnotation(String text) {
        int end = text.length();
        int marks = 0;
        while (end > 0 && marks < 2 && (text.charAt(end - 1) == '!' || text.charAt(end - 1) == '?')) {
            end--;
            marks++;
        }
        if (end > 0 && text.charAt(end - 1) == '#') {
            end--;
        } else {
            marks = 0;
            while (end > 0 && marks < 2 && text.charAt(end - 1) == '+') {
                end--;
                marks++;
            }
        }
        return text.substring(0, end);
    }

    private static int parseCastling(Position position, String text, boolean kingside, int[] moves, int count) {
        for (int i = 0; i < count; i++) {
            int move = moves[i];
            if (Move.kind(move) == Move.CASTLING && (Square.file(Move.to(move)) == Square.file(Square.G1)) == kingside) {
                return move;
            }
        }
        int us = position.sideToMove();
        int index = 2 * us + (kingside ? 0 : 1);
        String side = COLOR_NAMES[us] + " cannot castle " + (kingside ? "kingside" : "queenside");
        String reason;
        if ((position.castlingRights() & 1 << index) == 0) {
            reason = "the castling right is gone";
        } else if ((Bitboards.between(Castling.kingFrom(index), Castling.rookFrom(index))
                & (position.occupied() | position.blockers())) != 0) {
            reason = "there are pieces between king and rook";
        } else {
            reason = "the king is in check or would pass through or land on an attacked square";
        }
        throw new IllegalMoveException("illegal move \"" + text + "\": " + side + ", " + reason);
    }

    private static int resolve(Position position, Request request, int[] moves, int count) {
        List<Integer> fitting = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            if (request.fits(position, moves[i])) {
                fitting.add(moves[i]);
            }
        }
        if (fitting.isEmpty()) {
            throw noSuchMove(position, request, moves, count);
        }
        // Only pawn moves can fit a text in more than one way for one from-square (the four
        // promotions), so the promotion piece settles the rest.
        boolean promotes = Move.isPromotion(fitting.get(0));
        if (promotes && request.promotion == PieceType.NONE) {
            String target = Square.name(request.to);
            throw new IllegalMoveException("illegal move \"" + request.text + "\": a pawn reaching " + target
                    + " must promote; add the piece, e.g. " + target + "=Q, =R, =B or =N");
        }
        if (!promotes && request.promotion != PieceType.NONE) {
            throw new IllegalMoveException("illegal move \"" + request.text + "\": only a pawn reaching the last rank"
                    + " promotes, and this move does not");
        }
        if (promotes) {
            fitting.removeIf(move -> Move.promotionType(move) != request.promotion);
        }
        if (fitting.size() > 1) {
            TreeSet<String> choices = new TreeSet<>();
            for (int move : fitting) {
                choices.add(format(position, move));
            }
            throw new IllegalMoveException("ambiguous move \"" + request.text + "\": " + String.join(", ", choices));
        }
        int move = fitting.get(0);
        if (request.capture && !isCapture(position, move)) {
            throw new IllegalMoveException("illegal move \"" + request.text + "\": 'x' marks a capture, but "
                    + Square.name(request.to) + " is empty");
        }
        return move;
    }

    /**
     * Builds the rejection of a well-formed text that fits no legal move, saying whether a
     * piece could make the move if it did not expose its king, or no such piece can move there.
     */
    private static IllegalMoveException noSuchMove(Position position, Request request, int[] moves, int count) {
        int us = position.sideToMove();
        int[] pseudo = new int[MoveGenerator.MAX_MOVES];
        int pseudoCount = MoveGenerator.pseudoLegal(position, pseudo, 0, MoveGenerator.ALL, position.blockers());
        for (int i = 0; i < pseudoCount; i++) {
            if (request.fits(position, pseudo[i])) {
                return new IllegalMoveException("illegal move \"" + request.text + "\": it would leave the "
                        + COLOR_NAMES[us] + " king in check");
            }
        }
        StringBuilder sb = new StringBuilder("illegal move \"").append(request.text).append("\": no ")
                .append(COLOR_NAMES[us]).append(' ').append(TYPE_NAMES[request.type]);
        // A pawn push's file goes without saying.
        boolean namesFile = request.fromFile >= 0
                && !(request.type == PieceType.PAWN && request.fromFile == Square.file(request.to));
        if (namesFile && request.fromRank >= 0) {
            sb.append(" on ").append(Square.name(Square.of(request.fromFile, request.fromRank)));
        } else if (namesFile) {
            sb.append(" on the ").append((char) ('a' + request.fromFile)).append("-file");
        } else if (request.fromRank >= 0) {
            sb.append(" on rank ").append(request.fromRank + 1);
        }
        sb.append(" can ").append(request.capture ? "capture on " : "move to ").append(Square.name(request.to));
        // The one confusion SAN invites: b (a pawn's file) against B (bishop). Point at the
        // other reading when it would have been legal, but never take it.
        if (request.type == PieceType.PAWN && request.fromFile == 1 && Square.file(request.to) != 1
                && request.fromRank < 0
                && anyFits(position, new Request(request.text, PieceType.BISHOP, -1, -1, false, request.to,
                PieceType.NONE), moves, count)) {
            sb.append(" (a bishop move is written with a capital B)");
        } else if (request.type == PieceType.BISHOP && request.fromFile < 0 && request.fromRank < 0
                && anyFits(position, new Request(request.text, PieceType.PAWN, 1, -1, false, request.to,
                PieceType.NONE), moves, count)) {
            sb.append(" (a pawn capture from the b-file is written with a small b)");
        }
        return new IllegalMoveException(sb.toString());
    }

    // ----------------------------------------------------------------------------------------
    // Helpers

    private static boolean anyFits(Position position, Request request, int[] moves, int count) {
        for (int i = 0; i < count; i++) {
            if (request.fits(position, moves[i])) {
                return true;
            }
        }
        return false;
    }

    private static boolean isCapture(Position position, int move) {
        return Move.kind(move) == Move.EN_PASSANT || position.pieceAt(Move.to(move)) != Piece.NONE;
    }

    private static boolean contains(int[] moves, int count, int move) {
        for (int i = 0; i < count; i++) {
            if (moves[i] == move) {
                return true;
            }
        }
        return false;
    }

    private static String describe(int move) {
        // Bits above 16 belong to other variants' turns, which Move.toUci would silently drop.
        return (move & ~0xFFFF) == 0 ? Move.toUci(move) : "turn 0x" + Integer.toHexString(move);
    }

    private static char upperLetter(int type) {
        return Character.toUpperCase(PieceType.toChar(type));
    }

    private static char fileChar(int square) {
        return (char) ('a' + Square.file(square));
    }

    private static char rankChar(int square) {
        return (char) ('1' + Square.rank(square));
    }

    private static int fileOf(String group) {
        return group == null ? -1 : group.charAt(0) - 'a';
    }

    private static int rankOf(String group) {
        return group == null ? -1 : group.charAt(0) - '1';
    }
}
