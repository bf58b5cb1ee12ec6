package dev.mallard.cecp;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.board.Position;
import dev.mallard.core.rules.GameStatus;
import dev.mallard.core.rules.Rules;
import dev.mallard.core.variant.SearchableVariant;
import dev.mallard.core.variant.Variant;
import dev.mallard.core.variant.Variants;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The engine knows variants only through {@link SearchableVariant}: a variant that is not {@code normal}
 * is offered, selected with {@code variant}, and ends games its own way through
 * {@link SearchableVariant#status} and {@link SearchableVariant#winner}. The variant here is FIDE chess under
 * another name where stalemate wins for the stalemated side (as in Duck Chess) and the claims
 * come from the interface's default {@code status} (mate and stalemate only).
 */
class OtherVariantTest {
    private static final SearchableVariant NORMAL = (SearchableVariant) Variants.find("normal").orElseThrow();
    /** What the engine tells XBoard about a variant it does not know, right after {@code variant stalewin}. */
    private static final String SETUP = "setup (PNBRQ................Kpnbrq................k) 8x8+0_fairy "
            + NORMAL.startFen() + "\n";

    /** FIDE chess in everything but its name and who wins a stalemate; the game end of {@link Variant}'s defaults. */
    private static final class StalemateWins implements Variant {
        @Override
        public String name() {
            return "stalewin";
        }

        @Override
        public String startFen() {
            return NORMAL.startFen();
        }

        @Override
        public Position parseFen(String fen) {
            return NORMAL.parseFen(fen);
        }

        @Override
        public String toFen(Position position) {
            return NORMAL.toFen(position);
        }

        @Override
        public Rules rules() {
            return NORMAL.rules();
        }

        @Override
        public int winner(Position position, GameStatus status) {
            return status == GameStatus.STALEMATE ? position.sideToMove() : Variant.super.winner(position, status);
        }
    }

    private static String session(String... commands) {
        return EngineHarness.runToEnd(List.of(TestVariants.withFideSearch(new StalemateWins()), NORMAL), commands);
    }

    @Test
    void anotherVariantIsOfferedAfterNormal() {
        assertThat(session("protover 2")).contains("variants=\"normal,stalewin\"");
    }

    @Test
    void theVariantSaysWhoWinsAStalemate() {
        String stalemate = "setboard k7/8/8/2Q5/8/8/8/7K w - - 0 1";
        assertThat(session("new", "variant stalewin", "force", stalemate, "usermove c5b6", "ping 1"))
                .isEqualTo(SETUP + "0-1 {Black wins by stalemate}\npong 1\n");
        // "new" is FIDE chess again: a stalemate is drawn.
        assertThat(session("variant stalewin", "new", "force", stalemate, "usermove c5b6"))
                .isEqualTo(SETUP + "1/2-1/2 {Stalemate}\n");
    }

    @Test
    void theDefaultStatusKnowsMateButNotTheFideDraws() {
        assertThat(session("new", "variant stalewin", "force", "f2f3", "e7e5", "g2g4", "d8h4"))
                .isEqualTo(SETUP + "0-1 {Black mates}\n");
        // Bishop and king against king is a draw only where the variant says so.
        String bishops = "setboard k7/8/8/8/8/8/1r6/K5B1 w - - 0 1";
        assertThat(session("new", "variant stalewin", "force", bishops, "usermove a1b2")).isEqualTo(SETUP);
        assertThat(session("new", "force", bishops, "usermove a1b2")).isEqualTo("1/2-1/2 {Insufficient material}\n");
    }

    @Test
    void theEnginePlaysTheOtherVariant() {
        String out = session("new", "variant stalewin", "sd 2", "usermove e2e4");
        assertThat(out).startsWith(SETUP).matches("(?s).*\nmove [a-h][1-8][a-h][1-8]\n");
    }
}
