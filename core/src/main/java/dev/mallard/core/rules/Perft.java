package dev.mallard.core.rules;

import dev.mallard.core.board.Position;
import java.util.ArrayList;
import java.util.List;

/**
 * Counts the leaf turns of the game tree to a fixed depth, the standard test of a move
 * generator. The last ply is bulk-counted with {@link Rules#countTurns}, without making the
 * turns. Turn buffers are allocated once per instance; an instance is not thread-safe.
 */
public final class Perft {
    /** One root turn and the number of leaves below it. */
    public record Entry(String turn, long nodes) {
    }

    private final Rules rules;
    private int[][] buffers = new int[0][];

    /**
     * A perft counter for a variant's rules.
     *
     * @param rules the variant's rules
     */
    public Perft(Rules rules) {
        if (rules == null) {
            throw new IllegalArgumentException("rules must not be null");
        }
        this.rules = rules;
    }

    /**
     * {@return the number of leaf turns {@code depth} plies below {@code position} (1 at depth 0)}
     *
     * @param position the position
     * @param depth the depth in plies
     */
    public long count(Position position, int depth) {
        checkDepth(depth);
        ensureBuffers(depth);
        return depth == 0 ? 1 : countBelow(position, depth);
    }

    /**
     * {@return the count below each root turn, in generation order}
     *
     * @param position the position
     * @param depth the depth in plies
     */
    public List<Entry> divide(Position position, int depth) {
        checkDepth(depth);
        if (depth == 0) {
            throw new IllegalArgumentException("divide needs depth >= 1, got 0");
        }
        ensureBuffers(depth);
        int[] turns = new int[rules.maxTurns()];
        int count = rules.generateTurns(position, turns, 0);
        List<Entry> entries = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            String text = rules.formatTurn(position, turns[i]);
            rules.makeTurn(position, turns[i]);
            long nodes = depth == 1 ? 1 : countBelow(position, depth - 1);
            rules.unmakeTurn(position, turns[i]);
            entries.add(new Entry(text, nodes));
        }
        return entries;
    }

    private long countBelow(Position position, int depth) {
        int[] turns = buffers[depth];
        if (depth == 1) {
            return rules.countTurns(position, turns);
        }
        int count = rules.generateTurns(position, turns, 0);
        long nodes = 0;
        for (int i = 0; i < count; i++) {
            int turn = turns[i];
            rules.makeTurn(position, turn);
            nodes += countBelow(position, depth - 1);
            rules.unmakeTurn(position, turn);
        }
        return nodes;
    }

    private static void checkDepth(int depth) {
        if (depth < 0 || depth > 64) {
            throw new IllegalArgumentException("perft depth must be 0 to 64, got " + depth);
        }
    }

    private void ensureBuffers(int depth) {
        if (buffers.length <= depth) {
            int[][] grown = new int[depth + 1][];
            for (int i = 0; i <= depth; i++) {
                grown[i] = i < buffers.length ? buffers[i] : new int[rules.maxTurns()];
            }
            buffers = grown;
        }
    }
}
