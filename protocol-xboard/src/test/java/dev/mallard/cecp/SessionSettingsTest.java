package dev.mallard.cecp;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.search.Searcher;
import dev.mallard.core.variant.SearchableVariant;
import dev.mallard.core.variant.Variants;
import dev.mallard.protocol.DialogueLog;
import dev.mallard.protocol.EngineSettings;
import dev.mallard.protocol.OfferedVariants;
import dev.mallard.protocol.ProtocolOutput;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Engine settings that the GUI cannot see in the dialogue: the table size from {@code memory}, {@code cores}. */
class SessionSettingsTest {
    private final ByteArrayOutputStream output = new ByteArrayOutputStream();
    private final XboardSession session = new XboardSession(
            new ProtocolOutput(new PrintStream(output, true, StandardCharsets.UTF_8), DialogueLog.none()),
            List.of((SearchableVariant) Variants.find("normal").orElseThrow()), EngineSettings.defaults(), done -> { });

    @AfterEach
    void close() {
        session.close();
    }

    private void send(String line) {
        session.handle(new Event.Input(line, false));
    }

    @Test
    void memorySizesTheHashTableWithRoomForTheRest() {
        assertThat(session.hashMegabytes()).isEqualTo(XboardSession.DEFAULT_HASH_MB);
        send("memory 40");
        assertThat(session.hashMegabytes()).isEqualTo(32); // 40 MB less 8 for the rest
        send("memory 300");
        assertThat(session.hashMegabytes()).isEqualTo(256); // 292 MB rounded down to a power of two
        send("memory 9");
        assertThat(session.hashMegabytes()).isEqualTo(1);
        send("memory 1");
        assertThat(session.hashMegabytes()).isEqualTo(1);
        assertThat(output.toString(StandardCharsets.UTF_8)).isEmpty();
    }

    /** {@code cores} sets the threads of the next search; more than the searcher's maximum get the maximum. */
    @Test
    void coresSetsTheSearchThreads() {
        send("cores 3");
        assertThat(session.searchThreads()).isEqualTo(3);
        send("cores 1024");
        assertThat(session.searchThreads()).isEqualTo(Searcher.MAX_THREADS);
        send("cores 1");
        assertThat(session.searchThreads()).isEqualTo(1);
        assertThat(output.toString(StandardCharsets.UTF_8)).isEmpty();
    }

    @Test
    void badMemoryAndCoresAreRefusedAndChangeNothing() {
        for (String bad : List.of("memory 0", "memory -5", "memory x", "memory", "memory 1 2", "cores 0", "cores x")) {
            send(bad);
        }
        assertThat(session.searchThreads()).isEqualTo(1);
        send("cores 2");
        assertThat(session.hashMegabytes()).isEqualTo(XboardSession.DEFAULT_HASH_MB);
        assertThat(session.searchThreads()).isEqualTo(2);
        assertThat(output.toString(StandardCharsets.UTF_8).split("\n")).containsExactly(
                "Error (out of range): memory 0", "Error (out of range): memory -5",
                "Error (not a whole number): memory x", "Error (missing argument: a number): memory",
                "Error (too many arguments): memory 1 2", "Error (out of range): cores 0",
                "Error (not a whole number): cores x");
    }

    /**
     * A GUI names the variant before every game ({@code new} means FIDE chess, then
     * {@code variant duck}): the session keeps its one table instead of making two a game, whose
     * garbage paused the JVM for hundreds of milliseconds in fast Duck games (lost on time).
     */
    @Test
    void gamesOfAnotherVariantReuseTheTable() {
        XboardSession all = new XboardSession(
                new ProtocolOutput(new PrintStream(output, true, StandardCharsets.UTF_8), DialogueLog.none()),
                OfferedVariants.searchable(Variants.all()), EngineSettings.defaults(), done -> { });
        try {
            all.handle(new Event.Input("new", false));
            all.handle(new Event.Input("variant duck", false));
            long before = allocatedBytes();
            for (int game = 0; game < 20; game++) {
                all.handle(new Event.Input("new", false));
                all.handle(new Event.Input("variant duck", false));
            }
            long allocated = allocatedBytes() - before;
            assertThat(allocated).as("bytes allocated by 20 new games of Duck")
                    .isLessThan((long) XboardSession.DEFAULT_HASH_MB << 20);
            assertThat(all.hashMegabytes()).isEqualTo(XboardSession.DEFAULT_HASH_MB);
        } finally {
            all.close();
        }
    }

    /** Bytes this thread has allocated so far (HotSpot's per-thread counter). */
    private static long allocatedBytes() {
        return ((com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean()).getCurrentThreadAllocatedBytes();
    }
}
