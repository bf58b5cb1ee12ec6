package dev.mallard.core.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The second-best rule against a direct computation over explicit score lists. */
class SecondBestBackupTest {
    private final SecondBestBackup rule = new SecondBestBackup(4);

    /** The Refusal value of a node by definition: second highest score, or the only one. */
    private static int reference(int[] scores) {
        int[] sorted = scores.clone();
        Arrays.sort(sorted);
        return sorted.length == 1 ? sorted[0] : sorted[sorted.length - 2];
    }

    @Test
    void valueIsTheSecondBestAndTheLoneMoveCounts() {
        rule.open(1, -Score.INFINITE, Score.INFINITE, 3);
        rule.offer(1, 11, 50);
        rule.offer(1, 12, 80);
        rule.offer(1, 13, 10);
        assertThat(rule.value(1)).isEqualTo(50);
        assertThat(rule.bestMove(1)).isEqualTo(11);
        assertThat(rule.tableExtra(1)).isEqualTo(12);

        rule.open(2, -Score.INFINITE, Score.INFINITE, 1);
        rule.offer(2, 21, -30);
        assertThat(rule.value(2)).isEqualTo(-30);
        assertThat(rule.bestMove(2)).isEqualTo(21);
    }

    @Test
    void theRootKnowsItsVetoAndTakesTheBest() {
        rule.open(0, -Score.INFINITE, Score.INFINITE, 3);
        rule.offer(0, 11, 50);
        rule.offer(0, 12, 80);
        rule.offer(0, 13, 10);
        assertThat(rule.value(0)).isEqualTo(80);
        assertThat(rule.bestMove(0)).isEqualTo(12);
    }

    @Test
    void aCutOffNeedsTwoMovesAtBeta() {
        rule.open(1, 0, 100, 4);
        assertThat(rule.offer(1, 1, 150) & BackupRule.CUTOFF).isZero();
        assertThat(rule.childAlpha(1)).isEqualTo(0);
        assertThat(rule.offer(1, 2, 120) & BackupRule.CUTOFF).isNotZero();
        assertThat(rule.value(1)).isGreaterThanOrEqualTo(100);
    }

    @Test
    void honoursTheAlphaBetaContractOnRandomNodes() {
        Random random = new Random(7);
        for (int trial = 0; trial < 20_000; trial++) {
            int n = 1 + random.nextInt(6);
            int[] scores = new int[n];
            for (int i = 0; i < n; i++) {
                scores[i] = random.nextInt(41) - 20;
            }
            int alpha = random.nextInt(41) - 25;
            int beta = alpha + 1 + random.nextInt(15);
            int exact = reference(scores);
            rule.open(2, alpha, beta, n);
            int searched = 0;
            for (int i = 0; i < n; i++) {
                // A child outside its window only reports a bound; emulate the worst such report.
                int childAlpha = rule.childAlpha(2);
                int reported = scores[i] <= childAlpha ? childAlpha - random.nextInt(3) : scores[i];
                searched++;
                if ((rule.offer(2, i + 1, reported) & BackupRule.CUTOFF) != 0) {
                    break;
                }
            }
            int value = rule.value(2);
            String context = Arrays.toString(scores) + " window " + alpha + "," + beta + " searched " + searched;
            if (exact <= alpha) {
                assertThat(value).as(context).isLessThanOrEqualTo(alpha);
            } else if (exact >= beta) {
                assertThat(value).as(context).isGreaterThanOrEqualTo(beta);
            } else {
                assertThat(value).as(context).isEqualTo(exact);
            }
        }
    }
}
