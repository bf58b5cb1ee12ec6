package dev.mallard.protocol;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mallard.cecp.XboardEngine;
import dev.mallard.core.variant.SearchableVariant;
import dev.mallard.core.variant.Variant;
import dev.mallard.core.variant.Variants;
import dev.mallard.uci.UciEngine;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The warm-up during the handshake searches on a private engine: a session with a warm-up says
 * exactly what one without says, node counts included (a warm-up that used the session's engine
 * would leave entries in its table and change them).
 */
class WarmupTest {
    private static final long WARMUP_MS = 300;

    /** A protocol's engine reading {@code in}, answering on {@code out}, with a warm-up of {@code warmupMs}. */
    private interface Protocol {
        int run(InputStream in, PrintStream out, long warmupMs);
    }

    private static final Protocol UCI = (in, out, warmupMs) ->
            new UciEngine(in, out, EngineSettings.defaults().withWarmupMs(warmupMs)).run();
    private static final Protocol CECP = (in, out, warmupMs) ->
            new XboardEngine(in, out, EngineSettings.defaults().withWarmupMs(warmupMs)).run();

    /** The engine's whole output for {@code input}, timing fields removed. */
    private static List<String> session(Protocol protocol, String input, long warmupMs) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        protocol.run(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)),
                new PrintStream(out, true, StandardCharsets.UTF_8), warmupMs);
        return untimed(out);
    }

    private static List<String> untimed(ByteArrayOutputStream out) {
        return Arrays.stream(out.toString(StandardCharsets.UTF_8).split("\n"))
                .map(l -> l.replaceAll(" (nps|time) \\d+", "")).toList();
    }

    @Test
    void aUciSessionWithAWarmupAnswersExactlyAsOneWithout() {
        String input = "uci\nisready\nposition startpos moves e2e4\ngo depth 6\n";
        List<String> warmed = session(UCI, input, WARMUP_MS);
        assertThat(warmed).contains("uciok", "readyok").anyMatch(l -> l.startsWith("bestmove "));
        assertThat(warmed).isEqualTo(session(UCI, input, 0));
    }

    @Test
    void aCecpSessionWithAWarmupAnswersExactlyAsOneWithout() {
        String input = "xboard\nprotover 2\nnew\nvariant duck\nsd 3\nnopost\ngo\n";
        List<String> warmed = session(CECP, input, WARMUP_MS);
        assertThat(warmed).contains("feature done=0", "feature done=1").anyMatch(l -> l.startsWith("move "));
        assertThat(warmed.indexOf("feature done=1")).isGreaterThan(warmed.indexOf("feature done=0"));
        assertThat(warmed).isEqualTo(session(CECP, input, 0));
    }

    /** Every variant with a search is warmed up, and the wait ends (each search has a time limit). */
    @Test
    void warmsEveryVariantAndEnds() {
        List<SearchableVariant> variants = new ArrayList<>();
        for (Variant v : Variants.all()) {
            if (v instanceof SearchableVariant s) {
                variants.add(s);
            }
        }
        Warmup.start(variants, 30).await();
        Warmup.start(variants, 0).await();
        assertThatThrownBy(() -> Warmup.start(variants, -1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("must not be negative");
    }
}
