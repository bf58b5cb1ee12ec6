package dev.mallard.core.variant;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.TreeMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Finds the variants on the class path through {@link ServiceLoader}, and holds the one table
 * of the names users may call them by. The static {@link #all()} and {@link #find(String)} scan
 * the class path at each call (a plug-in added since is found); an instance from {@link #scan()}
 * keeps what one scan found, for a caller that looks up many names, such as
 * {@code Pgn.readAll} with a game's {@code Variant} tag per game (a scan costs a few hundred
 * microseconds: reading the service files and creating every variant). Every entry point that takes a variant name (the
 * {@code Engine} and {@code Game} factories, PGN's {@code Variant} tag, the CECP {@code variant}
 * command, UCI's {@code UCI_Variant}, the command line's {@code --variant}) resolves it here, so
 * a name accepted by one is accepted by all: case and surrounding white space do not matter,
 * and the aliases of {@link #aliases()} ({@code standard}, {@code chess}, {@code fide} for
 * {@code normal}) mean the variant they stand for.
 */
public final class Variants {
    private static final Logger LOG = LoggerFactory.getLogger(Variants.class);
    /**
     * Other names of the variants, lower case, to their Mallard (CECP) names: what GUIs and other
     * engines call FIDE chess (cutechess and PGN {@code standard}, Fairy-Stockfish {@code chess}).
     */
    private static final Map<String, String> ALIASES = Map.of(
            "standard", "normal",
            "chess", "normal",
            "fide", "normal");

    /** What one scan found, sorted by name; unmodifiable. */
    private final List<Variant> found;

    private Variants(List<Variant> found) {
        this.found = found;
    }

    /**
     * {@return the variants on the class path now (those {@link ServiceLoader} finds through the
     * thread's context class loader), kept in an immutable instance}
     */
    public static Variants scan() {
        List<Variant> variants = new ArrayList<>();
        for (Variant variant : ServiceLoader.load(Variant.class)) {
            LOG.debug("variant {} found on the class path: {}", variant.name(), variant.getClass().getName());
            variants.add(variant);
        }
        variants.sort((a, b) -> a.name().compareTo(b.name()));
        return new Variants(List.copyOf(variants));
    }

    /** {@return the variants this scan found, sorted by name; unmodifiable} */
    public List<Variant> list() {
        return found;
    }

    /**
     * {@return the variant a name means (see {@link #canonicalName}) among those this scan found}
     *
     * @param name the variant's name
     * @throws IllegalArgumentException if {@code name} is null
     */
    public Optional<Variant> named(String name) {
        return find(found, name);
    }

    /** {@return every variant on the class path, sorted by name; unmodifiable (a new scan each call)} */
    public static List<Variant> all() {
        return scan().list();
    }

    /**
     * {@return the variant a name means (see {@link #canonicalName}), if one of that name is on
     * the class path (a new scan each call)}
     *
     * @param name the variant's name
     */
    public static Optional<Variant> find(String name) {
        return scan().named(name);
    }

    /**
     * {@return the variant among {@code candidates} that a name means (see {@link #canonicalName}),
     * for a caller that offers only some variants (a protocol offers those with a search)}
     *
     * @param candidates the variants to choose from
     * @param name the variant's name
     * @param <V> the kind of variant
     * @throws IllegalArgumentException if {@code name} or {@code candidates} is null
     */
    public static <V extends Variant> Optional<V> find(Collection<V> candidates, String name) {
        if (candidates == null) {
            throw new IllegalArgumentException("candidates must not be null");
        }
        String wanted = canonicalName(name);
        for (V variant : candidates) {
            if (variant.name().toLowerCase(Locale.ROOT).equals(wanted)) {
                return Optional.of(variant);
            }
        }
        return Optional.empty();
    }

    /**
     * {@return the Mallard name that a user's name for a variant means: stripped, in lower case, an
     * alias replaced by the name it stands for ({@code " Standard"} gives {@code normal})} Whether
     * a variant of that name is on the class path is {@link #find}'s question.
     *
     * @param name the variant's name
     * @throws IllegalArgumentException if {@code name} is null
     */
    public static String canonicalName(String name) {
        if (name == null) {
            throw new IllegalArgumentException("variant name must not be null");
        }
        String key = name.strip().toLowerCase(Locale.ROOT);
        return ALIASES.getOrDefault(key, key);
    }

    /** {@return the table of aliases, each to the Mallard name it stands for, sorted by alias} */
    public static Map<String, String> aliases() {
        return Collections.unmodifiableMap(new TreeMap<>(ALIASES));
    }
}
