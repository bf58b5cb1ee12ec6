package dev.mallard.protocol;

import dev.mallard.core.variant.SearchableVariant;
import dev.mallard.core.variant.Variant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;

/**
 * The variants an engine offers a GUI, in the order both protocols list them (CECP's
 * {@code variants} feature, UCI's {@code UCI_Variant} combo): those with a search only (a
 * rules-only variant serves perft alone), FIDE chess first since the first is the default, then
 * Duck and Refusal, then any other by name.
 */
public final class OfferedVariants {
    /** The built-in variants, in the order they are offered; others found on the class path follow. */
    private static final List<String> FIRST = List.of("normal", "duck", "refusal");
    private static final Comparator<Variant> ORDER = Comparator.<Variant>comparingInt(v -> rank(v.name()))
            .thenComparing(Variant::name);

    private OfferedVariants() {
    }

    /**
     * {@return the variants with a search among {@code found}, in the offered order}
     *
     * @param found the variants found, e.g. {@link dev.mallard.core.variant.Variants#all()}
     */
    public static List<SearchableVariant> searchable(Collection<? extends Variant> found) {
        List<SearchableVariant> offered = new ArrayList<>();
        for (Variant variant : found) {
            if (variant instanceof SearchableVariant searchable) {
                offered.add(searchable);
            }
        }
        offered.sort(ORDER);
        return List.copyOf(offered);
    }

    private static int rank(String name) {
        int i = FIRST.indexOf(name);
        return i < 0 ? FIRST.size() : i;
    }
}
