package dev.mallard.duck;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mallard.core.board.Fen;
import dev.mallard.core.board.Position;
import dev.mallard.core.rules.IllegalMoveException;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The API/UCI and CECP forms of a Duck turn, and the rejection of every kind of bad text. */
class NotationTest {
    private static final String PROMOTIONS = "r3k2r/1P4P1/8/3*4/8/8/1p4p1/R3K2R w KQkq - 0 1";
    private static final String DUCK_ON_D3 = "rnbqkbnr/ppp1p1pp/8/3pPp2/8/3*4/PPPP1PPP/RNBQKBNR w KQkq f6 0 3";

    private final DuckVariant variant = new DuckVariant();
    private final DuckRules rules = variant.duckRules();

    @Test
    void formatsTheApiForm() {
        Position start = variant.parseFen(Fen.START);
        assertThat(rules.formatTurn(start, rules.parseTurn(start, "e2e4,e4d5"))).isEqualTo("e2e4,e4d5");
        Position promotions = variant.parseFen(PROMOTIONS);
        int turn = rules.parseTurn(promotions, "b7a8q,a8b1");
        assertThat(rules.formatTurn(promotions, turn)).isEqualTo("b7a8q,a8b1");
        assertThat(rules.formatTurn(promotions, rules.parseTurn(promotions, "e1g1,g1e1"))).isEqualTo("e1g1,g1e1");
    }

    @Test
    void readsTheCecpFormWithThePromotionOnTheSecondLeg() {
        Position position = variant.parseFen(PROMOTIONS);
        assertThat(rules.parseTurn(position, "b7a8,a8b1q")).isEqualTo(rules.parseTurn(position, "b7a8q,a8b1"));
        assertThat(rules.parseTurn(position, "g7g8,g8e5n")).isEqualTo(rules.parseTurn(position, "g7g8n,g8e5"));
        assertThat(rules.parseTurn(position, "b7a8,a8b1q")).isNotEqualTo(rules.parseTurn(position, "b7a8r,a8b1"));
    }

    @Test
    void writesTheCecpOutputAsTwoLegs() {
        Position position = variant.parseFen(PROMOTIONS);
        assertThat(DuckRules.cecpLegs(position, rules.parseTurn(position, "b7a8q,a8b1")))
                .containsExactly("b7a8,", "a8b1q");
        Position start = variant.parseFen(Fen.START);
        assertThat(DuckRules.cecpLegs(start, rules.parseTurn(start, "e2e4,e4d5"))).containsExactly("e2e4,", "e4d5");
    }

    /** Every turn of many positions reads back from both forms, and all texts differ. */
    @Test
    void everyTurnRoundTripsInBothForms() {
        int[] buffer = new int[rules.maxTurns()];
        int checked = 0;
        for (Position position : Positions.sample(3, 15, 30)) {
            int end = rules.generateTurns(position, buffer, 0);
            java.util.Set<String> texts = new java.util.HashSet<>();
            for (int i = 0; i < end; i++) {
                int turn = buffer[i];
                String text = rules.formatTurn(position, turn);
                assertThat(texts.add(text)).as(text).isTrue();
                assertThat(rules.parseTurn(position, text)).as(text).isEqualTo(turn);
                String[] legs = DuckRules.cecpLegs(position, turn);
                assertThat(legs[0]).endsWith(",");
                assertThat(rules.parseTurn(position, legs[0] + legs[1])).as(legs[0] + legs[1]).isEqualTo(turn);
                checked++;
            }
        }
        assertThat(checked).isGreaterThan(100_000);
    }

