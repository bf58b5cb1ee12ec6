package dev.mallard.spsa;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.mallard.core.search.SearchParameters;
import dev.mallard.core.tune.ParameterSet;
import dev.mallard.match.MatchStats;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The averaged set a run's directory gets: θ of a small hand-written trajectory averaged over the
 * later half of the iterations, clamped and rounded as the engines take it, against means worked
 * out by hand.
 */
class SpsaRunFilesTest {
    /** Ranges 0..800, -100..200 and 1..6. */
    private static final List<TunedParameter> PARAMETERS = List.of(TunedParameter.named("futility.margin_1"),
            TunedParameter.named("lmr.base"), TunedParameter.named("null_move.reduction"));
    private static final List<String> NAMES = PARAMETERS.stream().map(TunedParameter::name).toList();
    /**
     * Iterations 1 to 6. Some values lie outside today's ranges, as in a trajectory written when a
     * range was wider: the average of such values must be clamped.
     */
    private static final String TRAJECTORY = """
            iteration\twins\tdraws\tlosses\tfutility.margin_1\tlmr.base\tnull_move.reduction
            1\t1\t1\t0\t200.0000\t50.0000\t2.0000
            2\t0\t2\t0\t230.0000\t45.0000\t2.4000
            3\t2\t0\t0\t250.5000\t-44.5000\t2.5000
            4\t0\t0\t2\t700.0000\t-55.5000\t11.5000
            5\t1\t0\t1\t900.0000\t-60.0000\t12.5000
            6\t0\t1\t1\t950.0000\t-70.2500\t9.0000
            """;

    @TempDir
    Path dir;

