package dev.mallard.cecp;

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
import org.junit.jupiter.api.Test;

/**
 * A tuning run's engine ({@code mallard xboard --tunable}) offers every search parameter as a spin
 * option; {@code option NAME=VALUE} changes that engine's searches as {@code --search-param} does,
 * a bad value is refused and changes nothing, and an engine without {@code --tunable} knows no such
 * option.
 */
class TunableOptionsTest {
    /** The engine's variant by default (FIDE) and its shipped search parameters. */
    private static final SearchParameters SHIPPED =
            ((SearchableVariant) Variants.find("normal").orElseThrow()).searchRules().searchParameters();

    /** A fixed-depth search of the start position, its thinking posted. */
    private static final String[] SEARCH = {"new", "post", "sd 5", "go"};

    /** The whole output of an engine run on {@code commands}, its input closing after them. */
    private static List<String> run(SearchOptions options, boolean tunable, String... commands) {
        ByteArrayOutputStream output = new ByteArrayOutputStream();
        byte[] input = (String.join("\n", commands) + "\n").getBytes(StandardCharsets.UTF_8);
        XboardEngine engine = new XboardEngine(new ByteArrayInputStream(input),
                new PrintStream(output, true, StandardCharsets.UTF_8),
                EngineSettings.defaults().withSearchOptions(options).withTunable(tunable));
        assertThat(engine.run()).isZero();
        return output.toString(StandardCharsets.UTF_8).lines().toList();
    }

    private static String[] then(String[] first, String... more) {
        String[] all = new String[first.length + more.length];
        System.arraycopy(first, 0, all, 0, first.length);
        System.arraycopy(more, 0, all, first.length, more.length);
        return all;
    }

    /** The nodes of the last thinking line: the fixed-depth search's whole tree. */
    private static long nodes(List<String> output) {
        List<String> thinking = EngineHarness.thinking(output);
        assertThat(thinking).as(String.join("\n", output)).isNotEmpty();
        Matcher line = EngineHarness.THINKING.matcher(thinking.get(thinking.size() - 1));
        assertThat(line.matches()).isTrue();
        return Long.parseLong(line.group(4));
    }

    @Test
    void aTuningEngineOffersEverySearchParameterAsASpinOption() {
        List<String> features = run(SearchOptions.defaults().withParameter("lmr.base", 70), true, "xboard",
                "protover 2");
        assertThat(features).contains("feature option=\"lmr.base -spin 70 -100 200\"",
                "feature option=\"null_move.reduction -spin " + SHIPPED.value("null_move.reduction") + " 1 6\"");
        assertThat(features.stream().filter(line -> line.contains(" -spin ")))
                .hasSize(SearchParameters.schema().size() + 1); // and MultiPV
        assertThat(features.get(features.size() - 1)).isEqualTo("feature done=1");
        assertThat(run(SearchOptions.defaults(), false, "xboard", "protover 2")).noneMatch(l -> l.contains("lmr.base"));
    }

    @Test
    void anOptionChangesTheSearchAsSearchParamDoes() {
        long plain = nodes(run(SearchOptions.defaults(), true, SEARCH));
        long option = nodes(run(SearchOptions.defaults(), true, then(new String[] {"option lmr.divisor=120"}, SEARCH)));
        long commandLine = nodes(run(SearchOptions.defaults().withParameter("lmr.divisor", 120), false, SEARCH));
        assertThat(option).isNotEqualTo(plain).isEqualTo(commandLine);
        // set back, the engine searches as it did; and another engine of this JVM never saw the change
        assertThat(nodes(run(SearchOptions.defaults(), true, then(new String[] {"option lmr.divisor=120",
                "option lmr.divisor=" + SHIPPED.value("lmr.divisor")}, SEARCH)))).isEqualTo(plain);
        assertThat(nodes(run(SearchOptions.defaults(), true, SEARCH))).isEqualTo(plain);
    }

    @Test
    void badValuesAreRefusedAndChangeNothing() {
        List<String> output = run(SearchOptions.defaults(), true, then(new String[] {"option lmr.divisor=9",
                "option lmr.divisor=x", "option lmr.divisor", "option no.such=3"}, SEARCH));
        assertThat(output).startsWith(
                "Error (search parameter \"lmr.divisor\" must be 50 to 600, got 9): option lmr.divisor=9",
                "Error (search parameter \"lmr.divisor\" needs a whole number, got \"x\"): option lmr.divisor=x",
                "Error (unknown option): option lmr.divisor",
                "Error (unknown option): option no.such=3");
        assertThat(nodes(output)).isEqualTo(nodes(run(SearchOptions.defaults(), false, SEARCH)));
        assertThat(run(SearchOptions.defaults(), false, "option lmr.divisor=120"))
                .containsExactly("Error (unknown option): option lmr.divisor=120");
    }
}
