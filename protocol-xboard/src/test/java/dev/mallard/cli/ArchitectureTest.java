package dev.mallard.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The runnable module reaches the variants only through core's variant SPI: no class of its
 * main code names a class of the variant modules (an import, an {@code instanceof}, a static
 * call, or a class name in a string for reflection). The compiled classes are read, since a
 * class file's constant pool names every class it uses; the sources are read too, for the
 * imports a compiler drops. The module's own packages, one per job, use one another one way.
 */
class ArchitectureTest {
    /** A class or package of a variant module, in a class file's internal form or in Java's. */
    private static final Pattern VARIANT_MODULE = Pattern.compile("dev[./]mallard[./](?:fide|duck|refusal)\\b[\\w/.$]*");

    @Test
    void noMainClassReferencesAVariantModule() {
        Path classes = location(Main.class);
        assertThat(classFiles(classes)).as("the module's compiled classes").hasSizeGreaterThan(50);
        assertThat(references(classes)).isEmpty();
    }

    @Test
    void noMainSourceNamesAVariantModule() throws IOException {
        List<String> found = new ArrayList<>();
        try (Stream<Path> files = Files.walk(Path.of("src", "main", "java"))) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                Matcher matcher = VARIANT_MODULE.matcher(Files.readString(file));
                while (matcher.find()) {
                    found.add(file + ": " + matcher.group());
                }
            }
        }
        assertThat(found).isEmpty();
    }

    /**
     * The packages by job use one another one way only: the command line uses them all, the
     * protocols share {@code protocol}, data generation uses the match runner's openings, and
     * nothing below the command line uses it or a sibling protocol.
     */
    @Test
    void thePackagesOfTheModuleUseOneAnotherOneWay() {
        Map<String, Set<String>> forbidden = Map.of(
                "cecp", Set.of("cli", "uci", "match", "datagen"),
                "uci", Set.of("cli", "cecp", "match", "datagen"),
                "protocol", Set.of("cli", "cecp", "uci", "match", "datagen"),
                "match", Set.of("cli", "cecp", "uci", "datagen"),
                "datagen", Set.of("cli", "cecp", "uci"));
        Path classes = location(Main.class);
        List<String> found = new ArrayList<>();
        forbidden.forEach((user, used) -> {
            Pattern names = Pattern.compile("dev/mallard/(?:" + String.join("|", used) + ")/[\\w/$]+");
            for (Path file : classFiles(classes.resolve("dev/mallard/" + user))) {
                Matcher matcher = names.matcher(classText(file));
                while (matcher.find()) {
                    found.add(classes.relativize(file) + " -> " + matcher.group());
                }
            }
        });
        assertThat(found).isEmpty();
    }

    /** The scan finds what it looks for: the tests' own classes use the variant modules directly. */
    @Test
    void theScanSeesAReferenceWhereThereIsOne() {
        assertThat(references(location(ArchitectureTest.class)))
                .anyMatch(reference -> reference.endsWith("dev/mallard/fide/FideVariant"));
    }

    /** Every mention of a variant module's class in the class files under {@code root}, with the file's name. */
    private static List<String> references(Path root) {
        List<String> found = new ArrayList<>();
        for (Path file : classFiles(root)) {
            Matcher matcher = VARIANT_MODULE.matcher(classText(file));
            while (matcher.find()) {
                found.add(root.relativize(file) + " -> " + matcher.group());
            }
        }
        return found;
    }

    /** A class file as text in which its class names can be matched. */
    private static String classText(Path file) {
        try {
            // A class file's names are modified UTF-8; the patterns are ASCII, which Latin-1 maps byte for byte.
            return new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<Path> classFiles(Path root) {
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(f -> f.toString().endsWith(".class")).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The folder of compiled classes a class was loaded from ({@code target/classes} or {@code target/test-classes}). */
    private static Path location(Class<?> type) {
        try {
            return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
