package dev.mallard.duck.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mallard.core.board.Position;
import dev.mallard.duck.DuckVariant;
import dev.mallard.duck.eval.DuckEvaluator;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The oracle that searches each board once for all its Duck squares against the explicit-turn
 * oracle, which searches it once per square: the same score wherever the explicit one finishes,
 * with quiescence and without, for fewer nodes.
 */
class DuckOracleTest {
    private static final DuckVariant VARIANT = new DuckVariant();
    /** Without quiescence, every this-many-th position is compared at depth 3 too. */
    private static final int DEPTH_THREE_STRIDE = 8;

    @Test
    void withQuiescenceItScoresWhatTheExplicitOracleScores() {
        DuckOracle oracle = new DuckOracle(new DuckEvaluator(), true);
        ExplicitDuckOracle explicit = new ExplicitDuckOracle(new DuckEvaluator(), true);
        List<Position> positions = OracleAgreementTest.positions();
        long sharedNodes = 0;
        long explicitNodes = 0;
        for (Position position : positions) {
            int maxDepth = Long.bitCount(position.occupied()) <= 5 ? 2 : 1;
            for (int depth = 1; depth <= maxDepth; depth++) {
                String fen = VARIANT.toFen(position);
                assertThat(oracle.score(position, depth)).as("%s depth %d", fen, depth)
                        .isEqualTo(explicit.score(position, depth));
                sharedNodes += oracle.nodes();
                explicitNodes += explicit.nodes();
            }
        }
        assertThat(sharedNodes).isPositive().isLessThan(explicitNodes / 4);
    }

    @Test
    void withoutQuiescenceItScoresWhatTheExplicitOracleScores() {
        DuckOracle oracle = new DuckOracle(new DuckEvaluator(), false);
        ExplicitDuckOracle explicit = new ExplicitDuckOracle(new DuckEvaluator(), false);
        List<Position> positions = OracleAgreementTest.positions();
        for (int i = 0; i < positions.size(); i++) {
            Position position = positions.get(i);
            int maxDepth = i % DEPTH_THREE_STRIDE == 3 ? 3 : 2;
            for (int depth = 1; depth <= maxDepth; depth++) {
                assertThat(oracle.score(position, depth)).as("%s depth %d", VARIANT.toFen(position), depth)
                        .isEqualTo(explicit.score(position, depth));
            }
        }
    }

    /**
     * The start position at depth 2 with quiescence: the explicit oracle searches every reply
     * board once per Duck square of the turn before, this one once.
     */
    @Test
    void searchesEachBoardOnceForAllItsDuckSquares() {
        Position start = VARIANT.parseFen(VARIANT.startFen());
        DuckOracle oracle = new DuckOracle(new DuckEvaluator());
        ExplicitDuckOracle explicit = new ExplicitDuckOracle(new DuckEvaluator(), true);
        assertThat(oracle.score(start, 2)).isEqualTo(explicit.score(start, 2));
        assertThat(oracle.nodes() * 20).isLessThan(explicit.nodes());
    }

    @Test
    void leavesThePositionAsItWas() {
        Position position = VARIANT.parseFen("r3k2r/1P4P1/8/3*4/8/8/1p4p1/R3K2R w KQkq - 0 1");
        String before = VARIANT.toFen(position);
        new DuckOracle(new DuckEvaluator()).score(position, 2);
        assertThat(VARIANT.toFen(position)).isEqualTo(before);
    }

    @Test
    void rejectsBadArguments() {
        DuckOracle oracle = new DuckOracle(new DuckEvaluator());
        Position start = VARIANT.parseFen(VARIANT.startFen());
        assertThatThrownBy(() -> new DuckOracle(null)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> oracle.score(null, 1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> oracle.score(start, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("1 to 6");
        assertThatThrownBy(() -> oracle.score(start, 7)).isInstanceOf(IllegalArgumentException.class);
    }
}
