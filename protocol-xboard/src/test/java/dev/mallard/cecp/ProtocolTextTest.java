package dev.mallard.cecp;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.board.Color;
import dev.mallard.core.board.Position;
import dev.mallard.core.rules.GameStatus;
import dev.mallard.core.search.Score;
import dev.mallard.core.search.SearchInfo;
import dev.mallard.core.variant.Variant;
import dev.mallard.core.variant.Variants;
import dev.mallard.protocol.LineReader;
import dev.mallard.protocol.ProtocolOutput;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The small text conversions of the protocol: commands, moves, scores, claims, input lines. */
class ProtocolTextTest {
    private static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    private static final String PROMOTION = "7k/4P3/8/8/8/8/8/K7 w - - 0 1";

    @Test
    void commandsSplitAtWhiteSpace() {
        assertThat(CommandParser.parse("   \t ")).isNull();
        Command c = CommandParser.parse("  setboard\t8/8/8/8/8/8/8/k6K  w - -  0 1 ");
        assertThat(c.name()).isEqualTo("setboard");
        assertThat(c.argText()).isEqualTo("8/8/8/8/8/8/8/k6K w - - 0 1");
        assertThat(c.text()).isEqualTo("setboard 8/8/8/8/8/8/8/k6K w - - 0 1");
    }

    @Test
    void movesAreToldFromCommands() {
        for (String move : List.of("e2e4", "e7e8q", "a7a8n", "e2e4,e4d5", "e7e8,e8d5q", "e2e4/e7e5", "P@e4", "O-O", "j10j9")) {
            assertThat(CommandParser.looksLikeMove(move)).as(move).isTrue();
        }
        for (String word : List.of("go", "st", "sd", "new", "e2", "level", "e2-e4", "quit", "?", ".")) {
            assertThat(CommandParser.looksLikeMove(word)).as(word).isFalse();
        }
    }

    @Test
    void twoLegTurnsGoOutAsTwoMoveLinesWithThePromotionLast() {
        assertThat(legs("normal", START, "e2e4")).containsExactly("e2e4");
        assertThat(legs("refusal", START, "e2e4/e7e5")).containsExactly("e2e4/e7e5");
        assertThat(legs("duck", START, "e2e4,e4d5")).containsExactly("e2e4,", "e4d5");
        assertThat(legs("duck", PROMOTION, "e7e8q,e8d5")).containsExactly("e7e8,", "e8d5q");
    }

    @Test
    void twoLegTurnsComeInWithThePromotionOnEitherLeg() {
        Variant duck = Variants.find("duck").orElseThrow();
        Position position = duck.parseFen(PROMOTION);
        int turn = duck.rules().parseTurn(position, "e7e8q,e8d5");
        assertThat(duck.rules().parseTurn(position, String.join("", duck.cecpLegs(position, turn)))).isEqualTo(turn);
        assertThat(duck.rules().parseTurn(position, "e7e8,e8d5q")).isEqualTo(turn);
    }

    /** The CECP legs of a turn written in the variant's coordinate notation. */
    private static List<String> legs(String name, String fen, String turn) {
        Variant variant = Variants.find(name).orElseThrow();
        Position position = variant.parseFen(fen);
        return variant.cecpLegs(position, variant.rules().parseTurn(position, turn));
    }

    @Test
    void matesAreScoredAsXboardExpects() {
        assertThat(ThinkingOutput.score(35)).isEqualTo(35);
        assertThat(ThinkingOutput.score(-120)).isEqualTo(-120);
        assertThat(ThinkingOutput.score(Score.MATE - 1)).isEqualTo(100_001); // mate with the next move
        assertThat(ThinkingOutput.score(Score.MATE - 3)).isEqualTo(100_002);
        assertThat(ThinkingOutput.score(-Score.MATE + 2)).isEqualTo(-100_001); // mated after one move
        assertThat(ThinkingOutput.score(-Score.MATE + 4)).isEqualTo(-100_002);
        SearchInfo info = new SearchInfo(7, 12, 31, 123_456, 1234, 0, List.of("e2e4", "e7e5"));
        assertThat(ThinkingOutput.format(info)).isEqualTo("7 31 123 123456 e2e4 e7e5");
    }

    @Test
    void claimsNameTheWinnerAndTheReason() {
        assertThat(GameEndClaim.text(GameStatus.CHECKMATE, Color.WHITE)).isEqualTo("1-0 {White mates}");
        assertThat(GameEndClaim.text(GameStatus.CHECKMATE, Color.BLACK)).isEqualTo("0-1 {Black mates}");
        assertThat(GameEndClaim.text(GameStatus.STALEMATE, -1)).isEqualTo("1/2-1/2 {Stalemate}");
        assertThat(GameEndClaim.text(GameStatus.THREEFOLD_REPETITION, -1)).isEqualTo("1/2-1/2 {Draw by repetition}");
        assertThat(GameEndClaim.text(GameStatus.FIFTY_MOVE_RULE, -1)).isEqualTo("1/2-1/2 {Fifty move rule}");
        assertThat(GameEndClaim.text(GameStatus.INSUFFICIENT_MATERIAL, -1)).isEqualTo("1/2-1/2 {Insufficient material}");
        // Duck Chess: a captured king, and a stalemate that wins for the side without a move.
        assertThat(GameEndClaim.text(GameStatus.KING_CAPTURED, Color.BLACK)).isEqualTo("0-1 {Black captures the king}");
        assertThat(GameEndClaim.text(GameStatus.STALEMATE, Color.WHITE)).isEqualTo("1-0 {White wins by stalemate}");
    }

    @Test
    void inputLinesEndAtNewlinesAndAreCapped() throws Exception {
        byte[] bytes = "one\r\ntwo\n\nxxxxxxxxxxxxxxxxxxxx\nlast".getBytes(StandardCharsets.UTF_8);
        LineReader reader = new LineReader(new ByteArrayInputStream(bytes), 10);
        assertThat(reader.next()).isEqualTo(new LineReader.Line("one", false));
        assertThat(reader.next()).isEqualTo(new LineReader.Line("two", false));
        assertThat(reader.next()).isEqualTo(new LineReader.Line("", false));
        assertThat(reader.next()).isEqualTo(new LineReader.Line("xxxxxxxxxx", true));
        assertThat(reader.next()).isEqualTo(new LineReader.Line("last", false));
        assertThat(reader.next()).isNull();
    }

    @Test
    void echoedTextIsMadeSafe() {
        assertThat(ProtocolOutput.echo("a\u0007b", 10)).isEqualTo("a?b");
        assertThat(ProtocolOutput.echo("abcdef", 3)).isEqualTo("abc...");
    }
}
