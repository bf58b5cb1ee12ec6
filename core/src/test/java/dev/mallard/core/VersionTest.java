package dev.mallard.core;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class VersionTest {
    @Test
    void isTheVersionMavenBuilds() {
        String expected = System.getProperty("mallard.expectedVersion");
        assertThat(expected).as("set by core/pom.xml's surefire configuration").isNotBlank();
        assertThat(Version.get()).isEqualTo(expected);
    }

    @Test
    void theEngineNameCarriesTheVersion() {
        assertThat(Version.engineName()).isEqualTo("Mallard " + Version.get());
    }
}
