package dev.mallard.core.board;

import java.util.Optional;

/**
 * Strict FEN parsing and printing. Parsing builds a fresh {@link Position} and validates every
 * field, so a rejected FEN never changes an existing position; the {@link FenException}
 * message starts with the name of the offending field. Variant rules add their own checks on
 * the parsed position (for example "the side not to move is in check" in FIDE chess).
 *
 * <p>Accepted: the six standard fields, or the first four (clocks then default to {@code 0 1}).
 * Castling letters must be from {@code KQkq}, each at most once and backed by king and rook on
 * their start squares; Chess960 castling notations are not supported.
 */
public final class Fen {
    /** The standard start position. */
    public static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    private static final int MAX_HALFMOVE_CLOCK = 9999;
    private static final int MAX_FULLMOVE_NUMBER = 99999;
    private static final String[] COLOR_NAMES = {"White", "Black"};

    private Fen() {
    }

    /**
     * Parses standard FEN; a {@code '*'} (Duck) in the board is rejected.
     *
     * @param fen the FEN text
     * @return the position
     */
    public static Position parse(String fen) {
        return parse(fen, false);
    }

    /**
     * Parses FEN, where {@code allowBlocker} admits one {@code '*'} in the board: the blocker (the
     * Duck of Duck Chess).
     *
     * @param fen the FEN text
     * @param allowBlocker whether a blocker square ({@code *}, the Duck) may appear
     * @return the position
     */
    public static Position parse(String fen, boolean allowBlocker) {
        if (fen == null || fen.isBlank()) {
            throw new FenException("FEN: empty");
        }
        String[] fields = fen.trim().split("\\s+");
        if (fields.length != 6 && fields.length != 4) {
            throw new FenException("FEN: expected 6 fields (board, side to move, castling, en passant,"
                    + " halfmove clock, fullmove number), got " + fields.length);
        }
        Position position = new Position();
        position.clear();
        parseBoard(fields[0], allowBlocker, position);
        int side = parseSide(fields[1]);
        int castling = parseCastling(fields[2], position);
        int halfmove = fields.length == 6 ? parseNumber(fields[4], "halfmove clock", 0, MAX_HALFMOVE_CLOCK) : 0;
        int fullmove = fields.length == 6 ? parseNumber(fields[5], "fullmove number", 1, MAX_FULLMOVE_NUMBER) : 1;
        int ep = parseEnPassant(fields[3], side, position);
        if (ep != Square.NONE && halfmove != 0) {
            throw new FenException("halfmove clock: must be 0 right after a pawn's double step (en passant "
                    + fields[3] + "), got " + halfmove);
        }
        position.setState(side, castling, ep, halfmove, fullmove);
        return position;
    }

    private static void parseBoard(String field, boolean allowBlocker, Position position) {
        String[] ranks = field.split("/", -1);
        if (ranks.length != 8) {
            throw new FenException("board: expected 8 ranks separated by '/', got " + ranks.length);
        }
        int blocker = Square.NONE;
        for (int i = 0; i < 8; i++) {
            int rank = 7 - i;
            String text = ranks[i];
            int file = 0;
            boolean lastWasDigit = false;
            for (int j = 0; j < text.length(); j++) {
                char c = text.charAt(j);
                if (c >= '1' && c <= '8') {
                    if (lastWasDigit) {
                        throw new FenException("board: two digits in a row in rank " + (rank + 1) + " (\"" + text + "\")");
                    }
                    file += c - '0';
                    lastWasDigit = true;
                    continue;
                }
                lastWasDigit = false;
                if (file >= 8) {
                    throw new FenException("board: rank " + (rank + 1) + " (\"" + text + "\") has more than 8 squares");
                }
                int square = Square.of(file, rank);
                if (c == '*') {
                    if (!allowBlocker) {
                        throw new FenException("board: '*' (the Duck) is not part of this variant");
                    }
                    if (blocker != Square.NONE) {
                        throw new FenException("board: more than one Duck ('*'), at " + Square.name(blocker)
                                + " and " + Square.name(square));
                    }
                    blocker = square;
                } else {
                    int piece = Piece.fromChar(c);
                    if (piece == Piece.NONE) {
                        throw new FenException("board: invalid character '" + c + "' in rank " + (rank + 1));
                    }
                    if (Piece.type(piece) == PieceType.PAWN && (rank == 0 || rank == 7)) {
                        throw new FenException("board: pawn on " + Square.name(square) + " (pawns cannot stand on rank 1 or 8)");
                    }
                    position.put(piece, square);
                }
                file++;
            }
            if (file != 8) {
                throw new FenException("board: rank " + (rank + 1) + " (\"" + text + "\") has " + file
                        + " squares, expected 8");
            }
        }
        if (blocker != Square.NONE) {
            position.setBlocker(blocker);
        }
        for (int color = Color.WHITE; color <= Color.BLACK; color++) {
            checkMaterial(position, color);
        }
    }

