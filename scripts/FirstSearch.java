import dev.mallard.core.engine.Engine;
import dev.mallard.core.search.SearchLimits;
import dev.mallard.core.variant.SearchableVariant;
import dev.mallard.core.variant.Variant;
import dev.mallard.core.variant.Variants;
import dev.mallard.protocol.Warmup;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;

/**
 * How fast the first search of a fresh JVM runs, against the later ones of the same JVM, with and
 * without the protocols' warm-up (docs/benchmarks.md, "The first search of a fresh process").
 * Each search is of FIDE chess's start position, N nodes, from a cleared table; the figures are
 * the searching thread's CPU time (which the machine's load does not inflate) and its wall time.
 *
 * <pre>
 * ./mallard --version   # builds the jar
 * java -XX:+UseParallelGC -Xss16m -cp protocol-xboard/target/mallard.jar scripts/FirstSearch.java WARMUP NODES SEARCHES
 * </pre>
 * WARMUP: {@code none}, {@code protocol} (what the protocols run: {@code Warmup.start} with
 * {@code Warmup.DEFAULT_MS}, awaited) or a node count searched in FIDE chess first.
 */
public class FirstSearch {
    public static void main(String[] args) {
        if (args.length != 3) {
            System.err.println("usage: FirstSearch none|protocol|WARMUP_NODES NODES SEARCHES");
            System.exit(2);
        }
        long nodes = Long.parseLong(args[1]);
        int searches = Integer.parseInt(args[2]);
        long warmStart = System.nanoTime();
        if (args[0].equals("protocol")) {
            List<SearchableVariant> variants = new ArrayList<>();
            for (Variant v : Variants.all()) {
                if (v instanceof SearchableVariant s) {
                    variants.add(s.name().equals("normal") ? 0 : variants.size(), s);
                }
            }
            Warmup.start(variants, Warmup.DEFAULT_MS).await();
        } else if (!args[0].equals("none")) {
            Engine.create("normal", 1).search(SearchLimits.nodes(Long.parseLong(args[0])));
        }
        StringBuilder line = new StringBuilder("warm-up " + args[0] + " " + (System.nanoTime() - warmStart) / 1_000_000
                + " ms |");
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        Engine engine = Engine.create("normal", 64);
        for (int i = 1; i <= searches; i++) {
            engine.newGame();
            long cpu = threads.getCurrentThreadCpuTime();
            long wall = System.nanoTime();
            long searched = engine.search(SearchLimits.nodes(nodes)).nodes();
            long cpuMs = (threads.getCurrentThreadCpuTime() - cpu) / 1_000_000;
            long wallMs = (System.nanoTime() - wall) / 1_000_000;
            line.append(String.format(" search %d: %d nodes, cpu %d ms, wall %d ms |", i, searched, cpuMs, wallMs));
        }
        System.out.println(line);
    }
}
