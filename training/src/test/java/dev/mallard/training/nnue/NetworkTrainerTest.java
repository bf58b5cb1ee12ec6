package dev.mallard.training.nnue;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.mallard.core.board.Color;
import dev.mallard.core.board.Fen;
import dev.mallard.core.board.PieceType;
import dev.mallard.core.board.Position;
import dev.mallard.core.movegen.MoveGenerator;
import dev.mallard.core.nnue.Network;
import dev.mallard.core.nnue.NetworkEvaluation;
import dev.mallard.core.nnue.NetworkFeatures;
import dev.mallard.core.nnue.NetworkFormat;
import dev.mallard.training.data.LabelledPositions;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.ToIntFunction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class NetworkTrainerTest {
    private static final int[] VALUES = {0, 100, 300, 320, 500, 900, 0};

    /** Material from White's point of view: a label the network can learn exactly from its inputs. */
    private static int material(Position position) {
        int score = 0;
        for (int type = PieceType.PAWN; type <= PieceType.QUEEN; type++) {
            score += VALUES[type] * (Long.bitCount(position.pieces(Color.WHITE, type))
                    - Long.bitCount(position.pieces(Color.BLACK, type)));
        }
        return score;
    }

    /** The last positions of random games of random length, which capture often enough for material to differ. */
    private static List<Position> positions(int count, long seed) {
        Random random = new Random(seed);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        List<Position> positions = new ArrayList<>();
        while (positions.size() < count) {
            Position position = Fen.parse(Fen.START);
            int length = 8 + random.nextInt(60);
            for (int ply = 0; ply < length; ply++) {
                int n = MoveGenerator.legal(position, moves, 0, MoveGenerator.ALL);
                if (n == 0) {
                    break;
                }
                position.makeMove(moves[random.nextInt(n)]);
            }
            positions.add(position);
        }
        return positions;
    }

    /** {@return an empty set of inputs for networks of {@code kingBuckets} king buckets that stand alone} */
    private static LabelledPositions<NetworkInputs> inputs(int kingBuckets) {
        return new LabelledPositions<>(new NetworkInputs(kingBuckets));
    }

    private static NetworkTrainer.Settings settings(boolean correction) {
        return settings(correction, Network.Activation.CLIPPED, 1);
    }

    private static NetworkTrainer.Settings settings(boolean correction, Network.Activation activation, int buckets) {
        return settings(correction, activation, buckets, 1);
    }

    private static NetworkTrainer.Settings settings(boolean correction, Network.Activation activation, int buckets,
                                                    int kingBuckets) {
        return new NetworkTrainer.Settings(16, 40, 0.003, 0, 64, 2, 5, correction, activation, buckets, kingBuckets);
    }

    @ParameterizedTest
    @CsvSource({"CLIPPED, 1", "SQUARED, 1", "CLIPPED, 8", "SQUARED, 8"})
    void trainingLearnsMaterialAndTheIntegerNetworkScoresAsTheFloatingOneDoes(Network.Activation activation, int buckets) {
        LabelledPositions<NetworkInputs> training = inputs(1);
        for (Position position : positions(6000, 1)) {
            training.add(position, material(position), 0.5);
        }
        LabelledPositions<NetworkInputs> validation = inputs(1);
        List<Position> held = positions(1000, 2);
        for (Position position : held) {
            validation.add(position, material(position), 0.5);
        }
        List<Double> errors = new ArrayList<>();
        NetworkTrainer trainer = new NetworkTrainer(settings(false, activation, buckets));
        NetworkTrainer.Result result = trainer.train(training, validation, (epoch, train, valid) -> errors.add(valid));
        assertThat(result.network().activation()).isEqualTo(activation);
        assertThat(result.network().buckets()).isEqualTo(buckets);

        assertThat(errors).hasSize(40);
        assertThat(result.validationError()).isLessThan(errors.get(0) / 4).isEqualTo(errors.stream()
                .mapToDouble(Double::doubleValue).min().orElseThrow());
        assertLearned(trainer, result.network(), held, validation, NetworkTrainerTest::material);
    }

    /**
     * Asserts that {@code network}, trained by {@code trainer}, misses the {@code label}s of
     * the {@code held} positions by a quarter of their spread at most, and that the integer
     * network scores as the floating-point one it was rounded from (under 8 cp on average).
     */
    private static void assertLearned(NetworkTrainer trainer, Network network, List<Position> held,
                                      LabelledPositions<NetworkInputs> validation, ToIntFunction<Position> label) {
        double missed = 0;
        double spread = 0;
        double rounding = 0;
        NetworkEvaluation evaluation = new NetworkEvaluation(network);
        for (int i = 0; i < held.size(); i++) {
            Position position = held.get(i);
            int own = position.sideToMove() == Color.WHITE ? label.applyAsInt(position) : -label.applyAsInt(position);
            int score = evaluation.evaluate(position);
            missed += Math.abs(score - own);
            spread += Math.abs(own);
            rounding += Math.abs(score - trainer.output(validation, i) * Network.SCALE);
        }
        assertThat(spread / held.size()).isGreaterThan(100);
        assertThat(missed / held.size()).isLessThan(spread / held.size() / 4);
        assertThat(rounding / held.size()).as("mean centipawns lost to rounding").isLessThan(8);
    }

    /**
     * A network with king buckets learns labels that depend on where the kings stand (a king
     * off its first rank, so in another bucket, costs 300 cp) and its integer form scores as the
     * floating-point one: the inputs of training and of the evaluation agree, mirror and bucket.
     */
    @Test
    void aNetworkWithKingBucketsLearnsWhereTheKingStandsAndScoresAsTheFloatingOneDoes() {
        List<Position> some = positions(3000, 4);
        List<Position> held = positions(500, 5);
        LabelledPositions<NetworkInputs> training = inputs(2);
        LabelledPositions<NetworkInputs> validation = inputs(2);
        for (Position position : some) {
            training.add(position, kingSafety(position), 0.5);
        }
        for (Position position : held) {
            validation.add(position, kingSafety(position), 0.5);
        }
        NetworkTrainer trainer = new NetworkTrainer(new NetworkTrainer.Settings(8, 10, 0.01, 0, 64, 2, 5, false,
                Network.Activation.CLIPPED, 1, 2));
        List<Double> errors = new ArrayList<>();
        NetworkTrainer.Result result = trainer.train(training, validation, (epoch, train, valid) -> errors.add(valid));
        assertThat(result.network().kingBuckets()).isEqualTo(2);
        assertThat(result.validationError()).isLessThan(errors.get(0));
        assertLearned(trainer, result.network(), held, validation, NetworkTrainerTest::kingSafety);
    }

    /** White's score: 300 cp for each side whose king has left its first rank, against it. */
    private static int kingSafety(Position position) {
        int white = position.kingSquare(Color.WHITE) >= 8 ? -300 : 0;
        int black = position.kingSquare(Color.BLACK) < 56 ? 300 : 0;
        return white + black;
    }

    @Test
    void aCorrectionFitsTheBaseScoresWeightFirstAndIsWrittenOnTheBaseScale() {
        // The base evaluation is material for the side to move, the labels twice White's: the fitted weight must be 2.
        LabelledPositions<NetworkInputs> training = new LabelledPositions<>(new NetworkInputs(1,
                position -> position.sideToMove() == Color.WHITE ? material(position) : -material(position)));
        for (Position position : positions(3000, 3)) {
            training.add(position, 2 * material(position), 0.5);
        }
        NetworkTrainer.Result result = new NetworkTrainer(settings(true)).train(training, inputs(1),
                (epoch, train, valid) -> { });

        assertThat(result.baseWeight()).isCloseTo(2.0, within(0.02));
        assertThat(result.network().correction()).isTrue();
        assertThat(result.epoch()).isEqualTo(40); // no validation: the last epoch
        assertThat(Double.isNaN(result.baseValidationError())).isTrue();
    }

    /**
     * A trainer started from a network holds that network's weights exactly (rounding them again
     * gives the same network) and scores as it does; a network of another size, or a correction,
     * cannot be a start.
     */
    @ParameterizedTest
    @CsvSource({"CLIPPED, 1, 1", "SQUARED, 5, 4"})
    void aTrainerStartedFromANetworkHoldsItsWeights(Network.Activation activation, int buckets, int kingBuckets)
            throws IOException {
        Network start = fresh(16, 21, activation, buckets, kingBuckets);
        NetworkTrainer trainer = new NetworkTrainer(settings(false, activation, buckets, kingBuckets), start);
        ByteArrayOutputStream original = new ByteArrayOutputStream();
        ByteArrayOutputStream again = new ByteArrayOutputStream();
        NetworkFormat.write(start, original);
        NetworkFormat.write(trainer.quantised(), again);
        assertThat(again.toByteArray()).isEqualTo(original.toByteArray());

        LabelledPositions<NetworkInputs> data = inputs(kingBuckets);
        List<Position> some = positions(50, 3);
        for (Position position : some) {
            data.add(position, 0, 0.5);
        }
        for (int i = 0; i < some.size(); i++) {
            // The integer output is truncated (up to 1 cp); the floating-point one has rounding of its own.
            assertThat(trainer.output(data, i) * Network.SCALE).as("position %d", i)
                    .isCloseTo(new NetworkEvaluation(start).evaluate(some.get(i)), within(1.05));
        }

        NetworkTrainer.Settings same = settings(false, activation, buckets, kingBuckets);
        assertThatThrownBy(() -> new NetworkTrainer(same, fresh(8, 21, activation, buckets, kingBuckets)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("8 hidden neurons");
        assertThatThrownBy(() -> new NetworkTrainer(same, new Network(
                new short[NetworkFeatures.PER_KING_BUCKET * kingBuckets * 16], new short[16], new short[buckets * 2 * 16],
                new int[buckets], activation, Network.SCALE, true, kingBuckets)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("a correction");
        Network.Activation other = activation == Network.Activation.CLIPPED ? Network.Activation.SQUARED
                : Network.Activation.CLIPPED;
        assertThatThrownBy(() -> new NetworkTrainer(same, fresh(16, 21, other, buckets, kingBuckets)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining(other.toString());
        assertThatThrownBy(() -> new NetworkTrainer(same,
                fresh(16, 21, activation, buckets + 1, kingBuckets)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining((buckets + 1) + " output buckets");
        int otherKings = kingBuckets == 1 ? 2 : 1;
        assertThatThrownBy(() -> new NetworkTrainer(same, fresh(16, 21, activation, buckets, otherKings)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining(otherKings + " king buckets");
        // Positions whose inputs are for other king buckets cannot train the network.
        LabelledPositions<NetworkInputs> otherInputs = inputs(otherKings);
        otherInputs.add(some.get(0), 0, 0.5);
        assertThatThrownBy(() -> trainer.train(otherInputs, inputs(kingBuckets), (epoch, t, v) -> { }))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("king buckets");
    }

    /**
     * The network of a trainer's fresh weights (random, from {@code seed}) in the given shape,
     * standing alone: a start of that shape for another trainer.
     */
    private static Network fresh(int hidden, long seed, Network.Activation activation, int buckets, int kingBuckets) {
        return new NetworkTrainer(new NetworkTrainer.Settings(hidden, 1, 0.01, 0, 64, 1, seed, false, activation,
                buckets, kingBuckets)).quantised();
    }
}
