package dev.mallard.match;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Reading {@code feature} lines: quoted values, replies, defaults, done=0 then done=1. */
class EngineFeaturesTest {
    @Test
    void parsesAndAnswersEveryFeature() {
        EngineFeatures features = new EngineFeatures();
        assertThat(features.parse("ping=1 myname=\"Fairy-Max 5.0b\" san=1 frobnicate=2 done=0"))
                .containsExactly("accepted ping", "accepted myname", "rejected san", "rejected frobnicate",
                        "accepted done");
        assertThat(features.ping()).isTrue();
        assertThat(features.myName()).isEqualTo("Fairy-Max 5.0b");
        assertThat(features.waiting()).isTrue();
        assertThat(features.done()).isFalse();
        assertThat(features.setboard()).isFalse();
        assertThat(features.usermove()).isFalse();
        assertThat(features.reuse()).isTrue();
        features.parse("variants=\"normal,duck\" setboard=1 usermove=1 done=1");
        assertThat(features.done()).isTrue();
        assertThat(features.setboard()).isTrue();
        assertThat(features.usermove()).isTrue();
        assertThat(features.plays("duck")).isTrue();
        assertThat(features.plays("refusal")).isFalse();
        assertThat(features.plays("normal")).isTrue();
    }

    @Test
    void withoutAVariantsListOnlyFideChess() {
        EngineFeatures features = new EngineFeatures();
        assertThat(features.parse("")).isEmpty();
        assertThat(features.plays("normal")).isTrue();
        assertThat(features.plays("duck")).isFalse();
    }
}
