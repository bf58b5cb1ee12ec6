package dev.mallard.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * docs/getting-started.md shows this project's code: each block after a
 * {@code <!-- source: PATH -->} line must equal that file, and every source file must be shown.
 */
class PageMatchesSourcesTest {
    private static final Path PAGE = Path.of("../../getting-started.md");
    private static final Pattern BLOCK = Pattern.compile("<!-- source: (\\S+) -->\\s*```(?:java|xml)\\n(.*?)```",
            Pattern.DOTALL);

    @Test
    void everyShownBlockIsItsSourceFileAndEverySourceFileIsShown() throws IOException {
        String page = Files.readString(PAGE, StandardCharsets.UTF_8);
        Matcher matcher = BLOCK.matcher(page);
        List<String> shown = new ArrayList<>();
        while (matcher.find()) {
            Path source = Path.of(matcher.group(1));
            assertEquals(Files.readString(source, StandardCharsets.UTF_8), matcher.group(2),
                    "the block for " + source + " differs from the file");
            shown.add(source.toString());
        }
        try (Stream<Path> files = Files.walk(Path.of("src/main/java"))) {
            for (Path file : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                assertTrue(shown.contains(file.toString()), file + " is not shown on " + PAGE);
            }
        }
    }
}