    private static void checkMaterial(Position position, int color) {
        String name = COLOR_NAMES[color];
        int kings = Long.bitCount(position.pieces(color, PieceType.KING));
        if (kings != 1) {
            throw new FenException("board: " + name + " has " + kings + " kings, expected exactly 1");
        }
        int pawns = Long.bitCount(position.pieces(color, PieceType.PAWN));
        if (pawns > 8) {
            throw new FenException("board: " + name + " has " + pawns + " pawns, at most 8 are possible");
        }
        int total = Long.bitCount(position.colorPieces(color));
        if (total > 16) {
            throw new FenException("board: " + name + " has " + total + " pieces, at most 16 are possible");
        }
        int promoted = Math.max(0, Long.bitCount(position.pieces(color, PieceType.QUEEN)) - 1)
                + Math.max(0, Long.bitCount(position.pieces(color, PieceType.ROOK)) - 2)
                + Math.max(0, Long.bitCount(position.pieces(color, PieceType.BISHOP)) - 2)
                + Math.max(0, Long.bitCount(position.pieces(color, PieceType.KNIGHT)) - 2);
        if (promoted > 8 - pawns) {
            throw new FenException("board: " + name + " has " + promoted + " promoted pieces but only "
                    + (8 - pawns) + " pawns are missing");
        }
    }

    private static int parseSide(String field) {
        if (field.equals("w")) {
            return Color.WHITE;
        }
        if (field.equals("b")) {
            return Color.BLACK;
        }
        throw new FenException("side to move: expected 'w' or 'b', got \"" + field + "\"");
    }

    private static int parseCastling(String field, Position position) {
        if (field.equals("-")) {
            return 0;
        }
        int rights = 0;
        for (int i = 0; i < field.length(); i++) {
            char c = field.charAt(i);
            int index = Castling.indexOfLetter(c);
            if (index < 0) {
                throw new FenException("castling: expected '-' or letters from KQkq, got \"" + field + "\"");
            }
            if ((rights & 1 << index) != 0) {
                throw new FenException("castling: '" + c + "' appears twice in \"" + field + "\"");
            }
            int color = index < 2 ? Color.WHITE : Color.BLACK;
            if (position.pieceAt(Castling.kingFrom(index)) != Piece.of(color, PieceType.KING)
                    || position.pieceAt(Castling.rookFrom(index)) != Piece.of(color, PieceType.ROOK)) {
                throw new FenException("castling: '" + c + "' needs the " + COLOR_NAMES[color] + " king on "
                        + Square.name(Castling.kingFrom(index)) + " and a rook on "
                        + Square.name(Castling.rookFrom(index)));
            }
            rights |= 1 << index;
        }
        return rights;
    }

