package dev.mallard.refusal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mallard.core.board.Fen;
import dev.mallard.core.board.Move;
import dev.mallard.core.board.Position;
import dev.mallard.core.rules.IllegalMoveException;
import dev.mallard.fide.notation.San;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Refusal turns in SAN: the move's SAN, {@code /}, the veto's SAN; round trips and rejections. */
class RefusalSanTest {
    private final RefusalVariant variant = new RefusalVariant();

    @Test
    void writesTheMoveSlashTheVeto() {
        Position start = variant.parseFen(Fen.START);
        assertThat(variant.formatSan(start, variant.rules().parseTurn(start, "e2e4/e7e5"))).isEqualTo("e4/e5");
        assertThat(variant.formatSan(start, variant.rules().parseTurn(start, "g1f3/b8c6"))).isEqualTo("Nf3/Nc6");
        // Check mark on the move, none on the veto (it is never played).
        Position check = variant.parseFen("4k3/8/8/8/8/8/3PPP2/R3K3 w Q - 0 1");
        int turn = variant.rules().parseTurn(check, "a1a8/e8d7");
        assertThat(variant.formatSan(check, turn)).isEqualTo("Ra8+/Kd7");
    }

    @Test
    void writesALoneReplyTurnWithoutVeto() {
        // After Ra7 the king on h8 has one move, Kg8, which may not be vetoed.
        Position position = variant.parseFen("7k/8/6K1/8/8/8/8/R7 w - - 0 1");
        int turn = variant.rules().parseTurn(position, "a1a7");
        assertThat(variant.formatSan(position, turn)).isEqualTo("Ra7");
        assertThat(variant.parseSan(position, "Ra7")).isEqualTo(turn);
    }

    @Test
    void everyTurnOfThreePositionsRoundTripsWithDistinctText() {
        for (String fen : new String[] {Fen.START, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1 veto:e7e5"}) {
            Position position = variant.parseFen(fen);
            int[] turns = new int[variant.rules().maxTurns()];
            int count = variant.rules().generateTurns(position, turns, 0);
            Set<String> seen = new HashSet<>();
            for (int i = 0; i < count; i++) {
                String san = variant.formatSan(position, turns[i]);
                assertThat(seen.add(san)).as(san).isTrue();
                assertThat(variant.parseSan(position, san)).as(fen + " " + san).isEqualTo(turns[i]);
                assertThat(san).startsWith(San.format(position, Move.base(turns[i])));
            }
            assertThat(seen).hasSize(count);
        }
    }

    @Test
    void rejectsBadTurnsWithTheReason() {
        Position start = variant.parseFen(Fen.START);
        assertThatThrownBy(() -> variant.parseSan(start, "e4"))
                .isInstanceOf(IllegalMoveException.class).hasMessageContaining("veto");
        assertThatThrownBy(() -> variant.parseSan(start, "e4/e4"))
                .isInstanceOf(IllegalMoveException.class).hasMessageContaining("veto of \"e4/e4\"");
        assertThatThrownBy(() -> variant.parseSan(start, "e4/"))
                .isInstanceOf(IllegalMoveException.class).hasMessageContaining("malformed");
        assertThatThrownBy(() -> variant.parseSan(start, "Nf6/e5"))
                .isInstanceOf(IllegalMoveException.class).hasMessageContaining("no White knight");
        Position vetoed = variant.parseFen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1 veto:e7e5");
        assertThatThrownBy(() -> variant.parseSan(vetoed, "e5/d4"))
                .isInstanceOf(IllegalMoveException.class).hasMessageContaining("vetoed");
        Position lone = variant.parseFen("7k/8/6K1/8/8/8/8/R7 w - - 0 1");
        assertThatThrownBy(() -> variant.parseSan(lone, "Ra7/Kg8"))
                .isInstanceOf(IllegalMoveException.class);
    }
}
