package dev.mallard.cecp;

import dev.mallard.core.variant.SearchableVariant;
import dev.mallard.core.variant.Variants;
import dev.mallard.protocol.EngineSettings;
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
    private final EngineSettings settings;
    private final BlockingQueue<Event> events = new LinkedBlockingQueue<>();

    /**
     * An engine reading commands from {@code in} and answering on {@code out}, with the
     * {@linkplain EngineSettings#defaults() default settings}.
     *
     * @param in the GUI's commands
     * @param out the engine's replies
     * @throws IllegalArgumentException if {@code in} or {@code out} is null
     */
    public XboardEngine(InputStream in, PrintStream out) {
        this(in, out, EngineSettings.defaults());
    }

    /**
     * An engine that starts with {@code settings}: its search options, the search parameters as
     * engine options when tunable ({@code option NAME=VALUE} then changes a parameter for this
     * engine's next searches), networks on or off ({@code Use NNUE} then offered checked or
     * unchecked), a transcript of the dialogue, and a warm-up of the search that
     * {@code feature done=1} waits for (see {@link Warmup}).
     *
     * @param in the GUI's commands
     * @param out the engine's replies
     * @param settings how the engine starts
     * @throws IllegalArgumentException if an argument is null
     */
    public XboardEngine(InputStream in, PrintStream out, EngineSettings settings) {
        this(in, out, OfferedVariants.searchable(Variants.all()), settings);
    }

    /** An engine offering {@code variants} only (tests of a variant set other than the class path's). */
    XboardEngine(InputStream in, PrintStream out, List<SearchableVariant> variants, EngineSettings settings) {
        if (in == null || out == null || settings == null) {
            String missing = in == null ? "in" : out == null ? "out" : "settings";
            throw new IllegalArgumentException(missing + " must not be null");
        }
        if (variants.isEmpty()) {
            throw new IllegalStateException("no variant on the class path");
        }
        this.in = in;
        this.out = new ProtocolOutput(out, settings.log());
        this.variants = List.copyOf(variants);
        this.settings = settings;
    }

    /**
     * Speaks the protocol until {@code quit} or the end of the input; returns the exit status, 0.
     *
     * @return the exit status, 0
     */
    public int run() {
        InputPump.start(in, settings.log(), (text, tooLong) -> events.add(new Event.Input(text, tooLong)),
                () -> events.add(new Event.EndOfInput()), "mallard-input");
        XboardSession session = new XboardSession(out, variants, settings, end -> events.add(new Event.SearchDone(end)));
        ProtocolSession.serve(session, events, settings.log());
        return 0;
    }
}
