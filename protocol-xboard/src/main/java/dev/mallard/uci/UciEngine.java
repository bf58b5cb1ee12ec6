package dev.mallard.uci;

import dev.mallard.protocol.EngineSettings;
import dev.mallard.protocol.InputPump;
import dev.mallard.protocol.ProtocolOutput;
import dev.mallard.protocol.ProtocolSession;
import dev.mallard.protocol.Warmup;
import java.io.InputStream;
import java.io.PrintStream;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * Mallard as a UCI engine, with Fairy-Stockfish's conventions for the variants ({@code UCI_Variant}
 * selects {@code chess}, {@code duck} or {@code refusal}). A reader thread turns the input into
 * events, each search adds its end, and one loop hands them in order to a {@link UciSession},
 * which owns the engine. Returns when the GUI sends {@code quit} or closes the input.
 */
public final class UciEngine {
    private final InputStream in;
    private final ProtocolOutput out;
    private final EngineSettings settings;
    private final BlockingQueue<UciEvent> events = new LinkedBlockingQueue<>();

    /**
     * An engine reading commands from {@code in} and answering on {@code out}, with the
     * {@linkplain EngineSettings#defaults() default settings}.
     *
     * @param in where the input comes from
     * @param out where the output goes
     * @throws IllegalArgumentException if {@code in} or {@code out} is null
     */
    public UciEngine(InputStream in, PrintStream out) {
        this(in, out, EngineSettings.defaults());
    }

    /**
     * An engine that starts with {@code settings}: its search options, the search parameters as
     * options when tunable ({@code setoption name NAME value V} then changes a parameter for this
     * engine's next searches), networks on or off ({@code Use NNUE}'s default), a transcript of
     * the dialogue, and a warm-up of the search that the first {@code readyok} waits for (see
     * {@link Warmup}).
     *
     * @param in where the input comes from
     * @param out where the output goes
     * @param settings how the engine starts
     * @throws IllegalArgumentException if an argument is null
     */
    public UciEngine(InputStream in, PrintStream out, EngineSettings settings) {
        if (in == null || out == null || settings == null) {
            String missing = in == null ? "in" : out == null ? "out" : "settings";
            throw new IllegalArgumentException(missing + " must not be null");
        }
        this.in = in;
        this.out = new ProtocolOutput(out, settings.log());
        this.settings = settings;
    }

    /**
     * Speaks the protocol until {@code quit} or the end of the input; returns the exit status, 0.
     *
     * @return the exit status, 0
     */
    public int run() {
        InputPump.start(in, settings.log(), (text, tooLong) -> events.add(new UciEvent.Input(text, tooLong)),
                () -> events.add(new UciEvent.EndOfInput()), "mallard-uci-input");
        UciSession session = new UciSession(out, settings, events::add);
        ProtocolSession.serve(session, events, settings.log());
        return 0;
    }
}
