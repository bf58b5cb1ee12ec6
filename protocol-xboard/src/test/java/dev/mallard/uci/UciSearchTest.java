package dev.mallard.uci;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The searches of the UCI engine: every {@code go} limit, {@code stop} and {@code ponderhit},
 * MultiPV and {@code searchmoves}, each ending in one {@code bestmove}.
 */
class UciSearchTest extends UciDialogue {
    // ------------------------------------------------------------------------------------------
    // go limits

    @Test
    void depthLimitsTheLastIteration() {
        engine.send("position startpos");
        List<Matcher> infos = infos(search("go depth 5"));
        assertThat(infos).extracting(m -> m.group(1)).containsExactly("1", "2", "3", "4", "5");
        assertThat(infos).allMatch(m -> m.group(3).equals("1"));
    }

    @Test
    void nodesLimitTheSearch() {
        engine.send("position startpos");
        List<String> lines = search("go nodes 20000");
        List<Matcher> infos = infos(lines);
        // The search looks at its limits every 1024 nodes; an iteration report may not exceed that.
        assertThat(Long.parseLong(infos.get(infos.size() - 1).group(6))).isLessThanOrEqualTo(20000 + 1024);
        assertThat(bestMove(lines)).matches("[a-h][1-8][a-h][1-8]");
    }

    @Test
    void moveTimeAndClocksEndInABestMove() {
        engine.send("position startpos");
        assertThat(bestMove(search("go movetime 50"))).matches("[a-h][1-8][a-h][1-8]");
        assertThat(bestMove(search("go wtime 1000 btime 1000 winc 10 binc 10 movestogo 5"))).matches("[a-h][1-8][a-h][1-8]");
        engine.send("position startpos moves e2e4");
        assertThat(bestMove(search("go btime 500 wtime 90000 binc 0 winc 0"))).matches("[a-h][1-8][a-h][1-8]");
    }

    @Test
    void mateStopsAtAMateInThatManyMoves() {
        engine.send("position fen " + MATE_IN_ONE);
        List<String> lines = search("go mate 1");
        assertThat(bestMove(lines)).isEqualTo("h5f7");
        assertThat(infos(lines)).last().matches(m -> m.group(4).equals("mate") && m.group(5).equals("1"));
    }

    @Test
    void infiniteWaitsForStopEvenWhenTheSearchHasEnded() {
        engine.send("position fen " + ONE_REPLY, "go infinite depth 2");
        seen(engine.until(l -> l.startsWith("info depth 2 ")));
        assertThat(sync()).noneMatch(l -> l.startsWith("bestmove"));
        engine.send("stop");
        assertThat(bestMove(seen(engine.untilPrefix("bestmove")))).isEqualTo("a8b8");
    }

    @Test
    void stopEndsAnInfiniteSearchWithExactlyOneBestMove() {
        engine.send("position startpos", "go infinite");
        seen(engine.until(l -> l.startsWith("info depth 3 ")));
        engine.send("stop");
        seen(engine.untilPrefix("bestmove"));
        engine.send("stop"); // nothing to stop: no answer
        assertThat(sync()).noneMatch(l -> l.startsWith("bestmove"));
    }

    @Test
    void ponderWaitsForPonderhitThenPlaysByTheClock() {
        engine.send("position startpos moves e2e4 e7e5", "go ponder wtime 2000 btime 2000 winc 0 binc 0");
        seen(engine.until(l -> l.startsWith("info depth 2 ")));
        assertThat(sync()).noneMatch(l -> l.startsWith("bestmove"));
        engine.send("ponderhit");
        assertThat(bestMove(seen(engine.untilPrefix("bestmove")))).matches("[a-h][1-8][a-h][1-8]");
    }

