package dev.mallard.match;

import java.nio.file.Path;

/** Command lines that start a {@link FakeEngine} in a new JVM on the test class path. */
final class FakeEngines {
    private FakeEngines() {
    }

    /** The command for a fake engine called {@code name} that plays {@code script}. */
    static String command(String name, String... script) {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        StringBuilder command = new StringBuilder("'" + java + "' -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -cp '"
                + System.getProperty("java.class.path") + "' " + FakeEngine.class.getName() + " " + name);
        for (String ply : script) {
            command.append(' ').append(ply);
        }
        return command.toString();
    }
}
