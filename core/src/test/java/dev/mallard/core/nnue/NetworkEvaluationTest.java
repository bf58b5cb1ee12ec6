package dev.mallard.core.nnue;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.board.Color;
import dev.mallard.core.board.Fen;
import dev.mallard.core.board.Piece;
import dev.mallard.core.board.Position;
import dev.mallard.core.movegen.MoveGenerator;
import dev.mallard.core.testing.TestFens;
import java.util.Random;
import org.junit.jupiter.api.Test;

class NetworkEvaluationTest {
    private final Network network = TestNetworks.random(24, 11, false);

    /** The sums moved from position to position agree with sums computed afresh, along random games and back. */
    @Test
    void incrementalSumsAgreeWithFreshOnesAlongRandomGames() {
        NetworkEvaluation kept = new NetworkEvaluation(network);
        Random random = new Random(3);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int compared = 0;
        for (String fen : new String[] {TestFens.START, TestFens.KIWIPETE, TestFens.POSITION_4, TestFens.PROMOTIONS}) {
            Position position = Fen.parse(fen);
            int[] played = new int[60];
            int plies = 0;
            while (plies < played.length) {
                int count = MoveGenerator.legal(position, moves, 0, MoveGenerator.ALL);
                if (count == 0) {
                    break;
                }
                played[plies++] = moves[random.nextInt(count)];
                position.makeMove(played[plies - 1]);
                assertThat(kept.evaluate(position)).isEqualTo(new NetworkEvaluation(network).evaluate(position));
                compared++;
            }
            while (plies > 0) { // back up the tree, as a search does
                position.unmakeMove(played[--plies]);
                assertThat(kept.evaluate(position)).isEqualTo(new NetworkEvaluation(network).evaluate(position));
                compared++;
            }
        }
        assertThat(compared).isGreaterThan(300);
    }

    @Test
    void incrementalSumsAgreeWithFreshOnesInATreeWalkAcrossGames() {
        NetworkEvaluation kept = new NetworkEvaluation(network);
        Random random = new Random(5);
        int[] compared = new int[1];
        for (String fen : new String[] {TestFens.KIWIPETE, TestFens.START, TestFens.POSITION_4, TestFens.KIWIPETE}) {
            // Each game's positions fall on the slots of the one before's: the sums must notice.
            walk(Fen.parse(fen), 5, kept, random, compared);
        }
        assertThat(compared[0]).isGreaterThan(300);
    }

    /** A depth-first walk of a few random moves a node, evaluating each node before and after its children, as a search does. */
    private void walk(Position position, int depth, NetworkEvaluation kept, Random random, int[] compared) {
        assertThat(kept.evaluate(position)).isEqualTo(new NetworkEvaluation(network).evaluate(position));
        compared[0]++;
        if (depth <= 0) {
            return;
        }
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int count = MoveGenerator.legal(position, moves, 0, MoveGenerator.ALL);
        for (int i = 0; i < Math.min(count, 3); i++) {
            int move = moves[random.nextInt(count)];
            position.makeMove(move);
            walk(position, depth - 1 - random.nextInt(2), kept, random, compared);
            position.unmakeMove(move);
        }
        assertThat(kept.evaluate(position)).isEqualTo(new NetworkEvaluation(network).evaluate(position));
        compared[0]++;
    }

    @Test
    void theScoreIsColourSymmetric() {
        for (String fen : new String[] {TestFens.START, TestFens.KIWIPETE, TestFens.POSITION_3, TestFens.POSITION_4,
                TestFens.POSITION_6}) {
            Position position = Fen.parse(fen);
            assertThat(new NetworkEvaluation(network).evaluate(flipped(position)))
                    .as(fen).isEqualTo(new NetworkEvaluation(network).evaluate(position));
        }
    }

    @Test
    void theSideToMoveReadsItsOwnHalfFirst() {
        Position white = Fen.parse(TestFens.KIWIPETE);
        Position black = Fen.parse(TestFens.KIWIPETE.replace(" w ", " b "));
        // Not a symmetric position: the two sides' views differ, and so do the scores.
        assertThat(new NetworkEvaluation(network).evaluate(white))
                .isNotEqualTo(new NetworkEvaluation(network).evaluate(black));
    }

    /** The position with colours swapped and the board mirrored top to bottom, the other side to move. */
    private static Position flipped(Position position) {
        Position flipped = new Position();
        for (int square = 0; square < 64; square++) {
            int piece = position.pieceAt(square);
            if (piece != Piece.NONE) {
                flipped.put(Piece.of(Piece.color(piece) ^ 1, Piece.type(piece)), square ^ 56);
            }
        }
        flipped.setState(position.sideToMove() == Color.WHITE ? Color.BLACK : Color.WHITE, 0, -1, 0, 1);
        return flipped;
    }
}
