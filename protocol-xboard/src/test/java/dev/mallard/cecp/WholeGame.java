package dev.mallard.cecp;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.board.Position;
import dev.mallard.core.rules.GameStatus;
import dev.mallard.core.rules.Rules;
import dev.mallard.core.variant.SearchableVariant;
import java.util.regex.Pattern;

/**
 * A whole game against the engine: the engine plays White at a fixed depth, the test Black with
 * the first legal turn, every engine turn is checked against the variant's rules, and when the
 * game ends the engine must claim exactly the result the rules give.
 */
final class WholeGame {
    private static final Pattern THINKING = Pattern.compile("-?\\d+ -?\\d+ \\d+ \\d+.*");

    private WholeGame() {
    }

    /**
     * Plays up to {@code maxPlies} plies of {@code variant}; returns the claim the game ended
     * with, or {@code null} when it was cut off (the engine is then thinking on its move).
     */
    static String play(SearchableVariant variant, EngineLink engine, int depth, int maxPlies) {
        Rules rules = variant.rules();
        for (String command : new String[] {"new", "variant " + variant.name(), "sd " + depth, "post", "go"}) {
            engine.sendLine(command);
        }
        Position position = variant.parseFen(variant.startFen());
        int[] turns = new int[rules.maxTurns()];
        for (int ply = 0; ply < maxPlies; ply++) {
            if (ply % 2 == 0) {
                String move = engineTurn(engine);
                rules.makeTurn(position, rules.parseTurn(position, move));
            } else {
                int count = rules.generateTurns(position, turns, 0);
                assertThat(count).isPositive();
                engine.sendLine("usermove " + rules.formatTurn(position, turns[0]));
                rules.makeTurn(position, turns[0]);
            }
            GameStatus status = variant.status(position);
            if (status != GameStatus.ONGOING) {
                String claim = GameEndClaim.text(status, variant.winner(position, status));
                assertThat(nextProtocolLine(engine)).isEqualTo(claim);
                return claim;
            }
        }
        return null;
    }

    /** The engine's next turn: one {@code move} line, or two for a Duck turn (the first ends in a comma). */
    private static String engineTurn(EngineLink engine) {
        String line = nextProtocolLine(engine);
        assertThat(line).startsWith("move ");
        String text = line.substring(5);
        if (text.endsWith(",")) {
            String second = nextProtocolLine(engine);
            assertThat(second).startsWith("move ");
            text += second.substring(5);
        }
        return text;
    }

    /** The next line that is neither thinking output nor the variant's description for XBoard. */
    private static String nextProtocolLine(EngineLink engine) {
        String line = engine.nextLine();
        while (THINKING.matcher(line).matches() || line.startsWith("setup ")) {
            line = engine.nextLine();
        }
        return line;
    }
}
