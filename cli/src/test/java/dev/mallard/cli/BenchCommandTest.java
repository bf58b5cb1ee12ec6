package dev.mallard.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.duck.DuckVariant;
import dev.mallard.fide.FideVariant;
import dev.mallard.refusal.RefusalVariant;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class BenchCommandTest {
    private static List<String> bench(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int status = Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        assertThat(status).isZero();
        return List.of(out.toString(StandardCharsets.UTF_8).split("\\R"));
    }

    @Test
    void iterationNodesAreDifferencesOfCompletedIterations() {
        long[] total = new long[5];
        BenchCommand.addIterationNodes(total, new long[] {0, 10, 30, 70, 150});
        BenchCommand.addIterationNodes(total, new long[] {0, 5, 6, 0, 0}); // stopped after depth 2 (a mate)
        assertThat(total).containsExactly(0, 15, 21, 40, 80);
    }

    @Test
    void benchPrintsEveryPositionTheBranchingFactorCpuAndWallFigures() {
        List<String> lines = bench("bench", "--depth", "9");
        int positions = lines.size() - 3;
        assertThat(positions).isGreaterThanOrEqualTo(10);
        assertThat(lines.subList(0, positions)).allMatch(l -> l.matches("position \\d+ depth \\d+ nodes \\d+ time_ms \\d+ bestmove \\S+"));
        assertThat(lines.get(positions)).matches("ebf \\d\\.\\d\\d \\(nodes of iteration 9 over 6, per ply\\)");
        double ebf = Double.parseDouble(lines.get(positions).split(" ")[1]);
        assertThat(ebf).isBetween(1.0, 4.0);
        assertThat(lines.get(positions + 1)).matches("cpu_ms \\d+ cpu_nps \\d+");
        assertThat(lines.get(positions + 2)).matches("nodes \\d+ time_ms \\d+ nps \\d+");
        long sum = lines.subList(0, positions).stream().mapToLong(l -> Long.parseLong(l.split(" ")[5])).sum();
        assertThat(lines.get(positions + 2)).startsWith("nodes " + sum + " ");
        assertThat(bench("bench", "--depth", "9").get(positions + 2)).startsWith("nodes " + sum + " ");
    }

    /** Without {@code --depth} the variant says how deep: its bench depth, not one depth for all. */
    @Test
    void benchSearchesToTheVariantsOwnDepthByDefault() {
        List<String> lines = bench("bench", "--variant", "normal");
        int deepest = lines.stream().filter(l -> l.startsWith("position "))
                .mapToInt(l -> Integer.parseInt(l.split(" ")[3])).max().orElseThrow();
        assertThat(deepest).isEqualTo(new FideVariant().benchDepth());
        assertThat(new DuckVariant().benchDepth()).as("the Duck's tree grows faster than FIDE's")
                .isLessThan(new RefusalVariant().benchDepth()).isLessThan(new FideVariant().benchDepth());
    }

    /**
     * The five techniques every variant has taken since session 37 are at work in the second-best
     * and the bundle searches: switched off alone, each changes the variant's bench tree (the
     * history reductions only from depth 8, where some history first reaches a step).
     */
    @Test
    void theTechniquesEveryVariantTakesAreAtWorkInDuckAndRefusal() {
        for (String variant : new String[] {"duck", "refusal"}) {
            String all = benchNodes("--variant", variant, "--depth", "6");
            for (String technique : new String[] {"conthist", "iir", "improving", "qtt"}) {
                assertThat(benchNodes("--variant", variant, "--depth", "6", "--off", technique))
                        .as(variant + " without " + technique).isNotEqualTo(all);
            }
            assertThat(benchNodes("--variant", variant, "--depth", "8", "--off", "histlmr"))
                    .as(variant + " without histlmr").isNotEqualTo(benchNodes("--variant", variant, "--depth", "8"));
        }
    }

    /**
     * {@code --try} plays a technique the variant's search does not take: ProbCut and delta
     * pruning change the Duck's and Refusal's bench trees; {@code --off} wins over it; FIDE, which
     * takes both already, searches its own tree.
     */
    @Test
    void aTrialTakesATechniqueTheVariantDoesNot() {
        for (String variant : new String[] {"duck", "refusal"}) {
            String own = benchNodes("--variant", variant, "--depth", "6");
            for (String technique : new String[] {"probcut", "delta"}) {
                assertThat(benchNodes("--variant", variant, "--depth", "6", "--try", technique))
                        .as(variant + " trying " + technique).isNotEqualTo(own);
                assertThat(benchNodes("--variant", variant, "--depth", "6", "--try", technique, "--off", technique))
                        .as(variant + " trying " + technique + " switched off").isEqualTo(own);
            }
        }
        assertThat(benchNodes("--depth", "6", "--try", "probcut,delta")).isEqualTo(benchNodes("--depth", "6"));
    }

    private static String benchNodes(String... args) {
        List<String> command = new ArrayList<>(List.of("bench"));
        command.addAll(List.of(args));
        List<String> lines = bench(command.toArray(String[]::new));
        return lines.get(lines.size() - 1).split(" time_ms")[0];
    }

    @Test
    void laterPassesSearchTheSameTreeAndOnlyTheLastPrintsPositions() {
        List<String> single = bench("bench", "--depth", "6");
        List<String> three = bench("bench", "--depth", "6", "--passes", "3");
        String nodes = single.get(single.size() - 1).split(" time_ms")[0];
        assertThat(three).hasSize(single.size() + 2);
        assertThat(three.get(0)).matches("pass 1 nodes \\d+ time_ms \\d+ nps \\d+").startsWith("pass 1 " + nodes + " ");
        assertThat(three.get(1)).startsWith("pass 2 " + nodes + " ");
        assertThat(three.get(three.size() - 1)).startsWith(nodes + " ");
        assertThat(three.subList(2, three.size())).filteredOn(l -> l.startsWith("position "))
                .hasSize((int) single.stream().filter(l -> l.startsWith("position ")).count());
    }

    @Test
    void passesOutOfRangeAreRefused() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.run(new String[] {"bench", "--passes", "0"},
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertThat(status).isNotZero();
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("--passes");
    }
}
