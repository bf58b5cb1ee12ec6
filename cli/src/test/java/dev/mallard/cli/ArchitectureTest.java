package dev.mallard.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.cecp.XboardEngine;
import dev.mallard.core.board.Position;
import dev.mallard.datagen.DataGenerator;
import dev.mallard.duck.DuckVariant;
import dev.mallard.fide.FideVariant;
import dev.mallard.gui.GuiCommand;
import dev.mallard.refusal.RefusalVariant;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The modules use one another one way, {@code core ← variants ← protocol-xboard / training ← cli},
 * and the code above the variants reaches them only through core's variant SPI. Each module's
 * main classes (a directory or a jar, wherever the build put them) are read: a class file's
 * constant pool names every class it uses, so an import, an {@code instanceof}, a static call or a
 * class name in a string for reflection all show. The sources are read too, for the imports a
 * compiler drops. No main source file is longer than its module allows ({@value #MAX_LINES}
 * lines; the protocols 400). This module's tests see every module, so the rules of all live here.
 */
class ArchitectureTest {
    /** A Mallard package's top-level name in a class file's internal form or in Java's: {@code dev/mallard/core/...}. */
    private static final Pattern MALLARD_PACKAGE = Pattern.compile("dev[./]mallard[./](\\w+)\\b[\\w/.$]*");

    /**
     * The most lines of a main source file: a class that long does more than one job (the CECP
     * session once held every command, the game, the clock and the searches in 840; the
     * position its pieces, moves, attacks and keys in 822). The protocols keep a stricter limit.
     */
    private static final int MAX_LINES = 500;

    /** The modules, each with a class it holds, the top-level packages its main code may name and its longest source. */
    enum Module {
        CORE("core", Position.class, Set.of("core")),
        VARIANT_FIDE("variant-fide", FideVariant.class, Set.of("core", "fide")),
        VARIANT_DUCK("variant-duck", DuckVariant.class, Set.of("core", "fide", "duck")),
        VARIANT_REFUSAL("variant-refusal", RefusalVariant.class, Set.of("core", "fide", "refusal")),
        PROTOCOL_XBOARD("protocol-xboard", XboardEngine.class, Set.of("core", "protocol", "cecp", "uci"), 400),
        TRAINING("training", DataGenerator.class, Set.of("core", "training", "datagen")),
        GUI("gui", GuiCommand.class, Set.of("core", "gui")),
        CLI("cli", Main.class, Set.of("core", "protocol", "cecp", "uci", "training", "datagen", "gui", "cli", "match",
                "spsa"));

        final String directory;
        final Class<?> member;
        final Set<String> mayUse;
        final int maxLines;

        Module(String directory, Class<?> member, Set<String> mayUse) {
            this(directory, member, mayUse, MAX_LINES);
        }

        Module(String directory, Class<?> member, Set<String> mayUse, int maxLines) {
            this.directory = directory;
            this.member = member;
            this.mayUse = mayUse;
            this.maxLines = maxLines;
        }
    }

    /**
     * Inside a module, its packages by job use one another one way only: the protocols share
     * {@code protocol} and neither uses the other; the match referee drives engines as processes
     * and uses neither the protocols' classes nor the command line, nor does the SPSA tuner, which
     * plays its pairs through the referee (and the referee knows nothing of it); the training data and
     * trainers do not use self-play's driver.
     */
    private static final Map<String, Set<String>> FORBIDDEN_WITHIN = Map.of(
            "cecp", Set.of("uci"),
            "uci", Set.of("cecp"),
            "protocol", Set.of("cecp", "uci"),
            "match", Set.of("cli", "cecp", "uci", "protocol", "datagen", "training", "spsa"),
            "spsa", Set.of("cli", "cecp", "uci", "protocol", "datagen", "training"),
            "training", Set.of("datagen"));

    @ParameterizedTest
    @EnumSource(Module.class)
    void aModuleUsesOnlyTheModulesBelowIt(Module module) {
        List<String> found = new ArrayList<>();
        withClasses(module, classes -> {
            assertThat(classFiles(classes)).as("the compiled classes of " + module.directory).isNotEmpty();
            for (Path file : classFiles(classes)) {
                for (String used : usedPackages(classText(file))) {
                    if (!module.mayUse.contains(used)) {
                        found.add(file + " -> dev.mallard." + used);
                    }
                }
            }
        });
        assertThat(found).isEmpty();
    }

    @ParameterizedTest
    @EnumSource(Module.class)
    void aModulesSourcesNameOnlyTheModulesBelowIt(Module module) throws IOException {
        List<String> found = new ArrayList<>();
        try (Stream<Path> files = Files.walk(Path.of("..", module.directory, "src", "main", "java"))) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java") && !f.endsWith("module-info.java")).toList()) {
                for (String used : usedPackages(Files.readString(file))) {
                    if (!module.mayUse.contains(used)) {
                        found.add(file + " -> dev.mallard." + used);
                    }
                }
            }
        }
        assertThat(found).isEmpty();
    }

    @ParameterizedTest
    @EnumSource(Module.class)
    void noMainSourceFileIsLongerThanItsModuleAllows(Module module) throws IOException {
        List<String> tooLong = new ArrayList<>();
        Path root = Path.of("..");
        List<Path> sources = mainSources(module);
        assertThat(sources).as("the main sources of " + module.directory).isNotEmpty();
        for (Path file : sources) {
            int lines = lineCount(file);
            if (lines > module.maxLines) {
                tooLong.add(root.relativize(file) + " (" + lines + " lines, at most " + module.maxLines + ")");
            }
        }
        assertThat(tooLong).isEmpty();
    }

    /** The count is {@code wc -l}'s: every line, blank and comment lines too, with or without a last newline. */
    @Test
    void theLineCountSeesEveryLine(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("Long.java");
        Files.writeString(file, "class Long {\n\n    // why\n".repeat(167) + "}\n");
        assertThat(lineCount(file)).isEqualTo(MAX_LINES + 2);
        Files.writeString(file, "\n".repeat(MAX_LINES - 1) + "}");
        assertThat(lineCount(file)).isEqualTo(MAX_LINES);
    }

    private static int lineCount(Path file) throws IOException {
        return Files.readAllLines(file).size();
    }

    /** The Java sources of a module's main code, module and package descriptors included. */
    private static List<Path> mainSources(Module module) throws IOException {
        try (Stream<Path> files = Files.walk(Path.of("..", module.directory, "src", "main", "java"))) {
            return files.filter(f -> f.toString().endsWith(".java")).toList();
        }
    }

    @Test
    void thePackagesOfAModuleUseOneAnotherOneWay() {
        List<String> found = new ArrayList<>();
        for (Module module : Module.values()) {
            withClasses(module, classes -> FORBIDDEN_WITHIN.forEach((user, used) -> {
                Path folder = classes.resolve("dev/mallard/" + user);
                if (!Files.isDirectory(folder)) {
                    return;
                }
                Pattern names = Pattern.compile("dev/mallard/(?:" + String.join("|", used) + ")/[\\w/$]+");
                for (Path file : classFiles(folder)) {
                    Matcher matcher = names.matcher(classText(file));
                    while (matcher.find()) {
                        found.add(file + " -> " + matcher.group());
                    }
                }
            }));
        }
        assertThat(found).isEmpty();
    }

    /**
     * The scan finds what it looks for: the protocols use core, the command line uses the
     * protocols, and this test's table of modules names the variant modules.
     */
    @Test
    void theScanSeesAReferenceWhereThereIsOne() {
        withClasses(Module.PROTOCOL_XBOARD, classes -> assertThat(classFiles(classes))
                .anyMatch(file -> usedPackages(classText(file)).contains("core")));
        withClasses(Module.CLI, classes -> assertThat(classFiles(classes))
                .anyMatch(file -> usedPackages(classText(file)).contains("cecp")));
        assertThat(usedPackages(classText(ModuleLocations.location(Module.class).resolve(
                Module.class.getName().replace('.', '/') + ".class")))).contains("fide", "duck", "refusal");
    }

    /** The top-level Mallard packages named in {@code text}. */
    private static Set<String> usedPackages(String text) {
        Set<String> used = new TreeSet<>();
        Matcher matcher = MALLARD_PACKAGE.matcher(text);
        while (matcher.find()) {
            used.add(matcher.group(1));
        }
        return used;
    }

    /** Runs {@code check} on the root of a module's compiled main classes, a folder or an opened jar. */
    private static void withClasses(Module module, Consumer<Path> check) {
        ModuleLocations.withClasses(module.member, check);
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

    /** The class files under {@code root}, less the module descriptor (which names modules, not classes it uses). */
    private static List<Path> classFiles(Path root) {
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(f -> f.toString().endsWith(".class") && !f.endsWith("module-info.class")).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
