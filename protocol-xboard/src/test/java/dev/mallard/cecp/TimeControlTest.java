package dev.mallard.cecp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mallard.core.search.SearchLimits;
import java.util.List;
import org.junit.jupiter.api.Test;

class TimeControlTest {
    @Test
    void levelTakesMinutesOrMinutesAndSecondsAndDecimalIncrements() {
        assertThat(TimeControl.parseLevel(List.of("40", "5", "0"))).containsExactly(40, 300_000, 0);
        assertThat(TimeControl.parseLevel(List.of("0", "0:30", "0.1"))).containsExactly(0, 30_000, 100);
        assertThat(TimeControl.parseLevel(List.of("0", "2", "12"))).containsExactly(0, 120_000, 12_000);
        assertThat(TimeControl.parseLevel(List.of("0", "0:01", "0.1"))).containsExactly(0, 1000, 100);
        assertThat(TimeControl.parseLevel(List.of("40", "0.5", "0"))).containsExactly(40, 30_000, 0);
    }

    @Test
    void badLevelsAreRefused() {
        for (List<String> args : List.of(List.of("40", "5"), List.of("x", "5", "0"), List.of("40", "-5", "0"),
                List.of("40", "5", "y"), List.of("40", "0", "0"), List.of("-1", "5", "0"), List.of("40", "5:x", "0"))) {
            assertThatThrownBy(() -> TimeControl.parseLevel(args)).as(args.toString())
                    .isInstanceOf(IllegalArgumentException.class);
        }
    }

    @Test
    void theClockGivesTimeLeftIncrementAndMovesToGo() {
        TimeControl clock = new TimeControl();
        clock.setLevel(40, 300_000, 0);
        clock.setEngineClock(1000); // 10 s
        SearchLimits limits = clock.limits(5);
        assertThat(limits.timeLeftMs()).isEqualTo(10_000 - TimeControl.LAG_MS);
        assertThat(limits.movesToGo()).isEqualTo(35);
        assertThat(clock.limits(40).movesToGo()).isEqualTo(40);

        clock.setLevel(0, 1000, 100);
        SearchLimits blitz = clock.limits(0);
        assertThat(blitz.movesToGo()).isZero();
        assertThat(blitz.incrementMs()).isEqualTo(100);
        assertThat(blitz.timeLeftMs()).isEqualTo(1000 - TimeControl.LAG_MS);
    }

    @Test
    void stIsAFixedTimeAndSdCapsTheDepth() {
        TimeControl clock = new TimeControl();
        clock.setMoveTime(1000);
        clock.setDepthLimit(7);
        SearchLimits limits = clock.limits(0);
        assertThat(limits.moveTimeMs()).isBetween(900L, 999L);
        assertThat(limits.depth()).isEqualTo(7);
        clock.newGame();
        assertThat(clock.limits(0).depth()).isZero();
        clock.setLevel(40, 60_000, 0); // level replaces st
        assertThat(clock.limits(0).moveTimeMs()).isZero();
    }

    @Test
    void npsCountsNodesInsteadOfTime() {
        TimeControl clock = new TimeControl();
        clock.setNodesPerSecond(1000);
        clock.setMoveTime(2000);
        assertThat(clock.limits(0).nodes()).isEqualTo(2000); // virtual time: no lag held back
        assertThat(clock.limits(0).moveTimeMs()).isZero();
        clock.setNodesPerSecond(20_000);
        clock.setMoveTime(1000);
        assertThat(clock.limits(0).nodes()).isEqualTo(20_000); // a match's --nodes 20000
    }

    @Test
    void theEnginesOwnMovesRunItsClock() {
        TimeControl clock = new TimeControl();
        clock.setLevel(2, 60_000, 1000);
        clock.engineMoved(10_000, 0);
        assertThat(clock.engineClockMs()).isEqualTo(51_000);
        clock.engineMoved(1000, 1); // the second move completes the control
        assertThat(clock.engineClockMs()).isEqualTo(111_000);
        clock.setEngineClock(-5);
        assertThat(clock.engineClockMs()).isZero();
        assertThat(clock.limits(0).timeLeftMs()).isPositive();
    }

    @Test
    void theGuisClockTeachesTheLagOfAMove() {
        TimeControl clock = new TimeControl();
        clock.setLevel(0, 1000, 100);
        clock.setEngineClock(100); // no move of the engine yet: nothing to compare
        assertThat(clock.lagMs()).isEqualTo(TimeControl.LAG_MS);
        clock.engineMoved(200, 0); // the engine expects 900 ms on its clock
        clock.setEngineClock(75); // the GUI says 750 ms: the move cost 150 ms more than the search
        assertThat(clock.lagMs()).isEqualTo(150);
        assertThat(clock.limits(1).timeLeftMs()).isEqualTo(750 - 150);
        // Every move costs 100 ms more than assumed: that much of the increment is not planned with.
        assertThat(clock.limits(1).incrementMs()).isEqualTo(100 - (150 - TimeControl.LAG_MS));
        clock.setEngineClock(10); // a second time without a move in between teaches nothing
        assertThat(clock.lagMs()).isEqualTo(150);
        clock.engineMoved(50, 1); // from the 100 ms the GUI gave: 150 ms expected
        clock.setEngineClock(14); // 140 ms: the lag falls, slowly
        assertThat(clock.lagMs()).isEqualTo((3 * 150 + 10) / 4);
        clock.engineMoved(0, 2);
        clock.setEngineClock(100_000); // far more than expected: the GUI set the clock anew
        assertThat(clock.lagMs()).isEqualTo((3 * 150 + 10) / 4);
    }

    @Test
    void nearTheFlagAMoveMayUseAnEighthOfTheTimeLeft() {
        TimeControl clock = new TimeControl();
        clock.setLevel(0, 1000, 100);
        clock.setEngineClock(90);
        long budget = clock.moveBudgetMs(10);
        assertThat(clock.hardCapMs(10)).isEqualTo((900 - TimeControl.LAG_MS) / 8).isLessThan(3 * budget);
        clock.setEngineClock(60_000); // a minute left: the search's own plan, three budgets
        assertThat(clock.hardCapMs(10)).isEqualTo(3 * clock.moveBudgetMs(10));
        clock.setMoveTime(1000);
        assertThat(clock.hardCapMs(10)).isEqualTo(Long.MAX_VALUE);
    }
}
