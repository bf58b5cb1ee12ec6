package dev.mallard.gui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The command line of {@code mallard gui}. */
class GuiCommandTest {
    @Test
    void loopbackAndAFreePortUnlessAsked() {
        assertThat(GuiCommand.limits(new String[] {"gui"})).satisfies(l -> {
            assertThat(l.host()).isEqualTo("127.0.0.1");
            assertThat(l.port()).isZero();
        });
        GuiServer.Limits asked = GuiCommand.limits(new String[] {"gui", "--port", "8080", "--host", "0.0.0.0"});
        assertThat(asked.port()).isEqualTo(8080);
        assertThat(asked.host()).isEqualTo("0.0.0.0");
    }

    @Test
    void badOptionsAreUsageErrors() {
        assertThatThrownBy(() -> GuiCommand.limits(new String[] {"gui", "--port", "70000"})).hasMessageContaining("65535");
        assertThatThrownBy(() -> GuiCommand.limits(new String[] {"gui", "--port"})).hasMessageContaining("needs a value");
        assertThatThrownBy(() -> GuiCommand.limits(new String[] {"gui", "--open"})).hasMessageContaining("--open");
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = GuiCommand.run(new String[] {"gui", "--port", "x"}, new PrintStream(new ByteArrayOutputStream()),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertThat(status).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).startsWith("mallard gui: --port").contains("usage: mallard gui");
    }

    @Test
    void anAddressThatCannotBeHadIsReported() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = GuiCommand.run(new String[] {"gui", "--host", "no-such-host.invalid"},
                new PrintStream(new ByteArrayOutputStream()), new PrintStream(err, true, StandardCharsets.UTF_8));
        assertThat(status).isEqualTo(1);
        assertThat(err.toString(StandardCharsets.UTF_8)).startsWith("mallard gui: cannot listen on no-such-host.invalid");
    }
}
