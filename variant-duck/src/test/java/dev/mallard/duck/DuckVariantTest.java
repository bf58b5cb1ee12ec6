package dev.mallard.duck;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mallard.core.board.Fen;
import dev.mallard.core.board.FenException;
import dev.mallard.core.board.Position;
import dev.mallard.core.board.Square;
import dev.mallard.core.engine.Epd;
import dev.mallard.core.engine.Game;
import dev.mallard.core.engine.Turn;
import dev.mallard.core.variant.SearchableVariant;
import dev.mallard.core.variant.Variant;
import dev.mallard.core.variant.Variants;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The {@code duck} variant: registration and its FEN dialect with the Duck as {@code '*'}. */
class DuckVariantTest {
    private final DuckVariant variant = new DuckVariant();

    @Test
    void legalTurnTextsSpellEachMoveWithItsDuckSquare() {
        Game game = Game.start("duck");
        game.play("e2e4,e4d5");
        assertThat(game.legalTurnTexts()).containsExactlyElementsOf(game.legalTurns().stream().map(Turn::text).toList())
                .contains("e7e5,e5e7", "g8f6,f6d4").doesNotContain("e7e5,e5e4", "e7e5,e5d5");
    }

    @Test
    void epdRecordsAreReadInTheDucksFenAndSan() {
        Epd epd = Epd.parse(variant, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - bm Nf3,e4; id \"duck.1\";");
        Position start = variant.parseFen(variant.startFen());
        assertThat(epd.moves("bm")).containsExactly(variant.rules().parseTurn(start, "g1f3,f3e4"));
        assertThatThrownBy(() -> Epd.parse(variant, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - bm Nf3;").moves("bm"))
                .hasMessageStartingWith("bm: ");
    }

    @Test
    void cecpSendsATurnAsTwoLegsWithThePromotionOnTheDucksLeg() {
        Position position = variant.parseFen("7k/4P3/8/8/8/8/8/K7 w - - 0 1");
        int turn = variant.rules().parseTurn(position, "e7e8q,e8d5");
        assertThat(variant.cecpLegs(position, turn)).containsExactly("e7e8,", "e8d5q");
        assertThat(variant.rules().parseTurn(position, String.join("", variant.cecpLegs(position, turn)))).isEqualTo(turn);
        assertThat(variant.setsUpByEdit()).isFalse();
    }

    @Test
    void isRegisteredAsDuckWithItsSearch() {
        assertThat(Variants.find("duck")).get().isInstanceOf(DuckVariant.class);
        assertThat(Variants.all()).extracting(Variant::name).contains("duck");
        assertThat(variant).isInstanceOf(SearchableVariant.class);
        assertThat(variant.rules()).isSameAs(variant.duckRules());
    }

    @Test
    void startsFromTheStandardPositionWithoutDuck() {
        Position start = variant.parseFen(variant.startFen());
        assertThat(variant.startFen()).isEqualTo(Fen.START);
        assertThat(start.blockerSquare()).isEqualTo(Square.NONE);
        assertThat(variant.toFen(start)).isEqualTo(Fen.START);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "rnbqkbnr/pppppppp/8/8/4P3/3*4/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
        "*3k3/8/8/8/8/8/8/4K3 w - - 0 1",
        "4k2*/8/8/8/8/8/8/4K3 b - - 12 40",
        "4k3/8/8/8/8/8/8/*3K3 w - - 0 1",
        "4k3/8/8/8/8/8/8/4K2* w - - 0 1",
        "rnbqkbnr/ppppp*pp/8/4Pp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/3*4/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    })
    void fenRoundTripsWithTheDuck(String fen) {
        Position position = variant.parseFen(fen);
        assertThat(variant.toFen(position)).isEqualTo(fen);
        assertThat(position.blockerSquare() == Square.NONE).isEqualTo(fen.indexOf('*') < 0);
        assertThat(variant.parseFen(variant.toFen(position)).key()).isEqualTo(position.key());
    }

    /** Positions of played games round-trip, except finished ones: a FEN needs both kings. */
    @Test
    void fenRoundTripsInPlayedPositions() {
        for (Position position : Positions.sample(9, 20, 60)) {
            if (DuckRules.isKingCaptured(position)) {
                assertThatThrownBy(() -> variant.parseFen(variant.toFen(position))).isInstanceOf(FenException.class)
                        .hasMessageContaining("kings, expected exactly 1");
                continue;
            }
            String fen = variant.toFen(position);
            Position parsed = variant.parseFen(fen);
            assertThat(variant.toFen(parsed)).isEqualTo(fen);
            assertThat(parsed.key()).as(fen).isEqualTo(position.key());
            assertThat(parsed.blockerSquare()).isEqualTo(position.blockerSquare());
        }
    }

    /** Legal in Duck Chess, rejected in FIDE chess: the king of the side not to move stands attacked. */
    @Test
    void acceptsTheSideNotToMoveInCheck() {
        Position position = variant.parseFen("4k3/8/8/8/8/8/8/4R1K1 w - - 0 1");
        assertThat(variant.toFen(position)).isEqualTo("4k3/8/8/8/8/8/8/4R1K1 w - - 0 1");
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', value = {
        "rnbqkbnr/pppppppp/8/8/4P3/3*4/PPPP1PPP/RNB*KBNR b KQkq - 0 1 | board: more than one Duck ('*'), at d3 and d1",
        "rnbqkbnr/ppppp1pp/5*2/4Pp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3 | en passant: the Duck stands on f6",
        "rnbqkbnr/pppppppp/8/8/4P3/3**3/PPPP1PPP/RNBQKBNR b KQkq - 0 1 | board: more than one Duck",
        "rnbqkbnr/pppppppp/8/8/4P3/3*5/PPPP1PPP/RNBQKBNR b KQkq - 0 1 | board: rank 3 (\"3*5\") has 9 squares",
        "rnbqkbnr/pppppppp/8/8/4P3/3D4/PPPP1PPP/RNBQKBNR b KQkq - 0 1 | board: invalid character 'D'",
        "rnbq1bnr/pppppppp/8/8/4P3/3*4/PPPP1PPP/RNBQKBNR b KQ - 0 1 | board: Black has 0 kings",
        "rnbqkbnr/pppppppp/8/8/4P3/3*4/PPPP1PPP/RNBQKBNR x KQkq - 0 1 | side to move:",
    })
    void rejectsMalformedDuckFens(String fen, String message) {
        assertThatThrownBy(() -> variant.parseFen(fen)).isInstanceOf(FenException.class).hasMessageContaining(message);
    }

    /** A FEN cannot put the Duck and a piece on one square; a set-up that tries is refused. */
    @Test
    void theDuckCannotShareASquare() {
        Position position = variant.parseFen(Fen.START);
        assertThatThrownBy(() -> position.setBlocker(Square.E1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("occupied");
    }
}
