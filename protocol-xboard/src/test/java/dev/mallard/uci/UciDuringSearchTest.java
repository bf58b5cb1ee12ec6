package dev.mallard.uci;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A session that never blocks: every command that comes while a search or ponder search runs is
 * handled at once, and every form of {@code go} ends in exactly one {@code bestmove}. The waits
 * here are the promises made in docs/protocol.md: an answer within a second, whatever the
 * search in progress.
 */
class UciDuringSearchTest {
    /** How soon {@code readyok}, a stop's {@code bestmove} and the end after {@code quit} must come. */
    private static final long AT_ONCE_MS = 1000;
    /** Enough for the shortest search on a loaded machine; a search without an end would take forever. */
    private static final long BOUNDED_MS = 20_000;

    private final UciDriver engine = new UciDriver();

    @AfterEach
    void close() {
        engine.close();
    }

    /** Starts a search that would run for hours and waits until it is well under way. */
    private void searchForever(String go) {
        engine.send("position startpos moves e2e4", go);
        engine.until(l -> l.startsWith("info depth 3 "));
    }

    private static long bestMoves(List<String> lines) {
        return lines.stream().filter(l -> l.startsWith("bestmove ")).count();
    }

    /** The sequence: it hung after {@code position}, and {@code quit} was never read. */
    @Test
    void theSequenceThatHungIsAnsweredAtOnce() throws InterruptedException {
        engine.send("uci");
        engine.untilPrefix("uciok");
        searchForever("go depth 30");
        engine.send("position startpos", "isready");
        List<String> lines = engine.within(AT_ONCE_MS, "readyok"::equals);
        assertThat(bestMoves(lines)).as("the search that position stopped").isEqualTo(1);
        engine.send("stop", "isready");
        assertThat(bestMoves(engine.within(AT_ONCE_MS, "readyok"::equals))).as("nothing left to stop").isZero();
        engine.send("quit");
        assertThat(engine.ended()).isTrue();
    }

    @Test
    void isreadyIsAnsweredDuringASearchWhichGoesOn() {
        searchForever("go infinite");
        engine.send("isready");
        assertThat(bestMoves(engine.within(AT_ONCE_MS, "readyok"::equals))).isZero();
        engine.send("stop");
        engine.within(AT_ONCE_MS, l -> l.startsWith("bestmove "));
    }

    @Test
    void quitDuringASearchEndsTheEngineAtOnce() throws InterruptedException {
        searchForever("go infinite");
        long start = System.nanoTime();
        engine.send("quit");
        assertThat(engine.ended()).isTrue();
        assertThat((System.nanoTime() - start) / 1_000_000).isLessThan(AT_ONCE_MS);
    }

    /**
     * A command that changes the game or the options stops the search first: its {@code bestmove}
     * comes at once, then the command takes effect (here, the next search answers).
     */
    @ParameterizedTest
    @ValueSource(strings = {"position startpos moves d2d4", "ucinewgame", "setoption name Hash value 2",
        "setoption name UCI_Variant value duck", "setoption name Use NNUE value false", "go depth 1"})
    void aChangeDuringASearchStopsItWithItsBestMoveThenTakesEffect(String change) {
        searchForever("go infinite");
        engine.send(change, "isready");
        List<String> lines = engine.within(AT_ONCE_MS, "readyok"::equals);
        assertThat(lines).filteredOn(l -> l.startsWith("bestmove ")).hasSizeBetween(1, 2);
        if (bestMoves(lines) == 1 && change.startsWith("go")) {
            engine.untilPrefix("bestmove ");
        }
        engine.send("position startpos", "go depth 1");
        engine.within(BOUNDED_MS, l -> l.startsWith("bestmove "));
    }

    @ParameterizedTest
    @ValueSource(strings = {"go ponder", "go ponder infinite", "go ponder wtime 60000 btime 60000"})
    void aNewPositionDuringPonderingStopsItWithItsBestMove(String go) {
        searchForever(go);
        engine.send("position startpos moves e2e4 e7e5", "isready");
        assertThat(bestMoves(engine.within(AT_ONCE_MS, "readyok"::equals))).isEqualTo(1);
    }

    /** A bad command changes nothing, not even the search in progress. */
    @ParameterizedTest
    @ValueSource(strings = {"position fen not/a/fen w - - 0 1", "position startpos moves e2e5",
        "setoption name Hash value lots", "setoption name NoSuchOption value 1", "setoption name UCI_Variant value xiangqi",
        "setoption name Use NNUE value maybe"})
    void aBadChangeDuringASearchLeavesItRunning(String bad) {
        searchForever("go infinite");
        engine.send(bad, "isready");
        List<String> lines = engine.within(AT_ONCE_MS, "readyok"::equals);
        assertThat(bestMoves(lines)).isZero();
        assertThat(lines).anyMatch(l -> l.startsWith("info string "));
        engine.send("stop");
        assertThat(engine.within(AT_ONCE_MS, l -> l.startsWith("bestmove ")).get(0)).isNotNull();
    }

    /**
     * Every {@code go} that names a limit, however odd, is bounded and ends in exactly one
     * {@code bestmove}: a clock for the other side only leaves the side to move 0 ms, as in
     * Stockfish, and a value out of range is taken as the nearest in range.
     */
    @ParameterizedTest
    @ValueSource(strings = {"go wtime 1000", "go wtime 1000 winc 100", "go btime 0 wtime 0", "go wtime 0",
        "go movestogo 0 btime 100", "go depth 0", "go nodes 0", "go depth -7", "go nodes -1", "go movetime 0",
        "go movetime -20", "go mate 1", "go mate 0", "go mate -3", "go searchmoves a1a1 zz9 depth 2",
        "go searchmoves e7e6 depth 2", "go btime -5000", "go btime 99999999999999999999999999 movestogo 0 depth 2",
        "go nodes 99999999999999999999999999 depth 2", "go depth 2 movestogo -4 binc -100 btime 50"})
    void everyBoundedGoEndsInOneBestMove(String go) {
        engine.send("position startpos moves e2e4", go); // Black to move
        List<String> lines = engine.within(BOUNDED_MS, l -> l.startsWith("bestmove "));
        assertThat(lines.get(lines.size() - 1)).matches("bestmove [a-h][1-8][a-h][1-8]( ponder [a-h][1-8][a-h][1-8])?");
        engine.send("isready");
        assertThat(bestMoves(engine.within(AT_ONCE_MS, "readyok"::equals))).as("a second bestmove").isZero();
    }
}
