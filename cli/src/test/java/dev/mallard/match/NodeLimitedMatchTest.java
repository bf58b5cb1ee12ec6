package dev.mallard.match;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.cli.Main;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code mallard match --nodes N} between two Mallard processes: the referee sends {@code nps N}
 * and {@code st 1}, the engine searches N nodes a move, and so a game depends on the engines
 * alone, not on the machine's speed or load: the same match played twice gives the same games,
 * move for move, and no move waits for a one-second clock.
 */
class NodeLimitedMatchTest {
    private static final int NODES = 400;

    @TempDir
    Path dir;

    private String playMatch(String name) throws IOException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String engine = "'" + java + "' -XX:+UseSerialGC -Xss16m -cp '" + System.getProperty("java.class.path") + "' "
                + Main.class.getName();
        Path pgn = dir.resolve(name + ".pgn");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.run(new String[] {"match", "--variant", "refusal", "--engine1", engine, "--engine2", engine,
            "--games", "2", "--nodes", String.valueOf(NODES), "--pgn", pgn.toString()},
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        assertThat(status).as(err.toString(StandardCharsets.UTF_8)).isZero();
        return Files.readString(pgn);
    }

    /**
     * The PGN without what differs between runs: its date tags and the time each turn took (a
     * comment's {@code 0.016s}; the scores and depths beside it stay), the line breaks, which
     * follow the comments' lengths, made spaces.
     */
    private static String moves(String pgn) {
        return pgn.replaceAll("(?m)^\\[(Date|Time|UTCDate|UTCTime) .*\\R", "").replaceAll("\\d+\\.\\d{3}s", "time")
                .replaceAll("\\s+", " ");
    }

    @Test
    void sameMatchTwiceGivesTheSameGamesQuickly() throws IOException {
        long start = System.nanoTime();
        String first = playMatch("first");
        long seconds = (System.nanoTime() - start) / 1_000_000_000L;
        String second = playMatch("second");
        assertThat(first).contains("[TimeControl \"-\"]").doesNotContain("on time", "hangs", "disconnects");
        int moveNumbers = first.split("\\d+\\. ", -1).length; // about the moves, both games
        // A move of 400 nodes takes milliseconds; st 1 without nps would cost a second a ply,
        // about two seconds per move number. Half that is the bound: the four engine start-ups
        // of a loaded machine (27 s for 51 move numbers at load 16) stay well inside it.
        assertThat(seconds).as("%d s for about %d moves", seconds, moveNumbers).isLessThan(moveNumbers);
        assertThat(moves(second)).isEqualTo(moves(first));
    }
}
