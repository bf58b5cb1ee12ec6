package dev.mallard.gui.session;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.board.Color;
import dev.mallard.core.search.SearchLimits;
import org.junit.jupiter.api.Test;

/** The server's clocks, on a time source the test moves: no sleeping, no timing. */
class GameClockTest {
    private final FakeTime time = new FakeTime();
    private final GameClock clock = new GameClock(new TimeControl(60_000, 2_000), time);

    @Test
    void onlyTheRunningClockCountsDown() {
        assertThat(clock.leftMs(Color.WHITE)).isEqualTo(60_000);
        time.advanceMs(5_000);
        assertThat(clock.leftMs(Color.WHITE)).as("no clock runs before the game begins").isEqualTo(60_000);
        clock.run(Color.WHITE);
        time.advanceMs(7_250);
        assertThat(clock.leftMs(Color.WHITE)).isEqualTo(52_750);
        assertThat(clock.leftMs(Color.BLACK)).isEqualTo(60_000);
        assertThat(clock.json()).containsEntry("white", 52_750L).containsEntry("black", 60_000L)
                .containsEntry("running", "white").containsEntry("control", "1+2");
    }

    @Test
    void aTurnChargesTheMoverAddsTheIncrementAndStartsTheOtherClock() {
        clock.run(Color.WHITE);
        time.advanceMs(10_000);
        assertThat(clock.punch()).isTrue();
        assertThat(clock.leftMs(Color.WHITE)).isEqualTo(52_000);
        time.advanceMs(3_000);
        assertThat(clock.leftMs(Color.WHITE)).isEqualTo(52_000);
        assertThat(clock.leftMs(Color.BLACK)).isEqualTo(57_000);
        assertThat(clock.punch()).isTrue();
        assertThat(clock.leftMs(Color.BLACK)).isEqualTo(59_000);
        assertThat(clock.json()).containsEntry("running", "white");
    }

    @Test
    void aClockAtZeroHasFallenAndATurnAfterItIsTooLate() {
        clock.run(Color.WHITE);
        time.advanceMs(59_999);
        assertThat(clock.fallen()).isEmpty();
        time.advanceMs(1);
        assertThat(clock.fallen()).hasValue(Color.WHITE);
        time.advanceMs(500);
        assertThat(clock.punch()).as("no increment rescues a fallen flag").isFalse();
        assertThat(clock.leftMs(Color.WHITE)).isZero();
        assertThat(clock.json()).containsEntry("running", "none").containsEntry("white", 0L);
        assertThat(clock.fallen()).as("a stopped clock falls no further").isEmpty();
    }

    @Test
    void runningTheOtherSideGivesNoTimeBackAndNoIncrement() {
        clock.run(Color.WHITE);
        time.advanceMs(4_000);
        clock.punch();
        time.advanceMs(6_000);
        clock.run(Color.WHITE); // a takeback: White to move again
        assertThat(clock.leftMs(Color.BLACK)).isEqualTo(54_000);
        assertThat(clock.leftMs(Color.WHITE)).isEqualTo(58_000);
        time.advanceMs(1_000);
        assertThat(clock.leftMs(Color.WHITE)).isEqualTo(57_000);
    }

    @Test
    void aStoppedClockKeepsItsTime() {
        clock.run(Color.BLACK);
        time.advanceMs(2_500);
        clock.stop();
        time.advanceMs(60_000);
        assertThat(clock.leftMs(Color.BLACK)).isEqualTo(57_500);
        assertThat(clock.fallen()).isEmpty();
    }

    @Test
    void theEngineSearchesOnItsClockAsItStandsWhenTheSearchStarts() {
        clock.run(Color.WHITE);
        time.advanceMs(1_000);
        clock.punch();
        time.advanceMs(500); // the search waited for a thread
        SearchLimits limits = clock.limits(Color.BLACK);
        assertThat(limits.timeLeftMs()).isEqualTo(59_500);
        assertThat(limits.incrementMs()).isEqualTo(2_000);
        assertThat(limits.moveTimeMs()).isZero();
        assertThat(limits.movesToGo()).isZero();
        assertThat(clock.limits(Color.WHITE).timeLeftMs()).isEqualTo(61_000);
    }
}
