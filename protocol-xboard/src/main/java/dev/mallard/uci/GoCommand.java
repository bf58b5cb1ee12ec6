package dev.mallard.uci;

import dev.mallard.core.board.Color;
import dev.mallard.core.search.SearchLimits;
import dev.mallard.protocol.ProtocolOutput;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The parameters of one {@code go} command. Parsing never fails: a parameter that is unknown or
 * lacks its value is left out, and a value out of range (zero, negative, too large) is cut to the
 * nearest in range, each named in {@link #problems()}, so that the engine still searches, never
 * without an end it was asked for, and answers with {@code bestmove}, as a GUI waits for one.
 *
 * @param whiteTimeMs  {@code wtime}, or {@link #ABSENT}
 * @param blackTimeMs  {@code btime}, or {@link #ABSENT}
 * @param whiteIncMs   {@code winc} (0 when not given)
 * @param blackIncMs   {@code binc} (0 when not given)
 * @param movesToGo    {@code movestogo} (0 = the rest of the game)
 * @param depth        {@code depth} (0 = none)
 * @param nodes        {@code nodes} (0 = none)
 * @param moveTimeMs   {@code movetime} (0 = none)
 * @param mate         {@code mate}: stop at a mate in this many moves or fewer (0 = none)
 * @param infinite     {@code infinite}: search until {@code stop}
 * @param ponder       {@code ponder}: search the expected position until {@code ponderhit} or {@code stop}
 * @param searchMoves  {@code searchmoves}: the root turns to consider, as sent (empty = all)
 * @param problems     what was left out or cut and why, one message each
 */
record GoCommand(long whiteTimeMs, long blackTimeMs, long whiteIncMs, long blackIncMs, int movesToGo, int depth,
                 long nodes, long moveTimeMs, int mate, boolean infinite, boolean ponder, List<String> searchMoves,
                 List<String> problems) {
    /** A clock the GUI did not send. */
    static final long ABSENT = Long.MIN_VALUE;
    /** The longest time taken, in ms (about 31 years): larger values are cut to it, so sums cannot overflow. */
    static final long MAX_MS = 1_000_000_000_000L;

    /** Echoed values are cut to this length. */
    private static final int MAX_ECHO = 40;
    private static final Pattern DIGITS = Pattern.compile("[-+]?\\d+");
    private static final Set<String> KEYWORDS = Set.of("searchmoves", "ponder", "wtime", "btime", "winc", "binc",
            "movestogo", "depth", "nodes", "mate", "movetime", "infinite");

    /** Copies the lists. */
    GoCommand {
        searchMoves = List.copyOf(searchMoves);
        problems = List.copyOf(problems);
    }

    /** The parameters of {@code go} from its arguments. */
    static GoCommand parse(List<String> args) {
        Parser p = new Parser(args);
        p.run();
        return new GoCommand(p.wtime, p.btime, p.winc, p.binc, p.movesToGo, p.depth, p.nodes, p.moveTime, p.mate,
                p.infinite, p.ponder, p.searchMoves, p.problems);
    }

    /** The same command for the search after a {@code ponderhit}: no longer pondering. */
    GoCommand withoutPonder() {
        return new GoCommand(whiteTimeMs, blackTimeMs, whiteIncMs, blackIncMs, movesToGo, depth, nodes, moveTimeMs,
                mate, infinite, false, searchMoves, problems);
    }

    /** {@return whether the command names a clock ({@code wtime} or {@code btime}): a timed search} */
    boolean timed() {
        return whiteTimeMs != ABSENT || blackTimeMs != ABSENT;
    }

    /**
     * {@return whether the command gives the clock of {@code color}}
     *
     * @param color the side
     */
    boolean hasClock(int color) {
        return (color == Color.WHITE ? whiteTimeMs : blackTimeMs) != ABSENT;
    }

    /**
     * The limits of the search for the side {@code color} on move: its clock less
     * {@code overheadMs} (the time every move costs beyond the search: pipes, GUI, network), its
     * increment, and the other limits as given. A command that names any clock is a timed search,
     * as in Stockfish: a side whose clock is not given has none left and moves at once. A
     * {@code mate} limit alone ends at depth {@link #mateDepth}; no limit at all searches until
     * the deepest iteration, a mate or {@code stop}, as Stockfish's bare {@code go} does.
     */
    SearchLimits limits(int color, long overheadMs) {
        long time = color == Color.WHITE ? whiteTimeMs : blackTimeMs;
        long increment = color == Color.WHITE ? whiteIncMs : blackIncMs;
        long timeLeft = timed() ? Math.max(1, (time == ABSENT ? 0 : time) - overheadMs) : 0;
        long moveTime = moveTimeMs;
        if (moveTime > 0 && timeLeft > 0) {
            moveTime = Math.min(moveTime, timeLeft); // never more than the clock holds
        }
        int maxDepth = Math.min(depth, SearchLimits.MAX_DEPTH);
        if (mate > 0 && maxDepth == 0 && nodes == 0 && moveTime == 0 && timeLeft == 0 && !infinite) {
            maxDepth = mateDepth(mate);
        }
        return new SearchLimits(maxDepth, nodes, moveTime, timeLeft, timeLeft > 0 ? increment : 0, movesToGo, infinite);
    }

    /**
     * The depth that ends a search for a mate in {@code moves} with no other limit: the mate's
     * own plies and four more for what pruning and reductions cut from the nominal depth.
     */
    static int mateDepth(int moves) {
        return (int) Math.min(SearchLimits.MAX_DEPTH, 2L * moves + 3);
    }

    /** The state of one parse: the arguments, where it is, and what it found. */
    private static final class Parser {
        private final List<String> args;
        private int index;
        private long wtime = ABSENT;
        private long btime = ABSENT;
        private long winc;
        private long binc;
        private int movesToGo;
        private int depth;
        private long nodes;
        private long moveTime;
        private int mate;
        private boolean infinite;
        private boolean ponder;
        private final List<String> searchMoves = new ArrayList<>();
        private final List<String> problems = new ArrayList<>();

        Parser(List<String> args) {
            this.args = args;
        }

        void run() {
            while (index < args.size()) {
                String word = args.get(index++);
                switch (word) {
                    case "infinite" -> infinite = true;
                    case "ponder" -> ponder = true;
                    case "wtime" -> wtime = clock(word);
                    case "btime" -> btime = clock(word);
                    case "winc" -> winc = clamped(word, 0, MAX_MS, winc);
                    case "binc" -> binc = clamped(word, 0, MAX_MS, binc);
                    case "movestogo" -> movesToGo = (int) clamped(word, 0, Integer.MAX_VALUE, movesToGo);
                    case "depth" -> depth = (int) clamped(word, 1, SearchLimits.MAX_DEPTH, depth);
                    case "nodes" -> nodes = clamped(word, 1, Long.MAX_VALUE, nodes);
                    case "movetime" -> moveTime = clamped(word, 1, MAX_MS, moveTime);
                    case "mate" -> mate = (int) clamped(word, 1, Integer.MAX_VALUE, mate);
                    case "searchmoves" -> {
                        while (index < args.size() && !KEYWORDS.contains(args.get(index))) {
                            searchMoves.add(args.get(index++));
                        }
                        if (searchMoves.isEmpty()) {
                            problems.add("go searchmoves names no move; searching all moves");
                        }
                    }
                    default -> problems.add("unknown go parameter \"" + ProtocolOutput.echo(word, MAX_ECHO) + "\" ignored");
                }
            }
        }

        /** A clock: a GUI may send a negative one when the engine is late; it counts as empty. */
        private long clock(String word) {
            long value = number(word);
            if (value != ABSENT && value < 0) {
                problems.add("go " + word + " " + value + " is negative; taken as 0");
                return 0;
            }
            return value == ABSENT ? ABSENT : cut(word, value, 0, MAX_MS);
        }

        /**
         * The whole number after {@code word}, cut to {@code min} to {@code max} (a value outside
         * is named in the problems); {@code previous} if there is none.
         */
        private long clamped(String word, long min, long max, long previous) {
            long value = number(word);
            return value == ABSENT ? previous : cut(word, value, min, max);
        }

        private long cut(String word, long value, long min, long max) {
            long kept = Math.max(min, Math.min(max, value));
            if (kept != value && !(word.equals("depth") && value > max)) { // a deep depth is the deepest, as in Stockfish
                problems.add("go " + word + " " + value + " is out of range (" + min + " to " + max + "); taken as " + kept);
            }
            return kept;
        }

        /** The whole number after {@code word}; {@link #ABSENT}, with the problem noted, if there is none. */
        private long number(String word) {
            if (index >= args.size() || KEYWORDS.contains(args.get(index))) {
                problems.add("go " + word + " needs a value; ignored");
                return ABSENT;
            }
            String text = args.get(index++);
            try {
                long value = Long.parseLong(text);
                return value == ABSENT ? ABSENT + 1 : value;
            } catch (NumberFormatException e) {
                if (DIGITS.matcher(text).matches()) { // beyond a long: the farthest value, which the range then cuts
                    return text.startsWith("-") ? ABSENT + 1 : Long.MAX_VALUE;
                }
                problems.add("go " + word + " \"" + ProtocolOutput.echo(text, MAX_ECHO) + "\" is not a whole number; ignored");
            }
            return ABSENT;
        }
    }
}
