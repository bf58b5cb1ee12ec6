package dev.mallard.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mallard.core.play.Adjudication;
import dev.mallard.core.play.GameResult;
import dev.mallard.core.variant.Variant;
import dev.mallard.core.variant.Variants;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Whole matches between scripted engines: scoring, colours, restarts, PGN, SPRT stop. */
class MatchTest {
    private static final Variant FIDE = Variants.find("normal").orElseThrow();
    private static final String FOOLS_MATE = "f2f3 e7e5 g2g4 d8h4";

    @TempDir
    Path dir;

    private final ByteArrayOutputStream output = new ByteArrayOutputStream();

    private Match match(String engine1, String engine2, int games, int concurrency, Path pgn, Sprt sprt) {
        MatchSettings settings = new MatchSettings(FIDE, engine1, engine2, games, MatchLimit.moveTime(20_000, 100),
                concurrency, List.of(FIDE.startFen()), pgn, sprt, null, null, Adjudication.NONE);
        return new Match(settings, new PrintStream(output, true, StandardCharsets.UTF_8));
    }

    private String output() {
        return output.toString(StandardCharsets.UTF_8);
    }

    @Test
    void crashingEngineIsRestartedAndTheMatchGoesOn() throws Exception {
        Path pgn = dir.resolve("games.pgn");
        // engine2 crashes on its second turn as White and its first as Black
        Match match = match(FakeEngines.command("one", "e2e4", "e7e5"), FakeEngines.command("two", "e2e4", "CRASH",
                "CRASH"), 4, 1, pgn, null);
        MatchStats stats = match.run();
        assertThat(stats).isEqualTo(new MatchStats(4, 0, 0));
        List<GameRecord> games = match.records();
        assertThat(games).extracting(GameRecord::engine1White).containsExactly(true, false, true, false);
        assertThat(games).extracting(game -> game.reason().substring(0, 17)).containsExactly("Black disconnects",
                "White disconnects", "Black disconnects", "White disconnects");
        assertThat(games.get(0).reason()).contains("exit status 3");
        assertThat(games.get(1).result()).isEqualTo(GameResult.BLACK_WINS);
        String text = Files.readString(pgn);
        assertThat(text).contains("[Round \"4\"]", "[White \"one\"]", "[Black \"two\"]", "[Result \"0-1\"]",
                "[Termination \"rules infraction\"]");
        assertThat(text.split("\\[Event ", -1)).hasSize(5);
        assertThat(output()).contains("Finished game 4 (two vs one): 0-1 {White disconnects")
                .contains("Score of one vs two: 4 - 0 - 0").contains("Match finished: 4 games");
    }

    @Test
    void sprtStopsTheMatchWhenItDecides() throws Exception {
        // Black mates in every game: the engines trade wins, an even score that refutes +400 Elo
        String engine = FakeEngines.command("same", FOOLS_MATE.split(" "));
        Match match = match(engine, engine, 100, 2, null, Sprt.parse("0,400,0.2,0.2"));
        MatchStats stats = match.run();
        assertThat(match.decision()).isEqualTo(Sprt.Decision.H0);
        assertThat(stats.games()).isBetween(3, 10);
        assertThat(stats.draws()).isZero();
        assertThat(output()).contains("SPRT: H0 accepted").contains("LLR").contains("Score of same #1 vs same #2");
        assertThat(match.records().get(0).white()).isIn("same #1", "same #2");
    }

    @Test
    void abandonedMatchDoesNotScoreTheGameItStopped() throws Exception {
        Path pgn = dir.resolve("games.pgn");
        // engine1 (White) plays, engine2 never answers: the game runs until the match is stopped
        Match match = match(FakeEngines.command("one", "e2e4", "d2d4"), FakeEngines.command("two", "HANG"), 2, 1,
                pgn, null);
        AtomicReference<Exception> failure = new AtomicReference<>();
        Thread runner = new Thread(() -> {
            try {
                match.run();
            } catch (Exception e) {
                failure.set(e);
            }
        });
        runner.start();
        long deadline = System.nanoTime() + 60_000_000_000L;
        while (match.enginesRunning() < 2 && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertThat(match.enginesRunning()).isEqualTo(2); // the first game is on
        Thread.sleep(500);
        match.abandon();
        runner.join(30_000);
        assertThat(runner.isAlive()).isFalse();
        assertThat(failure.get()).isNull();
        assertThat(match.records()).isEmpty();
        assertThat(output()).doesNotContain("Finished game").contains("Match finished: 0 games")
                .contains("0 - 0 - 0  [?] 0  Elo ? [?, ?]");
        assertThat(Files.readString(pgn)).isEmpty();
    }

    @Test
    void engineThatCannotStartStopsTheMatch() {
        Match match = match("/nonexistent/engine", FakeEngines.command("two", "e2e4"), 2, 1, null, null);
        assertThatThrownBy(match::run).isInstanceOf(IllegalStateException.class).hasMessageContaining("engine1");
    }

    @Test
    void openingsArePlayedTwiceWithColoursSwapped() {
        MatchSettings settings = settings(MatchLimit.moveTime(100, 100), 6, List.of("x", "y"));
        assertThat(List.of(settings.opening(0), settings.opening(1), settings.opening(2), settings.opening(3),
                settings.opening(4))).containsExactly("x", "x", "y", "y", "x");
    }

    /**
     * Under a depth or node limit a second round of the book would replay the first move for
     * move (the engines search alike), so a match may not have more games than twice its
     * openings there; on a clock or a move time it may, as the games differ.
     */
    @Test
    void aDepthOrNodeLimitedMatchMayNotGoRoundItsBookTwice() {
        List<String> book = List.of("x", "y");
        for (MatchLimit limit : List.of(MatchLimit.depth(3), MatchLimit.nodes(1000))) {
            assertThat(settings(limit, 4, book).games()).isEqualTo(4);
            assertThatThrownBy(() -> settings(limit, 5, book)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("5 games need at least 3 openings under a " + limit.kind().name().toLowerCase(Locale.ROOT)
                            + " limit, got 2: past 4 games each one would replay an earlier one move for move");
        }
        assertThat(settings(MatchLimit.moveTime(100, 100), 5, book).games()).isEqualTo(5);
        assertThat(settings(MatchLimit.clock("10+0.1", 100), 5, book).games()).isEqualTo(5);
    }

    private static MatchSettings settings(MatchLimit limit, int games, List<String> openings) {
        return new MatchSettings(FIDE, "a", "b", games, limit, 1, openings, null, null, null, null, Adjudication.NONE);
    }
}
