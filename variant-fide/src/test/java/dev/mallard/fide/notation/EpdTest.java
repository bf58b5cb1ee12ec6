package dev.mallard.fide.notation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.entry;

import dev.mallard.core.board.Fen;
import dev.mallard.core.board.FenException;
import dev.mallard.core.engine.Epd;
import dev.mallard.core.rules.IllegalMoveException;
import dev.mallard.fide.FideRules;
import dev.mallard.fide.FideVariant;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The EPD parser on hand-written lines: the standard layout, the tolerated ones, and faults. */
class EpdTest {
    private static final FideVariant FIDE = new FideVariant();
    /** WAC.001's position. */
    private static final String WAC1 = "2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - -";
    private static final String START4 = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -";

    private static void assertRejected(String line, String message) {
        assertThatThrownBy(() -> Epd.parse(FIDE, line))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage(message);
    }

    @Test
    void standardRecord() {
        Epd epd = Epd.parse(FIDE, WAC1 + " bm Qg6; id \"WAC.001\";");
        assertThat(epd.fen()).isEqualTo(WAC1 + " 0 1");
        assertThat(epd.bm()).containsExactly("Qg6");
        assertThat(epd.am()).isEmpty();
        assertThat(epd.id()).contains("WAC.001");
        assertThat(epd.operations()).containsExactly(entry("bm", List.of("Qg6")), entry("id", List.of("WAC.001")));
        assertThat(Fen.toFen(epd.position())).isEqualTo(WAC1 + " 0 1");
        assertThat(epd.moves("bm")).containsExactly(FideRules.parseCoordinateMove(epd.position(), "g3g6"));
    }

    @Test
    void operandsOpcodesAndStrings() {
        Epd epd = Epd.parse(FIDE, START4 + " bm e4 d4 Nf3; am g4; c0 \"a; \\\"b\\\" c:\\d\"; noop; acd 12;");
        assertThat(epd.bm()).containsExactly("e4", "d4", "Nf3");
        assertThat(epd.am()).containsExactly("g4");
        assertThat(epd.operands("c0")).containsExactly("a; \"b\" c:\\d");
        assertThat(epd.operands("noop")).isEmpty();
        assertThat(epd.operations()).containsKey("noop");
        assertThat(epd.operands("acd")).containsExactly("12");
        assertThat(epd.operands("ce")).isEmpty();
        assertThat(epd.id()).isEmpty();
        assertThat(epd.operations().keySet()).containsExactly("bm", "am", "c0", "noop", "acd");
    }

    @Test
    void positionOnly() {
        Epd epd = Epd.parse(FIDE, START4);
        assertThat(epd.fen()).isEqualTo(Fen.START);
        assertThat(epd.operations()).isEmpty();
        assertThat(epd.moves("bm")).isEmpty();
    }

    @Test
    void lastSemicolonMayBeMissing() {
        assertThat(Epd.parse(FIDE, START4 + " bm e4; id BK.01").id()).contains("BK.01");
        assertThat(Epd.parse(FIDE, START4 + " bm e4").bm()).containsExactly("e4");
    }

    @Test
    void fenClocksAndASemicolonAfterThePosition() {
        Epd epd = Epd.parse(FIDE, START4 + " 3 12 ; bm e4 ; id x");
        assertThat(epd.fen()).isEqualTo(Fen.START);
        assertThat(epd.operations()).containsExactly(entry("hmvc", List.of("3")), entry("fmvn", List.of("12")),
                entry("bm", List.of("e4")), entry("id", List.of("x")));
        assertThat(Epd.parse(FIDE, START4 + " ; bm e4;").bm()).containsExactly("e4");
        assertRejected(START4 + " 0 1 hmvc 0;", "opcode \"hmvc\" appears twice (also given as FEN clocks)");
    }

    @Test
    void controlCharactersAtTheEnds() {
        Epd epd = Epd.parse(FIDE, WAC1 + " ; bm Qg6; id BK.01\0\r");
        assertThat(epd.id()).contains("BK.01");
        assertThat(Epd.parse(FIDE, "\t " + WAC1 + " bm Qg6;\r\n").bm()).containsExactly("Qg6");
    }

