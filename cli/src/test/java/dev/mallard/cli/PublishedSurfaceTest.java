package dev.mallard.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.module.Configuration;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.module.ResolvedModule;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.slf4j.LoggerFactory;

/**
 * The published surface of every module, as its module descriptor states it: the packages it
 * exports (to everyone, or only to the modules named), the packages it opens and the services
 * it uses and provides. A change of surface is a change of these lists, visible in review. The
 * descriptors also resolve together as a modular application loads them, with the variants bound
 * as services and able to read their own resources.
 */
class PublishedSurfaceTest {
    @ParameterizedTest
    @EnumSource(ArchitectureTest.Module.class)
    void eachModuleStatesItsSurface(ArchitectureTest.Module module) {
        List<String> expected = switch (module) {
            case CORE -> List.of("module dev.mallard.core",
                    "exports dev.mallard.core",
                    "exports dev.mallard.core.board",
                    "exports dev.mallard.core.engine",
                    "exports dev.mallard.core.movegen",
                    "exports dev.mallard.core.nnue",
                    "exports dev.mallard.core.play to [dev.mallard.cli, dev.mallard.training]",
                    "exports dev.mallard.core.rules",
                    "exports dev.mallard.core.search",
                    "exports dev.mallard.core.tune",
                    "exports dev.mallard.core.variant",
                    "uses dev.mallard.core.variant.Variant");
            case VARIANT_FIDE -> List.of("module dev.mallard.fide",
                    "exports dev.mallard.fide",
                    "exports dev.mallard.fide.eval to [dev.mallard.duck, dev.mallard.refusal]",
                    "exports dev.mallard.fide.notation",
                    "opens dev.mallard.fide to [dev.mallard.core]",
                    "opens dev.mallard.fide.eval to [dev.mallard.core]",
                    "provides dev.mallard.core.variant.Variant with [dev.mallard.fide.FideVariant]");
            case VARIANT_DUCK -> List.of("module dev.mallard.duck",
                    "exports dev.mallard.duck",
                    "opens dev.mallard.duck.eval to [dev.mallard.core]",
                    "opens dev.mallard.duck.search to [dev.mallard.core]",
                    "provides dev.mallard.core.variant.Variant with [dev.mallard.duck.DuckVariant]");
            case VARIANT_REFUSAL -> List.of("module dev.mallard.refusal",
                    "exports dev.mallard.refusal",
                    "opens dev.mallard.refusal to [dev.mallard.core]",
                    "provides dev.mallard.core.variant.Variant with [dev.mallard.refusal.RefusalVariant]");
            case PROTOCOL_XBOARD -> List.of("module dev.mallard.protocol",
                    "exports dev.mallard.cecp",
                    "exports dev.mallard.protocol",
                    "exports dev.mallard.uci");
            case TRAINING -> List.of("module dev.mallard.training",
                    "exports dev.mallard.datagen",
                    "exports dev.mallard.training.data",
                    "exports dev.mallard.training.nnue",
                    "exports dev.mallard.training.tune");
            case GUI -> List.of("module dev.mallard.gui",
                    "exports dev.mallard.gui");
            case CLI -> List.of("module dev.mallard.cli",
                    "exports dev.mallard.cli");
        };
        assertThat(surface(descriptor(module.member))).isEqualTo(expected);
    }

    /**
     * Core exports its search package whole, so each public type in it is API (what a protocol or
     * a program that searches calls) or SPI (what a variant implements or builds on): the list
     * below, so that a type joining it is a visible change. The search's machinery is in
     * {@code dev.mallard.core.search.tree}, which core holds but does not export, and there
     * everything is package-private but the one entry the exported {@code Searcher} calls.
     */
    @Test
    void coreExportsTheSearchApiAndSpiAndKeepsTheMachineryInside() {
        assertThat(publicTypes("dev.mallard.core.search")).containsExactly("BackupRule", "Evaluator", "MinimaxOracle",
                "NegamaxBackup", "Oracle", "Score", "ScoreCache", "SearchInfo", "SearchLimits", "SearchListener",
                "SearchOptions", "SearchParameters", "SearchResult", "SearchRules", "Searcher", "SecondBestBackup",
                "Technique", "TranspositionTable");
        assertThat(descriptor(ArchitectureTest.Module.CORE.member).exports())
                .noneMatch(e -> e.source().equals("dev.mallard.core.search.tree"));
        assertThat(publicTypes("dev.mallard.core.search.tree")).containsExactly("SearchThreads");
    }

