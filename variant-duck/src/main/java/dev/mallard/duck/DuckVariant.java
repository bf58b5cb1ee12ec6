package dev.mallard.duck;

import dev.mallard.core.board.Fen;
import dev.mallard.core.board.Position;
import dev.mallard.core.nnue.Network;
import dev.mallard.core.rules.GameStatus;
import dev.mallard.core.rules.Rules;
import dev.mallard.core.search.Evaluator;
import dev.mallard.core.search.Oracle;
import dev.mallard.core.search.SearchRules;
import dev.mallard.core.tune.TunableEvaluation;
import dev.mallard.core.variant.SearchableVariant;
import dev.mallard.duck.eval.DuckEvaluator;
import dev.mallard.duck.eval.DuckNetworkEvaluator;
import dev.mallard.duck.eval.DuckParameters;
import dev.mallard.duck.search.DuckOracle;
import dev.mallard.duck.search.DuckSearchRules;
import java.util.List;
import java.util.Optional;

/**
 * Duck Chess, CECP name {@code duck}: FEN with the Duck as {@code '*'} (absent before the first
 * turn), turns in the notation of {@link DuckRules}, searched by the score-bundle search
 * ({@link DuckSearchRules}) on the {@link DuckEvaluator}, checked against the explicit-turn
 * {@link DuckOracle}.
 */
public final class DuckVariant implements SearchableVariant {
    /** Duck Chess, as the variant SPI finds it. */
    public DuckVariant() {
    }

    private static final DuckRules RULES = new DuckRules();
    private final DuckSearchRules searchRules = new DuckSearchRules();
    /**
     * The perft positions (start, Kiwipete, en passant with and without the Duck on the target,
     * promotions, a cramped ending, the DuckSlayer example) and middlegames and endings with the
     * Duck in different regions, a king capture on the board and a near-stalemate.
     */
    private static final List<String> BENCH = List.of(
            Fen.START,
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "rnbqkbnr/ppp1p1pp/8/3pPp2/8/3*4/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
            "rnbqkbnr/pp1ppppp/8/7*/2pPP3/8/PPP2PPP/RNBQKBNR b KQkq d3 0 3",
            "r3k2r/1P4P1/8/3*4/8/8/1p4p1/R3K2R w KQkq - 0 1",
            "7k/8/8/8/*7/5p1p/5P1P/6BK b - - 0 1",
            "6k1/6p1/p6p/5r2/R6n/P7/1PBN1PPP/4r1K1 w - - 0 1",
            "r1bqkb1r/pppp1ppp/2n2n2/4p2*/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
            "r2q1rk1/ppp2ppp/2n1bn2/2bpp3/4P3/2PP1NN1/PP2BPPP/R1BQ1RK1 b - - 0 9",
            "2r3k1/pp3ppp/2n1b3/3p4/3P4/2PB1N2/P3*PPP/2R3K1 w - - 0 20",
            "4k3/8/8/3*4/8/8/3PPP2/4K3 w - - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/7* w - - 0 1");

    @Override
    public String name() {
        return "duck";
    }

    /** The standard start position; the Duck enters the board with White's first turn. */
    @Override
    public String startFen() {
        return Fen.START;
    }

    /**
     * Parses FEN with at most one Duck ({@code '*'}). The checks are those of standard FEN
     * (with their messages: more than one Duck, the Duck on the en-passant square, ...) and no
     * check-related ones: a side not to move whose king is attacked is a normal Duck Chess
     * position (its king can be captured now). A FEN without a king, a finished game, is
     * rejected like any FEN without a king.
     *
     * @throws dev.mallard.core.board.FenException naming the offending field
     */
    @Override
    public Position parseFen(String fen) {
        return Fen.parse(fen, true);
    }

    /** The FEN, with the Duck as {@code '*'}. */
    @Override
    public String toFen(Position position) {
        return Fen.toFen(position);
    }

    @Override
    public Rules rules() {
        return RULES;
    }

    /** {@return the rules with the Duck-specific extras: game status, winner, CECP output} */
    public DuckRules duckRules() {
        return RULES;
    }

    /** Fairy-Stockfish's Duck SAN: the piece move's SAN, a comma, the Duck's square ({@code Nf3,e4}). */
    @Override
    public String formatSan(Position position, int turn) {
        return DuckSan.format(position, turn);
    }

    /** Reads the SAN of {@link #formatSan}; see {@link DuckSan#parse}. */
    @Override
    public int parseSan(Position position, String text) {
        return DuckSan.parse(position, text);
    }

    /** Two legs as Fairy-Stockfish sends them, the promotion letter on the Duck's: {@link DuckRules#cecpLegs}. */
    @Override
    public List<String> cecpLegs(Position position, int turn) {
        return List.of(DuckRules.cecpLegs(position, turn));
    }

    /** King captured, the stalemate win, fifty moves and repetition, by the Duck rules. */
    @Override
    public GameStatus status(Position position) {
        return RULES.status(position);
    }

    @Override
    public SearchRules searchRules() {
        return searchRules;
    }

    /** {@inheritDoc} The module's network ({@link DuckNetworkEvaluator}) when it ships one, else {@link DuckEvaluator}. */
    @Override
    public Evaluator newEvaluator() {
        return DuckNetworkEvaluator.shipped().<Evaluator>map(DuckNetworkEvaluator::new).orElseGet(this::newHandEvaluator);
    }

    /** {@inheritDoc} {@link DuckEvaluator} on {@code duck.params}. */
    @Override
    public Evaluator newHandEvaluator() {
        return new DuckEvaluator();
    }

    /** {@inheritDoc} A {@link DuckNetworkEvaluator}. */
    @Override
    public Evaluator newEvaluator(Network network) {
        return new DuckNetworkEvaluator(network);
    }

    /**
     * {@inheritDoc} Yes: the network's inputs are the pieces on their squares, which is all a
     * Duck evaluation may see (the Duck's square is the score bundle's business).
     */
    @Override
    public boolean playsNetworks() {
        return true;
    }

    @Override
    public List<String> benchFens() {
        return BENCH;
    }

    /**
     * Nine plies: about 7 s of CPU time for the set on a core of the project's test machine
     * (16,230,735 nodes), the Duck's tree growing about four times per ply at that depth; FIDE's
     * 11 would take minutes.
     */
    @Override
    public int benchDepth() {
        return 9;
    }

    /** Explicit turns: every move with every Duck square, the Duck on the board. */
    @Override
    public Oracle newOracle(Evaluator evaluator, boolean quiescence) {
        return new DuckOracle(evaluator, quiescence);
    }

    /** The side that captured the king or is stalemated wins; -1 for a draw. */
    @Override
    public int winner(Position position, GameStatus status) {
        if (status == GameStatus.ONGOING) {
            throw new IllegalArgumentException("the game is not over");
        }
        int winner = RULES.winner(position);
        return winner == DuckRules.NO_WINNER ? -1 : winner;
    }

    /** {@inheritDoc} The weights of {@code duck.params}. */
    @Override
    public Optional<TunableEvaluation> tunableEvaluation() {
        return Optional.of(TunableEvaluation.of(DuckParameters.shipped(), DuckEvaluator::new, DuckEvaluator::tracer));
    }
}