    /**
     * The ponder search goes on after {@code ponderhit}, as in Stockfish: the reports after the
     * hit carry on from the depth and node count reached while pondering. A search started
     * afresh at the hit would report depth 1 again, with its nodes counted from zero.
     */
    @Test
    void ponderhitTurnsThePonderSearchIntoTheEngineSearchWithoutStartingOver() {
        engine.send("position startpos moves e2e4 e7e5", "go ponder wtime 10000 btime 10000 winc 100 binc 100");
        List<String> pondering = seen(engine.until(l -> l.startsWith("info depth 5 ")));
        List<Matcher> before = infos(pondering);
        long nodesBefore = Long.parseLong(before.get(before.size() - 1).group(6));
        engine.send("ponderhit");
        List<String> after = seen(engine.untilPrefix("bestmove"));
        assertThat(bestMove(after)).matches("[a-h][1-8][a-h][1-8]");
        long nodes = nodesBefore;
        for (String line : after) {
            Matcher depth = Pattern.compile("info depth (\\d+) .*").matcher(line);
            if (depth.matches()) {
                assertThat(Integer.parseInt(depth.group(1))).as(line).isGreaterThanOrEqualTo(5);
            }
            Matcher info = INFO.matcher(line);
            if (info.matches()) {
                assertThat(Long.parseLong(info.group(6))).as(line).isGreaterThanOrEqualTo(nodes);
                nodes = Long.parseLong(info.group(6));
            }
        }
    }

    /** {@code go ponder infinite} stays infinite after {@code ponderhit}: no bestmove before {@code stop}, as in Stockfish. */
    @Test
    void ponderhitOnAnInfinitePonderSearchStillWaitsForStop() {
        engine.send("position fen " + ONE_REPLY, "go ponder infinite depth 2");
        seen(engine.until(l -> l.startsWith("info depth 2 ")));
        engine.send("ponderhit");
        assertThat(sync()).noneMatch(l -> l.startsWith("bestmove"));
        engine.send("stop");
        assertThat(bestMove(seen(engine.untilPrefix("bestmove")))).isEqualTo("a8b8");
    }

    @Test
    void stopEndsPonderingWithABestMove() {
        engine.send("position startpos", "go ponder wtime 2000 btime 2000");
        seen(engine.until(l -> l.startsWith("info depth 2 ")));
        engine.send("stop");
        assertThat(bestMove(seen(engine.untilPrefix("bestmove")))).matches("[a-h][1-8][a-h][1-8]");
    }

    @Test
    void aPositionWithoutMovesAnswersNoneAsFairyStockfishDoes() {
        engine.send("position fen k7/1Q6/1K6/8/8/8/8/8 b - - 0 1");
        assertThat(search("go depth 3")).containsExactly("info depth 0 score mate 0", "bestmove (none)");
        engine.send("position fen k7/8/1Q6/8/8/8/8/7K b - - 0 1");
        assertThat(search("go depth 3")).containsExactly("info depth 0 score cp 0", "bestmove (none)");
    }

    @Test
    void commandsSentTogetherTakeEffectInTheirOrder() {
        engine.send("position startpos", "go depth 4", "position fen " + MATE_IN_ONE, "go depth 2", "quit");
        List<String> first = seen(engine.untilPrefix("bestmove"));
        assertThat(bestMove(first)).isNotEqualTo("h5f7");
        assertThat(bestMove(seen(engine.untilPrefix("bestmove")))).isEqualTo("h5f7");
    }

    /** The case: Black to move and a clock for White only; Black has no time and moves at once. */
    @Test
    void aClockForTheOtherSideOnlyMovesAtOnce() {
        engine.send("position startpos moves e2e4");
        List<String> lines = search("go wtime 1000");
        assertThat(infoStrings(lines)).containsExactly(
                "info string go gives no clock for Black, the side to move: 0 ms left, moving at once");
        assertThat(bestMove(lines)).matches("[a-h][1-8][a-h][1-8]");
    }

    /** A {@code go ponder infinite} search still running at {@code ponderhit} sends no bestmove before {@code stop}. */
    @Test
    void ponderhitOnARunningInfinitePonderSearchWaitsForStop() {
        engine.send("position startpos moves e2e4", "go ponder infinite wtime 100 btime 100");
        seen(engine.until(l -> l.startsWith("info depth 2 ")));
        engine.send("ponderhit");
        seen(engine.until(l -> l.startsWith("info depth 4 ")));
        assertThat(sync()).noneMatch(l -> l.startsWith("bestmove"));
        engine.send("stop");
        assertThat(bestMove(seen(engine.untilPrefix("bestmove")))).matches("[a-h][1-8][a-h][1-8]");
    }

