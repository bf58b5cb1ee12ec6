package dev.mallard.fide.eval;

import dev.mallard.core.board.Fen;
import dev.mallard.core.board.Position;
import dev.mallard.core.movegen.MoveGenerator;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Prints evaluations per second on positions of perft random walks. It only prints (timing on
 * a shared machine is no pass/fail criterion) and is tagged {@code slow}, so it runs with
 * {@code -Pslow} or {@code -Dtest=EvaluationSpeedTest -DexcludedTestGroups=none}.
 *
 * <p>Like a search, it works on one position that moves are made on and taken back, so the
 * board stays in cache: each walk is replayed with make/unmake, evaluating after every move,
 * and the time of the same replay without evaluating is subtracted.
 */
@Tag("slow")
class EvaluationSpeedTest {
    private static final int WALKS = 25;
    private static final int PLIES = 80;

    @Test
    void printEvaluationsPerSecond() {
        List<String> starts = TestPositions.perftFens();
        Position[] positions = new Position[starts.size()];
        int[][][] walks = new int[starts.size()][WALKS][];
        Random random = new Random(7L);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        long count = 0;
        for (int s = 0; s < positions.length; s++) {
            positions[s] = Fen.parse(starts.get(s));
            for (int w = 0; w < WALKS; w++) {
                Position p = positions[s].copy();
                int[] line = new int[PLIES];
                int n = 0;
                while (n < PLIES) {
                    int legal = MoveGenerator.legal(p, moves, 0, MoveGenerator.ALL);
                    if (legal == 0) {
                        break;
                    }
                    line[n] = moves[random.nextInt(legal)];
                    p.makeMove(line[n++]);
                }
                walks[s][w] = java.util.Arrays.copyOf(line, n);
                count += n;
            }
        }
        FideEvaluator evaluator = new FideEvaluator();
        long[] sink = new long[1];
        for (int warm = 0; warm < 20; warm++) {
            replay(positions, walks, evaluator, sink);
            replay(positions, walks, null, sink);
        }
        long bestWith = Long.MAX_VALUE;
        long bestWithout = Long.MAX_VALUE;
        int rounds = 40;
        for (int trial = 0; trial < 5; trial++) {
            long t0 = System.nanoTime();
            for (int r = 0; r < rounds; r++) {
                replay(positions, walks, evaluator, sink);
            }
            long t1 = System.nanoTime();
            for (int r = 0; r < rounds; r++) {
                replay(positions, walks, null, sink);
            }
            long t2 = System.nanoTime();
            bestWith = Math.min(bestWith, t1 - t0);
            bestWithout = Math.min(bestWithout, t2 - t1);
        }
        double evaluations = (double) rounds * count;
        double nsEach = (bestWith - bestWithout) / evaluations;
        System.out.printf("FideEvaluator: %d positions x %d rounds; make+unmake+evaluate %.1f ns, make+unmake %.1f ns,"
                        + " evaluate %.1f ns = %.2f M evaluations/s (sink %d)%n",
                count, rounds, bestWith / evaluations, bestWithout / evaluations, nsEach, 1000.0 / nsEach, sink[0]);
    }

    private static void replay(Position[] positions, int[][][] walks, FideEvaluator evaluator, long[] sink) {
        long sum = 0;
        for (int s = 0; s < positions.length; s++) {
            Position p = positions[s];
            for (int[] line : walks[s]) {
                for (int move : line) {
                    p.makeMove(move);
                    if (evaluator != null) {
                        sum += evaluator.evaluate(p);
                    } else {
                        sum += p.key();
                    }
                }
                for (int i = line.length - 1; i >= 0; i--) {
                    p.unmakeMove(line[i]);
                }
            }
        }
        sink[0] += sum;
    }
}
