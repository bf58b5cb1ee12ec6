package dev.mallard.uci;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.board.Color;
import dev.mallard.core.search.SearchLimits;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code go}'s parameters and the search limits they make. */
class GoCommandTest {
    private static GoCommand parse(String args) {
        return GoCommand.parse(args.isEmpty() ? List.of() : List.of(args.split(" ")));
    }

    @Test
    void theClockOfTheSideToMoveCountsLessTheMoveOverhead() {
        GoCommand go = parse("wtime 60000 btime 30000 winc 1000 binc 500 movestogo 20");
        assertThat(go.limits(Color.WHITE, 100)).isEqualTo(new SearchLimits(0, 0, 0, 59_900, 1000, 20, false));
        assertThat(go.limits(Color.BLACK, 100)).isEqualTo(new SearchLimits(0, 0, 0, 29_900, 500, 20, false));
        assertThat(go.problems()).isEmpty();
    }

    @Test
    void aClockNoLargerThanTheOverheadStillLeavesAMillisecond() {
        assertThat(parse("wtime 5 btime 5").limits(Color.WHITE, 10).timeLeftMs()).isEqualTo(1);
        GoCommand negative = parse("wtime -300 btime 1000");
        assertThat(negative.limits(Color.WHITE, 10).timeLeftMs()).isEqualTo(1);
        assertThat(negative.problems()).containsExactly("go wtime -300 is negative; taken as 0");
    }

    @Test
    void moveTimeNeverExceedsTheClock() {
        assertThat(parse("movetime 5000 wtime 1000 btime 1000").limits(Color.WHITE, 0).moveTimeMs()).isEqualTo(1000);
        assertThat(parse("movetime 200").limits(Color.BLACK, 50)).isEqualTo(SearchLimits.moveTime(200));
    }

    @Test
    void depthNodesInfiniteMateAndPonderAreKept() {
        GoCommand go = parse("depth 7 nodes 5000 mate 3 infinite ponder");
        assertThat(go.limits(Color.WHITE, 10)).isEqualTo(new SearchLimits(7, 5000, 0, 0, 0, 0, true));
        assertThat(go.mate()).isEqualTo(3);
        assertThat(go.ponder()).isTrue();
        assertThat(go.withoutPonder().ponder()).isFalse();
        assertThat(parse("depth 1000").limits(Color.WHITE, 0).depth()).isEqualTo(SearchLimits.MAX_DEPTH);
    }

    @Test
    void aBareGoHasNoLimit() {
        assertThat(parse("").limits(Color.WHITE, 10)).isEqualTo(new SearchLimits(0, 0, 0, 0, 0, 0, false));
    }

    @Test
    void searchMovesRunUntilTheNextKeyword() {
        GoCommand go = parse("searchmoves e2e4 d2d4,d4d5 e7e5/d7d5 depth 3");
        assertThat(go.searchMoves()).containsExactly("e2e4", "d2d4,d4d5", "e7e5/d7d5");
        assertThat(go.depth()).isEqualTo(3);
        assertThat(parse("searchmoves wtime 10").problems()).containsExactly(
                "go searchmoves names no move; searching all moves");
    }

    @Test
    void badValuesAreNamedAndLeftOutAndValuesOutOfRangeAreCut() {
        GoCommand go = parse("depth x nodes 0 movestogo -1 winc");
        assertThat(go.problems()).containsExactly(
                "go depth \"x\" is not a whole number; ignored",
                "go nodes 0 is out of range (1 to 9223372036854775807); taken as 1",
                "go movestogo -1 is out of range (0 to 2147483647); taken as 0",
                "go winc needs a value; ignored");
        assertThat(go.limits(Color.WHITE, 0)).isEqualTo(new SearchLimits(0, 1, 0, 0, 0, 0, false));
    }

    /** The case: Black to move, a clock for White only. A timed search without a clock moves at once. */
    @Test
    void aClockForTheOtherSideOnlyLeavesTheSideToMoveNoTime() {
        GoCommand go = parse("wtime 1000");
        assertThat(go.timed()).isTrue();
        assertThat(go.hasClock(Color.BLACK)).isFalse();
        assertThat(go.limits(Color.BLACK, 10)).isEqualTo(new SearchLimits(0, 0, 0, 1, 0, 0, false));
        assertThat(parse("btime 1000 winc 500").limits(Color.WHITE, 10)).isEqualTo(new SearchLimits(0, 0, 0, 1, 500, 0, false));
        assertThat(parse("wtime 0 btime 0").limits(Color.WHITE, 10).timeLeftMs()).isEqualTo(1);
    }

    @Test
    void zeroLimitsAreTheSmallestSearchesNotUnboundedOnes() {
        assertThat(parse("depth 0").limits(Color.WHITE, 0).depth()).isEqualTo(1);
        assertThat(parse("nodes 0").limits(Color.WHITE, 0).nodes()).isEqualTo(1);
        assertThat(parse("movetime 0").limits(Color.WHITE, 0).moveTimeMs()).isEqualTo(1);
        assertThat(parse("movetime -50").limits(Color.WHITE, 0).moveTimeMs()).isEqualTo(1);
        assertThat(parse("depth -4").limits(Color.WHITE, 0).depth()).isEqualTo(1);
        assertThat(parse("movestogo 0 wtime 100").limits(Color.WHITE, 0).movesToGo()).isZero();
    }

    @Test
    void hugeValuesAreCutSoThatNoSumOverflows() {
        GoCommand go = parse("wtime 99999999999999999999999 winc 9223372036854775807 depth 123456789012345678901 nodes "
                + "99999999999999999999");
        SearchLimits limits = go.limits(Color.WHITE, 10);
        assertThat(limits.timeLeftMs()).isEqualTo(GoCommand.MAX_MS - 10);
        assertThat(limits.incrementMs()).isEqualTo(GoCommand.MAX_MS);
        assertThat(limits.depth()).isEqualTo(SearchLimits.MAX_DEPTH);
        assertThat(limits.nodes()).isEqualTo(Long.MAX_VALUE);
        assertThat(go.problems()).containsExactly(
                "go wtime 9223372036854775807 is out of range (0 to 1000000000000); taken as 1000000000000",
                "go winc 9223372036854775807 is out of range (0 to 1000000000000); taken as 1000000000000");
    }

    @Test
    void aMateLimitAloneEndsAtADepthAndWithOtherLimitsKeepsThem() {
        assertThat(parse("mate 2").limits(Color.WHITE, 0)).isEqualTo(new SearchLimits(7, 0, 0, 0, 0, 0, false));
        assertThat(parse("mate 2000000000").limits(Color.WHITE, 0).depth()).isEqualTo(SearchLimits.MAX_DEPTH);
        assertThat(parse("mate 2 movetime 100").limits(Color.WHITE, 0).depth()).isZero();
        assertThat(parse("mate 2 infinite").limits(Color.WHITE, 0).depth()).isZero();
    }
}
