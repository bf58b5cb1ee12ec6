package dev.mallard.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.Version;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * One version everywhere: every pom of the repository (the parent, the modules' parent
 * references, the bom, the example project and the Mallard version it uses) and the dependency
 * snippet of docs/getting-started.md name the version the engine reports, so that
 * scripts/set-version.sh, which rewrites exactly these, leaves no file behind.
 */
class OneVersionTest {
    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    /** A version element or property of a Mallard artifact: one that follows a dev.mallard coordinate. */
    private static final Pattern MALLARD_VERSION = Pattern.compile(
            "<groupId>dev\\.mallard(?:\\.examples)?</groupId>\\s*<artifactId>[^<]+</artifactId>\\s*<version>([^<]+)</version>"
                    + "|<mallard\\.version>([^<]+)</mallard\\.version>");

    @Test
    void everyPomAndTheGuideNameTheEnginesVersion() throws IOException {
        List<Path> poms;
        try (Stream<Path> walk = Files.walk(ROOT)) {
            poms = walk.filter(p -> p.getFileName().toString().equals("pom.xml"))
                    .filter(p -> !ROOT.relativize(p).toString().contains("target/"))
                    .filter(p -> !ROOT.relativize(p).startsWith(".git")).toList();
        }
        assertThat(poms).hasSize(9);
        for (Path file : poms) {
            assertVersions(file, 1);
        }
        assertVersions(ROOT.resolve("docs/getting-started.md"), 3);
    }

    /** Checks that {@code file} names Mallard's version at least {@code expected} times, and no other. */
    private static void assertVersions(Path file, int expected) throws IOException {
        Matcher matcher = MALLARD_VERSION.matcher(Files.readString(file, StandardCharsets.UTF_8));
        int found = 0;
        while (matcher.find()) {
            String version = matcher.group(1) != null ? matcher.group(1) : matcher.group(2);
            if (!version.startsWith("${")) {
                assertThat(version).as(ROOT.relativize(file).toString()).isEqualTo(Version.get());
                found++;
            }
        }
        assertThat(found).as("Mallard versions in " + ROOT.relativize(file)).isGreaterThanOrEqualTo(expected);
    }
}
