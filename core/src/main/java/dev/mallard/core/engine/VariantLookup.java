package dev.mallard.core.engine;

import dev.mallard.core.variant.SearchableVariant;
import dev.mallard.core.variant.Variant;
import dev.mallard.core.variant.Variants;
import java.util.ArrayList;
import java.util.List;

/**
 * The variants on the class path by name, for {@link Engine} and {@link Game}, with messages that
 * list what is there when a name finds nothing or a variant cannot search.
 */
final class VariantLookup {
    private VariantLookup() {
    }

    /** The variant of that name on the class path, with a message listing the others if none. */
    static Variant find(String name) {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("variant name must not be empty; known variants: " + allNames());
        }
        return Variants.find(name).orElseThrow(() -> new IllegalArgumentException("unknown variant \"" + name
                + "\"; known variants: " + allNames() + " (a variant joins by its module's jar on the class path)"));
    }

    /** The variant of that name on the class path, with a message if there is none or it cannot search. */
    static SearchableVariant findSearchable(String name) {
        Variant found = find(name);
        if (!(found instanceof SearchableVariant searchable)) {
            throw new IllegalArgumentException("variant " + name + " has no search yet, only its rules"
                    + " (play it with Game); variants with a search: " + searchableNames());
        }
        return searchable;
    }

    /** {@return the searchable variant given, with a message listing those there are when it is null} */
    static SearchableVariant requireSearchable(SearchableVariant variant) {
        if (variant == null) {
            throw new IllegalArgumentException("variant must not be null; variants with a search: " + searchableNames());
        }
        return variant;
    }

    private static List<String> allNames() {
        List<String> names = new ArrayList<>();
        for (Variant v : Variants.all()) {
            names.add(v.name());
        }
        return names;
    }

    private static List<String> searchableNames() {
        List<String> names = new ArrayList<>();
        for (Variant v : Variants.all()) {
            if (v instanceof SearchableVariant) {
                names.add(v.name());
            }
        }
        return names;
    }
}