    /** {@code go ponder} then {@code ponderhit} keeps the clock: a short clock moves soon, with no stop. */
    @Test
    void ponderhitKeepsTheClocksLimits() {
        engine.send("position startpos moves e2e4", "go ponder wtime 300 btime 300");
        seen(engine.until(l -> l.startsWith("info depth 2 ")));
        engine.send("ponderhit");
        assertThat(bestMove(seen(engine.untilPrefix("bestmove")))).matches("[a-h][1-8][a-h][1-8]");
    }

    @Test
    void aScriptMayPipeASearchAndCloseTheInput() throws InterruptedException {
        engine.send("uci", "position startpos", "go depth 3");
        List<String> rest = seen(engine.closeInput());
        assertThat(rest).last().asString().startsWith("bestmove ");
        assertThat(engine.ended()).isTrue();
    }

    // ------------------------------------------------------------------------------------------
    // MultiPV and searchmoves

    @ParameterizedTest
    @ValueSource(strings = {"chess", "duck", "refusal"})
    void multiPvReportsTheLinesInOrderAndPlaysTheFirst(String variant) {
        engine.send("setoption name UCI_Variant value " + variant, "setoption name MultiPV value 3", "position startpos");
        List<String> lines = search("go depth 4");
        List<Matcher> last = infos(lines).stream().filter(m -> m.group(1).equals("4")).toList();
        assertThat(last).extracting(m -> m.group(3)).containsExactly("1", "2", "3");
        List<Integer> scores = last.stream().map(m -> Integer.parseInt(m.group(5))).toList();
        assertThat(scores).isSortedAccordingTo(java.util.Comparator.reverseOrder());
        List<String> firstMoves = last.stream().map(m -> m.group(7).split(" ")[0].substring(0, 4)).toList();
        assertThat(firstMoves).doesNotHaveDuplicates();
        assertThat(bestMove(lines)).isEqualTo(last.get(0).group(7).split(" ")[0]);
    }

    @Test
    void multiPvNeverReportsMoreLinesThanMoves() {
        engine.send("setoption name MultiPV value 5", "position fen " + ONE_REPLY);
        List<Matcher> infos = infos(search("go depth 3"));
        assertThat(infos).isNotEmpty().allMatch(m -> m.group(3).equals("1"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"chess a2a3 h2h3", "duck a2a3,a3a6 h2h3,h3h6", "refusal a2a3/a7a6 h2h3/h7h6"})
    void searchMovesRestrictTheRootMoves(String variantAndMoves) {
        String[] words = variantAndMoves.split(" ");
        engine.send("setoption name UCI_Variant value " + words[0], "position startpos");
        List<String> lines = search("go depth 3 searchmoves " + words[1] + " " + words[2]);
        assertThat(infoStrings(lines)).noneMatch(l -> l.contains("searchmoves"));
        assertThat(bestMove(lines).substring(0, 4)).isIn("a2a3", "h2h3");
        assertThat(infos(lines)).allMatch(m -> m.group(7).substring(0, 4).matches("a2a3|h2h3"));
    }

    @Test
    void searchMovesMayNameTheDucksMoveAlone() {
        engine.send("setoption name UCI_Variant value duck", "position startpos");
        assertThat(bestMove(search("go depth 2 searchmoves g1f3"))).startsWith("g1f3,f3");
    }

    @Test
    void badSearchMovesAreNamedAndLeftOut() {
        engine.send("position startpos");
        List<String> lines = search("go depth 2 searchmoves zz e2e5 e2e4");
        assertThat(infoStrings(lines)).hasSize(2).allMatch(l -> l.startsWith("info string go searchmoves "));
        assertThat(infoStrings(lines).get(0)).contains("zz ignored: ");
        assertThat(bestMove(lines)).isEqualTo("e2e4");
        List<String> none = search("go depth 2 searchmoves e2e5");
        assertThat(infoStrings(none)).last().isEqualTo("info string go searchmoves names no legal move; searching all moves");
        assertThat(bestMove(none)).matches("[a-h][1-8][a-h][1-8]");
    }
}
