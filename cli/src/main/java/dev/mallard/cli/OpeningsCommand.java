package dev.mallard.cli;

import dev.mallard.core.play.OpeningGenerator;
import dev.mallard.core.variant.SearchableVariant;
import dev.mallard.core.variant.Variant;
import java.io.PrintStream;
import java.util.Set;

/**
 * {@code mallard openings}: prints an opening book for {@code match --openings} (see
 * {@link OpeningGenerator}), one FEN per line with its balancing score as a comment.
 */
final class OpeningsCommand {
    static final String USAGE = "mallard openings [--variant V] --count N [--plies P] [--seed S] [--depth D]"
            + " [--max-cp C]";

    private OpeningsCommand() {
    }

    static void run(String[] args, PrintStream out) throws UsageException {
        CommandLine options = new CommandLine(args, 1,
                Set.of("--variant", "--count", "--plies", "--seed", "--depth", "--max-cp"), Set.of());
        Variant variant = options.variant();
        if (!options.has("--count")) {
            throw new UsageException("openings needs --count");
        }
        int count = options.getInt("--count", 1, 1, 100_000);
        int plies = options.getInt("--plies", 8, 1, 200);
        int seed = options.getInt("--seed", 1, Integer.MIN_VALUE, Integer.MAX_VALUE);
        int depth = options.getInt("--depth", 6, 1, 64);
        int maxCp = options.getInt("--max-cp", 50, 0, 100_000);
        OpeningGenerator generator = new OpeningGenerator(variant, seed, depth, maxCp);
        String judge = variant instanceof SearchableVariant ? "Mallard's search at depth " + depth
                : "a two-turn material search";
        out.println("# " + variant.name() + ": " + count + " openings after " + plies + " random plies (seed " + seed
                + "), |score| <= " + maxCp + " cp by " + judge);
        out.println("# made by: mallard openings --variant " + variant.name() + " --count " + count + " --plies "
                + plies + " --seed " + seed + " --depth " + depth + " --max-cp " + maxCp);
        try {
            for (OpeningGenerator.Opening opening : generator.generate(count, plies)) {
                out.println(opening.fen() + " ; score " + opening.score());
            }
        } catch (IllegalStateException e) {
            throw new UsageException(e.getMessage() + "; allow a larger --max-cp or fewer --plies");
        }
    }
}
