package dev.mallard.core.nnue;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mallard.core.board.Color;
import dev.mallard.core.board.Piece;
import dev.mallard.core.board.PieceType;
import dev.mallard.core.board.Square;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class NetworkFeaturesTest {
    @Test
    void withOneKingBucketEveryKingHasTheSameViewAndNoMirror() {
        for (int king = 0; king < 64; king++) {
            assertThat(NetworkFeatures.view(Color.WHITE, king, 1)).isZero();
            assertThat(NetworkFeatures.view(Color.BLACK, king, 1)).isZero();
        }
        // The inputs of the networks before king buckets: own pawn on a1 first, the other side's king on h8 last.
        assertThat(NetworkFeatures.index(Color.WHITE, Piece.of(Color.WHITE, PieceType.PAWN), 0, 0)).isZero();
        assertThat(NetworkFeatures.index(Color.WHITE, Piece.of(Color.BLACK, PieceType.KING), 63, 0)).isEqualTo(767);
        assertThat(NetworkFeatures.index(Color.BLACK, Piece.of(Color.BLACK, PieceType.PAWN), 56, 0)).isZero();
    }

    @Test
    void theKingChoosesTheBucketInItsOwnViewMirroredToTheAToDFiles() {
        int g1 = Square.fromName("g1");
        int b1 = Square.fromName("b1");
        int e1 = Square.fromName("e1");
        int e2 = Square.fromName("e2");
        int e4 = Square.fromName("e4");
        // Four buckets: the first rank's a-b files, its c-d files, the second rank, beyond.
        assertThat(bucket(Color.WHITE, g1, 4)).isEqualTo(0);
        assertThat(bucket(Color.WHITE, b1, 4)).isEqualTo(0);
        assertThat(bucket(Color.WHITE, e1, 4)).isEqualTo(1);
        assertThat(bucket(Color.WHITE, e2, 4)).isEqualTo(2);
        assertThat(bucket(Color.WHITE, e4, 4)).isEqualTo(3);
        assertThat(bucket(Color.BLACK, Square.fromName("g8"), 4)).isEqualTo(0);
        assertThat(bucket(Color.BLACK, Square.fromName("d7"), 4)).isEqualTo(2);
        assertThat(bucket(Color.BLACK, g1, 4)).isEqualTo(3);
        // Eight: each first-rank file; the second rank's wings; the third rank; beyond.
        assertThat(bucket(Color.WHITE, Square.fromName("h1"), 8)).isEqualTo(0);
        assertThat(bucket(Color.WHITE, g1, 8)).isEqualTo(1);
        assertThat(bucket(Color.WHITE, e1, 8)).isEqualTo(3);
        assertThat(bucket(Color.WHITE, Square.fromName("g2"), 8)).isEqualTo(4);
        assertThat(bucket(Color.WHITE, e2, 8)).isEqualTo(5);
        assertThat(bucket(Color.WHITE, Square.fromName("a3"), 8)).isEqualTo(6);
        assertThat(bucket(Color.WHITE, e4, 8)).isEqualTo(7);
        // Two: the first rank, or beyond.
        assertThat(bucket(Color.WHITE, g1, 2)).isEqualTo(0);
        assertThat(bucket(Color.BLACK, Square.fromName("e7"), 2)).isEqualTo(1);
        // The mirror: a king on the e-h files flips its side's files.
        int pawn = Piece.of(Color.WHITE, PieceType.PAWN);
        int h2 = Square.fromName("h2");
        assertThat(NetworkFeatures.index(Color.WHITE, pawn, h2, NetworkFeatures.view(Color.WHITE, g1, 4)))
                .isEqualTo(NetworkFeatures.index(Color.WHITE, pawn, Square.fromName("a2"), NetworkFeatures.view(Color.WHITE, b1, 4)));
    }

    @Test
    void everyViewAndPieceGivesItsOwnInputWithinTheNetworksInputs() {
        for (int kingBuckets : new int[] {1, 2, 4, 8}) {
            Set<Integer> views = new HashSet<>();
            for (int king = 0; king < 64; king++) {
                views.add(NetworkFeatures.view(Color.WHITE, king, kingBuckets));
            }
            assertThat(views).hasSize(kingBuckets == 1 ? 1 : 2 * kingBuckets);
            for (int view : views) {
                Set<Integer> inputs = new HashSet<>();
                for (int piece = 0; piece < 16; piece++) {
                    if (Piece.type(piece) < PieceType.PAWN || Piece.type(piece) > PieceType.KING) {
                        continue;
                    }
                    for (int square = 0; square < 64; square++) {
                        int input = NetworkFeatures.index(Color.BLACK, piece, square, view);
                        assertThat(input).isBetween(0, NetworkFeatures.PER_KING_BUCKET * kingBuckets - 1);
                        inputs.add(input);
                    }
                }
                assertThat(inputs).hasSize(NetworkFeatures.PER_KING_BUCKET);
            }
        }
        assertThatThrownBy(() -> NetworkFeatures.view(Color.WHITE, 0, 3)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("got 3");
        assertThat(NetworkFeatures.validKingBuckets(16)).isFalse();
    }

    private static int bucket(int perspective, int king, int kingBuckets) {
        return (NetworkFeatures.view(perspective, king, kingBuckets) >>> 3) / NetworkFeatures.PER_KING_BUCKET;
    }
}
