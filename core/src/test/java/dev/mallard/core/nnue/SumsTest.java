package dev.mallard.core.nnue;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.board.Color;
import dev.mallard.core.board.Fen;
import dev.mallard.core.board.Piece;
import dev.mallard.core.board.PieceType;
import dev.mallard.core.board.Position;
import dev.mallard.core.board.Square;
import dev.mallard.core.testing.TestFens;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The vector sums ({@link VectorSums}) and the scalar ones ({@link ScalarSums}) score every
 * position alike, along random games made and unmade; and a network chooses the vector sums
 * exactly when the JVM has the Vector API and its sums fit int16. Surefire runs the tests with
 * {@code --add-modules jdk.incubator.vector}.
 */
class SumsTest {
    private static final String[] STARTS = {TestFens.START, TestFens.KIWIPETE, TestFens.POSITION_3, TestFens.POSITION_4,
        TestFens.PROMOTIONS, "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", "4k3/8/8/8/8/8/8/4K2R w K - 0 1"};

    @ParameterizedTest
    @CsvSource({"CLIPPED, 1, 1", "SQUARED, 8, 1", "SQUARED, 8, 4", "CLIPPED, 4, 8"})
    void theVectorAndScalarSumsScoreAlikeAlongGamesMadeAndUnmade(Network.Activation activation, int buckets,
                                                                   int kingBuckets) {
        Network network = TestNetworks.random(256, 17, false, activation, buckets, kingBuckets);
        assertThat(network.shortSums()).isTrue();
        NetworkEvaluation vector = new NetworkEvaluation(network, new VectorSums(network, NetworkEvaluation.SLOTS));
        NetworkEvaluation scalar = new NetworkEvaluation(network, new ScalarSums(network, NetworkEvaluation.SLOTS));
        int[] last = new int[2]; // the last score, and how often the score changed
        int compared = RandomGames.walk(STARTS, 80, 29, (label, position) -> {
            int score = vector.evaluate(position);
            assertThat(score).as(label).isEqualTo(scalar.evaluate(position));
            last[1] += score != last[0] ? 1 : 0;
            last[0] = score;
        });
        assertThat(compared).isGreaterThan(800);
        assertThat(last[1]).isGreaterThan(compared / 4); // the scores move: not a constant both would agree on
    }

    /**
     * Any board a variant may hand the network, not only FIDE's games: pieces edited one to
     * three at a time (moved, taken off, dropped, kings included, as Duck's king captures), at
     * times a Duck (the blocker) on the board, at times a board with nothing in common with
     * the last; the two forms still score alike.
     */
    @ParameterizedTest
    @CsvSource({"SQUARED, 8, 1", "CLIPPED, 2, 8"})
    void theVectorAndScalarSumsScoreAlikeOnEditedBoards(Network.Activation activation, int buckets, int kingBuckets) {
        Network network = TestNetworks.random(256, 23, false, activation, buckets, kingBuckets);
        NetworkEvaluation vector = new NetworkEvaluation(network, new VectorSums(network, NetworkEvaluation.SLOTS));
        NetworkEvaluation scalar = new NetworkEvaluation(network, new ScalarSums(network, NetworkEvaluation.SLOTS));
        Random random = new Random(31);
        int[] board = squares(Fen.parse(TestFens.KIWIPETE));
        for (int step = 0; step < 2_000; step++) {
            if (random.nextInt(50) == 0) {
                board = randomBoard(random);
            } else {
                for (int edits = 1 + random.nextInt(3); edits > 0; edits--) {
                    edit(board, random);
                }
            }
            Position position = new Position();
            for (int square = 0; square < 64; square++) {
                if (board[square] != Piece.NONE) {
                    position.put(board[square], square);
                }
            }
            if (random.nextBoolean()) {
                int duck = random.nextInt(64);
                if (board[duck] == Piece.NONE) {
                    position.setBlocker(duck);
                }
            }
            position.setState(random.nextInt(2), 0, Square.NONE, 0, 1 + random.nextInt(3));
            assertThat(vector.evaluate(position)).as("step " + step).isEqualTo(scalar.evaluate(position));
        }
    }

    private static int[] squares(Position position) {
        int[] board = new int[64];
        for (int square = 0; square < 64; square++) {
            board[square] = position.pieceAt(square);
        }
        return board;
    }

