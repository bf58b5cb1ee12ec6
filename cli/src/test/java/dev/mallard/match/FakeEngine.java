package dev.mallard.match;

import dev.mallard.core.variant.Variant;
import dev.mallard.core.variant.Variants;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;

/**
 * A scripted CECP engine for the referee's tests, started as a process on the test class path.
 * Both sides of a game run the same script, a list of plies: each knows the whole game and
 * plays the entry of the current ply when it is on move. An entry is a turn in CECP text (a
 * Duck turn {@code a,b} goes out as two {@code move} lines, {@code move a,} then
 * {@code move b}), or one of {@code RESIGN}, {@code CRASH} (exit with status 3), {@code HANG}
 * (say nothing), {@code CLAIM} (a false {@code 1-0} claim), {@code REJECT} (answer
 * {@code Illegal move}), {@code NOISE+<turn>} (chatter, then the turn). Past the script's end it
 * hangs. It takes every {@code option} but one whose value is {@code refuse}. The first argument is the {@code myname}; {@code --no-setboard} or {@code --no-nps} as
 * the second announces that feature as 0.
 */
public final class FakeEngine {
    /** It plays every variant on the test class path, the plug-in registered there too. */
    private static final String VARIANTS = String.join(",", Variants.all().stream().map(Variant::name).toList());

    private FakeEngine() {
    }

    /** Runs the script given as arguments: name, optional {@code --no-setboard} or {@code --no-nps}, plies. */
    public static void main(String[] args) throws IOException {
        String without = args.length > 1 && args[1].startsWith("--no-") ? args[1].substring(5) : "";
        boolean setboard = !without.equals("setboard");
        int first = without.isEmpty() ? 1 : 2;
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        int ply = 0;
        boolean force = false;
        String line;
        while ((line = in.readLine()) != null) {
            String[] words = line.trim().split(" ", 2);
            switch (words[0]) {
                case "protover" -> say("feature ping=1 usermove=1 setboard=" + (setboard ? 1 : 0)
                        + (without.equals("nps") ? " nps=0" : "") + " variants=\"" + VARIANTS + "\" myname=\"" + args[0] + "\" done=1");
                case "ping" -> say("pong " + words[1]);
                case "new" -> {
                    ply = 0;
                    force = false;
                }
                case "force" -> force = true;
                case "quit" -> System.exit(0);
                case "option" -> {
                    // every option is taken but one of value "refuse", answered as an engine refuses a value
                    if (words.length > 1 && words[1].endsWith("=refuse")) {
                        say("Error (out of range): " + line.trim());
                    }
                }
                case "go" -> {
                    force = false;
                    ply = play(args, first + ply) ? ply + 1 : ply;
                }
                case "usermove" -> {
                    ply++;
                    if (!force) {
                        ply = play(args, first + ply) ? ply + 1 : ply;
                    }
                }
                default -> {
                    // set-up, clocks and everything else need no answer
                }
            }
        }
    }

    /** Plays script entry {@code index}; returns whether a turn went out. */
    private static boolean play(String[] script, int index) {
        String entry = index < script.length ? script[index] : "HANG";
        switch (entry) {
            case "RESIGN" -> say("resign");
            case "CRASH" -> System.exit(3);
            case "HANG" -> {
                return false;
            }
            case "CLAIM" -> say("1-0 {I say so}");
            case "REJECT" -> say("Illegal move: whatever you sent");
            default -> {
                String turn = entry;
                if (turn.startsWith("NOISE+")) {
                    say("# thinking hard");
                    say("Error (unknown command): nothing");
                    say("12 34 5 6789 e2e4 e7e5");
                    say("telluser hello");
                    turn = turn.substring(6);
                }
                int at = turn.indexOf('@');
                if (at > 0) {
                    say("7 " + turn.substring(at + 1) + " 15 12345 " + turn.substring(0, at));
                    turn = turn.substring(0, at);
                }
                int comma = turn.indexOf(',');
                if (comma > 0 && comma < turn.length() - 1) {
                    say("move " + turn.substring(0, comma + 1));
                    say("move " + turn.substring(comma + 1));
                } else {
                    say("move " + turn);
                }
                return true;
            }
        }
        return false;
    }

    private static void say(String text) {
        System.out.println(text);
        System.out.flush();
    }
}
