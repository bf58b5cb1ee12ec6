package dev.mallard.cecp;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.board.Position;
import dev.mallard.core.variant.Variant;
import dev.mallard.core.variant.Variants;
import dev.mallard.duck.DuckRules;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The protocol side of Duck and Refusal Chess: the {@code setup} line XBoard needs, both input
 * forms of a Duck move, Refusal turns with their veto, the result claims of each variant (king
 * capture, the Duck's stalemate win, mate, stalemate, fifty moves, repetition with the Duck's
 * square or the pending veto as part of the position), and the engine's own turns in each
 * variant's CECP form. The games run in force mode, so only the variants' rules are at work.
 */
class VariantProtocolTest {
    private static final String SETUP_PREFIX = "setup (PNBRQ................Kpnbrq................k) 8x8+0_fairy ";

    /** The engine's whole output for the commands, the input closing after them. */
    private static List<String> session(String... commands) {
        String text = EngineHarness.runToEnd(TestVariants.all(), commands);
        return text.isEmpty() ? List.of() : List.of(text.split("\n"));
    }

    /** The session's output after the {@code setup} line of {@code variant name}. */
    private static List<String> afterSetup(String name, String... commands) {
        List<String> all = new ArrayList<>(List.of("new", "variant " + name, "force"));
        all.addAll(List.of(commands));
        List<String> out = session(all.toArray(String[]::new));
        assertThat(out.get(0)).isEqualTo(SETUP_PREFIX + Variants.find(name).orElseThrow().startFen());
        return out.subList(1, out.size());
    }

    @Test
    void bothVariantsAreOfferedAndDescribedToXboard() {
        assertThat(session("protover 2")).anyMatch(l -> l.contains("variants=\"normal,duck,refusal\""));
        assertThat(afterSetup("duck")).isEmpty();
        assertThat(afterSetup("refusal")).isEmpty();
        assertThat(session("variant normal", "ping 1")).containsExactly("pong 1");
    }

    // ------------------------------------------------------------------------------------------
    // Duck Chess

    @Test
    void duckMovesAreTakenInBothForms() {
        assertThat(afterSetup("duck", "usermove e2e4,e4d5", "e7e5,e5d4", "ping 1")).containsExactly("pong 1");
        String promotion = "setboard 3k4/4P3/8/8/8/8/8/4K3 w - - 0 1";
        assertThat(afterSetup("duck", promotion, "usermove e7e8,e8d5q", "undo", "usermove e7e8q,e8d5", "undo",
                "usermove e7e8,e8d5n", "ping 1")).containsExactly("pong 1");
    }

    @Test
    void badDuckMovesAreRefusedWithTheirReasonAndWithoutChange() {
        // Each bad move with the reason the rules give for it.
        Map<String, String> bad = new LinkedHashMap<>();
        bad.put("e2e4", "no Duck square given");
        bad.put("e2e4,", "no Duck square given");
        bad.put("e2e4,e4e4", "Duck square occupied");
        bad.put("e2e4,d5d4", "the Duck must start on e4");
        bad.put("e2e4,e4e2x", "bad promotion letter");
        bad.put("e2e5,e5d4", "no legal move from e2 to e5");
        bad.put("e2e4,e4e7", "Duck square occupied");
        bad.put("e2e4,e4d5,d5d4", "malformed Duck move");
        bad.put("e7e8q,e8d5q", "promotion letter given twice");
        List<String> commands = new ArrayList<>();
        bad.keySet().forEach(m -> commands.add("usermove " + m));
        commands.add("usermove e2e4,e4d5");
        commands.add("ping 1");
        List<String> expected = new ArrayList<>();
        bad.forEach((m, reason) -> expected.add("Illegal move (" + reason + "): " + m));
        expected.add("pong 1");
        assertThat(afterSetup("duck", commands.toArray(String[]::new))).containsExactlyElementsOf(expected);
    }

    @Test
    void capturingTheKingWins() {
        assertThat(afterSetup("duck", "setboard 4k3/8/8/8/8/8/8/4RK2 w - - 0 1", "usermove e1e8,e8d5"))
                .containsExactly("1-0 {White captures the king}");
        assertThat(afterSetup("duck", "setboard 4rk2/8/8/8/8/8/8/4K3 b - - 0 1", "usermove e8e1,e1d5"))
                .containsExactly("0-1 {Black captures the king}");
    }

    @Test
    void aSideWithoutAMoveWinsInDuckChess() {
        // The Duck lands on b7: Black's king, bishop and pawns are all blocked, and Black wins.
        assertThat(afterSetup("duck", "setboard kb6/p1p5/P1P5/8/3*4/8/8/7K w - - 0 1", "usermove h1h2,h2b7"))
                .containsExactly("0-1 {Black wins by stalemate}");
    }

    @Test
    void duckGamesEndByFiftyMovesAndRepetitionWithTheDuckSquareCounted() {
        assertThat(afterSetup("duck", "setboard 4k3/8/8/3*4/8/8/8/4K2R w - - 99 60", "usermove h1h2,h2d4"))
                .containsExactly("1/2-1/2 {Fifty move rule}");
        String start = "setboard 4k1n1/8/8/8/3*4/8/8/4K1N1 w - - 0 1";
        List<String> shuffle = List.of("g1f3,f3d5", "g8f6,f6d4", "f3g1,g1d5", "f6g8,g8d4");
        List<String> commands = new ArrayList<>(List.of(start));
        commands.addAll(shuffle);
        commands.addAll(shuffle);
        assertThat(afterSetup("duck", commands.toArray(String[]::new))).containsExactly("1/2-1/2 {Draw by repetition}");
        // The same piece moves with the Duck on other squares repeat nothing.
        commands = new ArrayList<>(List.of(start, "g1f3,f3d5", "g8f6,f6c4", "f3g1,g1c5", "f6g8,g8e4",
                "g1f3,f3e5", "g8f6,f6b4", "f3g1,g1b5", "f6g8,g8a4", "ping 1"));
        assertThat(afterSetup("duck", commands.toArray(String[]::new))).containsExactly("pong 1");
    }

