package dev.mallard.cecp;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Thousands of random and mutated command lines (a fixed seed, so a failure repeats), in every
 * variant: afterwards the engine still answers {@code ping} with the right number and has never
 * put a stack trace or an exception on stdout. Lines that would end the session or make it
 * search for long ({@code quit}, {@code level}, {@code st}, {@code memory}, ...) are left out:
 * the searches that do start run at depth 1.
 */
class FuzzTest {
    private static final long SEED = 20261122L;
    private static final int LINES = 4000;
    /** Commands the fuzz sends with real arguments and then mutates. */
    private static final List<String> CORPUS = List.of(
            "new", "variant normal", "variant duck", "variant refusal", "force", "go", "playother", "white", "black",
            "setboard rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
            "setboard 4k3/8/8/3*4/8/8/8/4K2R w K - 0 1",
            "setboard rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1 veto:e7e5",
            "usermove e2e4", "usermove e7e5", "e2e4", "usermove e2e4,e4d5", "usermove e7e8,e8d5q",
            "usermove e2e4/e7e5", "d7d5/e4d5", "undo", "remove", "result 1-0 {White mates}", "?", "draw",
            "ping 9", "post", "nopost", "hard", "easy", "analyze", ".", "exit", "time 3000", "otim 3000",
            "sd 1", "nps 100000", "cores 2", "computer", "random", "name Someone", "rating 2000 1900",
            "accepted setboard", "rejected nps", "protover 2", "xboard", "bk", "hint", "ics -");
    /** Command words that would end the session or lift the depth limit. */
    private static final Pattern EXCLUDED = Pattern.compile(
            "(?i)\\s*(quit|level|st|sd|nps|memory|new)(\\s.*)?");
    private static final Pattern STACK_TRACE = Pattern.compile(".*(Exception|\\tat |at [a-z]+\\.[a-z]+\\.|Caused by).*");

    private final EngineHarness engine = new EngineHarness();

    @AfterEach
    void stopEngine() {
        engine.close();
    }

    @Test
    void randomAndMutatedLinesLeaveTheEngineAnswering() {
        Random random = new Random(SEED);
        engine.send("xboard", "protover 2", "new", "sd 1");
        List<String> output = new ArrayList<>(engine.sync());
        List<String> sent = new ArrayList<>();
        for (int i = 0; i < LINES; i++) {
            String line = random.nextInt(10) == 0 ? noise(random) : mutate(CORPUS.get(random.nextInt(CORPUS.size())), random);
            if (EXCLUDED.matcher(line).matches() || line.startsWith("ping")) {
                continue;
            }
            if (line.contains("\n") || line.contains("\r")) {
                // one line of fuzz must stay one line: the engine reads up to each line end
                line = line.replace('\n', ' ').replace('\r', ' ');
            }
            sent.add(line);
            engine.sendRaw((line + "\n").getBytes(StandardCharsets.UTF_8));
            // A new game now and then keeps the fuzz away from finished games, with the depth limit kept.
            if (i % 200 == 199) {
                engine.send("force", "exit", "new", "sd 1");
                output.addAll(engine.sync());
            }
        }
        engine.send("force", "exit");
        output.addAll(engine.sync());
        engine.send("ping 424242");
        List<String> last = engine.until(l -> l.equals("pong 424242") || STACK_TRACE.matcher(l).matches(),
                Duration.ofSeconds(30));
        output.addAll(last);
        assertThat(sent).hasSizeGreaterThan(LINES / 2);
        assertThat(output).noneMatch(l -> STACK_TRACE.matcher(l).matches());
        // The fuzz reached the command parser, the argument checks, the move parser and the FEN parser.
        assertThat(output).anyMatch(l -> l.startsWith("Error (unknown command)"))
                .anyMatch(l -> l.startsWith("Error (too many arguments)"))
                .anyMatch(l -> l.startsWith("Illegal move"))
                .anyMatch(l -> l.startsWith("tellusererror Illegal position"));
        assertThat(output.get(output.size() - 1)).isEqualTo("pong 424242");
        // The engine still plays: a legal move from the start position.
        engine.send("new", "sd 1", "go");
        assertThat(engine.untilMove(Duration.ofSeconds(20)).get(0)).isNotNull();
    }

    /** A valid command changed a little: characters dropped, doubled, replaced, or words shuffled. */
    private static String mutate(String command, Random random) {
        StringBuilder sb = new StringBuilder(command);
        int edits = random.nextInt(4);
        for (int e = 0; e < edits && sb.length() > 0; e++) {
            int at = random.nextInt(sb.length());
            switch (random.nextInt(6)) {
                case 0 -> sb.deleteCharAt(at);
                case 1 -> sb.insert(at, sb.charAt(at));
                case 2 -> sb.setCharAt(at, (char) (32 + random.nextInt(95)));
                case 3 -> sb.insert(at, ' ');
                case 4 -> sb.append(' ').append(random.nextInt());
                default -> sb.insert(at, "\t\u0000\u00e9\uFFFD".charAt(random.nextInt(4)));
            }
        }
        if (random.nextInt(20) == 0) {
            sb.append(" ").append("x".repeat(random.nextInt(5000)));
        }
        return sb.toString();
    }

    /** Random characters, control characters and non-ASCII included. */
    private static String noise(Random random) {
        int length = random.nextInt(80);
        StringBuilder sb = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            sb.append(random.nextInt(8) == 0 ? (char) random.nextInt(0x3000) : (char) (32 + random.nextInt(95)));
        }
        return sb.toString();
    }
}
