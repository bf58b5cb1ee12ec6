package dev.mallard.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
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
 * The README, the docs and the scripts work on a fresh clone: no path in them leads out of the
 * repository, neither a relative one ({@code ../shared/...} from the repository's root) nor an
 * absolute one into someone's machine ({@code /work/...}, {@code /home/...}). Absolute paths may
 * name system locations (a Debian package's {@code /usr/games/fairymax}, {@code /tmp}, {@code
 * /bin/sh}), placeholders ({@code /path/to/mallard}) and the board's web addresses on its own
 * server ({@code /api/new}: a URL's path, no file).
 */
class DocsStayInRepositoryTest {
    /** The repository's root: the tests run in the module's folder. */
    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    /** A relative path that climbs: one or more {@code ../} and what follows. */
    private static final Pattern CLIMBING = Pattern.compile("(?<![\\w.~/-])((?:\\.\\./)+[\\w./-]*)");
    /** A script's path from a variable holding a folder of the repository, climbing out of it. */
    private static final Pattern VARIABLE_CLIMBING = Pattern.compile("\\$\\{?(?:repo|here|root)\\}?\"?/\\.\\.");
    /**
     * An absolute path of two or more names: a slash not preceded by anything that makes it part
     * of a word or a URL (one name alone is more often something else, like a regex's {@code /g}).
     */
    private static final Pattern ABSOLUTE = Pattern.compile("(?<![\\w.~$}:/<>)\\]*+…-])(/[A-Za-z][\\w.-]*(?:/[\\w.*-]*)+)");
    private static final List<String> SYSTEM_PREFIXES = List.of("/usr/", "/bin/", "/tmp", "/dev/", "/proc/",
            "/path/to", "/api/");

    /** The files a user follows: README.md, docs' pages and the scripts with CI's. */
    private static List<Path> followedFiles() throws IOException {
        List<Path> files = new ArrayList<>(List.of(ROOT.resolve("README.md"), ROOT.resolve(".ci/run")));
        for (String folder : List.of("docs", "scripts")) {
            try (Stream<Path> walk = Files.walk(ROOT.resolve(folder))) {
                walk.filter(Files::isRegularFile)
                        .filter(p -> !p.toString().contains("/target/"))
                        .filter(p -> folder.equals("scripts") || p.toString().endsWith(".md"))
                        .forEach(files::add);
            }
        }
        return files;
    }

    @Test
    void noPathLeadsOutOfTheRepository() throws IOException {
        List<Path> files = followedFiles();
        assertThat(files).contains(ROOT.resolve("docs/releasing.md"), ROOT.resolve("scripts/cecp-probe.sh"));
        List<String> problems = new ArrayList<>();
        for (Path file : files) {
            problems.addAll(pathsOutside(file, Files.readString(file, StandardCharsets.UTF_8)));
        }
        assertThat(problems).isEmpty();
    }

    @Test
    void theCheckFindsWhatItLooksFor() {
        Path readme = ROOT.resolve("README.md");
        assertThat(pathsOutside(readme, "see `../shared/testdata/perft/fide.tsv`, /work/shared/tools and"
                + " probe=\"/home/me/cecp_probe.py\"")).hasSize(3);
        assertThat(pathsOutside(ROOT.resolve("scripts/x.sh"), "probe=\"${CECP_PROBE:-$repo/../shared/x.py}\""))
                .isNotEmpty();
        assertThat(pathsOutside(ROOT.resolve("docs/x.md"), "[readme](../README.md), /usr/games/fairymax,"
                + " https://example.org/a/b, e2e4/e7e5, 1/2-1/2, /path/to/mallard, </veto>, Ra8+/Kd7, …/mallard.jar,"
                + " s.replace(/\"/g, '')"))
                .isEmpty();
    }

    private static List<String> pathsOutside(Path file, String text) {
        List<String> problems = new ArrayList<>();
        String name = ROOT.relativize(file).toString();
        Matcher climbing = CLIMBING.matcher(text);
        while (climbing.find()) {
            Path target = file.getParent().resolve(climbing.group(1)).normalize();
            if (!target.startsWith(ROOT)) {
                problems.add(name + ": " + climbing.group(1) + " leads out of the repository");
            }
        }
        Matcher variable = VARIABLE_CLIMBING.matcher(text);
        while (variable.find()) {
            problems.add(name + ": " + variable.group() + " leads out of the repository");
        }
        Matcher absolute = ABSOLUTE.matcher(text);
        while (absolute.find()) {
            String path = absolute.group(1);
            if (SYSTEM_PREFIXES.stream().noneMatch(path::startsWith)) {
                problems.add(name + ": " + path + " is a path outside the repository");
            }
        }
        return problems;
    }
}
