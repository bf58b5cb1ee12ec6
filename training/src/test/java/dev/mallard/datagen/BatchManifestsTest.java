package dev.mallard.datagen;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A dry run of the batch manifests in {@code deploy/}: the Kubernetes Indexed Job and the Slurm
 * array each run {@code deploy/datagen-shard.sh} once per shard with their own settings; run here
 * with {@code echo} in place of Mallard, the shards' datagen commands must play disjoint,
 * contiguous seed ranges that together make one run, each into its own file.
 */
class BatchManifestsTest {
    private static final Path DEPLOY = Path.of("..", "deploy");
    private static final Pattern SEED = Pattern.compile("--seed (\\d+)");
    private static final Pattern GAMES = Pattern.compile("--games (\\d+)");
    private static final Pattern OUT = Pattern.compile("--out (\\S+)");

    @TempDir
    Path dir;

    @Test
    void theKubernetesShardsMakeOneRun() throws Exception {
        String job = Files.readString(DEPLOY.resolve("kubernetes/datagen.yaml"));
        assertThat(job).contains("completionMode: Indexed")
                .contains("command: [\"/bin/sh\", \"/opt/mallard/datagen-shard.sh\"]")
                .contains("args: [\"$(JOB_COMPLETION_INDEX)\"]");
        // The image holds the script where the Job calls it.
        assertThat(Files.readString(DEPLOY.resolve("Containerfile")))
                .contains("COPY deploy/datagen-shard.sh /opt/mallard/datagen-shard.sh");
        int shards = Integer.parseInt(single(Pattern.compile("\\n  completions: (\\d+)"), job));
        Map<String, String> env = new LinkedHashMap<>();
        Matcher pair = Pattern.compile("- name: (\\w+)\\s*\\n\\s*value: \"([^\"]*)\"").matcher(job);
        while (pair.find()) {
            env.put(pair.group(1), pair.group(2));
        }
        assertShardsMakeOneRun(shards, env);
    }

    @Test
    void theSlurmShardsMakeOneRun() throws Exception {
        String array = Files.readString(DEPLOY.resolve("slurm/datagen.sbatch"));
        assertThat(array).contains("deploy/datagen-shard.sh \"$SLURM_ARRAY_TASK_ID\"");
        Matcher range = Pattern.compile("#SBATCH --array=(\\d+)-(\\d+)").matcher(array);
        assertThat(range.find()).isTrue();
        assertThat(range.group(1)).as("the first task is shard 0").isEqualTo("0");
        int shards = Integer.parseInt(range.group(2)) + 1;
        Map<String, String> env = new LinkedHashMap<>();
        Matcher assignment = Pattern.compile("(\\w+)=(\\d+|[a-z]+)\\b").matcher(single(Pattern.compile("export (VARIANT=.*)"), array));
        while (assignment.find()) {
            env.put(assignment.group(1), assignment.group(2));
        }
        env.put("THREADS", "2");
        assertShardsMakeOneRun(shards, env);
        assertThat(Files.readString(DEPLOY.resolve("slurm/submit.sh"))).contains("--dependency=\"afterok:$array\"");
    }

    @Test
    void theShardScriptRefusesWhatItCannotRun() throws Exception {
        Map<String, String> env = Map.of("VARIANT", "duck", "NODES", "2000", "GAMES_PER_SHARD", "10", "BASE_SEED", "5");
        Map<String, String> complete = new HashMap<>(env);
        complete.put("OUT_DIR", dir.toString());
        assertThat(runShard("-1", complete).exit).isEqualTo(2);
        assertThat(runShard("x", complete).exit).isEqualTo(2);
        Result missing = runShard("0", env);
        assertThat(missing.exit).isEqualTo(2);
        assertThat(missing.stderr).contains("OUT_DIR is not set");
        Map<String, String> badNumber = new HashMap<>(complete);
        badNumber.put("GAMES_PER_SHARD", "ten");
        assertThat(runShard("0", badNumber).stderr).contains("GAMES_PER_SHARD must be a whole number");
    }

    private void assertShardsMakeOneRun(int shards, Map<String, String> settings) throws Exception {
        assertThat(shards).isGreaterThan(1);
        Map<String, String> env = new HashMap<>(settings);
        env.put("OUT_DIR", dir.toString()); // the manifests' volumes do not exist here
        int gamesPerShard = Integer.parseInt(env.get("GAMES_PER_SHARD"));
        long baseSeed = Long.parseLong(env.get("BASE_SEED"));
        Set<String> files = new HashSet<>();
        List<Long> seeds = new ArrayList<>();
        for (int shard = 0; shard < shards; shard++) {
            Result run = runShard(Integer.toString(shard), env);
            assertThat(run.exit).as(run.stderr).isZero();
            String command = run.stdout.strip();
            assertThat(command).startsWith("mallard datagen --variant " + env.get("VARIANT") + " --nodes " + env.get("NODES"));
            assertThat(Integer.parseInt(single(GAMES, command))).isEqualTo(gamesPerShard);
            seeds.add(Long.parseLong(single(SEED, command)));
            files.add(single(OUT, command));
        }
        assertThat(files).as("one file a shard").hasSize(shards);
        // Shard i plays the seeds base + i*g .. base + (i+1)*g - 1: ranges that touch and never overlap,
        // together the seeds of one run of shards*g games from the base seed.
        for (int shard = 0; shard < shards; shard++) {
            assertThat(seeds.get(shard)).isEqualTo(baseSeed + (long) shard * gamesPerShard);
        }
        assertThat(seeds.get(shards - 1) + gamesPerShard - baseSeed).isEqualTo((long) shards * gamesPerShard);
    }

    private static String single(Pattern pattern, String text) {
        Matcher m = pattern.matcher(text);
        assertThat(m.find()).as(pattern + " in " + text).isTrue();
        return m.group(1);
    }

    private record Result(int exit, String stdout, String stderr) {
    }

    private Result runShard(String index, Map<String, String> env) throws IOException, InterruptedException {
        ProcessBuilder builder = new ProcessBuilder("/bin/sh", DEPLOY.resolve("datagen-shard.sh").toString(), index);
        builder.environment().clear();
        builder.environment().put("PATH", System.getenv("PATH"));
        builder.environment().putAll(env);
        builder.environment().put("MALLARD", "echo mallard");
        Path stdout = dir.resolve("stdout");
        Path stderr = dir.resolve("stderr");
        Process process = builder.redirectOutput(stdout.toFile()).redirectError(stderr.toFile()).start();
        assertThat(process.waitFor(30, TimeUnit.SECONDS)).isTrue();
        return new Result(process.exitValue(), Files.readString(stdout, StandardCharsets.UTF_8),
                Files.readString(stderr, StandardCharsets.UTF_8));
    }
}