    /** The public top-level types of one of core's packages, by simple name, sorted. */
    private static List<String> publicTypes(String packageName) {
        List<String> names = new ArrayList<>();
        ModuleLocations.withClasses(ArchitectureTest.Module.CORE.member, root -> {
            try (Stream<Path> files = Files.list(root.resolve(packageName.replace('.', '/')))) {
                for (String file : files.map(f -> f.getFileName().toString()).sorted().toList()) {
                    if (file.endsWith(".class") && !file.contains("$") && !file.equals("package-info.class")) {
                        String name = file.substring(0, file.length() - ".class".length());
                        Class<?> type = Class.forName(packageName + "." + name, false, PublishedSurfaceTest.class.getClassLoader());
                        if (Modifier.isPublic(type.getModifiers())) {
                            names.add(name);
                        }
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            } catch (ClassNotFoundException e) {
                throw new IllegalStateException(e);
            }
        });
        return names;
    }

    /**
     * The modules resolve as an application's module path holds them: every {@code requires} is
     * met, the variants are bound to core's {@code uses}, and each variant's evaluation loads its
     * parameter file (and the network it plays) and its search rules their search parameters
     * through core, as the {@code opens} allow.
     */
    @Test
    void theModulesResolveAndTheVariantsLoadTheirResources() throws ReflectiveOperationException {
        List<Path> paths = new ArrayList<>();
        for (ArchitectureTest.Module module : ArchitectureTest.Module.values()) {
            paths.add(ModuleLocations.location(module.member));
        }
        paths.add(ModuleLocations.location(LoggerFactory.class));
        Configuration configuration = ModuleLayer.boot().configuration()
                .resolveAndBind(ModuleFinder.of(paths.toArray(Path[]::new)), ModuleFinder.of(), Set.of("dev.mallard.cli"));
        assertThat(configuration.modules().stream().map(ResolvedModule::name))
                .contains("dev.mallard.core", "dev.mallard.fide", "dev.mallard.duck", "dev.mallard.refusal",
                        "dev.mallard.protocol", "dev.mallard.training", "dev.mallard.gui", "dev.mallard.cli");

        ModuleLayer layer = ModuleLayer.boot().defineModulesWithOneLoader(configuration, ClassLoader.getPlatformClassLoader());
        ClassLoader loader = layer.findLoader("dev.mallard.core");
        Class<?> variant = loader.loadClass("dev.mallard.core.variant.Variant");
        Class<?> searchableVariant = loader.loadClass("dev.mallard.core.variant.SearchableVariant");
        Method searchable = searchableVariant.getMethod("newEvaluator");
        Method rules = searchableVariant.getMethod("searchRules");
        Method parameters = loader.loadClass("dev.mallard.core.search.SearchRules").getMethod("searchParameters");
        Set<String> names = new TreeSet<>();
        for (Object provider : ServiceLoader.load(layer, variant)) {
            names.add((String) variant.getMethod("name").invoke(provider));
            assertThat(searchable.invoke(provider)).as("the evaluator of " + provider).isNotNull();
            assertThat(parameters.invoke(rules.invoke(provider))).as("the search parameters of " + provider).isNotNull();
        }
        assertThat(names).containsExactly("duck", "normal", "refusal");
    }

    /** The descriptor's statements, one a line, sorted within each kind. */
    private static List<String> surface(ModuleDescriptor descriptor) {
        List<String> lines = new ArrayList<>();
        lines.add("module " + descriptor.name());
        descriptor.exports().stream().sorted().map(e -> "exports " + e.source()
                + (e.isQualified() ? " to " + new TreeSet<>(e.targets()) : "")).forEach(lines::add);
        descriptor.opens().stream().sorted().map(o -> "opens " + o.source()
                + (o.isQualified() ? " to " + new TreeSet<>(o.targets()) : "")).forEach(lines::add);
        descriptor.uses().stream().sorted().map(u -> "uses " + u).forEach(lines::add);
        descriptor.provides().stream().sorted().map(p -> "provides " + p.service() + " with "
                + p.providers().stream().sorted().collect(Collectors.toList())).forEach(lines::add);
        return lines;
    }

    /** The module descriptor compiled beside {@code member}. */
    private static ModuleDescriptor descriptor(Class<?> member) {
        ModuleDescriptor[] found = new ModuleDescriptor[1];
        ModuleLocations.withClasses(member, root -> {
            try (InputStream in = Files.newInputStream(root.resolve("module-info.class"))) {
                found[0] = ModuleDescriptor.read(in);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
        return found[0];
    }
}
