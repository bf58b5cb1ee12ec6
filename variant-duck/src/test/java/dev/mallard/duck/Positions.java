package dev.mallard.duck;

import dev.mallard.core.board.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Positions for tests that go over every turn: random games from the reference positions. */
final class Positions {
    /** Extra starts with castling, promotions and a pawn that can take en passant. */
    static final List<String> EXTRA_STARTS = List.of(
            "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1",
            "rnbqkbnr/pppppppp/8/4P3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2",
            "4k3/1P4P1/8/8/8/8/1p4p1/4K3 w - - 0 1");

    private Positions() {
    }

    /**
     * Copies of the positions met in {@code games} random games of up to {@code plies} turns
     * each, from the reference and extra starts in turn. Captures and pawn moves are favoured
     * so that promotions, en passant and king captures occur.
     */
    static List<Position> sample(long seed, int games, int plies) {
        DuckVariant variant = new DuckVariant();
        DuckRules rules = variant.duckRules();
        List<String> starts = new ArrayList<>(PerftTest.TABLE.fens());
        starts.addAll(EXTRA_STARTS);
        Random random = new Random(seed);
        int[] turns = new int[rules.maxTurns()];
        List<Position> positions = new ArrayList<>();
        for (int game = 0; game < games; game++) {
            Position position = variant.parseFen(starts.get(game % starts.size()));
            for (int ply = 0; ply <= plies; ply++) {
                positions.add(position.copy());
                int count = rules.generateTurns(position, turns, 0);
                if (count == 0) {
                    break;
                }
                int pick = turns[random.nextInt(count)];
                for (int tries = 0; tries < 3; tries++) {
                    int candidate = turns[random.nextInt(count)];
                    int move = DuckRules.move(candidate);
                    if (position.pieceAt(move >>> 6 & 63) != 0 || (position.pieceAt(move & 63) & 7) == 1) {
                        pick = candidate;
                        break;
                    }
                }
                rules.makeTurn(position, pick);
            }
        }
        return positions;
    }
}
