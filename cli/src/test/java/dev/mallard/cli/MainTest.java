package dev.mallard.cli;

import static dev.mallard.cli.CommandRun.run;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.Version;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The {@code mallard} command line through {@link Main#run}, across its subcommands: the variant
 * names, file names, {@code help} and {@code --version}, and exit status 2 with a message on
 * stderr and nothing on stdout for every kind of bad command line. Each subcommand's own output
 * is its test's ({@code PerftCommandTest}, {@code VerifyCommandTest}, ...).
 */
class MainTest {
    /** {@code --variant} reads a name through the one table of the variants, in any case, as CECP and the API do. */
    @ParameterizedTest
    @CsvSource({"Normal, normal", "standard, normal", "CHESS, normal", "fide, normal", "DUCK, duck", "Refusal, refusal"})
    void theVariantOptionTakesEveryNameOfTheTable(String given, String meant) {
        CommandRun named = run("perft", "--variant", given, "--depth", "1");
        CommandRun canonical = run("perft", "--variant", meant, "--depth", "1");
        assertThat(named.status()).as(named.err()).isZero();
        assertThat(nodes(named.out())).isEqualTo(nodes(canonical.out()));
    }

    private static String nodes(String perftOutput) {
        return perftOutput.substring(perftOutput.indexOf("nodes "), perftOutput.indexOf(" time_ms"));
    }

    /** A file name the system cannot take (here with a NUL byte) is a usage error in every command that reads or writes one. */
    @Test
    void fileNamesTheSystemCannotTakeAreUsageErrors() {
        String bad = "bad\u0000name";
        for (String[] args : List.of(
                new String[] {"datagen", "--variant", "normal", "--games", "1", "--nodes", "1", "--seed", "0", "--out", bad},
                new String[] {"tune", "--variant", "normal", "--data", bad},
                new String[] {"siblings", "--variant", "normal", "--data", bad})) {
            CommandRun r = run(args);
            assertThat(r.status()).as(args[0]).isNotZero();
            assertThat(r.err()).as(args[0]).contains("bad file name");
        }
    }

    @Test
    void helpGoesToStdout() {
        CommandRun r = run("help");
        assertThat(r.status()).isZero();
        assertThat(r.out()).contains("usage:").contains("mallard perft");
        assertThat(r.err()).isEmpty();
    }

    @Test
    void versionPrintsTheBuildsVersionOnStdout() {
        for (String flag : List.of("--version", "version")) {
            CommandRun r = run(flag);
            assertThat(r.status()).isZero();
            assertThat(r.outLines()).containsExactly("Mallard " + Version.get());
            assertThat(r.err()).isEmpty();
        }
    }

    static List<Arguments> badCommandLines() {
        return List.of(
                Arguments.of(new String[] {"xboard", "--foo"}, "unknown option \"--foo\""),
                Arguments.of(new String[] {"xboard", "--log"}, "option --log needs a value"),
                Arguments.of(new String[] {"xboard", "--log", " "}, "option --log needs a file name"),
                Arguments.of(new String[] {"xboard", "--off", "nonsense"}, "nonsense"),
                Arguments.of(new String[] {"uci", "--try", "probcut,nonsense"}, "--try unknown search technique \"nonsense\""),
                Arguments.of(new String[] {"match", "--engine1", "a", "--games", "2", "--depth", "3"},
                        "match needs --engine1, --engine2 and --games"),
                Arguments.of(new String[] {"match", "--engine1", "a", "--engine2", "b", "--games", "2"},
                        "give exactly one of --tc, --movetime, --depth, --nodes"),
                Arguments.of(new String[] {"match", "--engine1", "a", "--engine2", "b", "--games", "2", "--depth", "3",
                    "--nodes", "1000"}, "give exactly one of --tc, --movetime, --depth, --nodes"),
                Arguments.of(new String[] {"match", "--engine1", "a", "--engine2", "b", "--games", "2", "--nodes", "0"},
                        "option --nodes needs a whole number from 1"),
                Arguments.of(new String[] {"match", "--engine1", "a", "--engine2", "b", "--games", "2", "--tc", "1.5+0"},
                        "the base must be whole seconds"),
                Arguments.of(new String[] {"match", "--engine1", "a", "--engine2", "b", "--games", "0", "--depth", "3"},
                        "option --games needs a whole number from 1"),
                Arguments.of(new String[] {"match", "--engine1", "a", "--engine2", "b", "--games", "2", "--depth", "3",
                        "--sprt", "5,0,0.05,0.05"}, "elo0 < elo1"),
                Arguments.of(new String[] {"match", "--engine1", "a", "--engine2", "b", "--games", "2", "--depth", "3",
                        "--openings", "/nonexistent/book.fen"}, "cannot read openings"),
                Arguments.of(new String[] {"match", "--engine1", "a", "--engine2", "b", "--games", "2", "--depth", "3",
                        "--draw", "40,8"}, "option --draw needs FROM_MOVE,MOVES,CP (whole numbers), got \"40,8\""),
                Arguments.of(new String[] {"match", "--engine1", "a", "--engine2", "b", "--games", "2", "--depth", "3",
                        "--resign", "3,x"}, "option --resign needs MOVES,CP (whole numbers), got \"3,x\""),
                Arguments.of(new String[] {"match", "--engine1", "a", "--engine2", "b", "--games", "2", "--depth", "3",
                        "--resign", "3,0"}, "resign score must be at least 1, got 0"),
                Arguments.of(new String[] {"match", "--engine1", "a", "--engine2", "b", "--games", "2", "--depth", "3",
                        "--draw", "0,8,10"}, "draw move number must be at least 1, got 0"),
                Arguments.of(new String[] {"match", "--engine1", "a", "--engine2", "b", "--games", "2", "--depth", "3",
                        "--max-moves", "0"}, "option --max-moves needs a whole number from 1"),
                Arguments.of(new String[] {"match", "--engine1", "a", "--engine2", "b", "--games", "3", "--nodes", "1000"},
                        "3 games need at least 2 openings under a nodes limit, got 1"),
                Arguments.of(new String[] {"openings", "--plies", "3"}, "openings needs --count"),
                Arguments.of(new String[] {"frobnicate"}, "unknown command \"frobnicate\""),
                Arguments.of(new String[] {"perft", "--depth", "3", "--foo"}, "unknown option \"--foo\""),
                Arguments.of(new String[] {"perft", "--depth", "3", "extra"}, "unknown option \"extra\""),
                Arguments.of(new String[] {"perft", "--depth"}, "option --depth needs a value"),
                Arguments.of(new String[] {"perft", "--depth", "--divide"}, "option --depth needs a value"),
                Arguments.of(new String[] {"perft", "--depth", "3", "--fen"}, "option --fen needs a value"),
                Arguments.of(new String[] {"perft", "--divide"}, "option --depth is required"),
                Arguments.of(new String[] {"perft"}, "option --depth is required"),
                Arguments.of(new String[] {"perft", "--depth", "x"}, "option --depth needs a whole number from 1 to 20, got \"x\""),
                Arguments.of(new String[] {"perft", "--depth", "0"}, "option --depth needs a whole number from 1 to 20"),
                Arguments.of(new String[] {"perft", "--depth", "21"}, "option --depth needs a whole number from 1 to 20"),
                Arguments.of(new String[] {"perft", "--depth", "-1"}, "option --depth needs a whole number from 1 to 20"),
                Arguments.of(new String[] {"perft", "--depth", "2.5"}, "option --depth needs a whole number"),
                Arguments.of(new String[] {"perft", "--depth", "3", "--fen", "garbage"}, "bad FEN: FEN: expected 6 fields"),
                Arguments.of(new String[] {"perft", "--depth", "3", "--fen",
                        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1"}, "bad FEN: side to move:"),
                Arguments.of(new String[] {"perft", "--depth", "1", "--fen", "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1"},
                        "bad FEN: board: the side not to move (Black) is in check"),
                Arguments.of(new String[] {"perft", "--depth", "3", "--variant", "nosuch"}, "unknown variant \"nosuch\""),
                Arguments.of(new String[] {"perft", "--variant", "duck", "--depth", "1", "--fen",
                        "4k3/8/8/8/8/8/8/**2K3 w - - 0 1"}, "bad FEN: board: more than one Duck"),
                Arguments.of(new String[] {"perft", "--variant", "refusal", "--depth", "1", "--fen",
                        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 veto:e7e5"},
                        "bad FEN: veto: must name a legal move of White"),
                Arguments.of(new String[] {"refusal-bench", "--depth", "3", "--explicit-depth", "4"},
                        "option --explicit-depth needs a whole number from 0 to 3"),
                Arguments.of(new String[] {"refusal-bench", "--fen", "8/8/8/8/8/8/8/8 w - - 0 1"}, "bad FEN:"));
    }

    @ParameterizedTest(name = "[{index}] {1}")
    @MethodSource("badCommandLines")
    void badCommandLineExitsWithStatusTwo(String[] args, String message) {
        CommandRun r = run(args);
        assertThat(r.status()).isEqualTo(2);
        assertThat(r.out()).as("nothing on stdout").isEmpty();
        assertThat(r.err()).contains(message);
        assertThat(r.err()).startsWith("mallard: ").contains("usage:");
    }

    @Test
    void unknownVariantListsTheKnownOnes() {
        CommandRun r = run("perft", "--depth", "1", "--variant", "nosuch");
        assertThat(r.err()).contains("known: ").contains("normal");
    }
}
