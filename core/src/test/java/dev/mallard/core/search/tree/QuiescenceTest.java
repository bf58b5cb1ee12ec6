package dev.mallard.core.search.tree;

import dev.mallard.core.board.Move;
import dev.mallard.core.board.Position;
import dev.mallard.core.search.BackupRule;
import dev.mallard.core.search.Evaluator;
import dev.mallard.core.search.NegamaxBackup;
import dev.mallard.core.search.Score;
import dev.mallard.core.search.SearchLimits;
import dev.mallard.core.search.SearchOptions;
import dev.mallard.core.search.SearchParameters;
import dev.mallard.core.search.TestChess;
import dev.mallard.core.search.Technique;
import dev.mallard.core.search.TranspositionTable;
import java.util.EnumSet;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;

class QuiescenceTest {
    /**
     * A quiescence node records each move it makes, as a full-width node does, so that the
     * quiescence node below it keys its moves (FIDE's quiet evasions) with the continuation
     * row of that move and not of whatever move the main search last made at that ply.
     */
    @Test
    void aQuiescenceNodeRecordsTheMoveItMakesForTheContinuationRowsBelow() {
        SearchStack stack = new SearchStack();
        MoveOrdering ordering = new MoveOrdering(stack, true);
        BackupRule rule = new NegamaxBackup(SearchLimits.MAX_PLY + 1);
        SearchControl control = new SearchControl();
        CorrectionHistory correction = new CorrectionHistory(stack);
        Evaluator evaluator = TestChess.evaluator();
        Quiescence quiescence = new Quiescence(TestChess.RULES, evaluator, rule, control, ordering, correction,
                new PvLines(rule, stack), new TranspositionTable(1));
        // The one capture on the board: the pawn on e4 takes d5; nothing answers it.
        Position position = TestChess.position("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1");
        int capture = TestChess.move(position, "e4d5");
        SearchSettings settings = new SearchSettings(SearchOptions.defaults(), EnumSet.allOf(Technique.class),
                SearchParameters.defaults());
        evaluator.attach(position);
        rule.startSearch(position);
        control.start(SearchLimits.untilStopped(), new AtomicBoolean());
        quiescence.start(position, settings, rule);
        ordering.start(position, settings);
        correction.start(position, settings);
        int ply = 3;
        ordering.played(ply, Move.NONE); // the main search's record at this ply: no move

        quiescence.search(ply, -Score.INFINITE, Score.INFINITE);

        int pawnToD5 = position.pieceAt(Move.from(capture)) << 6 | Move.to(capture);
        assertEquals(pawnToD5, stack.at(ply).playedPieceTo);
    }
}
