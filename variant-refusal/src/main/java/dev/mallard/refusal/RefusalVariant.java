package dev.mallard.refusal;

import dev.mallard.core.board.Color;
import dev.mallard.core.board.Fen;
import dev.mallard.core.board.FenException;
import dev.mallard.core.board.Move;
import dev.mallard.core.board.Position;
import dev.mallard.core.movegen.MoveGenerator;
import dev.mallard.core.nnue.Network;
import dev.mallard.core.nnue.NetworkFormat;
import dev.mallard.core.rules.GameStatus;
import dev.mallard.core.rules.IllegalMoveException;
import dev.mallard.core.rules.Rules;
import dev.mallard.core.search.Evaluator;
import dev.mallard.core.search.Oracle;
import dev.mallard.core.search.SearchRules;
import dev.mallard.core.tune.ParameterSet;
import dev.mallard.core.tune.TunableEvaluation;
import dev.mallard.core.variant.SearchableVariant;
import dev.mallard.fide.FideRules;
import dev.mallard.fide.FideVariant;
import dev.mallard.fide.eval.FideEvaluator;
import dev.mallard.fide.eval.FideNetworkEvaluator;
import dev.mallard.fide.eval.FideParameters;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * Refusal Chess, CECP name {@code refusal}: FIDE moves plus a veto of one reply (see
 * {@link RefusalRules}). The FEN is standard FEN, optionally followed by a seventh field
 * {@code veto:<move>} naming the move the side to move may not play, e.g.
 * {@code rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1 veto:e7e5}.
 *
 * <p>The shared search plays it with the second-best backup rule ({@link RefusalSearchRules}),
 * the FIDE evaluation, and {@link RefusalOracle} as its brute-force reference.
 */
public final class RefusalVariant implements SearchableVariant {
    /** Refusal Chess, as the variant SPI finds it. */
    public RefusalVariant() {
    }

    /** The prefix of the seventh FEN field. */
    public static final String VETO_PREFIX = "veto:";
    /** The resource name of the network the module ships, beside this class ({@code mallard tune --network}). */
    public static final String NETWORK_RESOURCE = "refusal.nnue";

    /**
     * Openings (two with a pending veto), middlegames with tactics, a mate in one that a veto
     * stops, endgames with few replies (lone replies and stalemate tricks), so that bench
     * exercises every part of the second-best search.
     */
    private static final List<String> BENCH = List.of(
            Fen.START,
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1 veto:e7e5",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
            "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4 veto:f3g5",
            "r2q1rk1/ppp2ppp/2n1bn2/2bpp3/4P3/2PP1NN1/PP2BPPP/R1BQ1RK1 w - - 0 9",
            "2r3k1/pp3ppp/2n1b3/3p4/3P4/2PB1N2/P4PPP/2R3K1 w - - 0 20",
            "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "8/8/4k3/8/2p5/8/B2K4/8 w - - 0 1",
            "7k/8/5K2/6Q1/8/8/8/8 w - - 0 1",
            "4k3/8/8/8/8/8/3PPP2/4K3 w - - 0 1");

    private static final FideVariant FIDE = new FideVariant();
    private final RefusalSearchRules searchRules = new RefusalSearchRules();
    private final RefusalRules rules = (RefusalRules) searchRules.rules();

    @Override
    public String name() {
        return "refusal";
    }

    @Override
    public String startFen() {
        return Fen.START;
    }

    /**
     * Parses standard FEN with the checks of FIDE chess (the side not to move is not in check),
     * then the optional seventh field {@code veto:<move>}: a legal move of the side to move, who
     * must have at least two legal moves (a lone move cannot be vetoed). The veto field follows
     * all six standard fields.
     */
    @Override
    public Position parseFen(String fen) {
        if (fen == null || fen.isBlank()) {
            throw new FenException("FEN: empty");
        }
        String[] fields = fen.trim().split("\\s+");
        String last = fields[fields.length - 1];
        if (!last.startsWith(VETO_PREFIX)) {
            if (fields.length == 7) {
                throw new FenException("veto: expected the seventh field to be veto:<move> (e.g. veto:e7e5), got \""
                        + last + "\"");
            }
            return FIDE.parseFen(fen);
        }
        if (fields.length != 7) {
            throw new FenException("veto: the veto field must follow the six standard FEN fields (clocks included),"
                    + " got " + (fields.length - 1) + " fields before it");
        }
        Position position = FIDE.parseFen(String.join(" ", Arrays.copyOf(fields, 6)));
        String text = last.substring(VETO_PREFIX.length());
        String side = position.sideToMove() == Color.WHITE ? "White" : "Black";
        int veto;
        try {
            veto = FideRules.parseCoordinateMove(position, text);
        } catch (IllegalMoveException e) {
            throw new FenException("veto: must name a legal move of " + side + " (the side to move): "
                    + e.getMessage());
        }
        int legal = MoveGenerator.legal(position, new int[MoveGenerator.MAX_MOVES], 0, MoveGenerator.ALL);
        if (legal < 2) {
            throw new FenException("veto: " + side + " has a single legal move (" + text
                    + "), which may not be vetoed");
        }
        position.setForbiddenMove(veto);
        return position;
    }

