package dev.mallard.protocol;

import dev.mallard.core.nnue.Network;
import dev.mallard.core.nnue.NetworkFeatures;
import dev.mallard.core.nnue.NetworkFormat;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/** Network files for the tests of {@code EvalFile} and {@code --eval-file}. */
public final class TestNetworkFiles {
    private TestNetworkFiles() {
    }

    /**
     * {@return a network that scores every position {@code centipawns} for the side to move}
     * Its weights are all zero and its scale is {@code QA·QB}, so its output is its output bias.
     */
    public static Network constant(int centipawns) {
        return new Network(new short[NetworkFeatures.PER_KING_BUCKET], new short[1], new short[2], centipawns,
                Network.QA * Network.QB, false);
    }

    /** {@return the file {@code name} in {@code dir}, holding {@code network}} */
    public static Path write(Path dir, String name, Network network) throws IOException {
        Path file = dir.resolve(name);
        try (OutputStream out = Files.newOutputStream(file)) {
            NetworkFormat.write(network, out);
        }
        return file;
    }
}
