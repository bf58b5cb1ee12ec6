package dev.mallard.fide.eval;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.board.Fen;
import dev.mallard.core.board.Move;
import dev.mallard.core.board.Position;
import dev.mallard.core.movegen.MoveGenerator;
import dev.mallard.core.search.Evaluator;
import dev.mallard.core.search.SearchLimits;
import dev.mallard.core.search.SearchListener;
import dev.mallard.core.search.Searcher;
import dev.mallard.core.search.TranspositionTable;
import dev.mallard.fide.FideVariant;
import java.util.Random;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * Material and piece-square values kept by the position ({@link FideEvaluator#attach}) give
 * exactly the scores of the evaluation from scratch, through make and unmake of every kind of
 * move (the perft positions hold castling, en passant and promotions), with the tables on and
 * off; and a search evaluates only positions that keep them, on every thread.
 */
class IncrementalEvaluationTest {
    private static final int[] TERM_SETS = {FideEvaluator.ALL_TERMS, FideEvaluator.ALL_TERMS & ~FideEvaluator.PIECE_SQUARE};

    /** The score of a position set up anew from its FEN, which keeps no sum: the evaluation from scratch. */
    private static int fromScratch(FideEvaluator evaluator, Position position) {
        Position fresh = Fen.parse(Fen.toFen(position));
        assertThat(fresh.tracksPieceValues(evaluator.pieceValueTable())).isFalse();
        return evaluator.evaluate(fresh);
    }

    /** Compares the attached score with the score from scratch at every node to {@code depth}; returns the nodes. */
    private static int walk(Position position, int depth, FideEvaluator attached, FideEvaluator scratch, String path) {
        assertThat(attached.evaluate(position)).as("attached score after %s", path)
                .isEqualTo(fromScratch(scratch, position));
        if (depth == 0) {
            return 1;
        }
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int count = MoveGenerator.legal(position, moves, 0, MoveGenerator.ALL);
        int nodes = 1;
        for (int i = 0; i < count; i++) {
            position.makeMove(moves[i]);
            nodes += walk(position, depth - 1, attached, scratch, path + " " + Move.toUci(moves[i]));
            position.unmakeMove(moves[i]);
        }
        return nodes;
    }

    @Test
    void attachedScoresEqualScoresFromScratchOnEveryTreeToDepthTwo() {
        for (int terms : TERM_SETS) {
            // No score cache: every call computes, so each one checks the sum.
            FideEvaluator attached = new FideEvaluator(terms, PawnTable.DEFAULT_BITS, false);
            FideEvaluator scratch = new FideEvaluator(terms, 0, false);
            int nodes = 0;
            for (String fen : TestPositions.perftFens()) {
                Position position = Fen.parse(fen);
                attached.attach(position);
                assertThat(position.tracksPieceValues(attached.pieceValueTable()))
                        .as("attach installs the evaluation's table").isTrue();
                nodes += walk(position, 2, attached, scratch, fen);
            }
            assertThat(nodes).isGreaterThan(5000);
        }
    }

    /** Long random games made and then unmade move by move: the sum must survive both ways. */
    @Test
    void attachedScoresEqualScoresFromScratchAlongRandomGamesAndBack() {
        Random random = new Random(2026_11_24L);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        for (int terms : TERM_SETS) {
            FideEvaluator attached = new FideEvaluator(terms, PawnTable.DEFAULT_BITS, false);
            FideEvaluator scratch = new FideEvaluator(terms, 0, false);
            int checked = 0;
            for (String fen : TestPositions.perftFens()) {
                for (int game = 0; game < 6; game++) {
                    Position position = Fen.parse(fen);
                    attached.attach(position);
                    int[] played = new int[120];
                    int plies = 0;
                    while (plies < played.length) {
                        int count = MoveGenerator.legal(position, moves, 0, MoveGenerator.ALL);
                        if (count == 0) {
                            break;
                        }
                        played[plies] = moves[random.nextInt(count)];
                        position.makeMove(played[plies++]);
                        assertThat(attached.evaluate(position)).isEqualTo(fromScratch(scratch, position));
                        checked++;
                    }
                    while (plies > 0) {
                        position.unmakeMove(played[--plies]);
                        assertThat(attached.evaluate(position)).isEqualTo(fromScratch(scratch, position));
                    }
                    assertThat(Fen.toFen(position)).isEqualTo(Fen.toFen(Fen.parse(fen)));
                }
            }
            assertThat(checked).isGreaterThan(2000);
        }
    }

    /**
     * The searcher attaches its own copy of the root on the main thread and on the helpers': an
     * evaluation that sees a position without this evaluation's sum is a missed attach, and
     * would pay the sum from scratch at every leaf.
     */
    @Test
    void searchesEvaluateOnlyAttachedPositionsOnEveryThread() {
        FideVariant fide = new FideVariant();
        AtomicLong mainEvaluations = new AtomicLong();
        AtomicLong helperEvaluations = new AtomicLong();
        AtomicLong unattached = new AtomicLong();
        Searcher searcher = new Searcher(fide.searchRules(), checking(mainEvaluations, unattached),
                new TranspositionTable(16));
        searcher.setThreads(2, () -> checking(helperEvaluations, unattached));
        Position root = Fen.parse(TestPositions.perftFens().get(0));
        searcher.search(root, SearchLimits.nodes(200_000), SearchListener.NONE);
        assertThat(mainEvaluations.get()).as("main thread's evaluations").isGreaterThan(1000);
        assertThat(helperEvaluations.get()).as("helper's evaluations").isGreaterThan(1000);
        assertThat(unattached.get()).as("evaluations of positions that keep no sum").isZero();
        assertThat(root.tracksPieceValues(new FideEvaluator().pieceValueTable())).as("the caller's root is left alone")
                .isFalse();
        assertThat(root.pieceValues()).as("the caller's root keeps no sum").isZero();
    }

    /** A full FIDE evaluation that counts its calls and those on positions without its sum. */
    private static Evaluator checking(AtomicLong evaluations, AtomicLong unattached) {
        FideEvaluator inner = new FideEvaluator();
        int[] table = inner.pieceValueTable();
        return new Evaluator() {
            @Override
            public int evaluate(Position position) {
                evaluations.incrementAndGet();
                if (!position.tracksPieceValues(table)) {
                    unattached.incrementAndGet();
                }
                return inner.evaluate(position);
            }

            @Override
            public void attach(Position position) {
                inner.attach(position);
            }
        };
    }
}
