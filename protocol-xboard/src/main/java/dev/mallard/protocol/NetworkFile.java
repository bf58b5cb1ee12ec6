package dev.mallard.protocol;

import dev.mallard.core.engine.Engine;
import dev.mallard.core.nnue.Network;
import dev.mallard.core.nnue.NetworkFormat;
import java.io.BufferedInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * The network file named by the {@code EvalFile} option (UCI and CECP, Stockfish's name) or by
 * {@code --eval-file}: a network written by {@code mallard tune --network}, which the variants
 * that play networks evaluate with in place of their own evaluation. The value
 * {@value #NONE} (Stockfish's word for an empty string) or nothing names no file: the variants'
 * shipped evaluations.
 */
public final class NetworkFile {
    /** The option's value for no file. */
    public static final String NONE = "<empty>";
    private static final int MAX_ECHO = 200;

    private NetworkFile() {
    }

    /**
     * {@return the network in the file {@code name} (relative to the working directory), or
     * empty for a blank name or {@value #NONE}}
     *
     * @param name the file's name as the option or the command line gave it
     * @throws IllegalArgumentException naming the file and why it holds no network
     */
    public static Optional<Network> load(String name) {
        String file = name == null ? "" : name.strip();
        if (file.isEmpty() || file.equals(NONE)) {
            return Optional.empty();
        }
        try (InputStream in = new BufferedInputStream(Files.newInputStream(Path.of(file)))) {
            Network network = NetworkFormat.read(in);
            if (in.read() != -1) {
                throw failure(file, "bytes follow the network");
            }
            return Optional.of(network);
        } catch (NoSuchFileException e) {
            throw failure(file, "no such file");
        } catch (EOFException e) {
            throw failure(file, "the file ends inside the network");
        } catch (IOException | InvalidPathException e) {
            throw failure(file, e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage());
        }
    }

    /**
     * Has {@code engine} evaluate with {@code network} ({@link Engine#setNetwork}), or with the
     * variants' shipped evaluations when it is empty, and returns the line that says so.
     *
     * @param engine the engine
     * @param file the file's name as given
     * @param network the network {@link #load} read from it
     * @param players the names, in the protocol's own words, of the variants that play networks
     * @return what the engine now plays, for the protocol's informative output; while networks are
     *     off ({@link NetworkSwitch}) it says that the change waits for them
     */
    public static String apply(Engine engine, String file, Optional<Network> network, List<String> players) {
        String said;
        if (network.isEmpty()) {
            engine.clearNetwork();
            said = "no network file: each variant plays the evaluation it ships";
        } else {
            engine.setNetwork(network.get());
            said = "network " + ProtocolOutput.echo(file.strip(), MAX_ECHO) + " (" + network.get().inputs() + " x "
                    + network.get().hidden() + (network.get().correction() ? ", a correction" : "") + ") evaluates "
                    + (players.isEmpty() ? "no variant offered" : String.join(", ", players));
        }
        return engine.usesNetworks() ? said : said + " once " + NetworkSwitch.OPTION + " is on";
    }

    private static IllegalArgumentException failure(String file, String why) {
        return new IllegalArgumentException("cannot load network file \"" + ProtocolOutput.echo(file, MAX_ECHO)
                + "\": " + why);
    }
}
