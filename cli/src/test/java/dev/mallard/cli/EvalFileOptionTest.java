package dev.mallard.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.nnue.Network;
import dev.mallard.core.nnue.NetworkFeatures;
import dev.mallard.core.nnue.NetworkFormat;
import dev.mallard.plugin.SwappedVariant;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;

/** {@code --eval-file} of the search commands: the network of the engine's {@code EvalFile} option, in every variant that plays one. */
class EvalFileOptionTest {
    @ParameterizedTest
    @ValueSource(strings = {"normal", "duck", "refusal"})
    void analyseSearchesWithTheNetworkOfTheFile(String variant, @TempDir Path dir) throws IOException {
        Path constant = constantNetworkFile(dir, 77);
        CommandRun shipped = CommandRun.run("analyse", "--variant", variant, "--depth", "1");
        CommandRun network = CommandRun.run("analyse", "--variant", variant, "--depth", "1", "--eval-file",
                constant.toString());
        assertThat(shipped.status()).isZero();
        assertThat(network.status()).isZero();
        assertThat(network.out()).contains("score cp -77 ");
        assertThat(shipped.out()).doesNotContain("score cp -77 ");
    }

    @Test
    void aFileWithoutANetworkOrAVariantWithoutNetworksIsAUsageError(@TempDir Path dir) throws IOException {
        Path text = Files.writeString(dir.resolve("text.nnue"), "not a network");
        CommandRun bad = CommandRun.run("bench", "--depth", "2", "--eval-file", text.toString());
        assertThat(bad.status()).isEqualTo(2);
        assertThat(bad.err()).contains("cannot load network file \"" + text + "\": not a Mallard network");

        Path constant = constantNetworkFile(dir, 77);
        CommandRun plugin = CommandRun.run("analyse", "--variant", SwappedVariant.NAME, "--depth", "1", "--eval-file",
                constant.toString());
        assertThat(plugin.status()).isEqualTo(2);
        assertThat(plugin.err()).contains("variant swapped plays no network evaluation (--eval-file)");
    }

    /**
     * A network file whose network scores every position {@code centipawns} for the side to move:
     * its weights are all zero and its scale {@code QA·QB}, so its output is its output bias.
     */
    private static Path constantNetworkFile(Path dir, int centipawns) throws IOException {
        Network network = new Network(new short[NetworkFeatures.PER_KING_BUCKET], new short[1], new short[2], centipawns,
                Network.QA * Network.QB, false);
        Path file = dir.resolve("constant.nnue");
        try (OutputStream out = Files.newOutputStream(file)) {
            NetworkFormat.write(network, out);
        }
        return file;
    }
}