    @Test
    void detachedCheckMarksJoinTheirMove() {
        Epd epd = Epd.parse(FIDE, "1k1r4/pp1b1R2/3q2pp/4p3/2B5/4Q3/PPP2B2/2K5 b - - ; bm Qd1 + ; pv Qd1 + Kxd1 Bg4 + ;"
                + " c0 \"+\" + ;");
        assertThat(epd.bm()).containsExactly("Qd1+");
        assertThat(epd.operands("pv")).containsExactly("Qd1+", "Kxd1", "Bg4+");
        assertThat(epd.operands("c0")).containsExactly("+", "+");
        assertThat(epd.moves("bm")).hasSize(1);
        assertThat(Epd.parse(FIDE, START4 + " bm + e4;").bm()).containsExactly("+", "e4");
    }

    @Test
    void noSemicolonsAtAll() {
        Epd epd = Epd.parse(FIDE, "7R/2k1p2P/r2rP3/8/3p1R2/8/2P2p2/2K5 w - - 0 1 bm Rc8+ dm 26");
        assertThat(epd.operations()).containsExactly(entry("hmvc", List.of("0")), entry("fmvn", List.of("1")),
                entry("bm", List.of("Rc8+")), entry("dm", List.of("26")));
        assertThat(Epd.parse(FIDE, START4 + " bm e4 d4 id \"x y\" c0 \"bm\"").operations()).containsExactly(
                entry("bm", List.of("e4", "d4")), entry("id", List.of("x y")), entry("c0", List.of("bm")));
        assertThat(Epd.parse(FIDE, "4r3/2P1rk2/4p1p1/2K1Qp1p/3P3P/2P2P2/6P1/8 w - - 0 1 bm c4 dm 21").bm())
                .containsExactly("c4");
        assertThat(Epd.parse(FIDE, START4 + " bm c4 c3 id c1").operations()).containsExactly(
                entry("bm", List.of("c4", "c3")), entry("id", List.of("c1")));
        assertRejected(START4 + " bm e4 c1 \"see\"", "\"c1 \"see\"\" may be the square c1 and a string, or a"
                + " comment; the operations have no ';' to tell");
        assertRejected("5B2/4n3/p1k1p1p1/P1P1n2p/4P2P/1p3B2/3K4/6R1 w - - 1 1 Be2 dm 21",
                "\"Be2\" is not a standard EPD opcode, and the operations have no ';' to show where a"
                        + " non-standard one ends");
    }

    @Test
    void positionFaults() {
        assertRejected("", "expected four position fields (board, side to move, castling, en passant) before the"
                + " operations, got 0");
        assertRejected("8/8/8/8/8/8/8/8 w - ; bm e4;", "expected four position fields (board, side to move,"
                + " castling, en passant) before the operations, got 3");
        assertRejected("8/8/8/8/8/8/8/8 w \"-\" - bm e4;", "expected four position fields (board, side to move,"
                + " castling, en passant) before the operations, got 2");
        assertRejected("r1bqrnk1/pp2bp1p/2p2np1/3p2B1/3P4/2NBPN2/PPQ2PPP/1R3RK1 w - -1 12 ; bm b4",
                "invalid position \"r1bqrnk1/pp2bp1p/2p2np1/3p2B1/3P4/2NBPN2/PPQ2PPP/1R3RK1 w - -1\": en passant:"
                        + " expected '-' or a square on rank 6 with White to move, got \"-1\"");
        assertRejected("4k3/8/8/8/8/8/8/4R1K1 w - - bm Re7;",
                "invalid position \"4k3/8/8/8/8/8/8/4R1K1 w - -\": board: the side not to move (Black) is in check");
        assertThatThrownBy(() -> Epd.parse(FIDE, "4k3/8/8/8/8/8/8/4K3 x - -"))
                .hasMessageStartingWith("invalid position \"4k3/8/8/8/8/8/8/4K3 x - -\": side to move:")
                .hasCauseInstanceOf(FenException.class);
    }

