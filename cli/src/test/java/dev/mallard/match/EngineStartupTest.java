package dev.mallard.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/**
 * The CECP handshake waits for slow engines as the protocol lets them ask: an engine that sends
 * {@code feature done=0} is waited for until {@code done=1}, well past the wait for an engine
 * that sent nothing; one that sent nothing at all is told apart from one that lists other
 * variants. The fake engines are shell scripts that sleep; the limits are scaled down from
 * {@link EngineProcess.Startup#DEFAULT} so that the tests take seconds.
 */
class EngineStartupTest {
    /** Features within 3 s, done=1 within 60 s of a done=0: the sleeps below lie well clear of both. */
    private static final EngineProcess.Startup LIMITS = new EngineProcess.Startup(3_000, 60_000);

    /** A shell engine that reads {@code xboard} and {@code protover 2}, then runs {@code body}, then reads on. */
    private static String engine(String body) {
        return "read a; read b; " + body + "; cat > /dev/null";
    }

    @Test
    void anEngineThatSentDoneZeroIsWaitedForPastTheFeatureWait() {
        String slow = engine("echo 'feature done=0'; sleep 5; "
                + "echo 'feature variants=\"normal,duck\" myname=\"Slow\" done=1'");
        long start = System.nanoTime();
        try (EngineProcess engine = EngineProcess.start(slow, "engine1", null, LIMITS)) {
            assertThat((System.nanoTime() - start) / 1_000_000).as("waited past the feature wait")
                    .isGreaterThan(LIMITS.featuresMs());
            assertThat(engine.features().done()).isTrue();
            assertThat(engine.features().plays("duck")).isTrue();
            assertThat(engine.name()).isEqualTo("Slow");
        }
    }

    @Test
    void doneZeroWithoutDoneOneTimesOutWithAMessageThatSaysSo() {
        String stuck = engine("echo 'feature done=0'; sleep 60");
        EngineProcess.Startup limits = new EngineProcess.Startup(1_000, 4_000);
        assertThatThrownBy(() -> EngineProcess.start(stuck, "engine1", null, limits))
                .isInstanceOf(EngineException.class)
                .hasMessage("engine1 sent feature done=0 and no done=1 within 4 s of protover 2");
    }

    @Test
    void anEngineThatSentNothingInTimeIsNotSaidToMissTheVariant() {
        String silent = engine("sleep 60");
        try (EngineProcess engine = EngineProcess.start(silent, "engine1", null, new EngineProcess.Startup(1_000, 2_000))) {
            assertThat(engine.features().announced()).isFalse();
            assertThat(Match.cannotPlay("engine1 (x)", engine.features(), "duck", EngineProcess.Startup.DEFAULT))
                    .isEqualTo("engine1 (x) sent no feature within 30 s of its first line (or wrote nothing within"
                            + " 300 s of protover 2), so it is taken for a protocol-1 engine, which cannot play variant"
                            + " duck (an engine that needs longer to start must send feature done=0 first)");
        }
    }

    /**
     * An engine starved of the processor writes nothing for longer than the feature wait: it is
     * waited for, not taken for a protocol-1 engine (which the referee would set up with {@code edit}).
     */
    @Test
    void anEngineSilentPastTheFeatureWaitIsWaitedForUntilItsFirstLine() {
        String starved = engine("sleep 5; echo 'feature variants=\"normal,duck\" ping=1 setboard=1 done=1'");
        long start = System.nanoTime();
        try (EngineProcess engine = EngineProcess.start(starved, "engine1", null, LIMITS)) {
            assertThat((System.nanoTime() - start) / 1_000_000).as("waited past the feature wait")
                    .isGreaterThan(LIMITS.featuresMs());
            assertThat(engine.features().announced()).isTrue();
            assertThat(engine.features().setboard()).isTrue();
        }
    }

    /** An engine that writes a line but no feature is a protocol-1 engine a feature wait after that line. */
    @Test
    void anEngineThatSpeaksButSendsNoFeatureIsTakenForProtocolOne() {
        String chatty = engine("echo 'Error (unknown command): protover'");
        long start = System.nanoTime();
        try (EngineProcess engine = EngineProcess.start(chatty, "engine1", null, LIMITS)) {
            assertThat(engine.features().announced()).isFalse();
            assertThat((System.nanoTime() - start) / 1_000_000).isLessThan(LIMITS.doneMs());
        }
    }

    @Test
    void anEngineThatListsOtherVariantsIsSaidToMissTheVariant() {
        String fide = engine("echo 'feature variants=\"normal\" done=1'");
        try (EngineProcess engine = EngineProcess.start(fide, "engine1", null, LIMITS)) {
            assertThat(engine.features().announced()).isTrue();
            assertThat(engine.features().plays("duck")).isFalse();
            assertThat(Match.cannotPlay("engine1 (x)", engine.features(), "duck", LIMITS))
                    .isEqualTo("engine1 (x) does not play variant duck (its variants feature does not list it)");
        }
    }

    @Test
    void limitsPrintAsSeconds() {
        assertThat(EngineProcess.seconds(30_000)).isEqualTo("30 s");
        assertThat(EngineProcess.seconds(1_500)).isEqualTo("1.5 s");
    }
}
