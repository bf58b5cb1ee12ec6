package dev.mallard.core.nnue;

import dev.mallard.core.board.Fen;
import dev.mallard.core.board.Position;
import dev.mallard.core.movegen.MoveGenerator;
import java.util.Random;
import java.util.function.BiConsumer;

/** Random games played forward and taken back, as a search makes and unmakes moves, for tests that check each position. */
final class RandomGames {
    private RandomGames() {
    }

    /**
     * Plays up to {@code plies} random legal moves from each of {@code fens}, then unmakes them
     * all, calling {@code check} with a label and the position after every move made or unmade.
     *
     * @return the positions checked
     */
    static int walk(String[] fens, int plies, long seed, BiConsumer<String, Position> check) {
        Random random = new Random(seed);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int checked = 0;
        for (String fen : fens) {
            Position position = Fen.parse(fen);
            int[] played = new int[plies];
            int ply = 0;
            while (ply < played.length) {
                int count = MoveGenerator.legal(position, moves, 0, MoveGenerator.ALL);
                if (count == 0) {
                    break;
                }
                played[ply++] = moves[random.nextInt(count)];
                position.makeMove(played[ply - 1]);
                check.accept(fen + " after ply " + ply, position);
                checked++;
            }
            while (ply > 0) { // back up the tree, as a search does
                position.unmakeMove(played[--ply]);
                check.accept(fen + " back at ply " + ply, position);
                checked++;
            }
        }
        return checked;
    }
}