    @ParameterizedTest(name = "{1} -> {2}")
    @CsvSource(delimiter = '|', value = {
        // position | text | message
        "START      | e2e4            | Duck move missing in \"e2e4\"",
        "START      | e2e4,           | Duck move missing in \"e2e4,\"",
        "START      | e2e4,e4         | garbage after the comma in \"e2e4,e4\"",
        "START      | e2e4,e4d5,d5d6  | garbage after the comma",
        "START      | e2e4,e4d9       | garbage after the comma",
        "START      | e2e4,hello      | garbage after the comma",
        "START      | 'e2e4,e4d5 '    | garbage after the comma",
        "START      | e2e4,e4d5x      | the promotion letter must be q, r, b or n",
        "START      | e2e4,e3d5       | the Duck's move must start at e4, the square the piece moved to, not at e3",
        "START      | e2e4,e4e7       | Duck on an occupied square, e7 is not empty after e2e4",
        "START      | e2e4,e4e4       | Duck on an occupied square, e4 is not empty after e2e4",
        "START      | e2e5,e5d5       | illegal move \"e2e5,e5d5\": no legal move goes from e2 to e5",
        "START      | e7e5,e5d4       | no legal move goes from e7 to e5",
        "START      | e2e4q,e4d5      | this move does not promote",
        "START      | ''              | malformed move",
        "START      | e2              | malformed move",
        "START      | ,e4d5           | malformed move",
        "START      | e2e4e4d5        | malformed move",
        "START      | 'e2e4 ,e4d5'    | malformed move",
        "START      | e2e4.,e4d5      | malformed move",
        "DUCK_ON_D3 | g1f3,f3d3       | Duck left in place, it must move from d3 to another empty square",
        "DUCK_ON_D3 | d2d4,d4d5       | no legal move goes from d2 to d4",
        "DUCK_ON_D3 | d2d3,d3h3       | no legal move goes from d2 to d3",
        "PROMOTIONS | b7a8,a8b1       | a promotion needs a piece letter (q, r, b or n)",
        "PROMOTIONS | b7a8q,a8b1q     | the promotion letter is given twice",
        "PROMOTIONS | b7a8Q,a8b1      | the promotion letter must be q, r, b or n",
        "PROMOTIONS | b7a8k,a8b1      | the promotion letter must be q, r, b or n",
        "PROMOTIONS | b7a8,a8b1k      | the promotion letter must be q, r, b or n",
        "PROMOTIONS | e1g1,g1f1       | Duck on an occupied square, f1 is not empty after e1g1",
    })
    void rejectsBadTurnsWithSpecificMessages(String where, String text, String message) {
        Position position = variant.parseFen(switch (where) {
            case "START" -> Fen.START;
            case "DUCK_ON_D3" -> DUCK_ON_D3;
            case "PROMOTIONS" -> PROMOTIONS;
            default -> throw new IllegalArgumentException(where);
        });
        String fen = Fen.toFen(position);
        assertThatThrownBy(() -> rules.parseTurn(position, text)).isInstanceOf(IllegalMoveException.class)
                .hasMessageContaining(message);
        assertThat(Fen.toFen(position)).isEqualTo(fen);
    }

    @Test
    void rejectsNullAndTurnsAfterTheGameEnded() {
        Position position = variant.parseFen("4k3/8/8/8/8/8/8/4QK2 w - - 0 1");
        assertThatThrownBy(() -> rules.parseTurn(position, null)).isInstanceOf(IllegalMoveException.class)
                .hasMessageContaining("must not be null");
        rules.makeTurn(position, rules.parseTurn(position, "e1e8,e8d5"));
        assertThatThrownBy(() -> rules.parseTurn(position, "f1f2,f2f1")).isInstanceOf(IllegalMoveException.class)
                .hasMessageContaining("the game is over, the Black king has been captured");
    }

    @Test
    void aFirstTurnMayPutTheDuckAnywhereEmpty() {
        Position start = variant.parseFen(Fen.START);
        for (String text : List.of("e2e4,e4a3", "e2e4,e4h6", "e2e4,e4e2", "g1f3,f3g1")) {
            rules.makeTurn(start, rules.parseTurn(start, text));
            assertThat(start.blockerSquare()).isNotNegative();
            rules.unmakeTurn(start, rules.parseTurn(variant.parseFen(Fen.START), text));
            assertThat(Fen.toFen(start)).isEqualTo(Fen.START);
        }
    }
}