    private static int parseEnPassant(String field, int side, Position position) {
        if (field.equals("-")) {
            return Square.NONE;
        }
        int square = field.length() == 2 ? Square.parse(field, 0) : Square.NONE;
        int expectedRank = side == Color.WHITE ? 5 : 2;
        if (square == Square.NONE || Square.rank(square) != expectedRank) {
            throw new FenException("en passant: expected '-' or a square on rank " + (expectedRank + 1)
                    + " with " + COLOR_NAMES[side] + " to move, got \"" + field + "\"");
        }
        int them = side ^ 1;
        int pawnSquare = side == Color.WHITE ? square - 8 : square + 8;
        int originSquare = side == Color.WHITE ? square + 8 : square - 8;
        if (position.pieceAt(pawnSquare) != Piece.of(them, PieceType.PAWN)) {
            throw new FenException("en passant: " + field + " needs a " + COLOR_NAMES[them] + " pawn on "
                    + Square.name(pawnSquare) + " that has just moved two squares");
        }
        if (position.pieceAt(square) != Piece.NONE || position.pieceAt(originSquare) != Piece.NONE) {
            throw new FenException("en passant: " + field + " and " + Square.name(originSquare)
                    + " must be empty after a double step");
        }
        if (position.blockerSquare() == square) {
            throw new FenException("en passant: the Duck stands on " + field + ", so no en-passant square is recorded");
        }
        return square;
    }

    private static int parseNumber(String field, String name, int min, int max) {
        int value;
        try {
            value = field.length() > 6 ? Integer.MAX_VALUE : Integer.parseInt(field);
        } catch (NumberFormatException e) {
            throw new FenException(name + ": expected a whole number, got \"" + field + "\"");
        }
        if (value < min || value > max || !field.chars().allMatch(c -> c >= '0' && c <= '9')) {
            throw new FenException(name + ": expected a whole number from " + min + " to " + max + ", got \"" + field + "\"");
        }
        return value;
    }

    /**
     * {@return the FEN of {@code position} reflected across the line between the d and e files
     * (what stood on a file stands on h, and so on), or empty when a side may still castle,
     * which the reflection would not keep} Without castling the rules of chess are the same
     * after the reflection, so the reflected position is worth what the original is: training
     * a network on both doubles its positions ({@code mallard tune --network --mirror}).
     *
     * @param position the position
     */
    public static Optional<String> mirroredFiles(Position position) {
        String[] fields = toFen(position).split(" ");
        if (!fields[2].equals("-")) {
            return Optional.empty();
        }
        String[] ranks = fields[0].split("/");
        for (int i = 0; i < ranks.length; i++) {
            ranks[i] = new StringBuilder(ranks[i]).reverse().toString();
        }
        fields[0] = String.join("/", ranks);
        if (!fields[3].equals("-")) {
            fields[3] = (char) ('a' + 'h' - fields[3].charAt(0)) + fields[3].substring(1);
        }
        return Optional.of(String.join(" ", fields));
    }

    /**
     * {@return the FEN of a position; the blocker is written as {@code '*'}}
     *
     * @param position the position
     */
    public static String toFen(Position position) {
        StringBuilder sb = new StringBuilder(90);
        for (int rank = 7; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 8; file++) {
                int square = Square.of(file, rank);
                int piece = position.pieceAt(square);
                boolean isBlocker = square == position.blockerSquare();
                if (piece == Piece.NONE && !isBlocker) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    sb.append(empty);
                    empty = 0;
                }
                sb.append(isBlocker ? '*' : Piece.toChar(piece));
            }
            if (empty > 0) {
                sb.append(empty);
            }
            if (rank > 0) {
                sb.append('/');
            }
        }
        sb.append(' ').append(Color.toChar(position.sideToMove()));
        sb.append(' ').append(Castling.toFen(position.castlingRights()));
        sb.append(' ').append(position.epSquare() == Square.NONE ? "-" : Square.name(position.epSquare()));
        sb.append(' ').append(position.halfmoveClock());
        sb.append(' ').append(position.fullmoveNumber());
        return sb.toString();
    }
}
