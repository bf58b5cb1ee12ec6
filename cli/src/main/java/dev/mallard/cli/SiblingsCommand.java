package dev.mallard.cli;

import dev.mallard.core.variant.SearchableVariant;
import dev.mallard.training.data.LabelledPosition;
import dev.mallard.training.tune.SiblingOrder;
import dev.mallard.protocol.NetworkSwitch;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * {@code mallard siblings}: how well the variant's evaluation, the network in
 * {@code --eval-file} or the hand evaluation ({@code --no-nnue}) orders sibling positions as a labelled data file does
 * ({@link SiblingOrder}); the screen a network passes before it plays games (docs/tuning.md).
 * The file is one that {@code scripts/label-with-stockfish.py --static --children K} wrote
 * (K at least 2), from games no network compared was trained on.
 */
final class SiblingsCommand {
    static final String USAGE = "mallard siblings [--variant V] --data FILE [--eval-file F | --no-nnue]";

    private SiblingsCommand() {
    }

    static void run(String[] args, PrintStream out) throws UsageException {
        CommandLine options = new CommandLine(args, 1, Set.of("--variant", "--data", "--eval-file"),
                Set.of(NetworkSwitch.FLAG));
        SearchableVariant variant = options.searchableVariant();
        if (!options.has("--data")) {
            throw new UsageException("siblings needs --data FILE");
        }
        Path file = CommandLine.path(options.get("--data", ""));
        List<LabelledPosition> data = new ArrayList<>();
        SiblingOrder order;
        try {
            int number = 0;
            for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
                number++;
                if (!line.isBlank() && !line.startsWith("#")) {
                    try {
                        data.add(LabelledPosition.parse(line));
                    } catch (IllegalArgumentException e) {
                        throw new UsageException(file + ":" + number + ": " + e.getMessage());
                    }
                }
            }
            order = SiblingOrder.of(variant.rules(), variant::parseFen, data);
        } catch (IOException e) {
            throw new UsageException("cannot read " + file + ": " + e.getMessage());
        } catch (IllegalArgumentException e) {
            throw new UsageException(file + ": not a " + variant.name() + " position: " + e.getMessage());
        }
        if (order.pairs() == 0) {
            throw new UsageException(file + " has no sibling pairs (positions one turn after the same position;"
                    + " label-with-stockfish.py --static --children 2 writes them)");
        }
        SiblingOrder.Report report = order.measure(SearchCommand.evaluators(variant, options).get());
        out.println(String.format(Locale.ROOT, "siblings: %d pairs; same order as the labels %.3f;"
                        + " difference rms %.1f cp; absolute rms %.1f cp", report.pairs(), report.sameOrder(),
                report.differenceRms(), report.absoluteRms()));
    }
}
