package dev.mallard.fide;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mallard.core.board.Fen;
import dev.mallard.core.board.FenException;
import dev.mallard.core.board.Position;
import dev.mallard.core.variant.Variant;
import dev.mallard.core.variant.Variants;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The {@code normal} variant: registration, its FEN dialect and the FIDE-only FEN checks. */
class FideVariantTest {
    private final FideVariant variant = new FideVariant();

    @Test
    void theProtocolsGetItsTurnsAsOneCoordinateLegAndItsPositionsByEdit() {
        Position start = variant.parseFen(variant.startFen());
        assertThat(variant.cecpLegs(start, variant.rules().parseTurn(start, "e2e4"))).containsExactly("e2e4");
        assertThat(variant.setsUpByEdit()).isTrue();
        assertThat(variant.openingFen(start)).isEqualTo(variant.startFen());
        assertThat(variant.newExplicitTurnSearch(variant.newEvaluator())).isEmpty();
    }

    static List<String> referenceFens() {
        return PerftTest.TABLE.fens();
    }

    @Test
    void isRegisteredAsNormal() {
        assertThat(variant.name()).isEqualTo("normal");
        assertThat(Variants.find("normal")).get().isInstanceOf(FideVariant.class);
        assertThat(Variants.all()).extracting(Variant::name).contains("normal");
        assertThat(Variants.find("no-such-variant")).isEmpty();
    }

    @Test
    void startPositionIsTheStandardOne() {
        assertThat(variant.startFen()).isEqualTo("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        assertThat(variant.toFen(variant.parseFen(variant.startFen()))).isEqualTo(variant.startFen());
        assertThat(variant.rules()).isInstanceOf(FideRules.class).isSameAs(variant.rules());
    }

    @ParameterizedTest
    @MethodSource("referenceFens")
    void everyReferenceFenRoundTripsExactly(String fen) {
        assertThat(variant.toFen(variant.parseFen(fen))).isEqualTo(fen);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        // White to move, but the black king on e8 is attacked by the rook on e1.
        "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1",
        // White to move, black king attacked by a knight.
        "4k3/8/3N4/8/8/8/8/4K3 w - - 0 1",
        // White to move, black king attacked by a pawn.
        "4k3/3P4/8/8/8/8/8/4K3 w - - 0 1",
    })
    void blackInCheckWithWhiteToMoveIsRejected(String fen) {
        assertThatThrownBy(() -> variant.parseFen(fen)).isInstanceOf(FenException.class)
                .hasMessageStartingWith("board:").hasMessageContaining("the side not to move (Black) is in check");
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "4k3/8/8/b7/8/8/8/4K3 b - - 0 1",     // bishop a5 on the a5-e1 diagonal
        "4k3/8/8/8/8/8/5p2/4K3 b - - 0 1",
        // Kings side by side: each attacks the other.
        "8/8/8/8/8/8/8/3kK3 b - - 0 1",
    })
    void whiteInCheckWithBlackToMoveIsRejected(String fen) {
        assertThatThrownBy(() -> variant.parseFen(fen)).isInstanceOf(FenException.class)
                .hasMessageContaining("the side not to move (White) is in check");
    }

    @Test
    void sideToMoveMayBeInCheck() {
        Position p = variant.parseFen("4k3/8/8/8/8/8/8/4R1K1 b - - 0 1");
        assertThat(p.inCheck()).isTrue();
    }

    @Test
    void coreFenErrorsComeThroughUnchanged() {
        assertThatThrownBy(() -> variant.parseFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0"))
                .isInstanceOf(FenException.class).hasMessageStartingWith("fullmove number:");
        assertThatThrownBy(() -> variant.parseFen("rnbqkbnr/pppppppp/8/8/3*4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"))
                .isInstanceOf(FenException.class).hasMessageStartingWith("board:");
        assertThatThrownBy(() -> variant.parseFen(null)).isInstanceOf(FenException.class);
    }

    /**
     * A rejected FEN leaves nothing behind: an existing position is untouched, and the next parse
     * of a good FEN is exactly as if the bad one had never been seen. The "in check" rejection
     * happens after the board was fully built, so it is the case most likely to leak.
     */
    @Test
    void rejectedFenLeavesNothingBehind() {
        Position kept = variant.parseFen(Fen.START);
        kept.makeMove(variant.rules().parseTurn(kept, "e2e4"));
        String keptFen = variant.toFen(kept);
        long keptKey = kept.key();
        Position fresh = variant.parseFen("4k3/8/8/8/8/8/8/4R1K1 b - - 0 1");
        long freshKey = fresh.key();

        assertThatThrownBy(() -> variant.parseFen("4k3/8/8/8/8/8/8/4R1K1 w - - 0 1")).isInstanceOf(FenException.class);
        assertThatThrownBy(() -> variant.parseFen("4k3/8/8/8/8/8/8/4R1K1 w - - 0 0")).isInstanceOf(FenException.class);

        assertThat(variant.toFen(kept)).isEqualTo(keptFen);
        assertThat(kept.key()).isEqualTo(keptKey);
        assertThat(kept.gamePly()).isEqualTo(1);
        Position again = variant.parseFen("4k3/8/8/8/8/8/8/4R1K1 b - - 0 1");
        assertThat(again.key()).isEqualTo(freshKey);
        assertThat(again.gamePly()).isZero();
        assertThat(variant.toFen(again)).isEqualTo("4k3/8/8/8/8/8/8/4R1K1 b - - 0 1");
    }
}
