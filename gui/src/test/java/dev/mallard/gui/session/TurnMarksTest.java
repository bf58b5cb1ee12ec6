package dev.mallard.gui.session;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.board.Color;
import dev.mallard.gui.search.WhiteScore;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Each turn's loss is measured for the side that played it, with scores capped, and marked. */
class TurnMarksTest {
    private static WhiteScore cp(int cp) {
        return new WhiteScore(cp, 0);
    }

    @Test
    void marksTheLossOfTheSideThatMoved() {
        Map<Integer, WhiteScore> scores = Map.of(0, cp(20), 1, cp(-40), 2, cp(100), 3, cp(-250), 4, cp(5000), 5, cp(3000));
        List<Object> marks = TurnMarks.of(scores, 6, Color.WHITE);
        assertThat(marks.get(0)).isEqualTo(Map.of("mark", "?!", "kind", "inaccuracy", "loss", 60));
        assertThat(marks.get(1)).isEqualTo(Map.of("mark", "?", "kind", "mistake", "loss", 140));
        assertThat(marks.get(2)).isEqualTo(Map.of("mark", "??", "kind", "blunder", "loss", 350));
        assertThat(marks.get(3)).as("Black's turn that let White win").isEqualTo(Map.of("mark", "??", "kind", "blunder",
                "loss", 1250));
        assertThat(marks.get(4)).as("a won position stays won: capped scores lose nothing").isNull();
        assertThat(marks.get(5)).as("no score after the last turn").isNull();
    }

    @Test
    void aGameStartingWithBlackMeasuresBlacksTurnsFirst() {
        List<Object> marks = TurnMarks.of(Map.of(0, cp(0), 1, cp(400)), 1, Color.BLACK);
        assertThat(marks).containsExactly(Map.of("mark", "??", "kind", "blunder", "loss", 400));
    }
}
