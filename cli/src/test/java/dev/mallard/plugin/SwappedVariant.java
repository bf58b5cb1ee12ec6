package dev.mallard.plugin;

import dev.mallard.core.board.Position;
import dev.mallard.core.rules.Rules;
import dev.mallard.core.search.Evaluator;
import dev.mallard.core.search.SearchRules;
import dev.mallard.core.variant.SearchableVariant;
import dev.mallard.fide.FideVariant;
import java.util.List;

/**
 * A variant the runnable module has never heard of, registered like any plug-in through
 * {@code META-INF/services/dev.mallard.core.variant.Variant} in this module's test resources:
 * FIDE chess with the knights and bishops swapped on the first rank. It implements only what
 * the SPI requires, borrowing the FIDE module's board rules, search hooks and evaluation (it is
 * no {@code FideVariant}), and keeps every default (SAN is its coordinate notation, the game
 * ends by mate or stalemate alone), so what the commands and protocols do with it they do
 * through the SPI ({@link PluginVariantTest}).
 */
public final class SwappedVariant implements SearchableVariant {
    /** The variant's name, in CECP's {@code variant} command and UCI's {@code UCI_Variant}. */
    public static final String NAME = "swapped";
    /** The start position: bishops on b and g, knights on c and f. */
    public static final String START = "rbnqknbr/pppppppp/8/8/8/8/PPPPPPPP/RBNQKNBR w KQkq - 0 1";
    /** The bench: the start, and after 1. e4 e5. */
    private static final List<String> BENCH = List.of(START,
            "rbnqknbr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RBNQKNBR w KQkq - 0 2");

    private final FideVariant board = new FideVariant();

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String startFen() {
        return START;
    }

    /** The FIDE FEN: the swap is only where the pieces start. */
    @Override
    public Position parseFen(String fen) {
        return board.parseFen(fen);
    }

    @Override
    public String toFen(Position position) {
        return board.toFen(position);
    }

    @Override
    public Rules rules() {
        return board.rules();
    }

    @Override
    public SearchRules searchRules() {
        return board.searchRules();
    }

    @Override
    public Evaluator newEvaluator() {
        return board.newEvaluator();
    }

    @Override
    public List<String> benchFens() {
        return BENCH;
    }

    /** Shallow: the tests search the bench, and a plug-in's bench need only show the search runs. */
    @Override
    public int benchDepth() {
        return 4;
    }
}
