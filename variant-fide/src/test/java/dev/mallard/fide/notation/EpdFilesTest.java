package dev.mallard.fide.notation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mallard.core.board.Fen;
import dev.mallard.core.board.Position;
import dev.mallard.core.engine.Epd;
import dev.mallard.core.rules.IllegalMoveException;
import dev.mallard.fide.FideVariant;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The published test suites copied from {@code shared/testdata/epd} into the test resources:
 * every line parses, its position is valid, and its {@code bm}/{@code am} moves are legal SAN
 * written canonically, except for the faults listed here, each checked by hand and kept
 * visible rather than skipped.
 */
class EpdFilesTest {
    private static final FideVariant FIDE = new FideVariant();
    /** File name and number of records (non-blank lines that parse). */
    private static final Map<String, Integer> FILES = Map.of(
            "bratko-kopec.epd", 24,
            "hard-mates-blass-uri.epd", 23,
            "htc114.epd", 114,
            "kaufman.epd", 21,
            "midgames239.epd", 239,
            "silent-but-deadly.epd", 134,
            "wac.epd", 299,
            "zugzwang-allgeuer.epd", 36);

    /** Lines that are not valid EPD, and the start of the message that says why. */
    private static final Map<String, String> INVALID_LINES = Map.of(
            // "w - - 1 1 Be2 dm 21": the bm opcode is missing before Be2.
            "hard-mates-blass-uri.epd:20", "\"Be2\" is not a standard EPD opcode",
            // "w - -1 12": a space is missing between the en-passant field and the clocks.
            "kaufman.epd:4", "invalid position \"r1bqrnk1/pp2bp1p/2p2np1/3p2B1/3P4/2NBPN2/PPQ2PPP/1R3RK1 w - -1\":"
                    + " en passant: expected '-' or a square on rank 6 with White to move, got \"-1\"",
            "kaufman.epd:7", "invalid position \"r4rk1/3nppbp/bq1p1np1/2pP4/8/2N2NPP/PP2PPB1/R1BQR1K1 b - -1\":"
                    + " en passant: expected '-' or a square on rank 3 with Black to move, got \"-1\"",
            "kaufman.epd:10", "invalid position \"rnbqr1k1/1p3pbp/p2p1np1/2pP4/4P3/2N5/PP1NBPPP/R1BQ1RK1 w - -1\":"
                    + " en passant: expected '-' or a square on rank 6 with White to move, got \"-1\"",
            "kaufman.epd:15", "invalid position \"r2q1rk1/2p1bppp/p2p1n2/1p2P3/4P1b1/1nP1BN2/PP3PPP/RN1QR1K1 w - -1\":"
                    + " en passant: expected '-' or a square on rank 6 with White to move, got \"-1\"",
            // ZPTS.06's c0 string is broken over two lines.
            "zugzwang-allgeuer.epd:6", "unterminated string starting at column 45",
            "zugzwang-allgeuer.epd:7", "a '\"' inside \"wins\"\"");

    /** Valid records whose bm or am is not a legal SAN move of the position. */
    private static final Map<String, String> INVALID_MOVES = Map.of(
            // Black knights c6 and g4 can both take on e5.
            "kaufman.epd:3", "am: ambiguous move \"Ne5\": Ncxe5, Ngxe5",
            // A typo for Bxc3+ (the bishop on b4 takes the knight on c3).
            "kaufman.epd:6", "bm: malformed move \"Bcx3+\"",
            // White's only knight stands on d2, which does not reach f4.
            "midgames239.epd:193", "bm: illegal move \"Nf4\": no White knight can move to f4");

    /** Legal moves whose text is not canonical SAN: operand as written, then the SAN. */
    private static final Map<String, List<String>> NON_CANONICAL = Map.of(
            "kaufman.epd:13", List.of("Ne4", "Nxe4"),      // capture without x
            "kaufman.epd:18", List.of("Bxf6+", "Bxf6"),    // not a check
            "htc114.epd:66", List.of("Rb5?", "Rb5"));      // annotation

