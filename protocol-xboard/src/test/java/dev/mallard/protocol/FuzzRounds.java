package dev.mallard.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.regex.Pattern;
import org.slf4j.LoggerFactory;

/**
 * The rounds of a protocol's fuzz test, the same for UCI and CECP: each round is played in the
 * next of the three variants, starts a search that runs until stopped, sends its lines from a
 * {@link FuzzLines} (starting another search now and then once one may have ended) and ends with
 * the protocol's checks. At the end most lines must have been sent, a large share of them while a
 * search ran.
 */
public final class FuzzRounds {
    /** What a protocol's fuzz test does in a round. */
    public interface Protocol {
        /**
         * Sets up a round in {@code variant}.
         *
         * @param variant the variant's name in the protocol
         */
        void startRound(String variant);

        /**
         * Starts a search that runs until stopped, chosen with {@code random}.
         *
         * @param random the fuzz's random source
         */
        void startSearch(Random random);

        /**
         * Sends one line.
         *
         * @param line the line, without its line end
         */
        void send(String line);

        /**
         * The checks after a round: the engine answers at once and still plays.
         *
         * @param variant the round's variant
         * @param round the round's name, for failure messages
         */
        void checkAnswers(String variant, String round);
    }

    private final FuzzLines lines;
    private final List<String> variants;
    private final Pattern leftOut;
    private final Set<String> mayEndSearch;

    /**
     * Rounds of {@code lines} over {@code variants}, without the lines {@code leftOut} matches
     * (those that would end the session or take more memory or threads than a test should).
     *
     * @param lines the lines
     * @param variants the variants' names, one round each in turn
     * @param leftOut the lines not sent
     * @param mayEndSearch the command words that may end a running search: after one, lines are
     *     no longer counted as sent during a search
     */
    public FuzzRounds(FuzzLines lines, List<String> variants, Pattern leftOut, Set<String> mayEndSearch) {
        this.lines = lines;
        this.variants = List.copyOf(variants);
        this.leftOut = leftOut;
        this.mayEndSearch = Set.copyOf(mayEndSearch);
    }

    /**
     * Plays {@code rounds} rounds of {@code linesPerRound} lines each on {@code protocol}.
     *
     * @param protocol what the test sends and checks
     * @param rounds the number of rounds
     * @param linesPerRound the lines drawn per round
     */
    public void run(Protocol protocol, int rounds, int linesPerRound) {
        int sent = 0;
        int duringSearches = 0;
        for (int round = 0; round < rounds; round++) {
            String variant = variants.get(round % variants.size());
            protocol.startRound(variant);
            protocol.startSearch(lines.random());
            boolean searching = true;
            for (int i = 0; i < linesPerRound; i++) {
                String line = lines.next();
                if (leftOut.matcher(line).matches()) {
                    continue;
                }
                if (searching) {
                    duringSearches++;
                }
                protocol.send(line);
                sent++;
                if (searching && mayEndSearch.contains(line.strip().split("\\s+", 2)[0])) {
                    searching = false; // it may have ended the search: count no further lines
                }
                if (!searching && lines.random().nextBoolean()) {
                    protocol.startSearch(lines.random());
                    searching = true;
                }
            }
            protocol.checkAnswers(variant, "round " + round + " (seed " + lines.seed() + ")");
        }
        assertThat(sent).isGreaterThan(rounds * linesPerRound * 9 / 10);
        assertThat(duringSearches).as("lines sent while a search ran").isGreaterThan(sent * 2 / 5);
        LoggerFactory.getLogger(FuzzRounds.class).info("{} lines in {} rounds, {} of them during a search (seed {})",
                sent, rounds, duringSearches, lines.seed());
    }
}