    /** Standard FEN, plus {@code veto:<move>} when a veto is pending. */
    @Override
    public String toFen(Position position) {
        String fen = Fen.toFen(position);
        int veto = position.forbiddenMove();
        return veto == Move.NONE ? fen : fen + " " + VETO_PREFIX + Move.toUci(veto);
    }

    /** Standard FEN without the veto: a veto belongs to the game that led to the position. */
    @Override
    public String openingFen(Position position) {
        return Fen.toFen(position);
    }

    @Override
    public Rules rules() {
        return rules;
    }

    /** The move's SAN, then {@code /} and the veto's SAN ({@code e4/e5}, {@code Nf3}); see {@link RefusalSan}. */
    @Override
    public String formatSan(Position position, int turn) {
        return RefusalSan.format(rules, position, turn);
    }

    /** Reads the SAN of {@link #formatSan}; see {@link RefusalSan#parse}. */
    @Override
    public int parseSan(Position position, String text) {
        return RefusalSan.parse(rules, position, text);
    }

    /** As in FIDE chess: {@link FideRules#isInsufficientMaterial}. */
    @Override
    public boolean isInsufficientMaterial(Position position) {
        return FideRules.isInsufficientMaterial(position);
    }

    /** {@return the rules with their Refusal-specific queries (game status, allowed moves)} */
    public RefusalRules refusalRules() {
        return rules;
    }

    /** Mate and stalemate on the allowed moves, fifty moves, repetition with the veto, material: {@link RefusalRules#status}. */
    @Override
    public GameStatus status(Position position) {
        return rules.status(position);
    }

    @Override
    public SearchRules searchRules() {
        return searchRules;
    }

    /**
     * The module's network (see {@link #playsNetworks()}), else the hand evaluation
     * ({@link #newHandEvaluator()}).
     */
    @Override
    public Evaluator newEvaluator() {
        return Shipped.NETWORK.map(this::newEvaluator).orElseGet(this::newHandEvaluator);
    }

    /**
     * {@inheritDoc} The FIDE evaluation with Refusal's own weights, {@code refusal.params} (see
     * docs/evaluation.md for what Refusal Chess would change). Its lazy estimate goes unused:
     * the second-best rule does not take estimates ({@code SecondBestBackup.takesEstimates}).
     */
    @Override
    public Evaluator newHandEvaluator() {
        return new FideEvaluator(Shipped.VALUES);
    }

    /**
     * {@inheritDoc} A {@link FideNetworkEvaluator} around the network, with the FIDE evaluation
     * on Refusal's weights as its knowledge of drawn material and bare kings: a Refusal position
     * is a FIDE board, so FIDE's inputs (the pieces on their squares) describe it; the pending
     * veto is not an input, as the hand evaluation does not see it either.
     */
    @Override
    public Evaluator newEvaluator(Network network) {
        if (network == null) {
            throw new IllegalArgumentException("network must not be null");
        }
        return new FideNetworkEvaluator(network, new FideEvaluator(Shipped.VALUES));
    }

    /**
     * {@inheritDoc} Yes: the module's {@value #NETWORK_RESOURCE} when it ships one, else
     * {@code refusal.params}.
     */
    @Override
    public boolean playsNetworks() {
        return true;
    }

    /** {@inheritDoc} The FIDE evaluation's features with the weights of {@code refusal.params}. */
    @Override
    public Optional<TunableEvaluation> tunableEvaluation() {
        return Optional.of(TunableEvaluation.of(Shipped.VALUES, FideEvaluator::new, FideEvaluator::tracer));
    }

    @Override
    public List<String> benchFens() {
        return BENCH;
    }

    /**
     * A cut-off needs two moves at beta, so Refusal branches more than FIDE chess: 10 plies take
     * about 7 s of CPU time for the set on a core of the project's test machine, 11 plies 17 s.
     */
    @Override
    public int benchDepth() {
        return 10;
    }

    /** Minimax over explicit move-and-veto turns. */
    @Override
    public Oracle newOracle(Evaluator evaluator, boolean quiescence) {
        return new RefusalOracle(evaluator, quiescence);
    }

    /** Alpha-beta over every move-and-veto turn: {@link ExplicitTurnOracle}. */
    @Override
    public Optional<Oracle> newExplicitTurnSearch(Evaluator evaluator) {
        return Optional.of(new ExplicitTurnOracle(evaluator));
    }

    /**
     * Refusal's weights, read from {@code refusal.params}, and its network ({@value #NETWORK_RESOURCE}):
     * FIDE's network fine-tuned on Refusal's own games (session 32, docs/tuning.md). FIDE's network
     * alone had beaten {@code refusal.params} in Refusal games (+71.4 Elo [+41.5, +102.4] at 10,000
     * nodes a move, 508 games, SPRT H1): a Refusal position is a FIDE board, and a network trained on
     * tens of millions of FIDE positions judges it better than the linear weights fitted to
     * Refusal's own few; the fine-tune adds what Refusal's games teach. Both read when first needed
     * (immutable).
     */
    private static final class Shipped {
        static final ParameterSet VALUES = FideParameters.SCHEMA.load(RefusalVariant.class, "refusal.params");
        static final Optional<Network> NETWORK = NetworkFormat.resource(RefusalVariant.class, NETWORK_RESOURCE);
    }
}
