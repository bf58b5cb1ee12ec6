package dev.mallard.cecp;

import dev.mallard.protocol.DialogueLog;
import dev.mallard.protocol.EngineSettings;
import dev.mallard.protocol.Warmup;
import java.io.IOException;
import java.nio.file.Path;

/**
 * The CECP engine alone in a process of its own, for {@link SubprocessGameTest}: it speaks CECP
 * on stdin and stdout with the default search and transcribes the dialogue to the file its one
 * argument names.
 */
final class CecpProcess {
    private CecpProcess() {
    }

    public static void main(String[] args) throws IOException {
        DialogueLog log = DialogueLog.toFile(Path.of(args[0]));
        EngineSettings settings = EngineSettings.defaults().withLog(log).withWarmupMs(Warmup.DEFAULT_MS);
        System.exit(new XboardEngine(System.in, System.out, settings).run());
    }
}
