package dev.mallard.fide;

import dev.mallard.core.board.Color;
import dev.mallard.core.board.Fen;
import dev.mallard.core.board.FenException;
import dev.mallard.core.board.Position;
import dev.mallard.core.nnue.Network;
import dev.mallard.core.rules.GameStatus;
import dev.mallard.core.rules.Rules;
import dev.mallard.core.search.Evaluator;
import dev.mallard.core.search.SearchRules;
import dev.mallard.core.tune.TunableEvaluation;
import dev.mallard.core.variant.SearchableVariant;
import dev.mallard.fide.eval.FideEvaluator;
import dev.mallard.fide.eval.FideNetworkEvaluator;
import dev.mallard.fide.eval.FideParameters;
import dev.mallard.fide.notation.San;
import java.util.List;
import java.util.Optional;

/** FIDE chess, CECP name {@code normal}: standard FEN, coordinate moves. */
public final class FideVariant implements SearchableVariant {
    /** FIDE chess, as the variant SPI finds it. */
    public FideVariant() {
    }

    /** Openings, middlegames with tactics, and endgames, so that bench exercises every part of the search. */
    private static final List<String> BENCH = List.of(
            Fen.START,
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
            "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
            "r2q1rk1/ppp2ppp/2n1bn2/2bpp3/4P3/2PP1NN1/PP2BPPP/R1BQ1RK1 w - - 0 9",
            "2r3k1/pp3ppp/2n1b3/3p4/3P4/2PB1N2/P4PPP/2R3K1 w - - 0 20",
            "r1b2rk1/2q1b1pp/p2ppn2/1p6/3QP3/1BN1B3/PPP3PP/R4RK1 w - - 0 13",
            "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "8/8/4k3/8/2p5/8/B2K4/8 w - - 0 1",
            "4k3/8/8/8/8/8/3PPP2/4K3 w - - 0 1");

    private final FideSearchRules searchRules = new FideSearchRules();

    @Override
    public String name() {
        return "normal";
    }

    @Override
    public String startFen() {
        return Fen.START;
    }

    /**
     * Parses standard FEN and also rejects positions FIDE chess cannot reach: the side not to
     * move in check.
     */
    @Override
    public Position parseFen(String fen) {
        Position position = Fen.parse(fen);
        int waiting = position.sideToMove() ^ 1;
        if (position.isAttacked(position.kingSquare(waiting), position.sideToMove())) {
            throw new FenException("board: the side not to move (" + (waiting == Color.WHITE ? "White" : "Black")
                    + ") is in check");
        }
        return position;
    }

    @Override
    public String toFen(Position position) {
        return Fen.toFen(position);
    }

    @Override
    public Rules rules() {
        return searchRules.rules();
    }

    /** Mate, stalemate and the FIDE draws: {@link FideRules#status}. */
    @Override
    public GameStatus status(Position position) {
        return ((FideRules) searchRules.rules()).status(position);
    }

    /** Standard SAN with check and mate marks: {@link San#format}. */
    @Override
    public String formatSan(Position position, int turn) {
        return San.format(position, turn);
    }

    /** Standard SAN and the common variants of it that {@link San#parse} accepts. */
    @Override
    public int parseSan(Position position, String text) {
        return San.parse(position, text);
    }

    /** A FIDE position is its pieces and the side to move, as far as CECP's {@code edit} can tell. */
    @Override
    public boolean setsUpByEdit() {
        return true;
    }

    /** {@link FideRules#isInsufficientMaterial}: bare kings, one minor piece, bishops of one colour. */
    @Override
    public boolean isInsufficientMaterial(Position position) {
        return FideRules.isInsufficientMaterial(position);
    }

    @Override
    public SearchRules searchRules() {
        return searchRules;
    }

    @Override
    public List<String> benchFens() {
        return BENCH;
    }

    /**
     * Under a second of CPU time for the set on a core of the project's test machine, and the
     * depth the bench figures in the docs have used all along.
     */
    @Override
    public int benchDepth() {
        return 11;
    }

    @Override
    public Evaluator newEvaluator() {
        return FideNetworkEvaluator.shipped().map(this::newEvaluator).orElseGet(this::newHandEvaluator);
    }

    /** {@inheritDoc} {@link FideEvaluator} on {@code fide.params}. */
    @Override
    public Evaluator newHandEvaluator() {
        return new FideEvaluator();
    }

    /** {@inheritDoc} A {@link FideNetworkEvaluator}. */
    @Override
    public Evaluator newEvaluator(Network network) {
        if (network == null) {
            throw new IllegalArgumentException("network must not be null");
        }
        return new FideNetworkEvaluator(network);
    }

    /** {@inheritDoc} Yes: {@link FideNetworkEvaluator} plays {@code fide.nnue} when the module ships it. */
    @Override
    public boolean playsNetworks() {
        return true;
    }

    /** {@inheritDoc} The weights of {@code fide.params}. */
    @Override
    public Optional<TunableEvaluation> tunableEvaluation() {
        return Optional.of(TunableEvaluation.of(FideParameters.shipped(), FideEvaluator::new, FideEvaluator::tracer));
    }
}
