package dev.mallard.duck.search;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.board.Move;
import dev.mallard.core.board.Position;
import dev.mallard.core.board.Square;
import dev.mallard.core.search.BackupRule;
import dev.mallard.core.search.Score;
import dev.mallard.duck.DuckVariant;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The bundle combiner on the DuckSlayer article's example: {@code 6k1/6p1/p6p/5r2/R6n/P7/1PBN1PPP/4r1K1 w},
 * White in "check" by the e1 rook. RxN (+3) and BxR (+2) both need the Duck on f1 afterwards,
 * so their children return an exception there: a Duck already on f1 must leave and the king
 * falls (the article's -infinity, here the score of a lost king). So does Rxa6 (+1); only the
 * king's move (0) has no exception.
 */
class BundleBackupTest {
    private static final int PLY = 1;
    private static final int LOST = -Score.MATE + 2;

    private final Position position = new DuckVariant().parseFen("6k1/6p1/p6p/5r2/R6n/P7/1PBN1PPP/4r1K1 w - - 0 1");
    private final BundleBackup bundle = new BundleBackup(8);

    @BeforeEach
    void openNode() {
        bundle.attach(position, Square.NONE);
        bundle.enter(PLY);
        bundle.open(PLY, -Score.INFINITE, Score.INFINITE, 4);
    }

    private int offer(String move, int score, int exceptionScore, int exceptionSquare) {
        int m = Move.of(Square.fromName(move.substring(0, 2)), Square.fromName(move.substring(2, 4)));
        return bundle.combine(PLY, m, DuckPaths.path(position, m), score, exceptionScore, exceptionSquare, false);
    }

    private int at(String square) {
        return bundle.scoreAt(PLY, Square.fromName(square));
    }

    @Test
    void theArticlesBundleStepByStep() {
        int f1 = Square.fromName("f1");
        offer("c2f5", 200, LOST, f1); // BxR
        assertThat(at("a8")).isEqualTo(200);
        assertThat(at("d3")).isEqualTo(BundleBackup.BLOCKED);
        assertThat(at("e4")).isEqualTo(BundleBackup.BLOCKED);
        assertThat(at("f1")).isEqualTo(LOST);

        offer("a4h4", 300, LOST, f1); // RxN
        assertThat(at("a8")).isEqualTo(300);
        assertThat(at("d3")).isEqualTo(300);
        for (String s : new String[] {"b4", "c4", "d4", "f4", "g4"}) {
            assertThat(at(s)).as(s).isEqualTo(200);
        }
        assertThat(at("e4")).isEqualTo(BundleBackup.BLOCKED);
        assertThat(at("f1")).isEqualTo(LOST);

        offer("a4a6", 100, LOST, f1); // Rxa6, which also leaves the king to the e1 rook unless the Duck goes to f1
        assertThat(at("e4")).isEqualTo(100);
        assertThat(at("a5")).isEqualTo(300);

        // The king's move: the article says Kh2, taken here as Kh1 (h2 holds a pawn); a Duck on f1 does not stop it.
        int flags = offer("g1h1", 0, 0, Square.NONE);
        assertThat(at("f1")).isZero();
        assertThat(at("e4")).isEqualTo(100);
        assertThat(at("g4")).isEqualTo(200);
        assertThat(at("h1")).isEqualTo(300);
        assertThat(flags & BackupRule.CUTOFF).isZero();

        assertThat(bundle.value(PLY)).isZero();
        assertThat(bundle.resultSquare(PLY)).isEqualTo(f1);
        assertThat(bundle.resultL2(PLY)).isEqualTo(100);
        assertThat(bundle.resultSquare2(PLY)).isEqualTo(Square.fromName("e4"));
    }

    @Test
    void cutsOffOnlyWhenEverySquareReachesBeta() {
        bundle.open(PLY, -Score.INFINITE, 150, 4);
        int f1 = Square.fromName("f1");
        assertThat(offer("a4h4", 300, LOST, f1) & BackupRule.CUTOFF).isZero();
        assertThat(offer("c2f5", 200, LOST, f1) & BackupRule.CUTOFF).isZero();
        // e4 blocks both captures and f1 is lost after both; made-up scores for the next two moves.
        assertThat(offer("g1h1", 140, 140, Square.NONE) & BackupRule.CUTOFF).isZero();
        assertThat(offer("a4a6", 160, 160, Square.NONE) & BackupRule.CUTOFF).isNotZero();
        assertThat(bundle.value(PLY)).isEqualTo(160);
    }

    @Test
    void theChildsExceptionOnOurFromSquareIsVoid() {
        // The child's exception on a4, the rook's own from-square: the Duck cannot stand there now.
        offer("a4h4", 300, LOST, Square.fromName("a4"));
        assertThat(bundle.value(PLY)).isEqualTo(300);
        assertThat(bundle.resultL2(PLY)).isEqualTo(300);
    }

    @Test
    void aSquareNoMoveCanUseIsAStalemateWin() {
        offer("a4h4", 300, 300, Square.NONE);
        // b4..g4 block the only move offered: the side to move has no move there and wins.
        assertThat(bundle.value(PLY)).isEqualTo(300);
        assertThat(bundle.resultL2(PLY)).isEqualTo(300);
        assertThat(at("c4")).isEqualTo(BundleBackup.BLOCKED);
        // Reported as wins: the lowest scores are the common ones, never the blocked squares.
        assertThat(bundle.resultSquare(PLY)).isNotIn(Square.fromName("c4"), Square.fromName("d4"));
    }
}
