package dev.mallard.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.search.SearchParameters;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * {@code mallard search-params} lists a variant's search parameters with their ranges and steps,
 * and {@code --search-param} changes them as it does for the engine; a wrong change is a usage
 * error.
 */
class SearchParamsCommandTest {
    /**
     * Each variant lists the values of its own {@code search.params} (all three hold the hand-set
     * values today; they differ once a variant's tuned set ships), with the schema's range, step and
     * technique.
     */
    @Test
    void listsEveryParameterOfEachVariantWithItsOwnValueRangeStepAndTechnique() throws IOException {
        Map<String, String> files = Map.of("normal", "/dev/mallard/fide/search.params",
                "duck", "/dev/mallard/duck/search/search.params", "refusal", "/dev/mallard/refusal/search.params");
        for (Map.Entry<String, String> file : files.entrySet()) {
            CommandRun run = CommandRun.run("search-params", "--variant", file.getKey());
            assertThat(run.status()).isZero();
            assertThat(run.outLines()).hasSize(SearchParameters.schema().size() + 1);
            Map<String, String> shipped = shippedValues(file.getValue());
            assertThat(shipped).hasSize(SearchParameters.schema().size());
            for (String line : run.outLines().subList(1, run.outLines().size())) {
                String[] fields = line.split(" ");
                assertThat(fields[1]).as(file.getKey() + " " + fields[0]).isEqualTo(shipped.get(fields[0]));
            }
            assertThat(run.outLines()).anyMatch(line -> line.matches("reverse_futility\\.margin -?\\d+ 0 400 10 futility"))
                    .anyMatch(line -> line.matches("lmr\\.divisor -?\\d+ 50 600 20 lmr"));
        }
    }

