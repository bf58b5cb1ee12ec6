package dev.mallard.match;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.engine.Game;
import dev.mallard.core.engine.Pgn;
import dev.mallard.core.engine.PgnGame;
import dev.mallard.core.engine.Turn;
import dev.mallard.core.play.GameResult;
import dev.mallard.core.variant.Variant;
import dev.mallard.core.variant.Variants;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Whatever a Mallard tool writes, the library reads back, in every variant: random games (seeded,
 * from the start and from positions full of castling, en passant and promotions) go out through
 * the API's {@link Pgn#write} (SAN), through {@code mallard match}'s {@link GameRecord#pgn} (the
 * same writer with the match's tags and the end's comment), as CECP text (the legs of
 * {@code Variant.cecpLegs} joined, the Duck's promotion letter on its leg) and as UCI's and the
 * API's text ({@link Turn#text}), and
 * come back through {@link Pgn#readAll} and
 * {@link Game#play(String)} as the same turns, ending in the same position.
 */
class RoundTripTest {
    private static final int GAMES = 8;
    private static final int MAX_PLIES = 160;
    private static final String CASTLING_AND_PROMOTIONS = "r3k2r/1P4P1/8/8/8/8/1p4p1/R3K2R w KQkq - 0 1";
    private static final String EN_PASSANT = "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3";

    static Stream<Arguments> games() {
        List<Arguments> all = new ArrayList<>();
        for (String name : List.of("normal", "duck", "refusal")) {
            Variant variant = Variants.find(name).orElseThrow();
            for (String fen : List.of(variant.startFen(), CASTLING_AND_PROMOTIONS, EN_PASSANT)) {
                for (int seed = 1; seed <= GAMES; seed++) {
                    all.add(Arguments.of(name, fen, seed));
                }
            }
        }
        return all.stream();
    }

    /** A game of random legal turns from {@code fen}, until it ends or {@value #MAX_PLIES} plies. */
    private static Game randomGame(Variant variant, String fen, long seed) {
        Random random = new Random(seed);
        Game game = Game.fromFen(variant, fen);
        for (int ply = 0; ply < MAX_PLIES && !game.isOver(); ply++) {
            List<Turn> legal = game.legalTurns();
            game.play(legal.get(random.nextInt(legal.size())));
        }
        return game;
    }

    @ParameterizedTest(name = "{0} from {1}, seed {2}")
    @MethodSource("games")
    void everyWrittenFormIsReadBack(String name, String fen, int seed) {
        Variant variant = Variants.find(name).orElseThrow();
        Game game = randomGame(variant, fen, seed);

        assertReadBack(game, Pgn.read(Pgn.write(game)));

        Game replay = Game.fromFen(variant, game.startFen());
        Game coordinates = Game.fromFen(variant, game.startFen());
        for (Turn turn : game.turns()) {
            String cecp = String.join("", variant.cecpLegs(replay.position(), turn.code()));
            assertThat(replay.play(cecp)).as("CECP text " + cecp).isEqualTo(turn);
            assertThat(coordinates.play(turn.text())).as("UCI and API text " + turn.text()).isEqualTo(turn);
        }
        GameResult result = game.winner().isPresent() ? GameResult.winOf(game.winner().getAsInt()) : GameResult.DRAW;
        // Every turn commented as a referee comments it (scores, mates, clocks): the reader skips them.
        List<TurnReport> reports = new ArrayList<>();
        for (int i = 0; i < game.turns().size(); i++) {
            reports.add(new TurnReport(i % 2, 10L * i, i % 3 != 0, i % 5 == 0 ? 100_003 : -37 * i, i, i % 2 == 0 ? 9_788 : -1));
        }
        GameRecord record = new GameRecord(seed, game, "Mallard A", "Mallard B", true, result, "random game", false, false, reports);
        String matchPgn = record.pgn("-", LocalDate.of(2026, 1, 2));
        List<PgnGame> read = Pgn.readAll(matchPgn + matchPgn);
        assertThat(read).hasSize(2);
        assertReadBack(game, read.get(0));
        assertReadBack(game, read.get(1));
    }

    private static void assertReadBack(Game game, PgnGame read) {
        assertThat(read.game().variant().name()).isEqualTo(game.variant().name());
        assertThat(read.game().startFen()).isEqualTo(game.startFen());
        assertThat(read.game().turns()).isEqualTo(game.turns());
        assertThat(read.game().fen()).isEqualTo(game.fen());
    }
}
