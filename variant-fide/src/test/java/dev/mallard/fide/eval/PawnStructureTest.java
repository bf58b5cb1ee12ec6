package dev.mallard.fide.eval;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.board.Bitboards;
import dev.mallard.core.board.Color;
import dev.mallard.core.board.Fen;
import dev.mallard.core.board.PieceType;
import dev.mallard.core.board.Position;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The set-wise {@link PawnStructure} against the square-by-square {@link ReferencePawnStructure}. */
class PawnStructureTest {
    private static final int BOTH = PawnStructure.PASSED | PawnStructure.WEAKNESSES;
    private static final PawnStructure STRUCTURE = new PawnStructure(FideParameters.shipped());

    @Test
    void agreesWithTheReferenceOnWalkPositions() {
        for (String fen : TestPositions.walkFens(10, 80, 99L)) {
            Position p = Fen.parse(fen);
            long white = p.pieces(Color.WHITE, PieceType.PAWN);
            long black = p.pieces(Color.BLACK, PieceType.PAWN);
            int wk = p.kingSquare(Color.WHITE);
            int bk = p.kingSquare(Color.BLACK);
            for (int parts = 1; parts <= BOTH; parts++) {
                assertThat(STRUCTURE.evaluate(white, black, wk, bk, parts))
                        .as("%s parts %d", fen, parts)
                        .isEqualTo(ReferencePawnStructure.evaluate(white, black, wk, bk, parts));
            }
        }
    }

    @Test
    void agreesWithTheReferenceOnRandomPawnSets() {
        // Random, often silly pawn sets (tripled pawns, pawns on the same square for both sides
        // are excluded) exercise edge files and odd formations the walks rarely reach.
        Random random = new Random(12345L);
        long inner = ~(Bitboards.RANK_1 | Bitboards.RANK_8);
        for (int i = 0; i < 20000; i++) {
            long white = random.nextLong() & random.nextLong() & inner;
            long black = random.nextLong() & random.nextLong() & inner & ~white;
            int wk = random.nextInt(64);
            int bk = random.nextInt(64);
            assertThat(STRUCTURE.evaluate(white, black, wk, bk, BOTH))
                    .as("white %x black %x kings %d %d", white, black, wk, bk)
                    .isEqualTo(ReferencePawnStructure.evaluate(white, black, wk, bk, BOTH));
        }
    }
}
