package dev.mallard.core.engine;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * One game read from PGN: its tag pairs in file order and the game replayed from them.
 *
 * @param tags the tag pairs, e.g. {@code White}, {@code Variant}, {@code FEN}
 * @param game the game, every turn checked against its variant's rules
 */
public record PgnGame(Map<String, String> tags, Game game) {
    /**
     * Rejects nulls and copies the tags (keeping their order).
     *
     * @param tags the tag pairs, e.g. {@code White}, {@code Variant}, {@code FEN}
     * @param game the game, every turn checked against its variant's rules
     */
    public PgnGame {
        if (tags == null || game == null) {
            throw new IllegalArgumentException("tags and game must not be null");
        }
        tags = Collections.unmodifiableMap(new LinkedHashMap<>(tags));
    }

    /**
     * {@return the value of a tag, if present}
     *
     * @param name the tag name
     */
    public Optional<String> tag(String name) {
        return Optional.ofNullable(tags.get(name));
    }
}
