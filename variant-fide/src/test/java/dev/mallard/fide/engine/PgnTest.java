package dev.mallard.fide.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mallard.core.engine.Game;
import dev.mallard.core.engine.Pgn;
import dev.mallard.core.engine.PgnGame;
import dev.mallard.core.engine.Turn;
import dev.mallard.core.rules.IllegalMoveException;
import dev.mallard.core.variant.Variants;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** PGN export and import of FIDE games. */
class PgnTest {
    @Test
    void writesTheSevenTagRosterAndTheMovesInSan() {
        Game game = Game.start("normal");
        for (String san : List.of("f3", "e5", "g4", "Qh4#")) {
            game.playSan(san);
        }
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("White", "Fool");
        tags.put("Black", "Mallard \"the duck\"");
        tags.put("Annotator", "test");
        String pgn = Pgn.write(game, tags);
        assertThat(pgn).isEqualTo("""
                [Event "?"]
                [Site "?"]
                [Date "????.??.??"]
                [Round "?"]
                [White "Fool"]
                [Black "Mallard \\"the duck\\""]
                [Result "0-1"]
                [Annotator "test"]

                1. f3 e5 2. g4 Qh4# 0-1
                """);
        PgnGame read = Pgn.read(pgn);
        assertThat(read.tag("Black")).contains("Mallard \"the duck\"");
        assertThat(read.game().turns()).extracting(Turn::san).containsExactly("f3", "e5", "g4", "Qh4#");
        assertThat(read.game().result()).isEqualTo("0-1");
    }

    @Test
    void aGameFromAFenGetsSetUpAndFenTagsAndBlackMoveNumbers() {
        Game game = Game.fromFen(Variants.find("normal").orElseThrow(),
                "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 3 20");
        game.playSan("O-O-O");
        game.playSan("O-O");
        String pgn = Pgn.write(game, Map.of("Result", "1/2-1/2"));
        assertThat(pgn).contains("[SetUp \"1\"]\n[FEN \"r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 3 20\"]\n")
                .endsWith("\n20... O-O-O 21. O-O 1/2-1/2\n");
        PgnGame read = Pgn.read(pgn);
        assertThat(read.game().fen()).isEqualTo(game.fen());
    }

    @Test
    void readsWhatRealFilesContain() {
        String pgn = """
                [Event "Casual"]
                [Variant "Standard"]
                % an escape line
                1.e4 {best by test} e5 $1 2. Nf3!? (2. f4 exf4 (2... d5) 3. Nf3) Nc6 ; a comment
                3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 *

                [Event "Second"]
                1. d4 d5 1/2-1/2
                """;
        List<PgnGame> games = Pgn.readAll(pgn);
        assertThat(games).hasSize(2);
        assertThat(games.get(0).game().turns()).hasSize(10);
        assertThat(games.get(0).game().fen())
                .isEqualTo("r1bqk2r/1pppbppp/p1n2n2/4p3/B3P3/5N2/PPPP1PPP/RNBQ1RK1 w kq - 4 6");
        assertThat(games.get(1).tag("Event")).contains("Second");
        assertThat(games.get(1).game().turns()).extracting(Turn::san).containsExactly("d4", "d5");
        assertThat(Pgn.readAll("  \n")).isEmpty();
    }

    @Test
    void readsCoordinateMovesAsOtherToolsWriteThem() {
        PgnGame read = Pgn.read("1. e2e4 e7e5 2. g1f3 b8c6 3. f1c4 g8f6 4. e1g1 f6e4 *");
        assertThat(read.game().turns()).extracting(Turn::san)
                .containsExactly("e4", "e5", "Nf3", "Nc6", "Bc4", "Nf6", "O-O", "Nxe4");
        assertThatThrownBy(() -> Pgn.read("1. e2e4 e7e5 2. g1g3 *")).isInstanceOf(IllegalMoveException.class)
                .hasMessageContaining("turn 3 (\"g1g3\")").hasMessageContaining("no legal move goes from g1 to g3");
    }

    @Test
    void theVariantTagTakesEveryNameOfTheVariantsTable() {
        for (String name : List.of("Standard", "chess", "FIDE", "normal", "From Position", " NORMAL ")) {
            assertThat(Pgn.read("[Variant \"" + name + "\"]\n\n1. e4 *").game().variant().name())
                    .as(name).isEqualTo("normal");
        }
    }

    @Test
    void rejectsBadGamesNamingTheGameAndTurn() {
        assertThatThrownBy(() -> Pgn.read("[Event \"x\"]\n\n1. e4 e5 2. Ke3 *"))
                .isInstanceOf(IllegalMoveException.class)
                .hasMessageStartingWith("PGN game 1, turn 3 (\"Ke3\"): ");
        assertThatThrownBy(() -> Pgn.read("[Variant \"Shogi\"]\n\n*"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("unknown variant \"Shogi\"");
        assertThatThrownBy(() -> Pgn.read("[FEN \"8/8/8 w - - 0 1\"]\n\n*"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("bad FEN tag");
        assertThatThrownBy(() -> Pgn.read("")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("no PGN game");
        Game mated = Game.start("normal");
        for (String san : List.of("f3", "e5", "g4", "Qh4#")) {
            mated.playSan(san);
        }
        assertThatThrownBy(() -> Pgn.write(mated, Map.of("Result", "1-0")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("contradicts");
        assertThatThrownBy(() -> Pgn.write(mated, Map.of("FEN", "x")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("written from the game");
    }

    @Test
    void commentsAfterTurnsNumberBlackAgainAndAreReadPast() {
        Game game = Game.start("normal");
        for (String san : List.of("f3", "e5", "g4", "Qh4#")) {
            game.playSan(san);
        }
        // No comment after e5 (null) nor after Qh4# (empty); a closing brace would end the comment.
        List<String> comments = java.util.Arrays.asList("+0.10/3 0.5s", null, "a {brace}", "");
        String pgn = Pgn.write(game, Map.of(), "Black mates", comments);
        assertThat(pgn).endsWith("\n1. f3 {+0.10/3 0.5s} 1... e5 2. g4 {a {brace)} 2... Qh4# {Black mates} 0-1\n");
        assertThat(Pgn.read(pgn).game().turns()).isEqualTo(game.turns());
        assertThat(Pgn.write(game, Map.of(), null, List.of())).isEqualTo(Pgn.write(game));
        assertThatThrownBy(() -> Pgn.write(game, Map.of(), null, List.of("1", "2", "3", "4", "5")))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("5 turn comments for a game of 4 turns");
        assertThatThrownBy(() -> Pgn.write(game, Map.of(), null, null)).isInstanceOf(IllegalArgumentException.class);
    }
}
