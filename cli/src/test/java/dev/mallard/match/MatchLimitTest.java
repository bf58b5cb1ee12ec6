package dev.mallard.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** Time-control text, the CECP commands it becomes, and the referee's allowance. */
class MatchLimitTest {
    @Test
    void clockFromText() {
        MatchLimit limit = MatchLimit.clock("10+0.1", 100);
        assertThat(limit.baseMs()).isEqualTo(10_000);
        assertThat(limit.incrementMs()).isEqualTo(100);
        assertThat(limit.setupCommands()).containsExactly("level 0 0:10 0.1");
        assertThat(limit.allowanceMs(2_500)).isEqualTo(2_600);
        assertThat(limit.pgnTag()).isEqualTo("10+0.1");
        assertThat(MatchLimit.clock("90", 0).setupCommands()).containsExactly("level 0 1:30 0");
        assertThat(MatchLimit.clock("90", 0).pgnTag()).isEqualTo("90");
    }

    @Test
    void moveTimeAndDepth() {
        assertThat(MatchLimit.moveTime(500, 50).setupCommands()).containsExactly("st 0.5");
        assertThat(MatchLimit.moveTime(500, 50).allowanceMs(0)).isEqualTo(550);
        assertThat(MatchLimit.moveTime(2000, 50).setupCommands()).containsExactly("st 2");
        assertThat(MatchLimit.depth(7).setupCommands()).containsExactly("sd 7", "st 30");
        assertThat(MatchLimit.depth(7).sendsClocks()).isFalse();
    }

    @Test
    void nodesAreVirtualTimeWithOnlyAHangLimit() {
        MatchLimit limit = MatchLimit.nodes(20_000);
        assertThat(limit.setupCommands()).containsExactly("nps 20000", "st 1");
        assertThat(limit.sendsClocks()).isFalse();
        assertThat(limit.workLimited()).isTrue();
        assertThat(limit.allowanceMs(0)).isEqualTo(MatchLimit.HANG_MS);
        assertThat(limit.pgnTag()).isEqualTo("-");
        assertThat(MatchLimit.moveTime(500, 50).workLimited()).isFalse();
    }

    @Test
    void badTextIsRejectedWithTheReason() {
        assertThatThrownBy(() -> MatchLimit.clock("1.5+0", 0)).hasMessageContaining("whole seconds");
        assertThatThrownBy(() -> MatchLimit.clock("ten", 0)).hasMessageContaining("seconds+increment");
        assertThatThrownBy(() -> MatchLimit.clock("10+-1", 0)).hasMessageContaining("negative");
        assertThatThrownBy(() -> MatchLimit.moveTime(0, 0)).hasMessageContaining("at least 1 ms");
        assertThatThrownBy(() -> MatchLimit.depth(0)).hasMessageContaining("at least 1");
        assertThatThrownBy(() -> MatchLimit.nodes(0)).hasMessageContaining("nodes per move must be at least 1");
    }
}
