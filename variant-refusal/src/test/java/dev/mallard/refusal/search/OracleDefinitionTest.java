package dev.mallard.refusal.search;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.board.Position;
import dev.mallard.fide.eval.FideEvaluator;
import dev.mallard.refusal.ExplicitTurnOracle;
import dev.mallard.refusal.RefusalOracle;
import dev.mallard.refusal.RefusalVariant;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The oracle that scores each move once and derives every veto's value from the list equals
 * minimax over turns taken literally (every move with every veto played on the board): at
 * depth 1 on every test position, depth 2 on every eighth, depth 3 on the endgames (all
 * positions at depths 2 and 3 with {@code -Pslow}).
 */
class OracleDefinitionTest {
    private final RefusalVariant variant = new RefusalVariant();
    private final FideEvaluator evaluator = new FideEvaluator();
    private final RefusalOracle oracle = new RefusalOracle(evaluator);
    private final ExplicitTurnOracle explicit = new ExplicitTurnOracle(evaluator);

    private void assertAgrees(Position position, int depth) {
        assertThat(oracle.score(position, depth)).as("%s depth %d", variant.toFen(position), depth)
                .isEqualTo(explicit.score(position, depth));
    }

    @Test
    void sharedVetoValuesEqualTurnsPlayedOneByOne() {
        List<Position> positions = SecondBestPositions.sample(8, 3);
        int deep = 0;
        for (int i = 0; i < positions.size(); i++) {
            Position position = positions.get(i);
            assertAgrees(position, 1);
            if (i % 8 == 0) {
                assertAgrees(position, 2);
            }
            if (Long.bitCount(position.occupied()) <= 6) {
                assertAgrees(position, 3);
                deep++;
            }
        }
        assertThat(deep).isGreaterThan(10);
    }

    @Test
    @Tag("slow")
    void sharedVetoValuesEqualTurnsPlayedOneByOneAtDepthThree() {
        for (Position position : SecondBestPositions.sample(2, 5)) {
            assertAgrees(position, 2);
            assertAgrees(position, 3);
        }
    }
}
