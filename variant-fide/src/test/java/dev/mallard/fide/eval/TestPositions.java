package dev.mallard.fide.eval;

import dev.mallard.core.board.Fen;
import dev.mallard.core.board.Position;
import dev.mallard.core.movegen.MoveGenerator;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Test positions: the colour-flip of a FEN, and positions reached by random legal walks. */
final class TestPositions {
    private TestPositions() {
    }

    /**
     * The colour-flipped FEN: ranks mirrored, piece colours swapped, side to move swapped,
     * castling letters swapped, en-passant square mirrored; the clocks stay.
     */
    static String flip(String fen) {
        String[] f = fen.trim().split("\\s+");
        String[] ranks = f[0].split("/");
        StringBuilder board = new StringBuilder();
        for (int i = ranks.length - 1; i >= 0; i--) {
            board.append(swapCase(ranks[i]));
            if (i > 0) {
                board.append('/');
            }
        }
        String side = f[1].equals("w") ? "b" : "w";
        String castling = "-";
        if (!f[2].equals("-")) {
            StringBuilder c = new StringBuilder();
            String swapped = swapCase(f[2]);
            for (char letter : "KQkq".toCharArray()) {
                if (swapped.indexOf(letter) >= 0) {
                    c.append(letter);
                }
            }
            castling = c.toString();
        }
        String ep = f[3].equals("-") ? "-" : "" + f[3].charAt(0) + (char) ('1' + '8' - f[3].charAt(1));
        StringBuilder out = new StringBuilder().append(board).append(' ').append(side).append(' ')
                .append(castling).append(' ').append(ep);
        for (int i = 4; i < f.length; i++) {
            out.append(' ').append(f[i]);
        }
        return out.toString();
    }

    private static String swapCase(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        for (char c : s.toCharArray()) {
            sb.append(Character.isUpperCase(c) ? Character.toLowerCase(c) : Character.toUpperCase(c));
        }
        return sb.toString();
    }

    /** The distinct FENs of the FIDE perft table in the test resources. */
    static List<String> perftFens() {
        return dev.mallard.core.rules.PerftTable.fens(dev.mallard.core.rules.PerftTable.resource("/perft-fide.tsv"));
    }

    /**
     * FENs of every position on {@code walks} random legal walks of up to {@code plies} plies
     * from each perft FEN (the start FENs included), with a fixed seed so runs repeat.
     */
    static List<String> walkFens(int walks, int plies, long seed) {
        Random random = new Random(seed);
        List<String> out = new ArrayList<>();
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        for (String start : perftFens()) {
            out.add(start);
            for (int w = 0; w < walks; w++) {
                Position position = Fen.parse(start);
                for (int ply = 0; ply < plies; ply++) {
                    int count = MoveGenerator.legal(position, moves, 0, MoveGenerator.ALL);
                    if (count == 0) {
                        break;
                    }
                    position.makeMove(moves[random.nextInt(count)]);
                    out.add(Fen.toFen(position));
                }
            }
        }
        return out;
    }
}
