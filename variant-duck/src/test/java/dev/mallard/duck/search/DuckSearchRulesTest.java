package dev.mallard.duck.search;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.board.Position;
import dev.mallard.core.board.Square;
import dev.mallard.core.search.Technique;
import dev.mallard.duck.DuckRules;
import dev.mallard.duck.DuckVariant;
import java.util.EnumSet;
import org.junit.jupiter.api.Test;

/**
 * The Duck search's draws: a board of the game (which holds a Duck) recurring at a node (which
 * holds none) is a draw from ply 2 on, not at ply 1; the fifty-move rule at every ply. Its
 * techniques: every variant's and those Duck's games took.
 */
class DuckSearchRulesTest {
    private static final DuckVariant VARIANT = new DuckVariant();
    private static final DuckRules RULES = VARIANT.duckRules();
    private final DuckSearchRules rules = new DuckSearchRules();

    /** The start position after the game's turns, then the search's moves (the Duck lifted). */
    private Position line(String fen, String[] gameTurns, String... searchMoves) {
        Position position = VARIANT.parseFen(fen);
        for (String turn : gameTurns) {
            RULES.makeTurn(position, RULES.parseTurn(position, turn));
        }
        for (String move : searchMoves) {
            int turn = RULES.parseTurn(position, move + "," + move.substring(2) + "h8");
            rules.makeMove(position, DuckRules.move(turn));
        }
        return position;
    }

    @Test
    void aBoardOfTheGameRecursAsADrawFromPlyTwoOn() {
        String start = "4k3/8/8/8/8/8/8/R3K3 w - - 0 1";
        String[] game = {"e1d1,d1h4", "e8d8,d8h5", "d1e1,e1h3"};
        Position ply1 = line(start, game, "d8e8");
        assertThat(ply1.blockerSquare()).as("a node holds no Duck").isEqualTo(Square.NONE);
        assertThat(ply1.boardRepetitions()).as("the start's board").isEqualTo(1);
        assertThat(rules.isDrawn(ply1, 1)).as("the root's own turn").isFalse();
        assertThat(rules.isDrawn(ply1, 3)).as("the same board deeper down").isTrue();

        Position ply2 = line(start, game, "d8e8", "e1d1");
        assertThat(ply2.boardRepetitions()).isEqualTo(1);
        assertThat(rules.isDrawn(ply2, 2)).as("back to the board after 1. Kd1").isTrue();

        Position fresh = line(start, game, "d8c8", "e1d1");
        assertThat(rules.isDrawn(fresh, 2)).as("a new board").isFalse();
    }

    @Test
    void theFiftyMoveRuleDrawsAtEveryPly() {
        Position position = VARIANT.parseFen("4k3/8/8/8/8/8/8/R3K3 w - - 99 80");
        assertThat(rules.isDrawn(position, 1)).isFalse();
        position.makeMove(DuckRules.move(RULES.parseTurn(position, "a1a2,a2h8")));
        position.liftBlocker();
        assertThat(rules.isDrawn(position, 1)).isTrue();
        assertThat(rules.isDrawn(position, 2)).isTrue();
    }

    /**
     * Every variant's techniques, futility at the reduced depth and the correction history (by
     * SPRT in sessions 45-46) and the threat history (session 53), nothing else.
     */
    @Test
    void takesEveryVariantsTechniquesAndTheThreeItsGamesTook() {
        EnumSet<Technique> expected = EnumSet.copyOf(Technique.everyVariant());
        expected.add(Technique.REDUCED_DEPTH_FUTILITY);
        expected.add(Technique.CORRECTION_HISTORY);
        expected.add(Technique.THREAT_HISTORY);
        assertThat(rules.techniques()).containsExactlyInAnyOrderElementsOf(expected);
    }
}
