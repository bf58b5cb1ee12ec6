package dev.mallard.protocol;

import java.util.List;
import java.util.Random;

/**
 * Random input lines for a protocol's fuzz test, from a seed, so that a failure repeats: commands
 * of a corpus mutated a little (characters dropped, doubled, replaced, words added), cut short,
 * padded to tens of kilobytes (beyond the reader's 64 KiB now and then), or pure noise with
 * control characters and non-ASCII. Every line is one line: it holds no line end.
 */
public final class FuzzLines {
    /** The seed unless {@code -Dmallard.fuzz.seed=N} names another (a failure names the seed). */
    public static final long SEED = Long.getLong("mallard.fuzz.seed", 20261201L);

    private final long seed;
    private final Random random;
    private final List<String> corpus;

    /**
     * Lines from {@code corpus} and noise, drawn with {@code seed}.
     *
     * @param seed the seed of the random choices
     * @param corpus valid commands to start from
     */
    public FuzzLines(long seed, List<String> corpus) {
        if (corpus.isEmpty()) {
            throw new IllegalArgumentException("the corpus must not be empty");
        }
        this.seed = seed;
        this.random = new Random(seed);
        this.corpus = List.copyOf(corpus);
    }

    /** {@return the seed, for failure messages} */
    public long seed() {
        return seed;
    }

    /** {@return the random source, for the test's own choices in the same reproducible sequence} */
    public Random random() {
        return random;
    }

    /** {@return a corpus command as it is} */
    public String valid() {
        return corpus.get(random.nextInt(corpus.size()));
    }

    /** {@return the next line: mostly a mutated command, else one cut short, a huge one or noise} */
    public String next() {
        int kind = random.nextInt(100);
        String line;
        if (kind < 10) {
            line = noise();
        } else if (kind < 20) {
            String command = valid();
            line = command.substring(0, random.nextInt(command.length() + 1));
        } else if (kind < 22) {
            line = valid() + " " + "x".repeat(20_000 + random.nextInt(60_000));
        } else if (kind < 40) {
            line = valid();
        } else {
            line = mutate(valid());
        }
        return line.replace('\n', ' ').replace('\r', ' ');
    }

    /** A valid command changed a little: characters dropped, doubled, replaced, or words added. */
    private String mutate(String command) {
        StringBuilder sb = new StringBuilder(command);
        int edits = 1 + random.nextInt(3);
        for (int e = 0; e < edits && sb.length() > 0; e++) {
            int at = random.nextInt(sb.length());
            switch (random.nextInt(7)) {
                case 0 -> sb.deleteCharAt(at);
                case 1 -> sb.insert(at, sb.charAt(at));
                case 2 -> sb.setCharAt(at, (char) (32 + random.nextInt(95)));
                case 3 -> sb.insert(at, ' ');
                case 4 -> sb.append(' ').append(random.nextInt());
                case 5 -> sb.append(' ').append(random.nextLong()).append(random.nextInt(10));
                default -> sb.insert(at, "\t\u0000\u00e9\uFFFD".charAt(random.nextInt(4)));
            }
        }
        return sb.toString();
    }

    /** Random characters, control characters and non-ASCII included. */
    private String noise() {
        int length = random.nextInt(80);
        StringBuilder sb = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            sb.append(random.nextInt(8) == 0 ? (char) random.nextInt(0x3000) : (char) (32 + random.nextInt(95)));
        }
        return sb.toString();
    }
}
