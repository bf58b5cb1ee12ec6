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
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class NetworkEvaluationTest {
    private Network network = TestNetworks.random(24, 11, false);

    /** The network of the test: one king bucket, or as many as {@code kingBuckets}. */
    private void use(int kingBuckets) {
        network = TestNetworks.random(24, 11, false, Network.Activation.SQUARED, 4, kingBuckets);
    }

    /** The sums moved from position to position agree with sums computed afresh, along random games and back. */
    @ParameterizedTest
    @ValueSource(ints = {1, 2, 4, 8})
    void incrementalSumsAgreeWithFreshOnesAlongRandomGames(int kingBuckets) {
        use(kingBuckets);
        NetworkEvaluation kept = new NetworkEvaluation(network);
        int compared = RandomGames.walk(new String[] {TestFens.START, TestFens.KIWIPETE, TestFens.POSITION_4,
            TestFens.PROMOTIONS}, 60, 3, (label, position) ->
                assertThat(kept.evaluate(position)).as(label).isEqualTo(new NetworkEvaluation(network).evaluate(position)));
        assertThat(compared).isGreaterThan(300);
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 4, 8})
    void incrementalSumsAgreeWithFreshOnesInATreeWalkAcrossGames(int kingBuckets) {
        use(kingBuckets);
        NetworkEvaluation kept = new NetworkEvaluation(network);
        Random random = new Random(5);
        int[] compared = new int[1];
        // The last two: kings free to walk, across king buckets and the mirror.
        for (String fen : new String[] {TestFens.KIWIPETE, TestFens.START, TestFens.POSITION_4, TestFens.KIWIPETE,
                "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", "4k3/8/8/8/8/8/8/4K2R w K - 0 1"}) {
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

    @ParameterizedTest
    @ValueSource(ints = {1, 4, 8})
    void theScoreIsColourSymmetric(int kingBuckets) {
        use(kingBuckets);
        for (String fen : new String[] {TestFens.START, TestFens.KIWIPETE, TestFens.POSITION_3, TestFens.POSITION_4,
                TestFens.POSITION_6}) {
            Position position = Fen.parse(fen);
            assertThat(new NetworkEvaluation(network).evaluate(flipped(position)))
                    .as(fen).isEqualTo(new NetworkEvaluation(network).evaluate(position));
        }
    }

    /**
     * With king buckets each side sees the board mirrored to its king's wing, so a position and
     * its file mirror score alike; without them, they need not.
     */
    @ParameterizedTest
    @ValueSource(ints = {2, 4, 8})
    void withKingBucketsTheScoreIsMirrorSymmetric(int kingBuckets) {
        use(kingBuckets);
        for (String fen : new String[] {"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", TestFens.POSITION_4.replace("kq", "-"),
                "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R b - - 0 1", "6k1/5ppp/8/8/8/8/5PPP/1K6 w - - 0 1"}) {
            Position position = Fen.parse(fen);
            Position mirrored = Fen.parse(Fen.mirroredFiles(position).orElseThrow());
            assertThat(new NetworkEvaluation(network).evaluate(mirrored))
                    .as(fen).isEqualTo(new NetworkEvaluation(network).evaluate(position));
        }
        use(1);
        Position position = Fen.parse("6k1/5ppp/8/8/8/8/5PPP/1K6 w - - 0 1");
        assertThat(new NetworkEvaluation(network).evaluate(Fen.parse(Fen.mirroredFiles(position).orElseThrow())))
                .isNotEqualTo(new NetworkEvaluation(network).evaluate(position));
    }

    /** A king's move into another bucket, or across to the other wing, changes what every piece of its side's view counts. */
    @Test
    void aKingMoveAcrossBucketsOrWingsChangesTheScore() {
        use(4);
        // d1 and e1 lie on either side of the mirror, e1 and e2 in different buckets; the pieces stay.
        String[] fens = {"4k3/pppppppp/8/8/8/8/PPPPPPPP/3K4 w - - 0 1", "4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 1",
                "4k3/pppppppp/8/8/8/8/PPPPKPPP/8 w - - 0 1"};
        NetworkEvaluation evaluation = new NetworkEvaluation(network);
        int[] scores = new int[fens.length];
        for (int i = 0; i < fens.length; i++) {
            scores[i] = evaluation.evaluate(Fen.parse(fens[i]));
        }
        assertThat(scores).doesNotHaveDuplicates();
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
