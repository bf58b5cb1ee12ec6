package dev.mallard.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.search.SearchParameters;
import org.junit.jupiter.api.Test;

/**
 * {@code mallard search-params} lists a variant's search parameters with their ranges and steps,
 * and {@code --search-param} changes them as it does for the engine; a wrong change is a usage
 * error.
 */
class SearchParamsCommandTest {
    @Test
    void listsEveryParameterOfEachVariantWithItsRangeStepAndTechnique() {
        for (String variant : new String[] {"normal", "duck", "refusal"}) {
            CommandRun run = CommandRun.run("search-params", "--variant", variant);
            assertThat(run.status()).isZero();
            assertThat(run.outLines()).hasSize(SearchParameters.schema().size() + 1)
                    .contains("reverse_futility.margin 90 0 400 10 futility", "lmr.divisor 200 50 600 20 lmr");
        }
    }

    /** A parameter of a technique the variant does not take is marked: a tuner leaves it alone. */
    @Test
    void theParametersOfTechniquesTheVariantDoesNotTakeAreMarkedUnused() {
        assertThat(CommandRun.run("search-params", "--variant", "normal").outLines())
                .contains("probcut.margin 200 0 800 20 probcut").noneMatch(line -> line.endsWith(" unused"));
        assertThat(CommandRun.run("search-params", "--variant", "duck").outLines())
                .contains("probcut.margin 200 0 800 20 probcut unused", "null_move.reduction 2 1 6 1 null");
    }

    @Test
    void searchParamChangesTheListedValues() {
        CommandRun run = CommandRun.run("search-params", "--search-param", "reverse_futility.margin=120, history.bonus=40");
        assertThat(run.status()).isZero();
        assertThat(run.outLines()).contains("reverse_futility.margin 120 0 400 10 futility", "history.bonus 40 1 200 4 history");
    }

    @Test
    void aWrongChangeIsAUsageError() {
        CommandRun unknown = CommandRun.run("search-params", "--search-param", "no.such=3");
        assertThat(unknown.status()).isEqualTo(2);
        assertThat(unknown.err()).contains("no.such");
        CommandRun range = CommandRun.run("bench", "--search-param", "null_move.reduction=9", "--depth", "1");
        assertThat(range.status()).isEqualTo(2);
        assertThat(range.err()).contains("must be 1 to 6, got 9");
        assertThat(CommandRun.run("search-params", "--search-param", "lmr.base").status()).isEqualTo(2);
        assertThat(CommandRun.run("search-params", "--search-param", "lmr.base=x").status()).isEqualTo(2);
    }

    /** The bench with a changed parameter searches another tree: the change reaches the search. */
    @Test
    void theBenchSearchesWithTheChange() {
        CommandRun plain = CommandRun.run("bench", "--depth", "6");
        CommandRun changed = CommandRun.run("bench", "--depth", "6", "--search-param", "lmr.divisor=120");
        assertThat(plain.status()).isZero();
        assertThat(changed.status()).isZero();
        assertThat(totalNodes(changed)).isNotEqualTo(totalNodes(plain));
    }

    private static String totalNodes(CommandRun run) {
        return run.outLines().stream().filter(line -> line.startsWith("nodes ")).findFirst().orElseThrow().split(" ")[1];
    }
}
