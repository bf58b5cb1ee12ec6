package dev.mallard.core;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/**
 * Mallard's version: one string, the Maven project's version, written into the core jar by the
 * build (resource filtering of {@code dev/mallard/core/version.properties}). Everything that
 * names the engine ({@code mallard --version}, CECP {@code myname}, UCI {@code id name}) asks
 * this class, so the engine never calls itself by another version than its artifact's.
 */
public final class Version {
    private static final String RESOURCE = "version.properties";
    private static final String VERSION = load();

    private Version() {
    }

    /** {@return the version, as in the artifacts' names: {@code 0.1.0-SNAPSHOT}, {@code 0.1.0}, ..} */
    public static String get() {
        return VERSION;
    }

    /**
     * {@return the engine's name with its version, as the protocols announce it: {@code Mallard
     * 0.1.0}}
     */
    public static String engineName() {
        return "Mallard " + VERSION;
    }

    /**
     * Reads the filtered resource. A missing or unfiltered one means the jar was not built by
     * Maven; saying so at once beats an engine that announces a placeholder.
     */
    private static String load() {
        Properties properties = new Properties();
        try (InputStream in = Version.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("dev/mallard/core/" + RESOURCE + " is missing from the class path");
            }
            properties.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read dev/mallard/core/" + RESOURCE, e);
        }
        String version = properties.getProperty("version", "");
        if (version.isBlank() || version.contains("${")) {
            throw new IllegalStateException("dev/mallard/core/" + RESOURCE + " holds no version (\"" + version
                    + "\"): build the jar with Maven, which fills it in");
        }
        return version.trim();
    }
}
