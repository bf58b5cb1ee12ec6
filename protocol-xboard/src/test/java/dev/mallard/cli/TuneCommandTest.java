package dev.mallard.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.tune.ParameterSet;
import dev.mallard.datagen.DataGenerator;
import dev.mallard.fide.FideVariant;
import dev.mallard.fide.eval.FideParameters;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code mallard tune} on data from {@code datagen}: a parameter file of the variant's schema comes out. */
class TuneCommandTest {
    @TempDir
    Path dir;

    @Test
    void tunesSelfPlayDataIntoAParameterFile() throws IOException {
        Path data = dir.resolve("data.txt");
        PrintStream quiet = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
        new DataGenerator(new FideVariant(), 300, 2).run(0, 6, data, quiet);
        Path tuned = dir.resolve("tuned.params");
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.run(new String[] {"tune", "--variant", "normal", "--data", data.toString(), data.toString(),
                "--epochs", "20", "--validation", "0", "--min-occurrences", "5", "--out", tuned.toString()},
                quiet, new PrintStream(err, true, StandardCharsets.UTF_8));
        String log = err.toString(StandardCharsets.UTF_8);
        assertThat(status).as(log).isZero();
        assertThat(log).contains("epoch 20 training error").contains("validation error none").contains("parameters tuned")
                .doesNotContain("NaN");
        ParameterSet values = FideParameters.SCHEMA.parse(Files.readAllLines(tuned), tuned.toString());
        // Without a validation set the last epoch's weights are written (no early stopping).
        assertThat(values.sameValues(FideParameters.shipped())).as("20 epochs moved something").isFalse();
        assertThat(values.mg("king.attack.max")).as("non-linear parameters stay").isEqualTo(500);
    }

    @Test
    void namesTheLineOfAPositionOfAnotherVariant() throws IOException {
        Path data = dir.resolve("duck.txt");
        Files.write(data, List.of("# mallard datagen --variant duck --nodes 300",
                "rnbqkbnr/pppppppp/8/8/4*3/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | 5 | 0.5",
                "# game 7 result 0.5 plies 1 positions 1"));
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream errors = new PrintStream(err, true, StandardCharsets.UTF_8);
        assertThat(Main.run(new String[] {"tune", "--variant", "normal", "--data", data.toString()}, errors, errors))
                .isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains(data + ":2: not a normal position");
    }

    @Test
    void needsDataAndATunableVariant() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream errors = new PrintStream(err, true, StandardCharsets.UTF_8);
        assertThat(Main.run(new String[] {"tune", "--variant", "normal"}, errors, errors)).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("tune needs --data FILE...");
    }
}