    @Test
    void operationFaults() {
        assertRejected(START4 + " 12abc e4;", "expected an opcode (a letter, then up to 14 letters, digits or '_'),"
                + " got \"12abc\"");
        assertRejected(START4 + " 5 bm e4;", "expected an opcode (a letter, then up to 14 letters, digits or '_'),"
                + " got \"5\"");
        assertRejected(START4 + " b-m e4;", "expected an opcode (a letter, then up to 14 letters, digits or '_'),"
                + " got \"b-m\"");
        assertRejected(START4 + " abcdefghijklmnop e4;", "expected an opcode (a letter, then up to 14 letters,"
                + " digits or '_'), got \"abcdefghijklmnop\"");
        assertRejected(START4 + " \"bm\" e4;", "expected an opcode, got the string \"bm\"");
        assertRejected(START4 + " bm e4;; id x;", "empty operation: ';' where an opcode should be (after \"bm\")");
        assertRejected(START4 + " ; ; bm e4;", "empty operation: ';' where an opcode should be");
        assertRejected(START4 + " bm e4; bm d4;", "opcode \"bm\" appears twice");
        assertRejected(START4 + " id \"abc;", "unterminated string starting at column "
                + (START4.length() + 5) + ": \"abc;");
        assertRejected(START4 + " id \"abc\"def;", "expected white space or ';' after the string ending at column "
                + (START4.length() + 9) + ", got 'd'");
        assertRejected(START4 + " id ab\"c\";", "a '\"' inside \"ab\"\" at column " + (START4.length() + 7)
                + ": strings must stand apart");
        assertThatThrownBy(() -> Epd.parse(FIDE, null)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("EPD line must not be null");
        assertThatThrownBy(() -> Epd.parse(null, START4)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("variant must not be null");
    }

    @Test
    void movesNameTheOpcode() {
        Epd epd = Epd.parse(FIDE, START4 + " bm e4 e5;");
        assertThatThrownBy(() -> epd.moves("bm"))
                .isInstanceOf(IllegalMoveException.class)
                .hasMessage("bm: illegal move \"e5\": no White pawn can move to e5");
    }

    @Test
    void recordIsImmutable() {
        Map<String, List<String>> operations = new LinkedHashMap<>();
        operations.put("bm", new java.util.ArrayList<>(List.of("e4")));
        Epd epd = new Epd(FIDE, Fen.START, operations);
        operations.get("bm").add("d4");
        operations.put("id", List.of("x"));
        assertThat(epd.operations()).containsExactly(entry("bm", List.of("e4")));
        assertThatThrownBy(() -> epd.operations().put("am", List.of())).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> epd.bm().add("d4")).isInstanceOf(UnsupportedOperationException.class);
        assertThat(epd).isEqualTo(new Epd(FIDE, Fen.START, Map.of("bm", List.of("e4"))));
    }

    @Test
    void readAllSkipsBlankLinesAndNamesTheBadLine(@TempDir Path dir) throws IOException {
        Path good = dir.resolve("good.epd");
        Files.writeString(good, START4 + " bm e4; id \"a\";\r\n\r\n   \r\n" + WAC1 + " bm Qg6; id \"b\";\r\n");
        assertThat(Epd.readAll(FIDE, good)).extracting(epd -> epd.id().orElseThrow()).containsExactly("a", "b");

        Path bad = dir.resolve("bad.epd");
        Files.writeString(bad, START4 + " bm e4;\n\n" + START4 + " bm e4;; \n");
        assertThatThrownBy(() -> Epd.readAll(FIDE, bad))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("bad.epd:3: empty operation: ';' where an opcode should be (after \"bm\")");
    }

    @Test
    void readAllFallsBackToLatin1(@TempDir Path dir) throws IOException {
        Path latin1 = dir.resolve("latin1.epd");
        Files.write(latin1, (START4 + " c0 \"R\u00e9ti\";\n").getBytes(StandardCharsets.ISO_8859_1));
        assertThat(Epd.readAll(FIDE, latin1).get(0).operands("c0")).containsExactly("R\u00e9ti");
        Path utf8 = dir.resolve("utf8.epd");
        Files.write(utf8, (START4 + " c0 \"R\u00e9ti\";\n").getBytes(StandardCharsets.UTF_8));
        assertThat(Epd.readAll(FIDE, utf8).get(0).operands("c0")).containsExactly("R\u00e9ti");
    }
}
