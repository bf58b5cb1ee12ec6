package dev.mallard.training.tune;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.mallard.core.board.Color;
import dev.mallard.core.board.Position;
import dev.mallard.core.search.Evaluator;
import dev.mallard.fide.FideVariant;
import dev.mallard.training.data.LabelledPosition;
import dev.mallard.training.tune.SiblingOrder;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** {@link SiblingOrder} on FIDE positions: which lines make pairs, and the measure by hand. */
class SiblingOrderTest {
    private static final FideVariant FIDE = new FideVariant();
    private static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    private static final String E4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
    private static final String D4 = "rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1";
    private static final String NF3 = "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1";
    private static final String E4E5 = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";
    private static final String E4E5NF3 = "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2";
    private static final String E4E5BC4 = "rnbqkbnr/pppp1ppp/8/4p3/2B1P3/8/PPPP1PPP/RNBQK1NR b KQkq - 1 2";

    private static LabelledPosition line(String fen, int label) {
        return new LabelledPosition(fen, label, 0.5);
    }

    private static SiblingOrder order(List<LabelledPosition> data) {
        return SiblingOrder.of(FIDE.rules(), FIDE::parseFen, data);
    }

    /** An evaluation that gives each listed position a score from White's view. */
    private static Evaluator scoring(Map<String, Integer> whiteView) {
        Map<Long, Integer> byKey = new HashMap<>();
        whiteView.forEach((fen, score) -> byKey.put(FIDE.parseFen(fen).key(), score));
        return (Position position) -> {
            int score = byKey.get(position.key());
            return position.sideToMove() == Color.WHITE ? score : -score;
        };
    }

    @Test
    void pairsTheChildrenThatFollowAPositionAndLeaveOutExtremeLabels() {
        // START's children e4, d4 and Nf3 (labelled beyond the limit), then E4E5, which is no child of START: a new group.
        SiblingOrder order = order(List.of(line(START, 20), line(E4, 40), line(D4, 30), line(NF3, 2000),
                line(E4E5, 25), line(E4E5NF3, 50), line(E4E5BC4, 45)));
        assertThat(order.pairs()).as("(e4, d4) and (Nf3, Bc4); Nf3's label beyond %d cp", SiblingOrder.MAX_LABEL)
                .isEqualTo(2);
    }

    @Test
    void aPositionThatIsNoChildStartsAGroupAndARepeatedChildIsNoPair() {
        assertThat(order(List.of(line(START, 20), line(E4, 40), line(E4, 40))).pairs()).isZero();
        assertThat(order(List.of(line(E4, 40), line(D4, 30), line(E4E5, 25))).pairs())
                .as("e4 and d4 are siblings, but not children of a line before them").isZero();
        assertThat(order(List.of(line(START, 20), line(E4, 40), line(D4, 30), line(NF3, 10))).pairs())
                .as("three children: three pairs").isEqualTo(3);
    }

    @Test
    void measuresOrderDifferenceAndAbsoluteErrorFromWhitesView() {
        SiblingOrder order = order(List.of(line(START, 20), line(E4, 40), line(D4, 30),
                line(E4E5, 25), line(E4E5NF3, 50), line(E4E5BC4, 45)));
        // The first pair in the wrong order (10 < 50 against 40 > 30), the second in the right one (60 > 40, 50 > 45).
        Evaluator evaluator = scoring(Map.of(E4, 10, D4, 50, E4E5NF3, 60, E4E5BC4, 40));
        SiblingOrder.Report report = order.measure(evaluator);
        assertThat(report.pairs()).isEqualTo(2);
        assertThat(report.sameOrder()).isEqualTo(0.5);
        // Differences: (10 - 50) - (40 - 30) = -50 and (60 - 40) - (50 - 45) = 15.
        assertThat(report.differenceRms()).isCloseTo(Math.sqrt((2500 + 225) / 2.0), within(1e-9));
        // Errors: -30, 20, 10, -5.
        assertThat(report.absoluteRms()).isCloseTo(Math.sqrt((900 + 400 + 100 + 25) / 4.0), within(1e-9));
    }

    @Test
    void anEvaluationThatMatchesTheLabelsScoresPerfectly() {
        SiblingOrder order = order(List.of(line(START, 20), line(E4, 40), line(D4, 30)));
        SiblingOrder.Report report = order.measure(scoring(Map.of(E4, 40, D4, 30)));
        assertThat(report.sameOrder()).isEqualTo(1.0);
        assertThat(report.differenceRms()).isZero();
        assertThat(report.absoluteRms()).isZero();
    }

    @Test
    void noPairsIsAnErrorToMeasure() {
        assertThatThrownBy(() -> order(List.of(line(START, 0))).measure(scoring(Map.of())))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("no sibling pairs");
    }
}
