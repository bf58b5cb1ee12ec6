package dev.mallard.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Consumer;

/** Where the build put a module's compiled main classes: a folder ({@code target/classes}) or a jar. */
final class ModuleLocations {
    private ModuleLocations() {
    }

    /** {@return the folder or jar a class was loaded from} */
    static Path location(Class<?> type) {
        try {
            return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Runs {@code check} on the root of the classes beside {@code member}, a folder or an opened jar. */
    static void withClasses(Class<?> member, Consumer<Path> check) {
        Path location = location(member);
        if (Files.isDirectory(location)) {
            check.accept(location);
            return;
        }
        try (FileSystem jar = FileSystems.newFileSystem(location)) {
            check.accept(jar.getPath("/"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
