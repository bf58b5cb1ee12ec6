package dev.mallard.uci;

import dev.mallard.core.board.Color;
import dev.mallard.core.search.SearchLimits;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The parameters of one {@code go} command. Parsing never fails: a parameter that is unknown,
 * lacks its value or has one out of range is left out and named in {@link #problems()}, so
 * that the engine still searches and answers with {@code bestmove}, as a GUI waits for one.
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
 * @param problems     what was left out and why, one message each
 */
record GoCommand(long whiteTimeMs, long blackTimeMs, long whiteIncMs, long blackIncMs, int movesToGo, int depth,
                 long nodes, long moveTimeMs, int mate, boolean infinite, boolean ponder, List<String> searchMoves,
                 List<String> problems) {
    /** A clock the GUI did not send. */
    static final long ABSENT = Long.MIN_VALUE;

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

    /**
     * The limits of the search for the side {@code color} on move: its clock less
     * {@code overheadMs} (the time every move costs beyond the search: pipes, GUI, network), its
     * increment, and the other limits as given; no limit at all searches until the deepest
     * iteration or a mate, as Stockfish's bare {@code go} does.
     */
    SearchLimits limits(int color, long overheadMs) {
        long time = color == Color.WHITE ? whiteTimeMs : blackTimeMs;
        long increment = color == Color.WHITE ? whiteIncMs : blackIncMs;
        long timeLeft = time == ABSENT ? 0 : Math.max(1, time - overheadMs);
        long moveTime = moveTimeMs;
        if (moveTime > 0 && timeLeft > 0) {
            moveTime = Math.min(moveTime, timeLeft); // never more than the clock holds
        }
        return new SearchLimits(Math.min(depth, SearchLimits.MAX_DEPTH), nodes, moveTime, timeLeft,
                timeLeft > 0 ? increment : 0, movesToGo, infinite);
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
                    case "winc" -> winc = number(word, 0, winc);
                    case "binc" -> binc = number(word, 0, binc);
                    case "movestogo" -> movesToGo = (int) number(word, 0, Integer.MAX_VALUE, movesToGo);
                    case "depth" -> depth = (int) number(word, 1, Integer.MAX_VALUE, depth);
                    case "nodes" -> nodes = number(word, 1, nodes);
                    case "movetime" -> moveTime = number(word, 1, moveTime);
                    case "mate" -> mate = (int) number(word, 1, Integer.MAX_VALUE, mate);
                    case "searchmoves" -> {
                        while (index < args.size() && !KEYWORDS.contains(args.get(index))) {
                            searchMoves.add(args.get(index++));
                        }
                        if (searchMoves.isEmpty()) {
                            problems.add("go searchmoves names no move; searching all moves");
                        }
                    }
                    default -> problems.add("unknown go parameter \"" + word + "\" ignored");
                }
            }
        }

        /** A clock: a GUI may send a negative one when the engine is late; it counts as empty. */
        private long clock(String word) {
            long value = number(word, Long.MIN_VALUE + 1, ABSENT);
            if (value != ABSENT && value < 0) {
                problems.add("go " + word + " " + value + " is negative; taken as 0");
                return 0;
            }
            return value;
        }

        private long number(String word, long min, long previous) {
            return number(word, min, Long.MAX_VALUE, previous);
        }

        /** The whole number after {@code word}, from {@code min} to {@code max}; else {@code previous}, with the problem noted. */
        private long number(String word, long min, long max, long previous) {
            if (index >= args.size() || KEYWORDS.contains(args.get(index))) {
                problems.add("go " + word + " needs a value; ignored");
                return previous;
            }
            String text = args.get(index++);
            try {
                long value = Long.parseLong(text);
                if (value >= min && value <= max) {
                    return value;
                }
                String range = max == Long.MAX_VALUE || max == Integer.MAX_VALUE ? "at least " + min : min + " to " + max;
                problems.add("go " + word + " " + text + " is out of range (" + range + "); ignored");
            } catch (NumberFormatException e) {
                problems.add("go " + word + " \"" + text + "\" is not a whole number; ignored");
            }
            return previous;
        }
    }
}
