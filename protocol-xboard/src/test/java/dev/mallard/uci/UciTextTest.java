package dev.mallard.uci;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.search.SearchInfo;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The {@code info} line's fields in Stockfish's order, a failed window's bound after the score. */
class UciTextTest {
    @Test
    void anExactScoreHasNoBoundAndABoundFollowsTheScore() {
        List<String> pv = List.of("c3d5", "e7d8");
        assertThat(UciText.info(new SearchInfo(9, 18, 55, 60_000, 100, 3, pv, 1)))
                .isEqualTo("info depth 9 seldepth 18 multipv 1 score cp 55 nodes 60000 nps 600000 hashfull 3 time 100"
                        + " pv c3d5 e7d8");
        assertThat(UciText.info(new SearchInfo(9, 18, 55, 60_000, 100, 3, pv, 1, SearchInfo.Bound.LOWER)))
                .startsWith("info depth 9 seldepth 18 multipv 1 score cp 55 lowerbound nodes 60000 ");
        assertThat(UciText.info(new SearchInfo(8, 18, 53, 40_000, 100, 3, pv, 1, SearchInfo.Bound.UPPER)))
                .startsWith("info depth 8 seldepth 18 multipv 1 score cp 53 upperbound nodes 40000 ");
    }
}
