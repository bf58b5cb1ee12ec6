package dev.mallard.cecp;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.engine.Game;
import dev.mallard.core.variant.SearchableVariant;
import dev.mallard.core.variant.Variants;
import dev.mallard.protocol.FuzzLines;
import dev.mallard.protocol.FuzzRounds;
import dev.mallard.protocol.OfferedVariants;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The CECP session under random, garbled, truncated and huge lines (seeded: {@link FuzzLines#SEED}),
 * most of them sent while the engine thinks on its move, ponders or analyses. Each round starts
 * one of those searches in one of the three variants, sends its lines, and then requires
 * {@code pong} within a second of {@code ping} (after {@code ?}, as the engine thinking on its
 * move answers a ping after the move), again during an analysis, and a legal move from the
 * variant's start position within a few seconds. The engine never writes a stack trace.
 */
class FuzzTest {
    private static final List<String> VARIANTS = List.of("normal", "duck", "refusal");
    /** The commands the fuzz mutates: every command, edit mode's subcommands, the three variants' notations. */
    private static final List<String> CORPUS = List.of(
            "new", "variant normal", "variant duck", "variant refusal", "force", "go", "playother", "white", "black",
            "setboard rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
            "setboard 4k3/8/8/3*4/8/8/8/4K2R w K - 0 1",
            "setboard rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1 veto:e7e5",
            "usermove e2e4", "usermove e7e5", "e2e4", "g8f6", "usermove e2e4,e4d5", "usermove e7e8,e8d5q",
            "usermove e2e4/e7e5", "d7d5/e4d5", "undo", "remove", "result 1-0 {White mates}", "?", "draw",
            "ping 9", "post", "nopost", "hard", "easy", "analyze", ".", "exit", "time 3000", "otim 3000",
            "sd 3", "st 0.2", "level 40 0:05 0", "level 0 1 0.1", "nps 50000", "cores 2", "memory 16", "computer",
            "random", "name Someone", "rating 2000 1900", "accepted setboard", "rejected nps", "protover 2", "xboard",
            "bk", "hint", "ics -", "exclude e2e4", "include all", "option MultiPV=3", "option EvalFile=<empty>",
            "option Use NNUE=0", "option Use NNUE=1", "edit", "c", "#", "Pe4", "Ke1", "xe2", "Qd8");
    /** Lines that would end the session, or take more memory or threads than a test should. */
    private static final Pattern LEFT_OUT = Pattern.compile(
            "(?is)\\s*quit\\b.*|\\s*memory\\s+\\+?0*\\d{3,}.*|\\s*cores\\s+\\+?0*([3-9]|\\d{2,}).*");
    /** The commands that may end a running search: after one, lines are no longer counted as sent during a search. */
    private static final Set<String> MAY_END_SEARCH = Set.of("new", "variant", "force", "go", "playother", "white",
            "black", "setboard", "usermove", "undo", "remove", "result", "?", "exit", "analyze", "easy", "edit",
            "option", "exclude", "include");
    private static final Pattern STACK_TRACE = Pattern.compile(".*(Exception|\\tat |at [a-z]+\\.[a-z]+\\.|Caused by).*");
    private static final Pattern MOVE = Pattern.compile("move (\\S+)");
    /** How soon {@code pong} must come. */
    private static final Duration AT_ONCE = Duration.ofSeconds(1);
    /** How soon a move of a fifth of a second must come, on a loaded machine. */
    private static final Duration MOVE_TIME = Duration.ofSeconds(5);
    /** How long the engine may take to work through a round's lines (some of which start searches). */
    private static final Duration ROUND = Duration.ofSeconds(30);

    private final EngineHarness engine = new EngineHarness();
    private final List<String> output = new ArrayList<>();
    private int pings;

    @AfterEach
    void stopEngine() {
        engine.close();
    }

    /** The default run: 3,000 lines in 24 rounds, eight per variant, within a minute on a loaded machine. */
    @Test
    void randomLinesDuringSearchesLeaveTheEngineAnsweringInEveryVariant() {
        fuzz(new FuzzLines(FuzzLines.SEED, CORPUS), 24, 125);
        // The fuzz reached the command parser, the argument checks, the move parser and the FEN parser.
        assertThat(output).anyMatch(l -> l.startsWith("Error (unknown command)"))
                .anyMatch(l -> l.startsWith("Error (too many arguments)"))
                .anyMatch(l -> l.startsWith("Illegal move"))
                .anyMatch(l -> l.startsWith("tellusererror Illegal position"));
    }

    /** The soak ({@code -Pslow}): 60,000 lines in 300 rounds, from another seed. */
    @Test
    @Tag("slow")
    void soak() {
        fuzz(new FuzzLines(FuzzLines.SEED + 1, CORPUS), 300, 200);
    }

    private void fuzz(FuzzLines lines, int rounds, int linesPerRound) {
        engine.send("xboard", "protover 2");
        collect(engine.until(l -> l.startsWith("feature ") && l.contains("done=1"), ROUND));
        new FuzzRounds(lines, VARIANTS, LEFT_OUT, MAY_END_SEARCH).run(new FuzzRounds.Protocol() {
            @Override
            public void startRound(String variant) {
                engine.send("new", "variant " + variant);
            }

            @Override
            public void startSearch(Random random) {
                // Thinking on a move with an hour for it, pondering, or an analysis.
                switch (random.nextInt(3)) {
                    case 0 -> engine.send("exit", "force", "easy", "level 1 60 0", "go");
                    case 1 -> engine.send("exit", "force", "hard", "st 0.05", "playother", "usermove e2e4", "level 1 60 0");
                    default -> engine.send("exit", "analyze");
                }
            }

            @Override
            public void send(String line) {
                engine.send(line);
            }

            @Override
            public void checkAnswers(String variant, String round) {
                FuzzTest.this.checkAnswers(variant, round);
            }
        }, rounds, linesPerRound);
        assertThat(output).noneMatch(l -> STACK_TRACE.matcher(l).matches());
    }

    /**
     * After a round, once the engine has worked through the round's lines (an unknown command,
     * answered in order like every other, marks where they end): {@code pong} within a second of
     * {@code ?} and {@code ping} in whatever state the round left, and again during an analysis;
     * then, from the variant's start position, a legal move within a few seconds.
     */
    private void checkAnswers(String variant, String round) {
        String marker = "mark-" + round.replaceAll("\\W+", "-");
        engine.send(marker);
        collect(engine.until(("Error (unknown command): " + marker)::equals, ROUND));
        engine.send("?");
        ping(round);
        engine.send("exit", "analyze");
        ping(round);

        engine.send("exit", "force", "easy", "new", "variant " + variant, "nps 0", "sd 60", "st 0.2", "go");
        List<String> lines = collect(engine.until(l -> MOVE.matcher(l).matches() && !l.endsWith(","), MOVE_TIME));
        StringBuilder turn = new StringBuilder();
        for (String line : lines) {
            var move = MOVE.matcher(line);
            if (move.matches()) {
                turn.append(move.group(1));
            }
        }
        SearchableVariant rules = Variants.find(OfferedVariants.searchable(Variants.all()), variant).orElseThrow();
        assertThat(Game.start(rules).isLegal(turn.toString()))
                .as("%s in %s, %s; the dialogue's end:%n%s", turn, variant, round, tail()).isTrue();
        engine.send("force");
    }

    private void ping(String round) {
        String pong = "pong " + ++pings;
        engine.send("ping " + pings);
        List<String> lines = engine.until(l -> l.equals(pong) || STACK_TRACE.matcher(l).matches(), AT_ONCE);
        collect(lines);
        assertThat(lines.get(lines.size() - 1)).as("%s; the dialogue's end:%n%s", round, tail()).isEqualTo(pong);
    }

    private List<String> collect(List<String> lines) {
        output.addAll(lines);
        return lines;
    }

    /** The end of the dialogue, for a failure message. */
    private String tail() {
        String all = engine.transcript();
        return all.substring(Math.max(0, all.length() - 6000));
    }
}
