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
    void badValuesAreNamedAndLeftOut() {
        GoCommand go = parse("depth x nodes 0 movestogo -1 winc");
        assertThat(go.problems()).containsExactly(
                "go depth \"x\" is not a whole number; ignored",
                "go nodes 0 is out of range (at least 1); ignored",
                "go movestogo -1 is out of range (at least 0); ignored",
                "go winc needs a value; ignored");
        assertThat(go.limits(Color.WHITE, 0)).isEqualTo(new SearchLimits(0, 0, 0, 0, 0, 0, false));
    }
}
