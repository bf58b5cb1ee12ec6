package dev.mallard.cecp;

import dev.mallard.core.board.Position;
import dev.mallard.core.rules.GameStatus;
import dev.mallard.core.rules.Rules;
import dev.mallard.core.search.Evaluator;
import dev.mallard.core.search.SearchRules;
import dev.mallard.core.variant.SearchableVariant;
import dev.mallard.core.variant.Variant;
import dev.mallard.core.variant.Variants;
import java.util.List;

/**
 * The three variants for protocol tests. A variant whose search has not landed yet is played
 * with its own rules, FEN and game end and the search of FIDE chess: the engine then falls back
 * on a legal turn of the variant, which is all the protocol tests need of it.
 */
final class TestVariants {
    private static final SearchableVariant NORMAL = (SearchableVariant) Variants.find("normal").orElseThrow();

    private TestVariants() {
    }

    /** {@code normal}, {@code duck} and {@code refusal}, each playable. */
    static List<SearchableVariant> all() {
        return List.of(NORMAL, playable("duck"), playable("refusal"));
    }

    /** The variant of that name: searchable as it is, or {@linkplain #withFideSearch with FIDE's search}. */
    static SearchableVariant playable(String name) {
        Variant variant = Variants.find(name).orElseThrow();
        return variant instanceof SearchableVariant searchable ? searchable : withFideSearch(variant);
    }

    /** {@code variant} with its own rules, FEN and game end, and the search of FIDE chess. */
    static SearchableVariant withFideSearch(Variant variant) {
        return new SearchableVariant() {
            @Override
            public String name() {
                return variant.name();
            }

            @Override
            public String startFen() {
                return variant.startFen();
            }

            @Override
            public Position parseFen(String fen) {
                return variant.parseFen(fen);
            }

            @Override
            public String toFen(Position position) {
                return variant.toFen(position);
            }

            @Override
            public Rules rules() {
                return variant.rules();
            }

            @Override
            public GameStatus status(Position position) {
                return variant.status(position);
            }

            @Override
            public int winner(Position position, GameStatus status) {
                return variant.winner(position, status);
            }

            @Override
            public SearchRules searchRules() {
                return NORMAL.searchRules();
            }

            @Override
            public Evaluator newEvaluator() {
                return NORMAL.newEvaluator();
            }

            @Override
            public List<String> benchFens() {
                return List.of();
            }

            @Override
            public int benchDepth() {
                return 1;
            }
        };
    }
}
