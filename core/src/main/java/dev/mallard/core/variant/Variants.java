package dev.mallard.core.variant;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;

/** Finds the variants on the class path through {@link ServiceLoader}. */
public final class Variants {
    private Variants() {
    }

    /** {@return every variant on the class path, sorted by name} */
    public static List<Variant> all() {
        List<Variant> variants = new ArrayList<>();
        ServiceLoader.load(Variant.class).forEach(variants::add);
        variants.sort((a, b) -> a.name().compareTo(b.name()));
        return variants;
    }

    /**
     * {@return the variant of the given name, if one is on the class path}
     *
     * @param name the variant's name
     */
    public static Optional<Variant> find(String name) {
        if (name == null) {
            throw new IllegalArgumentException("variant name must not be null");
        }
        for (Variant variant : ServiceLoader.load(Variant.class)) {
            if (variant.name().equals(name)) {
                return Optional.of(variant);
            }
        }
        return Optional.empty();
    }
}