    @Test
    void theWindowIsTheLaterHalfOfTheIterationsAndTheFirstOneAlone() {
        // ceil(k/2)+1 .. k, which would be empty at k = 1
        assertThat(SpsaRunFiles.firstAveraged(1)).isEqualTo(1);
        assertThat(SpsaRunFiles.firstAveraged(2)).isEqualTo(2);
        assertThat(SpsaRunFiles.firstAveraged(3)).isEqualTo(3);
        assertThat(SpsaRunFiles.firstAveraged(4)).isEqualTo(3);
        assertThat(SpsaRunFiles.firstAveraged(5)).isEqualTo(4);
        assertThat(SpsaRunFiles.firstAveraged(6)).isEqualTo(4);
        assertThat(SpsaRunFiles.firstAveraged(1001)).isEqualTo(502);
        assertThatThrownBy(() -> SpsaRunFiles.firstAveraged(0)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theAverageIsTheHandComputedMeanClampedAndRounded() throws IOException {
        // k: the expected --search-param values; window and arithmetic in the comments
        String[] expected = {
            null,
            // 1..1: row 1
            "futility.margin_1=200,lmr.base=50,null_move.reduction=2",
            // 2..2: row 2, 2.4 rounded down
            "futility.margin_1=230,lmr.base=45,null_move.reduction=2",
            // 3..3: row 3, halves rounded up as Math.round does: 250.5 -> 251, -44.5 -> -44, 2.5 -> 3
            "futility.margin_1=251,lmr.base=-44,null_move.reduction=3",
            // 3..4: (250.5+700)/2 = 475.25, (-44.5-55.5)/2 = -50, (2.5+11.5)/2 = 7 clamped to 6
            "futility.margin_1=475,lmr.base=-50,null_move.reduction=6",
            // 4..5: (700+900)/2 = 800 (the top), (-55.5-60)/2 = -57.75, 12 clamped to 6
            "futility.margin_1=800,lmr.base=-58,null_move.reduction=6",
            // 4..6: 2550/3 = 850 clamped to 800, -185.75/3 = -61.92, 33/3 = 11 clamped to 6
            "futility.margin_1=800,lmr.base=-62,null_move.reduction=6"};
        int[] first = {0, 1, 2, 3, 3, 4, 4};
        for (int k = 1; k <= 6; k++) {
            Files.writeString(dir.resolve(SpsaRunFiles.TRAJECTORY), TRAJECTORY);
            SpsaRunFiles files = new SpsaRunFiles(dir);
            files.openTrajectory(NAMES, k);
            String line = files.writeAverage(SearchParameters.defaults(), PARAMETERS);
            assertThat(line).as("k = " + k).isEqualTo("--search-param " + expected[k]);
            assertThat(Files.readString(dir.resolve(SpsaRunFiles.AVERAGE_SEARCH_PARAM))).isEqualTo(line + "\n");
            List<String> params = Files.readAllLines(dir.resolve(SpsaRunFiles.AVERAGE));
            assertThat(params.get(0)).startsWith("# The average of theta over iterations " + first[k] + ".." + k
                    + " of " + k + " game pairs");
            ParameterSet set = SearchParameters.schema().parse(params, SpsaRunFiles.AVERAGE);
            for (String assignment : expected[k].split(",")) {
                String[] nameValue = assignment.split("=");
                assertThat(set.mg(nameValue[0])).isEqualTo(Integer.parseInt(nameValue[1]));
            }
            // the parameters not tuned keep the base's values
            assertThat(set.mg("history.fade")).isEqualTo(SearchParameters.defaults().values().mg("history.fade"));
        }
        // the unrounded mean of the last window
        SpsaRunFiles files = new SpsaRunFiles(dir);
        Files.writeString(dir.resolve(SpsaRunFiles.TRAJECTORY), TRAJECTORY);
        files.openTrajectory(NAMES, 6);
        double[] mean = files.average();
        assertThat(mean[0]).isCloseTo(850, within(1e-9));
        assertThat(mean[1]).isCloseTo(-185.75 / 3, within(1e-9));
        assertThat(mean[2]).isCloseTo(11, within(1e-9));
    }

    @Test
    void appendedIterationsAverageAsTheyReadBack() throws IOException {
        SpsaRunFiles files = new SpsaRunFiles(dir);
        files.openTrajectory(NAMES, 0);
        assertThatThrownBy(files::average).isInstanceOf(IllegalStateException.class);
        Spsa.Step one = step(0, 200.00004, 50, 2);
        Spsa.Step two = step(1, 240.123456, 45.5, 2.25);
        files.appendTrajectory(List.of(one, two));
        // iteration 2 alone, as written to four decimals
        assertThat(files.average()).containsExactly(240.1235, 45.5, 2.25);
        assertThatThrownBy(() -> files.appendTrajectory(List.of(one))).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("iteration 1 follows 2");
        SpsaRunFiles reread = new SpsaRunFiles(dir);
        reread.openTrajectory(NAMES, 2);
        assertThat(reread.average()).containsExactly(files.average());
    }

    private static Spsa.Step step(int iteration, double... theta) {
        return new Spsa.Step(new PairPlayer.Pair(iteration, new int[3], new int[3], 0),
                new MatchStats(1, 0, 1), theta);
    }

    @Test
    void aTrajectoryWithoutEveryIterationPlayedIsRefused() throws IOException {
        Path file = dir.resolve(SpsaRunFiles.TRAJECTORY);
        Files.writeString(file, TRAJECTORY);
        assertThatThrownBy(() -> new SpsaRunFiles(dir).openTrajectory(NAMES, 7)).isInstanceOf(IOException.class)
                .hasMessageContaining("holds 6 of the 7 iterations");
        Files.writeString(file, TRAJECTORY.replace("3\t2\t0\t0\t250.5000\t-44.5000\t2.5000\n", ""));
        assertThatThrownBy(() -> new SpsaRunFiles(dir).openTrajectory(NAMES, 6)).isInstanceOf(IOException.class)
                .hasMessageContaining("expected iteration 3");
        Files.writeString(file, TRAJECTORY.replace("2.4000", "2,4"));
        assertThatThrownBy(() -> new SpsaRunFiles(dir).openTrajectory(NAMES, 6)).isInstanceOf(IOException.class)
                .hasMessageContaining("bad number in iteration 2");
        // the refused file is left as it was
        assertThat(Files.readString(file)).contains("2,4");
    }

    /**
     * The state keeps θ of the last {@code lag} iterations bit for bit (the pairs still to be
     * played start from them), and a state missing one, or from before the lag, reads as such.
     */
    @Test
    void theStateKeepsTheEarlierThetasOfTheLag() throws IOException {
        SpsaRun run = new SpsaRun("normal", NAMES, 42, "nodes 300", SpsaSchedule.withDefaults(100, Double.NaN,
                Double.NaN, Double.NaN, Double.NaN, Double.NaN), 3);
        SpsaState state = new SpsaState(5, new double[] {201.1, 33.3, 2.0}, new MatchStats(3, 4, 3),
                List.of(new double[] {200.00000000000003, 35, 2.5}, new double[] {199.5, 34, 2.25},
                        new double[] {0.1, -1e-9, 1}));
        SpsaRunFiles files = new SpsaRunFiles(dir);
        files.save(run, state, java.util.Map.of("lmr.pv", 1));
        SpsaRunFiles.Saved saved = files.read().orElseThrow();
        assertThat(saved.run()).isEqualTo(run);
        assertThat(saved.state()).isEqualTo(state);

        Path file = dir.resolve(SpsaRunFiles.STATE);
        String text = Files.readString(file);
        assertThat(text).contains("\nlag 3\n", "\nearlier 2 200.00000000000003 35.0 2.5\n", "\nearlier 4 0.1 -1.0E-9 1.0\n");
        Files.writeString(file, text.replace("earlier 3 199.5 34.0 2.25\n", ""));
        assertThatThrownBy(() -> files.read()).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("needs earlier lines for iterations 2 to 4 (lag 3), has [2, 4]");
        Files.writeString(file, text.replace("earlier 3 199.5 34.0 2.25", "earlier 3 199.5 34.0"));
        assertThatThrownBy(() -> files.read()).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("holds 2 values for 3 parameters");
        // before session 38: no lag line, no earlier lines; the run goes on one pair after another
        Files.writeString(file, text.replace("lag 3\n", "").replaceAll("earlier .*\n", ""));
        assertThat(files.read().orElseThrow().run().lag()).isZero();
    }
}
