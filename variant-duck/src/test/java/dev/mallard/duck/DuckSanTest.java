package dev.mallard.duck;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mallard.core.board.Fen;
import dev.mallard.core.board.Position;
import dev.mallard.core.rules.IllegalMoveException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Duck SAN against Fairy-Stockfish: {@code san-duck.tsv} holds 2,500 turns of pseudo-random
 * games with the SAN that Fairy-Stockfish's {@code sanMove} writes for them (captures,
 * disambiguation among the moves the Duck leaves, castling, promotions, king captures).
 */
class DuckSanTest {
    private final DuckVariant variant = new DuckVariant();

    private static List<String[]> rows() throws IOException {
        try (InputStream in = DuckSanTest.class.getResourceAsStream("/san-duck.tsv")) {
            List<String[]> rows = new ArrayList<>();
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    rows.add(line.split("\t"));
                }
            }
            return rows;
        }
    }

    @Test
    void writesAndReadsWhatFairyStockfishWrites() throws IOException {
        List<String[]> rows = rows();
        assertThat(rows).hasSizeGreaterThan(2000);
        for (String[] row : rows) {
            Position position = variant.parseFen(row[0]);
            int turn = variant.rules().parseTurn(position, row[1]);
            assertThat(variant.formatSan(position, turn)).as(row[0] + " " + row[1]).isEqualTo(row[2]);
            assertThat(variant.parseSan(position, row[2])).as(row[0] + " " + row[2]).isEqualTo(turn);
        }
    }

    @Test
    void everyTurnOfAPositionRoundTripsAndNoTwoShareASan() {
        Position position = variant.parseFen("4k3/8/8/8/8/8/4K3/R2*3R w - - 0 1");
        int[] turns = new int[variant.rules().maxTurns()];
        int count = variant.rules().generateTurns(position, turns, 0);
        java.util.Set<String> seen = new java.util.HashSet<>();
        for (int i = 0; i < count; i++) {
            String san = variant.formatSan(position, turns[i]);
            assertThat(seen.add(san)).as(san).isTrue();
            assertThat(variant.parseSan(position, san)).isEqualTo(turns[i]);
        }
        // The Duck on d1 blocks the h1 rook, so c1 needs no disambiguation.
        assertThat(seen).contains("Rc1,e4").doesNotContain("Rac1,e4");
    }

    @Test
    void rejectsBadTextWithTheReason() {
        Position start = variant.parseFen(Fen.START);
        assertThatThrownBy(() -> variant.parseSan(start, "Nf3"))
                .isInstanceOf(IllegalMoveException.class).hasMessageContaining("comma and the Duck's square");
        assertThatThrownBy(() -> variant.parseSan(start, "Nf3,z9"))
                .isInstanceOf(IllegalMoveException.class).hasMessageContaining("the Duck's square");
        assertThatThrownBy(() -> variant.parseSan(start, "Nf3,e2"))
                .isInstanceOf(IllegalMoveException.class).hasMessageContaining("occupied");
        assertThatThrownBy(() -> variant.parseSan(start, "Nd2,e4"))
                .isInstanceOf(IllegalMoveException.class).hasMessageContaining("no White knight");
        Position duckOnE4 = variant.parseFen("rnbqkbnr/pppppppp/8/8/4*3/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        assertThatThrownBy(() -> variant.parseSan(duckOnE4, "e4,d5"))
                .isInstanceOf(IllegalMoveException.class).hasMessageContaining("e4");
        assertThatThrownBy(() -> variant.parseSan(duckOnE4, "Nf3,e4"))
                .isInstanceOf(IllegalMoveException.class).hasMessageContaining("Duck left in place");
    }

    @Test
    void refusesToWriteATurnThatIsNotLegal() {
        Position start = variant.parseFen(Fen.START);
        int blocked = DuckRules.turn(variant.rules().parseTurn(start, "e2e4,e4d5") & 0xFFFF, 8);
        assertThatThrownBy(() -> variant.formatSan(start, blocked)).isInstanceOf(IllegalMoveException.class);
    }
}
