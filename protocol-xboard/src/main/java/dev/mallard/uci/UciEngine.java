package dev.mallard.uci;

import dev.mallard.core.search.SearchOptions;
import dev.mallard.protocol.DialogueLog;
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
    private final SearchOptions options;
    private final boolean tunable;
    private final boolean useNetworks;
    private final DialogueLog log;
    private final long warmupMs;
    private final BlockingQueue<UciEvent> events = new LinkedBlockingQueue<>();

    /**
     * An engine reading commands from {@code in} and answering on {@code out}.
     *
     * @param in where the input comes from
     * @param out where the output goes
     */
    public UciEngine(InputStream in, PrintStream out) {
        this(in, out, SearchOptions.defaults(), DialogueLog.none());
    }

    /**
     * An engine whose searches use {@code options} (techniques switched off to measure their
     * worth), with a transcript of the dialogue in {@code log}.
     *
     * @param in where the input comes from
     * @param out where the output goes
     * @param options the techniques in use
     * @param log the transcript of the dialogue
     */
    public UciEngine(InputStream in, PrintStream out, SearchOptions options, DialogueLog log) {
        this(in, out, options, log, 0);
    }

    /**
     * Like {@link #UciEngine(InputStream, PrintStream, SearchOptions, DialogueLog)}, warming the
     * search up for at most {@code warmupMs} before the first {@code readyok} (see {@link Warmup}).
     *
     * @param in where the input comes from
     * @param out where the output goes
     * @param options the techniques in use
     * @param log the transcript of the dialogue
     * @param warmupMs the warm-up time in milliseconds, 0 for none
     */
    public UciEngine(InputStream in, PrintStream out, SearchOptions options, DialogueLog log, long warmupMs) {
        this(in, out, options, false, log, warmupMs);
    }

    /**
     * The same, offering the search parameters as options when {@code tunable} (a tuning run's
     * engine, {@link dev.mallard.protocol.TunableParameters}): {@code setoption name NAME value V}
     * then changes a parameter for this engine's next searches.
     *
     * @param in where the input comes from
     * @param out where the output goes
     * @param options the techniques in use
     * @param tunable whether the search parameters are options
     * @param log the transcript of the dialogue
     * @param warmupMs the warm-up time in milliseconds, 0 for none
     */
    public UciEngine(InputStream in, PrintStream out, SearchOptions options, boolean tunable, DialogueLog log,
            long warmupMs) {
        this(in, out, options, tunable, true, log, warmupMs);
    }

    /**
     * The same, with the variants' networks on or off from the start ({@code useNetworks} false:
     * {@code mallard uci --no-nnue}, the hand evaluations; {@code Use NNUE} then defaults to false).
     *
     * @param in where the input comes from
     * @param out where the output goes
     * @param options the techniques in use
     * @param tunable whether the search parameters are options
     * @param useNetworks whether the variants that play networks play them
     * @param log the transcript of the dialogue
     * @param warmupMs the warm-up time in milliseconds, 0 for none
     */
    public UciEngine(InputStream in, PrintStream out, SearchOptions options, boolean tunable, boolean useNetworks,
            DialogueLog log, long warmupMs) {
        if (in == null || out == null || options == null || log == null) {
            throw new IllegalArgumentException("input, output, search options and log must not be null");
        }
        if (warmupMs < 0) {
            throw new IllegalArgumentException("the warm-up time must not be negative, got " + warmupMs);
        }
        this.warmupMs = warmupMs;
        this.in = in;
        this.log = log;
        this.out = new ProtocolOutput(out, log);
        this.options = options;
        this.tunable = tunable;
        this.useNetworks = useNetworks;
    }

    /**
     * Speaks the protocol until {@code quit} or the end of the input; returns the exit status, 0.
     *
     * @return the exit status, 0
     */
    public int run() {
        InputPump.start(in, log, (text, tooLong) -> events.add(new UciEvent.Input(text, tooLong)),
                () -> events.add(new UciEvent.EndOfInput()), "mallard-uci-input");
        UciSession session = new UciSession(out, options, tunable, useNetworks, events::add, warmupMs);
        ProtocolSession.serve(session, events, log);
        return 0;
    }
}