    /** {@return name to value of a variant's shipped {@code search.params}, read as a resource} */
    private static Map<String, String> shippedValues(String resource) throws IOException {
        try (InputStream in = SearchParamsCommandTest.class.getResourceAsStream(resource)) {
            assertThat(in).as(resource).isNotNull();
            Map<String, String> values = new HashMap<>();
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                String trimmed = line.strip();
                if (!trimmed.isEmpty() && !trimmed.startsWith("#")) {
                    String[] fields = trimmed.split("\\s+");
                    values.put(fields[0], fields[1]);
                }
            }
            return values;
        }
    }

    /**
     * A parameter of a technique the variant's search does not take is marked (Duck, Refusal:
     * the adaptive null move, ProbCut, singular extensions, full-width SEE pruning, delta
     * pruning; every variant: the techniques on trial, razoring, the cut-node reductions, the
     * deeper re-search, the double extensions, history pruning, the histories taught by the evaluation's
     * change and by a fail low, the reduction after an alpha raise, the hindsight extension, quiet checks and threatened pieces' escapes ordered ahead; Duck and Refusal: the cut-off
     * count's reductions, which FIDE takes; FIDE: the correction history, which Duck and
     * Refusal take; FIDE and Refusal: futility at the reduced depth, which Duck takes, reading it
     * instead of the two futility margins). FIDE takes every other technique; the deepening's
     * parameters are read too where internal iterative reduction is taken, though the reduction
     * takes the nodes from its depth on.
     */
    @Test
    void theParametersTheVariantsSearchDoesNotReadAreMarkedUnused() {
        assertThat(unused("normal")).containsExactly("singular.double_margin", "futility.depth", "futility.base", "futility.step", "razoring.depth",
                "razoring.margin", "razoring.step", "history_pruning.depth", "history_pruning.margin", "history_pruning.offset", "lmr.cut_node", "lmr.deeper_margin", "lmr.deeper_step", "alpha_raise.depth_min", "alpha_raise.depth_max", "hindsight.reduction", "hindsight.margin",
                "history.eval_scale", "history.fail_low_depth", "history.fail_low_margin", "correction.weight", "correction.limit", "ordering.check", "ordering.escape_minor", "ordering.escape_rook", "ordering.escape_queen");
        List<String> notTaken = List.of("null_move.depth_divisor", "null_move.eval_divisor", "null_move.eval_max", "probcut.depth", "probcut.margin", "probcut.reduction",
                "singular.depth", "singular.table_depth", "singular.margin", "singular.negative", "singular.double_margin", "futility.depth", "futility.base", "futility.step",
                "razoring.depth", "razoring.margin", "razoring.step", "history_pruning.depth", "history_pruning.margin",
                "history_pruning.offset", "see_pruning.depth",
                "see_pruning.quiet_margin", "see_pruning.capture_margin", "lmr.cut_node", "lmr.cutoffs", "lmr.deeper_margin",
                "lmr.deeper_step", "alpha_raise.depth_min", "alpha_raise.depth_max", "hindsight.reduction", "hindsight.margin", "delta.margin", "history.eval_scale", "history.fail_low_depth", "history.fail_low_margin", "ordering.check", "ordering.escape_minor", "ordering.escape_rook", "ordering.escape_queen");
        // Refusal takes the correction history (session 46): its two parameters, which come
        // before the ordering's in the schema, are read.
        assertThat(unused("refusal")).containsExactlyElementsOf(notTaken);
        // Duck takes futility at the reduced depth and the correction history (session 46): their
        // parameters are read, and the two futility margins the first replaces are not.
        assertThat(unused("duck")).containsExactly("null_move.depth_divisor", "null_move.eval_divisor", "null_move.eval_max",
                "probcut.depth", "probcut.margin", "probcut.reduction", "singular.depth", "singular.table_depth",
                "singular.margin", "singular.negative", "singular.double_margin", "futility.margin_1", "futility.margin_2", "razoring.depth", "razoring.margin",
                "razoring.step", "history_pruning.depth", "history_pruning.margin", "history_pruning.offset",
                "see_pruning.depth", "see_pruning.quiet_margin", "see_pruning.capture_margin",
                "lmr.cut_node", "lmr.cutoffs", "lmr.deeper_margin", "lmr.deeper_step", "alpha_raise.depth_min", "alpha_raise.depth_max", "hindsight.reduction", "hindsight.margin", "delta.margin", "history.eval_scale",
                "history.fail_low_depth", "history.fail_low_margin", "ordering.check", "ordering.escape_minor", "ordering.escape_rook", "ordering.escape_queen");
        assertThat(CommandRun.run("search-params", "--variant", "duck").outLines())
                .contains("probcut.margin 200 0 800 20 probcut unused", "null_move.reduction 2 1 6 1 null",
                        "iid.depth 6 2 16 1 iid");
    }

    /**
     * What is marked unused is what the search does not read: every such parameter at its
     * smallest value, or at its largest, leaves each variant's bench tree as it was, node for
     * node (a parameter wrongly marked would change it, as {@link #theBenchSearchesWithTheChange} shows
     * a change does).
     */
    @Test
    void theUnusedParametersAtTheirEndsLeaveTheSearchAsItWas() {
        for (String variant : new String[] {"normal", "duck", "refusal"}) {
            List<String> unused = unused(variant);
            String low = unused.stream().map(name -> name + "=" + SearchParameters.schema().min(
                    SearchParameters.schema().index(name))).collect(Collectors.joining(","));
            String high = unused.stream().map(name -> name + "=" + SearchParameters.schema().max(
                    SearchParameters.schema().index(name))).collect(Collectors.joining(","));
            String plain = totalNodes(CommandRun.run("bench", "--variant", variant, "--depth", "5"));
            assertThat(totalNodes(CommandRun.run("bench", "--variant", variant, "--depth", "5", "--search-param", low)))
                    .as(variant + " " + low).isEqualTo(plain);
            assertThat(totalNodes(CommandRun.run("bench", "--variant", variant, "--depth", "5", "--search-param", high)))
                    .as(variant + " " + high).isEqualTo(plain);
        }
    }

    /** The names of the parameters listed as unused for {@code variant}, in the schema's order. */
    private static List<String> unused(String variant) {
        return CommandRun.run("search-params", "--variant", variant).outLines().stream()
                .filter(line -> line.endsWith(" unused")).map(line -> line.split(" ")[0]).toList();
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
