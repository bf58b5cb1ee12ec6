package dev.mallard.datagen;

import dev.mallard.core.board.Color;
import dev.mallard.core.board.Move;
import dev.mallard.core.board.Piece;
import dev.mallard.core.board.Position;
import dev.mallard.core.play.Adjudication;
import dev.mallard.core.play.Adjudicator;
import dev.mallard.core.play.GameResult;
import dev.mallard.core.play.OpeningGenerator;
import dev.mallard.core.rules.GameStatus;
import dev.mallard.core.search.Score;
import dev.mallard.core.search.SearchLimits;
import dev.mallard.core.search.SearchListener;
import dev.mallard.core.search.SearchResult;
import dev.mallard.core.search.Searcher;
import dev.mallard.core.search.TranspositionTable;
import dev.mallard.core.variant.SearchableVariant;
import dev.mallard.training.data.LabelledPosition;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Plays one self-play game for training data: a random balanced opening chosen by the game's
 * seed ({@link OpeningGenerator}), then a search of a fixed number of nodes per turn for both
 * sides, from a cleared searcher, so that a game depends only on its seed and settings.
 *
 * <p>Sampled positions are the quiet ones: not in check, and the search's best move neither a
 * capture nor a promotion (so the static evaluation of the position is meant to be its value);
 * positions with a mate score are left out. Games are adjudicated to save time: a mate score
 * ends the game for the side it favours; otherwise {@link #ADJUDICATION}'s rules apply (a score
 * of at least 1000 cp for the same side over 6 plies in a row wins; from ply 80 on, scores
 * within ±10 cp over 12 plies draw; a game still going at ply 400 is a draw). The rules' own
 * ends (mate, stalemate, fifty moves, repetition, material) come first.
 *
 * <p>One instance per thread: it owns its searcher.
 */
final class SelfPlay {
    /** The early ends of a game; changing them changes the data of every seed. */
    static final Adjudication ADJUDICATION = Adjudication.NONE.withResign(3, 1000).withDraw(41, 6, 10).withMaxMoves(200);
    /** Random plies of the opening and the shallow search that judges it balanced. */
    static final int OPENING_PLIES = 8;
    static final int OPENING_DEPTH = 5;
    static final int OPENING_MAX_SCORE = 60;
    private static final int HASH_MB = 16;

    private final SearchableVariant variant;
    private final long nodes;
    private final Searcher searcher;

    /**
     * A player of {@code variant} searching {@code nodes} nodes a turn, evaluating as the variant
     * ships or, unless {@code useNetworks}, with its hand evaluation.
     */
    SelfPlay(SearchableVariant variant, long nodes, boolean useNetworks) {
        this.variant = variant;
        this.nodes = nodes;
        this.searcher = new Searcher(variant.searchRules(),
                useNetworks ? variant.newEvaluator() : variant.newHandEvaluator(), new TranspositionTable(HASH_MB));
    }

    /** A finished game: its seed, the sampled positions, White's result, and its length. */
    record PlayedGame(long seed, List<LabelledPosition> positions, double result, int plies) {
    }

    /** Plays the game of {@code seed}. */
    PlayedGame play(long seed) {
        String fen = new OpeningGenerator(variant, seed, OPENING_DEPTH, OPENING_MAX_SCORE)
                .generate(1, OPENING_PLIES).get(0).fen();
        return playFrom(seed, fen);
    }

    /** Plays a game from {@code fen}, recorded under {@code seed}. */
    PlayedGame playFrom(long seed, String fen) {
        Position position = variant.parseFen(fen);
        searcher.clear();
        List<String> fens = new ArrayList<>();
        List<Integer> scores = new ArrayList<>();
        Adjudicator adjudicator = ADJUDICATION.newGame();
        int ply = 0;
        double result = 0.5;
        while (true) {
            GameStatus status = variant.status(position);
            if (status != GameStatus.ONGOING) {
                int winner = variant.winner(position, status);
                result = GameResult.winOf(winner).whitePoints();
                break;
            }
            if (adjudicator.outOfMoves(ply)) {
                break;
            }
            SearchResult found = searcher.search(position, SearchLimits.nodes(nodes), SearchListener.NONE);
            int toMove = position.sideToMove();
            int white = toMove == Color.WHITE ? found.score() : -found.score();
            if (Score.isMate(found.score())) {
                result = white > 0 ? 1.0 : 0.0;
                break;
            }
            if (quiet(position, found.bestTurn())) {
                fens.add(variant.toFen(position));
                scores.add(white);
            }
            Optional<GameResult> decided = adjudicator.scored(ply, white);
            if (decided.isPresent()) {
                result = decided.get().whitePoints();
                break;
            }
            variant.rules().makeTurn(position, found.bestTurn());
            ply++;
        }
        List<LabelledPosition> positions = new ArrayList<>(fens.size());
        for (int i = 0; i < fens.size(); i++) {
            positions.add(new LabelledPosition(fens.get(i), scores.get(i), result));
        }
        return new PlayedGame(seed, positions, result, ply);
    }

    /** Not in check, and the best move neither captures nor promotes. */
    private static boolean quiet(Position position, int turn) {
        int move = turn & 0xFFFF;
        boolean capture = Move.kind(move) == Move.EN_PASSANT
                || Move.kind(move) != Move.CASTLING && position.pieceAt(Move.to(move)) != Piece.NONE;
        return !position.inCheck() && !Move.isPromotion(move) && !capture;
    }
}
