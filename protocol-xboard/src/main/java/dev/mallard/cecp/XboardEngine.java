package dev.mallard.cecp;

import dev.mallard.core.search.SearchOptions;
import dev.mallard.core.variant.SearchableVariant;
import dev.mallard.core.variant.Variants;
import dev.mallard.protocol.DialogueLog;
import dev.mallard.protocol.InputPump;
import dev.mallard.protocol.OfferedVariants;
import dev.mallard.protocol.ProtocolOutput;
import dev.mallard.protocol.ProtocolSession;
import dev.mallard.protocol.Warmup;
import java.io.InputStream;
import java.io.PrintStream;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * Mallard as a CECP (XBoard protocol version 2) engine. A reader thread turns the input into
 * events, the engine's search thread adds the ends of searches, and one loop handles them in order
 * through an {@link XboardSession}, so the game state has a single owner. Returns when the GUI
 * sends {@code quit} or closes the input.
 */
public final class XboardEngine {
    private final InputStream in;
    private final ProtocolOutput out;
    private final List<SearchableVariant> variants;
    private final SearchOptions options;
    private final boolean tunable;
    private final boolean useNetworks;
    private final DialogueLog log;
    private final long warmupMs;
    private final BlockingQueue<Event> events = new LinkedBlockingQueue<>();

    /**
     * An engine reading commands from {@code in} and answering on {@code out}.
     *
     * @param in the GUI's commands
     * @param out the engine's replies
     */
    public XboardEngine(InputStream in, PrintStream out) {
        this(in, out, SearchOptions.defaults(), false, DialogueLog.none(), 0);
    }

    /**
     * An engine whose searches use {@code options}, e.g. with a technique switched off to measure its worth.
     *
     * @param in the GUI's commands
     * @param out the engine's replies
     * @param options the search techniques in use
     */
    public XboardEngine(InputStream in, PrintStream out, SearchOptions options) {
        this(in, out, options, false, DialogueLog.none(), 0);
    }

    /**
     * The same, with a transcript of the dialogue in {@code log}, warming the search up for
     * {@code warmupMs} during the handshake (see {@link Warmup}).
     *
     * @param in the GUI's commands
     * @param out the engine's replies
     * @param options the search techniques in use
     * @param log where the dialogue is transcribed ({@link DialogueLog#none()} for nowhere)
     * @param warmupMs the warm-up time in milliseconds, 0 for none
     */
    public XboardEngine(InputStream in, PrintStream out, SearchOptions options, DialogueLog log, long warmupMs) {
        this(in, out, options, false, log, warmupMs);
    }

    /**
     * The same, offering the search parameters as engine options when {@code tunable} (a tuning
     * run's engine, {@link dev.mallard.protocol.TunableParameters}): {@code option NAME=VALUE} then changes a
     * parameter for this engine's next searches.
     *
     * @param in the GUI's commands
     * @param out the engine's replies
     * @param options the search techniques in use
     * @param tunable whether the search parameters are engine options
     * @param log where the dialogue is transcribed ({@link DialogueLog#none()} for nowhere)
     * @param warmupMs the warm-up time in milliseconds, 0 for none
     */
    public XboardEngine(InputStream in, PrintStream out, SearchOptions options, boolean tunable, DialogueLog log,
            long warmupMs) {
        this(in, out, options, tunable, true, log, warmupMs);
    }

    /**
     * The same, with the variants' networks on or off from the start ({@code useNetworks} false:
     * {@code mallard xboard --no-nnue}, the hand evaluations; the {@code Use NNUE} option is then
     * offered unchecked).
     *
     * @param in the GUI's commands
     * @param out the engine's replies
     * @param options the search techniques in use
     * @param tunable whether the search parameters are engine options
     * @param useNetworks whether the variants that play networks play them
     * @param log where the dialogue is transcribed ({@link DialogueLog#none()} for nowhere)
     * @param warmupMs the warm-up time in milliseconds, 0 for none
     */
    public XboardEngine(InputStream in, PrintStream out, SearchOptions options, boolean tunable, boolean useNetworks,
            DialogueLog log, long warmupMs) {
        this(in, out, OfferedVariants.searchable(Variants.all()), options, tunable, useNetworks, log, warmupMs);
    }

    XboardEngine(InputStream in, PrintStream out, List<SearchableVariant> variants) {
        this(in, out, variants, SearchOptions.defaults(), false, true, DialogueLog.none(), 0);
    }

    private XboardEngine(InputStream in, PrintStream out, List<SearchableVariant> variants, SearchOptions options,
                         boolean tunable, boolean useNetworks, DialogueLog log, long warmupMs) {
        if (in == null || out == null || options == null || log == null) {
            throw new IllegalArgumentException("input, output, search options and log must not be null");
        }
        if (variants.isEmpty()) {
            throw new IllegalStateException("no variant on the class path");
        }
        this.in = in;
        this.log = log;
        this.out = new ProtocolOutput(out, log);
        this.variants = List.copyOf(variants);
        this.options = options;
        this.tunable = tunable;
        this.useNetworks = useNetworks;
        this.warmupMs = warmupMs;
    }

    /**
     * Speaks the protocol until {@code quit} or the end of the input; returns the exit status, 0.
     *
     * @return the exit status, 0
     */
    public int run() {
        InputPump.start(in, log, (text, tooLong) -> events.add(new Event.Input(text, tooLong)),
                () -> events.add(new Event.EndOfInput()), "mallard-input");
        XboardSession session = new XboardSession(out, variants, options, tunable, useNetworks,
                end -> events.add(new Event.SearchDone(end)), warmupMs);
        ProtocolSession.serve(session, events, log);
        return 0;
    }
}
