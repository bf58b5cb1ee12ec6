package dev.mallard.uci;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.search.SearchOptions;
import dev.mallard.core.search.SearchParameters;
import dev.mallard.core.variant.SearchableVariant;
import dev.mallard.core.variant.Variants;
import dev.mallard.protocol.EngineSettings;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * A tuning run's UCI engine ({@code mallard uci --tunable}) offers every search parameter as a
 * spin option; {@code setoption} changes that engine's searches as {@code --search-param} does, a
 * bad value is refused and changes nothing, and an engine without {@code --tunable} knows no such
 * option.
 */
class UciTunableTest {
    /** The engine's variant by default (FIDE) and its shipped search parameters. */
    private static final SearchParameters SHIPPED =
            ((SearchableVariant) Variants.find("normal").orElseThrow()).searchRules().searchParameters();
    private static final Pattern NODES = Pattern.compile("info depth 5 .*\\bnodes (\\d+)\\b.*");

    /** The whole output of an engine run on {@code commands}, its input closing after them. */
    private static List<String> run(SearchOptions options, boolean tunable, String... commands) {
        ByteArrayOutputStream output = new ByteArrayOutputStream();
        byte[] input = (String.join("\n", commands) + "\n").getBytes(StandardCharsets.UTF_8);
        UciEngine engine = new UciEngine(new ByteArrayInputStream(input),
                new PrintStream(output, true, StandardCharsets.UTF_8),
                EngineSettings.defaults().withSearchOptions(options).withTunable(tunable));
        assertThat(engine.run()).isZero();
        return output.toString(StandardCharsets.UTF_8).lines().toList();
    }

    /** The nodes of the depth-5 search of the start position after {@code options}. */
    private static long nodes(SearchOptions options, boolean tunable, String... setoptions) {
        String[] commands = new String[setoptions.length + 2];
        System.arraycopy(setoptions, 0, commands, 0, setoptions.length);
        commands[setoptions.length] = "position startpos";
        commands[setoptions.length + 1] = "go depth 5";
        List<String> output = run(options, tunable, commands);
        long nodes = -1;
        for (String line : output) {
            Matcher m = NODES.matcher(line);
            if (m.matches()) {
                nodes = Long.parseLong(m.group(1));
            }
        }
        assertThat(nodes).as(String.join("\n", output)).isPositive();
        return nodes;
    }

    @Test
    void aTuningEngineOffersEverySearchParameterAsASpinOption() {
        assertThat(run(SearchOptions.defaults(), true, "uci")).contains(
                "option name lmr.base type spin default " + SHIPPED.value("lmr.base") + " min -100 max 200",
                "option name history.fade type spin default 8 min 1 max 64").last().isEqualTo("uciok");
        assertThat(run(SearchOptions.defaults(), false, "uci")).noneMatch(line -> line.contains("lmr.base"));
    }

    @Test
    void setoptionChangesTheSearchAsSearchParamDoesAndABadValueChangesNothing() {
        long plain = nodes(SearchOptions.defaults(), true);
        long option = nodes(SearchOptions.defaults(), true, "setoption name lmr.divisor value 120");
        assertThat(option).isNotEqualTo(plain)
                .isEqualTo(nodes(SearchOptions.defaults().withParameter("lmr.divisor", 120), false));
        assertThat(nodes(SearchOptions.defaults(), true, "setoption name lmr.divisor value 9",
                "setoption name lmr.divisor value x")).isEqualTo(plain);
        assertThat(run(SearchOptions.defaults(), true, "setoption name lmr.divisor value 9")).containsExactly(
                "info string search parameter \"lmr.divisor\" must be 50 to 600, got 9"
                        + " (in: setoption name lmr.divisor value 9)");
        assertThat(run(SearchOptions.defaults(), false, "setoption name lmr.divisor value 120"))
                .singleElement().asString().startsWith("info string no such option: lmr.divisor");
    }
}