    /** Two kings and up to 30 other pieces anywhere. */
    private static int[] randomBoard(Random random) {
        int[] board = new int[64];
        Arrays.fill(board, Piece.NONE);
        board[random.nextInt(32)] = Piece.of(Color.WHITE, PieceType.KING);
        board[32 + random.nextInt(32)] = Piece.of(Color.BLACK, PieceType.KING);
        for (int more = random.nextInt(31); more > 0; more--) {
            int square = random.nextInt(64);
            if (board[square] == Piece.NONE) {
                board[square] = Piece.of(random.nextInt(2), PieceType.PAWN + random.nextInt(5));
            }
        }
        return board;
    }

    /** Moves a piece to an empty square, takes a piece off (not a king: the view needs one), or drops one. */
    private static void edit(int[] board, Random random) {
        int from = random.nextInt(64);
        int to = random.nextInt(64);
        int kind = random.nextInt(3);
        if (kind == 0 && board[from] != Piece.NONE && board[to] == Piece.NONE) {
            board[to] = board[from];
            board[from] = Piece.NONE;
        } else if (kind == 1 && board[from] != Piece.NONE && Piece.type(board[from]) != PieceType.KING) {
            board[from] = Piece.NONE;
        } else if (kind == 2 && board[to] == Piece.NONE) {
            board[to] = Piece.of(random.nextInt(2), PieceType.PAWN + random.nextInt(5));
        }
    }

    /** The largest output weights sum per lane in ints only as far as they cannot overflow, as the scalar blocks do. */
    @ParameterizedTest
    @CsvSource({"CLIPPED, 32767", "CLIPPED, -32768", "SQUARED, 32767", "SQUARED, -32768", "SQUARED, 451"})
    void theLargestOutputWeightsSumAlikeInBothForms(Network.Activation activation, short weight) {
        int hidden = 1024;
        short[] bias = new short[hidden];
        Arrays.fill(bias, (short) 1000); // every sum clips at QA
        short[] output = new short[2 * hidden];
        Arrays.fill(output, weight);
        Network network = new Network(new short[768 * hidden], bias, output, new int[] {0}, activation, 400, false, 1);
        Position position = Fen.parse(TestFens.START);
        int vector = new NetworkEvaluation(network, new VectorSums(network, NetworkEvaluation.SLOTS)).evaluate(position);
        assertThat(vector).isEqualTo(new NetworkEvaluation(network, new ScalarSums(network, NetworkEvaluation.SLOTS))
                .evaluate(position)).isEqualTo((int) (2L * hidden * 255 * weight * 400 / (255 * 128)));
    }

    @Test
    void sumsThatMayPassSixteenBitsAreKeptAsInts() {
        short[] weights = new short[768];
        Arrays.fill(weights, (short) 2000); // 64 pieces of 2,000: beyond a short
        Network wide = new Network(weights, new short[] {0}, new short[] {128, 0}, 0, 400, false);
        assertThat(wide.shortSums()).isFalse();
        assertThat(wide.vectorSums()).isFalse();
        Arrays.fill(weights, (short) 511); // 64 · 511 = 32,704: within
        assertThat(new Network(weights, new short[] {63}, new short[] {128, 0}, 0, 400, false).shortSums()).isTrue();
        assertThat(new Network(weights, new short[] {64}, new short[] {128, 0}, 0, 400, false).shortSums()).isFalse();
        Arrays.fill(weights, (short) -512); // 64 · −512 = −32,768: the least a short holds
        assertThat(new Network(weights, new short[] {0}, new short[] {128, 0}, 0, 400, false).shortSums()).isTrue();
        assertThat(new Network(weights, new short[] {-1}, new short[] {128, 0}, 0, 400, false).shortSums()).isFalse();
    }

    @Test
    void aNetworkPlaysTheVectorSumsWhenTheJvmHasTheVectorApiAndTheProcessorSuitsThem() {
        assertThat(ModuleLayer.boot().findModule("jdk.incubator.vector")).isPresent(); // surefire's --add-modules
        Network network = TestNetworks.random(256, 5, false, Network.Activation.SQUARED, 8, 1);
        // The choice follows the processor: vectors of at least 256 bits (every x86-64 processor
        // with AVX2) play the vector sums, narrower ones the scalar sums; the tests above compare
        // the two forms whichever plays here.
        assertThat(network.vectorSums()).isEqualTo(VectorSums.suits(256));
        assertThat(TestNetworks.random(24, 5, false).vectorSums()).isFalse(); // not a whole number of vectors
    }
}
