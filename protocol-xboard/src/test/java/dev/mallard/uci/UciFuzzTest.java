package dev.mallard.uci;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.engine.Game;
import dev.mallard.core.variant.SearchableVariant;
import dev.mallard.core.variant.Variants;
import dev.mallard.protocol.FuzzLines;
import dev.mallard.protocol.FuzzRounds;
import dev.mallard.protocol.OfferedVariants;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The UCI session under random, garbled, truncated and huge lines (seeded: {@link FuzzLines#SEED}),
 * most of them sent while a search or a ponder search runs. Each round starts a search in one of
 * the three variants, sends its lines, and then requires {@code readyok} within a second of
 * {@code isready} and a legal {@code bestmove} from the variant's start position within a few
 * seconds. Every line the engine writes must be UCI: no stack trace, no stray text.
 */
class UciFuzzTest {
    private static final List<String> VARIANTS = List.of("chess", "duck", "refusal");
    /** The commands the fuzz mutates: every command and {@code go} form, in all three variants' notations. */
    private static final List<String> CORPUS = List.of(
            "uci", "isready", "ucinewgame", "stop", "ponderhit", "debug on", "register later",
            "position startpos", "position startpos moves e2e4 e7e5 g1f3",
            "position fen rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1 moves e7e5",
            "position fen rnbqkbnr/pppppppp/8/4*3/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1 moves e7e6,e6d5",
            "position startpos moves e2e4,e4d5 e7e5,d5d4", "position startpos moves e2e4/e7e5 d7d5/e4d5",
            "position fen rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1 veto:e7e5",
            "go infinite", "go depth 4", "go nodes 3000", "go movetime 40", "go wtime 400 btime 400 winc 10 binc 10",
            "go wtime 1000", "go btime 0", "go ponder wtime 300 btime 300", "go ponder infinite", "go mate 2",
            "go searchmoves e2e4 d2d4,d4d5 e2e4/e7e5 depth 3", "go depth 0", "go nodes 0 movestogo 0", "go",
            "setoption name MultiPV value 3", "setoption name Hash value 8", "setoption name Threads value 2",
            "setoption name Move Overhead value 30", "setoption name Clear Hash", "setoption name Ponder value true",
            "setoption name UCI_Variant value duck", "setoption name UCI_Variant value refusal",
            "setoption name UCI_Variant value chess", "setoption name EvalFile value <empty>",
            "setoption name EvalFile value /nonexistent/mallard.nnue", "setoption name Use NNUE value false",
            "setoption name Use NNUE value true");
    /** Lines that would end the session, or take more memory or threads than a test should. */
    private static final Pattern LEFT_OUT = Pattern.compile(
            "(?is)\\s*quit\\b.*|.*\\bHash\\b.*\\bvalue\\s+\\+?0*\\d{3,}.*|.*\\bThreads\\b.*\\bvalue\\s+\\+?0*([3-9]|\\d{2,}).*");
    /**
     * The commands that may end a running search (when they are good; {@code go} may start one
     * that ends soon): after one, lines are no longer counted as sent during a search.
     */
    private static final Set<String> MAY_END_SEARCH = Set.of("stop", "ponderhit", "position", "go", "setoption",
            "ucinewgame");
    private static final Pattern UCI_LINE = Pattern.compile(
            "(id (name|author) |option name |bestmove |info )\\S.*|uciok|readyok");
    /** How soon {@code readyok} and a stopped search's {@code bestmove} must come. */
    private static final long AT_ONCE_MS = 1000;
    /** How soon a search of 200 ms must give its move, on a loaded machine. */
    private static final long MOVE_MS = 5000;
    private static final Pattern BEST_MOVE = Pattern.compile("bestmove (\\S+)( ponder \\S+)?");

    private final UciDriver engine = new UciDriver();

    @AfterEach
    void stopEngine() {
        engine.close();
    }

    /** The default run: 3,000 lines in 24 rounds, eight per variant, within a minute on a loaded machine. */
    @Test
    void randomLinesDuringSearchesLeaveTheEngineAnsweringInEveryVariant() {
        fuzz(new FuzzLines(FuzzLines.SEED, CORPUS), 24, 125);
    }

    /** The soak ({@code -Pslow}): 60,000 lines in 300 rounds, from another seed. */
    @Test
    @Tag("slow")
    void soak() {
        fuzz(new FuzzLines(FuzzLines.SEED + 1, CORPUS), 300, 200);
    }

    private void fuzz(FuzzLines lines, int rounds, int linesPerRound) {
        engine.send("uci");
        check(engine.untilPrefix("uciok"));
        new FuzzRounds(lines, VARIANTS, LEFT_OUT, MAY_END_SEARCH).run(new FuzzRounds.Protocol() {
            @Override
            public void startRound(String variant) {
                engine.send("setoption name UCI_Variant value " + variant, "position startpos");
            }

            @Override
            public void startSearch(Random random) {
                // A search that runs until stopped: an infinite search, a ponder search or a deep one.
                String[] searches = {"go infinite", "go ponder wtime 60000 btime 60000", "go depth 60", "go ponder infinite"};
                engine.send(searches[random.nextInt(searches.length)]);
            }

            @Override
            public void send(String line) {
                engine.send(line);
            }

            @Override
            public void checkAnswers(String variant, String round) {
                UciFuzzTest.this.checkAnswers(variant, round);
            }
        }, rounds, linesPerRound);
    }

    /**
     * After a round, once the engine has worked through the round's lines (an unknown command,
     * answered in order like every other, marks where they end, so a {@code readyok} or
     * {@code bestmove} of the fuzz is never taken for the one awaited): {@code readyok} within a
     * second of {@code isready}, in whatever state the round left, and again during a search,
     * whose {@code stop} gives its {@code bestmove} within a second; then, from the variant's
     * start position with the options put back, a legal best move within a few seconds.
     */
    private void checkAnswers(String variant, String round) {
        engine.send(marker(round, 1));
        check(engine.until(marked(round, 1)));
        engine.send("isready");
        check(engine.within(AT_ONCE_MS, "readyok"::equals));
        engine.send("go infinite", "isready");
        check(engine.within(AT_ONCE_MS, "readyok"::equals));
        engine.send("stop");
        check(engine.within(AT_ONCE_MS, l -> l.startsWith("bestmove ")));

        engine.send("stop", "setoption name MultiPV value 1", "setoption name Threads value 1",
                "setoption name EvalFile value <empty>", "ucinewgame", "setoption name UCI_Variant value " + variant,
                "position startpos", marker(round, 2));
        check(engine.until(marked(round, 2)));
        engine.send("go movetime 200");
        List<String> lines = check(engine.within(MOVE_MS, l -> l.startsWith("bestmove ")));
        Matcher best = BEST_MOVE.matcher(lines.get(lines.size() - 1));
        assertThat(best.matches()).as(lines.get(lines.size() - 1)).isTrue();
        SearchableVariant rules = Variants.find(OfferedVariants.searchable(Variants.all()), variant).orElseThrow();
        assertThat(Game.start(rules).isLegal(best.group(1)))
                .as("%s in %s, %s; the dialogue's end:%n%s", best.group(1), variant, round, tail()).isTrue();
    }

    private static String marker(String round, int which) {
        return "mark-" + round.replaceAll("\\W+", "-") + "-" + which;
    }

    private static Predicate<String> marked(String round, int which) {
        return ("info string unknown command: " + marker(round, which))::equals;
    }

    /** The end of the dialogue, for a failure message. */
    private String tail() {
        String all = engine.transcript();
        return all.substring(Math.max(0, all.length() - 6000));
    }

    /** Every line must be UCI. */
    private List<String> check(List<String> lines) {
        for (String line : lines) {
            assertThat(UCI_LINE.matcher(line).matches()).as("not UCI: \"%s\"", line).isTrue();
        }
        return lines;
    }
}
