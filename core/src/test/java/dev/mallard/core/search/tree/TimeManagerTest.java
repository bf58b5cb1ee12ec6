package dev.mallard.core.search.tree;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.search.Score;
import dev.mallard.core.search.SearchLimits;
import org.junit.jupiter.api.Test;

/**
 * The clock's deadlines and their scaling by the iterations' results: at 10 s + 0.1 s with no
 * move count the plan is 10,000 − 30 ms over 30 moves plus ¾ of the increment, 407 ms, so
 * without scaling no iteration starts after 203 ms.
 */
class TimeManagerTest {
    /** Two root moves: which squares they join does not matter here. */
    private static final int MOVE = 12 | 28 << 6;
    private static final int OTHER = 6 | 21 << 6;

    private static TimeManager clock() {
        return new TimeManager(SearchLimits.clock(10_000, 100, 0));
    }

    /** The latest time at which a new iteration may start, found by asking. */
    private static long lastStart(TimeManager time) {
        long ms = 0;
        while (time.mayStartIteration(ms)) {
            ms++;
        }
        return ms - 1;
    }

    @Test
    void withoutScalingHalfThePlanStartsIterations() {
        TimeManager time = clock();
        assertThat(lastStart(time)).isEqualTo(202);
        assertThat(time.hardMs()).isEqualTo(Math.min(407 * 3, 9_970 * 3 / 5));
    }

    @Test
    void aSettledSearchStopsEarlierAndAnUnsettledOneLater() {
        TimeManager settled = clock();
        for (int depth = 1; depth <= 10; depth++) {
            settled.iterationDone(depth, MOVE, 30, 0.95);
        }
        TimeManager unsettled = clock();
        for (int depth = 1; depth <= 10; depth++) {
            unsettled.iterationDone(depth, depth % 2 == 0 ? MOVE : OTHER, 30 - 10 * depth, 0.3);
        }
        // settled: the same move 9 iterations in a row (0.8) with 95 % of the nodes (1.6 - 0.95),
        // the score flat (1), times 1.25: 407 ms x 0.65 = 264, half of it 132, the last start 131
        assertThat(lastStart(settled)).isEqualTo(131);
        // unsettled: a new best move each time (1.6) with 30 % (1.3), 10 cp lower each time
        // (1 + 10/200), times 1.25: 407 ms x 2.5 (the most) = 1,017, half of it 508, the last start 507
        assertThat(lastStart(unsettled)).isEqualTo(507);
        // never past half the hard deadline: an iteration started later would be cut off
        assertThat(lastStart(unsettled)).isLessThan(unsettled.hardMs() / 2);
        // an iteration running past the scaled plan is cut short; without scaling only the hard deadline cuts
        assertThat(settled.mustStop(263)).isFalse();
        assertThat(settled.mustStop(264)).isTrue();
        assertThat(unsettled.mustStop(1016)).isFalse();
        assertThat(unsettled.mustStop(1017)).isTrue();
        TimeManager plain = clock();
        assertThat(plain.mustStop(plain.hardMs() - 1)).isFalse();
        assertThat(plain.mustStop(plain.hardMs())).isTrue();
    }

    @Test
    void shallowIterationsAndMatesDoNotScale() {
        long plain = lastStart(clock());
        TimeManager shallow = clock();
        for (int depth = 1; depth <= 4; depth++) {
            shallow.iterationDone(depth, depth % 2 == 0 ? MOVE : OTHER, -100 * depth, 0.1);
        }
        assertThat(lastStart(shallow)).isEqualTo(plain);
        assertThat(shallow.mustStop(shallow.hardMs() - 1)).isFalse();
        TimeManager mate = clock();
        for (int depth = 1; depth <= 8; depth++) {
            mate.iterationDone(depth, depth % 2 == 0 ? MOVE : OTHER, Score.MATE - 5, 0.1);
        }
        assertThat(lastStart(mate)).isEqualTo(plain);
        assertThat(mate.mustStop(mate.hardMs() - 1)).as("a mate is searched to the hard deadline").isFalse();
    }

    @Test
    void aFixedMoveTimeAndAnInfiniteSearchIgnoreTheScaling() {
        TimeManager fixed = new TimeManager(SearchLimits.moveTime(500));
        TimeManager infinite = new TimeManager(SearchLimits.untilStopped());
        for (int depth = 1; depth <= 10; depth++) {
            fixed.iterationDone(depth, MOVE, 0, 1.0);
            infinite.iterationDone(depth, MOVE, 0, 1.0);
        }
        assertThat(lastStart(fixed)).isEqualTo(494);
        assertThat(fixed.mustStop(494)).isFalse();
        assertThat(infinite.mayStartIteration(Long.MAX_VALUE - 1)).isTrue();
    }
}