    @Test
    void theEnginesDuckTurnGoesOutAsTwoLinesAsFairyStockfishSendsThem() {
        // The pawn can take the king while promoting: a search finds it, and the claim follows the move.
        List<String> out = afterSetup("duck", "setboard 3k4/4P3/8/8/8/8/8/4K3 w - - 0 1", "sd 2", "go");
        assertThat(out).hasSizeBetween(2, 3);
        if (out.size() == 3) {
            assertThat(out.get(0)).isEqualTo("move e7d8,");
            assertThat(out.get(2)).isEqualTo("1-0 {White captures the king}");
        }
        assertThat(out.get(0)).matches("move [a-h][1-8][a-h][1-8],");
        assertThat(out.get(1)).matches("move [a-h][1-8][a-h][1-8][qrbn]?");
        // The two lines are DuckRules' CECP legs of a legal turn.
        Variant duck = Variants.find("duck").orElseThrow();
        Position position = duck.parseFen("3k4/4P3/8/8/8/8/8/4K3 w - - 0 1");
        String text = out.get(0).substring(5) + out.get(1).substring(5);
        int turn = duck.rules().parseTurn(position, text);
        assertThat(DuckRules.cecpLegs(position, turn)).containsExactly(out.get(0).substring(5), out.get(1).substring(5));
    }

    // ------------------------------------------------------------------------------------------
    // Refusal Chess

    @Test
    void refusalTurnsCarryTheirVeto() {
        assertThat(afterSetup("refusal", "usermove e2e4/e7e5", "usermove e7e5", "usermove e7e6", "d7d5/e4d5",
                "usermove e4e5", "ping 1"))
                .containsExactly("Illegal move (vetoed by the opponent): e7e5", "Illegal move (no veto given): e7e6",
                        "Illegal move (no veto given): e4e5", "pong 1");
        // A lone reply may not be vetoed; a turn naming no legal reply is refused.
        assertThat(afterSetup("refusal", "usermove e2e4/e2e5", "usermove e2e4/e7e5/e7e6", "usermove e2e4/",
                "ping 1"))
                .containsExactly("Illegal move (the veto is not a legal reply): e2e4/e2e5",
                        "Illegal move (malformed turn): e2e4/e7e5/e7e6", "Illegal move (malformed turn): e2e4/",
                        "pong 1");
    }

    @Test
    void refusalGamesEndByMateAndByTheDrawRules() {
        assertThat(afterSetup("refusal", "f2f3/a7a6", "e7e5/a2a3", "g2g4/a7a6", "d8h4"))
                .containsExactly("0-1 {Black mates}");
        assertThat(afterSetup("refusal", "setboard k7/8/1Q6/8/8/8/8/7K w - - 0 1", "usermove b6c7"))
                .containsExactly("1/2-1/2 {Stalemate}");
        assertThat(afterSetup("refusal", "setboard 4k3/8/8/8/8/8/8/4K2R w K - 99 60", "usermove h1h2/e8d8"))
                .containsExactly("1/2-1/2 {Fifty move rule}");
        assertThat(afterSetup("refusal", "setboard 4k3/8/8/8/8/8/8/4K1B1 b - - 0 1", "usermove e8d7/g1h2"))
                .containsExactly("1/2-1/2 {Insufficient material}");
    }

    @Test
    void aRefusalRepetitionCountsThePendingVeto() {
        String start = "setboard 4k1n1/8/8/8/8/8/8/4K1N1 w - - 0 1";
        List<String> cycle = List.of("g1f3/e8d8", "g8f6/e1d1", "f3g1/e8d8", "f6g8/e1d1");
        // The start has no pending veto, so the first turn's position is the first to come back a
        // third time: after nine turns.
        List<String> commands = new ArrayList<>(List.of(start));
        commands.addAll(cycle);
        commands.addAll(cycle);
        commands.add(cycle.get(0));
        assertThat(afterSetup("refusal", commands.toArray(String[]::new))).containsExactly("1/2-1/2 {Draw by repetition}");
        // Twelve turns whose boards come back three times, but with other vetoes in between.
        List<String> otherVetoes = List.of("g1f3/e8f8", "g8f6/e1f1", "f3g1/e8f8", "f6g8/e1f1");
        commands = new ArrayList<>(List.of(start));
        commands.addAll(cycle);
        commands.addAll(otherVetoes);
        commands.addAll(cycle);
        commands.add("ping 1");
        assertThat(afterSetup("refusal", commands.toArray(String[]::new))).containsExactly("pong 1");
    }

    @Test
    void theEnginesRefusalTurnNamesItsVeto() {
        List<String> out = afterSetup("refusal", "sd 1", "go");
        assertThat(out).hasSize(1);
        assertThat(out.get(0)).matches("move [a-h][1-8][a-h][1-8]/[a-h][1-8][a-h][1-8]");
    }
}
