package dev.mallard.cecp;

import java.util.Arrays;
import java.util.regex.Pattern;

/**
 * Protocol 1's {@code edit} mode, which front ends without {@code setboard} use to set up a
 * position: the board being edited and the colour of the pieces placed. The subcommands are
 * {@code c} (change the colour, White at first), {@code #} (clear the board), a piece letter and
 * a square ({@code Pa4}: a pawn of the current colour on a4), {@code x} and a square (empty it)
 * and {@code .} (leave edit mode). The position left is the board with the side to move
 * unchanged, castling for every king and rook on their start squares, no en-passant square.
 */
final class BoardEdit {
    /** A subcommand other than {@code c}, {@code #} and {@code .}: a piece letter or {@code x}, and a square. */
    private static final Pattern PLACE = Pattern.compile("[PNBRQKpnbrqkXx][a-h][1-8]");

    /** The squares, a1 = 0 to h8 = 63; a piece's FEN letter, or 0 when empty. */
    private final char[] squares = new char[64];
    private boolean white = true;

    /** The board of {@code fen}'s first field, to edit. */
    BoardEdit(String fen) {
        String placement = fen.split(" ", 2)[0];
        int rank = 7;
        int file = 0;
        for (char ch : placement.toCharArray()) {
            if (ch == '/') {
                rank--;
                file = 0;
            } else if (Character.isDigit(ch)) {
                file += ch - '0';
            } else {
                if (rank >= 0 && file < 8) {
                    squares[rank * 8 + file] = ch;
                }
                file++;
            }
        }
    }

    /** {@return whether {@code line} is an edit subcommand} */
    static boolean isSubcommand(String line) {
        return line.equals("c") || line.equals("#") || line.equals(".") || PLACE.matcher(line).matches();
    }

    /** {@return whether {@code line} ends edit mode} */
    static boolean isEnd(String line) {
        return line.equals(".");
    }

    /** Carries out a subcommand other than {@code .} (see {@link #isSubcommand}). */
    void apply(String line) {
        if (line.equals("c")) {
            white = !white;
        } else if (line.equals("#")) {
            Arrays.fill(squares, (char) 0);
        } else {
            int square = (line.charAt(2) - '1') * 8 + (line.charAt(1) - 'a');
            char piece = line.charAt(0);
            squares[square] = piece == 'x' || piece == 'X' ? 0
                    : white ? Character.toUpperCase(piece) : Character.toLowerCase(piece);
        }
    }

    /** The FEN of the edited board with {@code sideToMove} ({@code w} or {@code b}) on move. */
    String fen(char sideToMove) {
        StringBuilder fen = new StringBuilder();
        for (int rank = 7; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 8; file++) {
                char piece = squares[rank * 8 + file];
                if (piece == 0) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    fen.append(empty);
                    empty = 0;
                }
                fen.append(piece);
            }
            if (empty > 0) {
                fen.append(empty);
            }
            if (rank > 0) {
                fen.append('/');
            }
        }
        return fen + " " + sideToMove + " " + castling() + " - 0 1";
    }

    /** Castling for each king and rook on their start squares, as the protocol says to assume. */
    private String castling() {
        StringBuilder rights = new StringBuilder();
        if (squares[4] == 'K') {
            rights.append(squares[7] == 'R' ? "K" : "").append(squares[0] == 'R' ? "Q" : "");
        }
        if (squares[60] == 'k') {
            rights.append(squares[63] == 'r' ? "k" : "").append(squares[56] == 'r' ? "q" : "");
        }
        return rights.isEmpty() ? "-" : rights.toString();
    }
}
