package dev.mallard.cecp;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The CECP engine under bad input, and its time controls, driven through pipes as a GUI drives it. */
class InputAndClockTest {
    private final EngineHarness engine = new EngineHarness();

    @AfterEach
    void stopEngine() {
        engine.close();
    }

    // ------------------------------------------------------------------------------------------
    // Bad input

    @Test
    void illegalAndGarbledMovesAreRefusedWithoutChange() {
        engine.handshake();
        engine.send("new", "force", "usermove e2e5", "usermove zz", "usermove e2e4e", "e7e5", "usermove e2e4 e7e5",
                "usermove", "e9e4", "a1a1");
        assertThat(engine.sync()).containsExactly(
                "Illegal move (no legal move from e2 to e5): e2e5",
                "Illegal move (malformed move): zz",
                "Illegal move (bad promotion letter): e2e4e",
                "Illegal move (no legal move from e7 to e5): e7e5",
                "Error (too many arguments): usermove e2e4 e7e5",
                "Error (missing argument: a move): usermove",
                "Illegal move (malformed move): e9e4",
                "Illegal move (no legal move from a1 to a1): a1a1");
        engine.send("usermove e2e4", "usermove e7e5");
        assertThat(engine.sync()).isEmpty();
    }

    @Test
    void illegalMoveWhilePlayingDoesNotStartTheEngine() {
        engine.handshake();
        engine.send("new", "sd 1", "usermove e2e5");
        assertThat(engine.sync()).containsExactly("Illegal move (no legal move from e2 to e5): e2e5");
        assertThat(engine.drain(Duration.ofMillis(300))).isEmpty();
    }

    @Test
    void unknownCommandsAndBadArgumentsGetErrors() {
        engine.handshake();
        engine.send("frobnicate", "frob nicate  now", "level 40 x 0", "level 40", "sd -1", "st 0",
                "memory lots", "time", "ping", "variant nosuch", "exit", "protover x");
        assertThat(engine.sync()).containsExactly(
                "Error (unknown command): frobnicate",
                "Error (unknown command): frob nicate now",
                "Error (bad level: not a number: x): level 40 x 0",
                "Error (bad level: level needs three values: moves, base time, increment): level 40",
                "Error (out of range): sd -1",
                "Error (the time per move must be positive): st 0",
                "Error (not a whole number): memory lots",
                "Error (missing argument: a number): time",
                "Error (missing argument: a number): ping",
                "Error (unsupported variant): nosuch",
                "Error (not analyzing): exit",
                "Error (not a whole number): protover x");
    }

    @Test
    void blankLinesWhiteSpaceAndOverlongLinesAreHandled() {
        engine.handshake();
        engine.send("", "   ", "\t", "  new  ", "\tforce", "usermove   e2e4  ", "\r");
        assertThat(engine.sync()).isEmpty();
        byte[] huge = new byte[100_000];
        Arrays.fill(huge, (byte) 'x');
        engine.sendRaw(huge).send("");
        List<String> lines = engine.sync();
        assertThat(lines).hasSize(1);
        assertThat(lines.get(0)).startsWith("Error (line too long): xxxx").hasSizeLessThan(100);
        engine.sendRaw(new byte[] {(byte) 0xff, (byte) 0xfe, 'q', '\r', '\n'});
        assertThat(engine.sync()).hasSize(1).allMatch(l -> l.startsWith("Error (unknown command): "));
        engine.send("usermove e7e5"); // the game survived it all
        assertThat(engine.sync()).isEmpty();
    }

    @Test
    void commandsThatDoNothingAreAccepted() {
        engine.handshake();
        engine.send("new", "random", "hard", "easy", "computer", "name Some One", "rating 2000 1800",
                "ics -", "otim 1000", "time 1000", "post", "nopost", "memory 16", "cores 2", "nps 0", "hint", "bk",
                "accepted ping", "rejected nps", "variant normal");
        assertThat(engine.sync()).isEmpty();
    }

    // ------------------------------------------------------------------------------------------
    // Time controls

    @Test
    void levelWithLittleTimeLeftMovesQuickly() {
        engine.handshake();
        engine.send("new", "force", "setboard r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                "level 40 5 0", "time 100", "otim 30000");
        engine.sync();
        long start = System.nanoTime();
        engine.send("go");
        engine.untilMove(EngineHarness.MOVE_WAIT);
        assertThat((System.nanoTime() - start) / 1_000_000).isLessThan(1500);
    }

    @Test
    void stLimitsTheTimePerMove() {
        engine.handshake();
        engine.send("new", "st 0.3");
        engine.sync();
        long start = System.nanoTime();
        engine.send("go");
        engine.untilMove(EngineHarness.MOVE_WAIT);
        assertThat((System.nanoTime() - start) / 1_000_000).isLessThan(1500);
    }

    @Test
    void sdLimitsTheDepthAndNewClearsIt() {
        engine.handshake();
        engine.send("new", "post", "level 40 5 0", "sd 2", "go");
        List<String> lines = engine.untilMove(EngineHarness.MOVE_WAIT);
        assertThat(EngineHarness.thinking(lines)).isNotEmpty().allMatch(l -> Integer.parseInt(l.split(" ")[0]) <= 2);
        engine.send("new", "post", "st 0.5", "go");
        List<String> deeper = engine.untilMove(EngineHarness.MOVE_WAIT);
        assertThat(EngineHarness.thinking(deeper)).anyMatch(l -> Integer.parseInt(l.split(" ")[0]) > 2);
    }

    @Test
    void npsTurnsTimeIntoNodes() {
        engine.handshake();
        engine.send("new", "post", "nps 10000", "st 1", "go");
        List<String> lines = engine.untilMove(EngineHarness.MOVE_WAIT);
        List<String> thinking = EngineHarness.thinking(lines);
        assertThat(thinking).isNotEmpty();
        long nodes = Long.parseLong(thinking.get(thinking.size() - 1).split(" ")[3]);
        assertThat(nodes).isLessThanOrEqualTo(10_000 + 2048);
    }
}