    private static Path resource(String name) {
        URL url = EpdFilesTest.class.getResource("/epd/" + name);
        assertThat(url).as("test resource epd/" + name).isNotNull();
        try {
            return Path.of(url.toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static List<String> lines(String name) {
        try {
            // ISO-8859-1 keeps every byte, so a NUL or a stray byte reaches the parser as it is.
            return new String(Files.readAllBytes(resource(name)), StandardCharsets.ISO_8859_1).lines().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Stream<Arguments> epdLines() {
        List<Arguments> arguments = new ArrayList<>();
        for (String name : FILES.keySet().stream().sorted().toList()) {
            List<String> lines = lines(name);
            for (int i = 0; i < lines.size(); i++) {
                if (!lines.get(i).trim().isEmpty()) {
                    arguments.add(Arguments.of(name + ":" + (i + 1), lines.get(i)));
                }
            }
        }
        return arguments.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("epdLines")
    void lineParsesWithValidPositionAndLegalMoves(String where, String line) {
        if (INVALID_LINES.containsKey(where)) {
            assertThatThrownBy(() -> Epd.parse(FIDE, line))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageStartingWith(INVALID_LINES.get(where));
            return;
        }
        Epd epd = Epd.parse(FIDE, line);
        // Fen.parse validates; its output may differ, as it drops en-passant squares no pawn can use.
        Position position = Fen.parse(epd.fen());
        assertThat(epd.position().key()).isEqualTo(position.key());
        assertThat(epd.bm().size() + epd.am().size()).as("a bm or am in " + where).isPositive();

        if (INVALID_MOVES.containsKey(where)) {
            String message = INVALID_MOVES.get(where);
            String opcode = message.substring(0, message.indexOf(':'));
            assertThatThrownBy(() -> epd.moves(opcode))
                    .isInstanceOf(IllegalMoveException.class)
                    .hasMessageStartingWith(message);
            return;
        }
        for (String opcode : List.of("bm", "am")) {
            List<String> texts = epd.operands(opcode);
            List<Integer> moves = epd.moves(opcode);
            assertThat(new HashSet<>(moves)).as(opcode + " moves distinct in " + where).hasSize(moves.size());
            for (int i = 0; i < texts.size(); i++) {
                String canonical = San.format(position, moves.get(i));
                List<String> known = NON_CANONICAL.get(where);
                if (known != null && known.get(0).equals(texts.get(i))) {
                    assertThat(canonical).as(where).isEqualTo(known.get(1));
                } else {
                    assertThat(canonical).as(opcode + " in " + where).isEqualTo(texts.get(i));
                }
            }
        }
    }

    @Test
    void everyFileIsCopiedAndCounted() {
        for (Map.Entry<String, Integer> file : FILES.entrySet()) {
            String name = file.getKey();
            long records = lines(name).stream().filter(line -> !line.trim().isEmpty()).count()
                    - INVALID_LINES.keySet().stream().filter(key -> key.startsWith(name + ":")).count();
            assertThat(records).as(name).isEqualTo(file.getValue().longValue());
        }
        Set<String> known = new HashSet<>(INVALID_LINES.keySet());
        known.addAll(INVALID_MOVES.keySet());
        known.addAll(NON_CANONICAL.keySet());
        Set<String> all = new HashSet<>();
        epdLines().forEach(arguments -> all.add((String) arguments.get()[0]));
        assertThat(all).containsAll(known);
    }

    @Test
    void readAllReadsTheCleanFilesAndStopsAtTheFirstBadLine() throws IOException {
        for (Map.Entry<String, Integer> file : FILES.entrySet()) {
            String name = file.getKey();
            List<String> bad = INVALID_LINES.keySet().stream().filter(key -> key.startsWith(name + ":"))
                    .sorted((a, b) -> Integer.compare(lineNumber(a), lineNumber(b))).toList();
            if (bad.isEmpty()) {
                assertThat(Epd.readAll(FIDE, resource(name))).as(name).hasSize(file.getValue());
            } else {
                assertThatThrownBy(() -> Epd.readAll(FIDE, resource(name)))
                        .isInstanceOf(IllegalArgumentException.class)
                        .hasMessageStartingWith(bad.get(0) + ": " + INVALID_LINES.get(bad.get(0)));
            }
        }
        assertThat(Epd.readAll(FIDE, resource("wac.epd")).get(0).id()).contains("WAC.001");
    }

    private static int lineNumber(String where) {
        return Integer.parseInt(where.substring(where.indexOf(':') + 1));
    }

    /**
     * An independent check of {@link San#format}: the principal variations of WAC were written
     * by another program. Replaying them, every move must be legal and our SAN must equal
     * theirs, but for their known habits: promotions without {@code =}, {@code +} on the
     * mating last move, disambiguation that counts a pinned piece, and three lines cut off
     * in the middle of the last move.
     */
    @Test
    void winAtChessPrincipalVariationsReplay() {
        Map<String, String> truncatedLastMove = Map.of("WAC.114", "R", "WAC.183", "Be", "WAC.207", "B");
        Map<String, String> pinnedDisambiguation = Map.of("WAC.233", "Rde2", "WAC.242", "Rae8");
        int replayed = 0;
        for (String line : lines("wac.epd")) {
            Epd epd = Epd.parse(FIDE, line);
            String id = epd.id().orElseThrow();
            List<String> pv = epd.operands("pv");
            Position position = epd.position();
            for (int i = 0; i < pv.size(); i++) {
                String text = pv.get(i);
                boolean last = i == pv.size() - 1;
                if (last && text.equals(truncatedLastMove.get(id))) {
                    assertThatThrownBy(() -> San.parse(position, text)).hasMessageStartingWith("malformed move");
                    break;
                }
                int move = San.parse(position, text);
                String ours = San.format(position, move);
                String theirs = text.replaceAll("([a-h][18])([QRBN])", "$1=$2");
                if (last && ours.endsWith("#") && theirs.endsWith("+")) {
                    theirs = theirs.substring(0, theirs.length() - 1) + "#";
                }
                if (text.equals(pinnedDisambiguation.get(id))) {
                    theirs = theirs.substring(0, 1) + theirs.substring(2);
                }
                assertThat(ours).as(id + " pv move " + (i + 1) + " " + text).isEqualTo(theirs);
                position.makeMove(move);
                replayed++;
            }
        }
        assertThat(replayed).isGreaterThan(7000);
    }
}
