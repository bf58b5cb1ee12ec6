package dev.mallard.fide.search;

import static dev.mallard.fide.search.SearchSupport.FIDE;
import static dev.mallard.fide.search.SearchSupport.isLegal;
import static dev.mallard.fide.search.SearchSupport.position;
import static dev.mallard.fide.search.SearchSupport.searcher;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.board.Fen;
import dev.mallard.core.board.Move;
import dev.mallard.core.board.Position;
import dev.mallard.core.rules.GameStatus;
import dev.mallard.core.search.Score;
import dev.mallard.core.search.SearchLimits;
import dev.mallard.core.search.SearchListener;
import dev.mallard.core.search.SearchResult;
import dev.mallard.core.search.Searcher;
import dev.mallard.fide.FideRules;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Mating in FIDE chess, where it needs FIDE's rules or evaluation: a mate on the hundredth
 * half-move wins (FIDE's fifty-move rule yields to mate), and the basic endgames are played out
 * to mate, which takes an evaluation that drives the lone king to the edge (the shipped one).
 * The search's own mate finding, on core's test variant, is core's {@code MateTest}.
 */
class FideMateTest {
    private static final FideRules RULES = new FideRules();

    /**
     * A checkmate ends the game even when it is delivered on the hundredth half-move without a
     * capture or pawn move: the rules say CHECKMATE ({@link FideRules#status}), so the search must
     * play it. Here Ra8# is the only mate and the half-move clock stands at 99.
     */
    @Test
    void mateOnTheHundredthHalfMoveStillWins() {
        String fen = "6k1/5ppp/8/8/8/8/8/R5K1 w - - 99 80";
        Position position = position(fen);
        int mate = FideRules.parseCoordinateMove(position, "a1a8");
        Position after = position.copy();
        after.makeMove(mate);
        assertThat(RULES.status(after)).isEqualTo(GameStatus.CHECKMATE);

        SearchResult result = searcher().search(position, SearchLimits.depth(4), SearchListener.NONE);

        assertThat(Move.toUci(result.bestTurn())).as("best move, score %d", result.score())
                .isEqualTo(Move.toUci(mate));
        assertThat(Score.mateInMoves(result.score())).isEqualTo(1);
    }

    // ------------------------------------------------------------------------------------------
    // Basic endgames from random placements, played out engine against engine.

    /** Strong side's budget per move, and the defender's. */
    private static final long STRONG_NODES = 100_000;
    private static final long WEAK_NODES = 20_000;
    private static final int MAX_MOVES = 60;

    /**
     * A legal placement of two kings and {@code piece} (the strong side's, 'Q' or 'R') with the
     * strong side (White or Black) to move and the game not over.
     */
    static String randomPlacement(Random random, char piece, boolean strongIsWhite) {
        while (true) {
            int strongKing = random.nextInt(64);
            int weakKing = random.nextInt(64);
            int pieceSquare = random.nextInt(64);
            if (strongKing == weakKing || strongKing == pieceSquare || weakKing == pieceSquare
                    || (Math.abs(strongKing % 8 - weakKing % 8) <= 1 && Math.abs(strongKing / 8 - weakKing / 8) <= 1)) {
                continue;
            }
            char[] board = new char[64];
            java.util.Arrays.fill(board, '.');
            board[strongKing] = strongIsWhite ? 'K' : 'k';
            board[weakKing] = strongIsWhite ? 'k' : 'K';
            board[pieceSquare] = strongIsWhite ? piece : Character.toLowerCase(piece);
            StringBuilder fen = new StringBuilder();
            for (int rank = 7; rank >= 0; rank--) {
                int empty = 0;
                for (int file = 0; file < 8; file++) {
                    char c = board[rank * 8 + file];
                    if (c == '.') {
                        empty++;
                    } else {
                        if (empty > 0) {
                            fen.append(empty);
                        }
                        empty = 0;
                        fen.append(c);
                    }
                }
                if (empty > 0) {
                    fen.append(empty);
                }
                if (rank > 0) {
                    fen.append('/');
                }
            }
            fen.append(strongIsWhite ? " w" : " b").append(" - - 0 1");
            try {
                Position position = FIDE.parseFen(fen.toString()); // rejects the weak king in check
                if (RULES.status(position) == GameStatus.ONGOING) {
                    return fen.toString();
                }
            } catch (RuntimeException illegal) {
                // the side not to move is in check: draw again
            }
        }
    }

    static Stream<Arguments> basicEndgames() {
        Random random = new Random(20240611);
        List<Arguments> games = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            games.add(Arguments.of("KQK", randomPlacement(random, 'Q', i % 2 == 0)));
        }
        for (int i = 0; i < 4; i++) {
            games.add(Arguments.of("KRK", randomPlacement(random, 'R', i % 2 == 0)));
        }
        return games.stream();
    }

    /**
     * The strong side mates within 60 moves, every mate it announces arrives on time (a later
     * announcement may only be nearer), and stalemate or the fifty-move rule never intervene.
     */
    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("basicEndgames")
    void basicEndgameIsPlayedOutToMate(String material, String fen) {
        Position position = position(fen);
        int strong = position.sideToMove();
        Searcher strongSearcher = searcher();
        Searcher weakSearcher = searcher();
        int deadline = Integer.MAX_VALUE; // index of the strong move by which mate was promised
        int firstAnnouncement = -1;
        int strongMoves = 0;
        GameStatus status = RULES.status(position);
        List<String> game = new ArrayList<>();
        while (status == GameStatus.ONGOING && strongMoves < MAX_MOVES) {
            boolean strongToMove = position.sideToMove() == strong;
            SearchResult result = (strongToMove ? strongSearcher : weakSearcher).search(position,
                    SearchLimits.nodes(strongToMove ? STRONG_NODES : WEAK_NODES), SearchListener.NONE);
            assertThat(isLegal(position, result.bestTurn())).as("legal move in %s", Fen.toFen(position)).isTrue();
            if (strongToMove) {
                strongMoves++;
                if (Score.isMate(result.score())) {
                    int n = Score.mateInMoves(result.score());
                    assertThat(n).as("the strong side is never mated: %s", game).isPositive();
                    deadline = Math.min(deadline, strongMoves + n - 1);
                    if (firstAnnouncement < 0) {
                        firstAnnouncement = strongMoves;
                    }
                } else {
                    assertThat(result.score()).as("winning score after %s", game).isGreaterThan(300);
                }
                assertThat(strongMoves).as("mate promised by move %d arrives: %s", deadline, game)
                        .isLessThanOrEqualTo(deadline);
            }
            game.add(Move.toUci(result.bestTurn()));
            position.makeMove(result.bestTurn());
            status = RULES.status(position);
        }
        assertThat(status).as("%s from %s: %s", material, fen, game).isEqualTo(GameStatus.CHECKMATE);
        assertThat(position.sideToMove()).as("the weak side is mated").isEqualTo(strong ^ 1);
        assertThat(firstAnnouncement).as("mate announced before it was delivered").isPositive()
                .isLessThan(strongMoves);
    }

    /**
     * King and queen against king: the longest win takes ten moves (19 plies), so the search
     * announces mate from the starting placement. It needs up to about 11 million nodes for a
     * mate in 6 here (the lone king in the corner, the strong king far away), which is why this
     * runs only with the slow tests ({@code -Pslow}); the quick play-out test above checks the
     * announcements made during the game.
     */
    @Tag("slow")
    @ParameterizedTest(name = "KQK {0}")
    @MethodSource("queenPlacements")
    void queenEndgameAnnouncesMateFromTheStart(String fen) {
        Searcher searcher = searcher();
        SearchResult result = searcher.search(position(fen), SearchLimits.nodes(25_000_000), info -> {
            if (info.isMate()) {
                searcher.stop(); // the iteration that found the mate is complete; enough
            }
        });
        assertThat(Score.isMate(result.score())).as("mate score, got %d at depth %d", result.score(), result.depth())
                .isTrue();
        assertThat(Score.mateInMoves(result.score())).isBetween(1, 10);
    }

    static Stream<String> queenPlacements() {
        return basicEndgames().map(Arguments::get).filter(a -> "KQK".equals(a[0])).map(a -> (String) a[1]);
    }
}
