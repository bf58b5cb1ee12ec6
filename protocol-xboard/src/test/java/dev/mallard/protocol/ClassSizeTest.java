package dev.mallard.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * No source file of this module grows past 400 lines: a class that long does more than one job
 * (the CECP session once held every command, the game, the clock and the searches in 840).
 */
class ClassSizeTest {
    private static final int MAX_LINES = 400;

    @Test
    void everySourceFileHasAtMost400Lines() throws IOException {
        Path sources = Path.of("src", "main", "java");
        List<Path> files;
        try (Stream<Path> walk = Files.walk(sources)) {
            files = walk.filter(p -> p.toString().endsWith(".java")).toList();
        }
        assertThat(files).as("the module's sources, from its directory").isNotEmpty();
        for (Path file : files) {
            assertThat(Files.readAllLines(file)).as(file.toString()).hasSizeLessThanOrEqualTo(MAX_LINES);
        }
    }
}
