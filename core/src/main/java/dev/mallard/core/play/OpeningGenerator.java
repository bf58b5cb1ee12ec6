package dev.mallard.core.play;

import dev.mallard.core.board.Color;
import dev.mallard.core.board.PieceType;
import dev.mallard.core.board.Position;
import dev.mallard.core.rules.GameStatus;
import dev.mallard.core.rules.Rules;
import dev.mallard.core.search.SearchLimits;
import dev.mallard.core.search.Searcher;
import dev.mallard.core.search.TranspositionTable;
import dev.mallard.core.variant.SearchableVariant;
import dev.mallard.core.variant.Variant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * Makes an opening book: positions after a few random turns from the start that a shallow
 * search finds balanced. A variant with a search is judged by it (Mallard's own evaluation at
 * the given depth); a rules-only variant by a two-turn material search (pawn 1, knight and
 * bishop 3, rook 5, queen 9; a lost king loses), which at least keeps out positions where a
 * piece or the king simply hangs. Positions whose game is over, and repeats, are skipped.
 *
 * <p>The result depends only on the seed, so a book can be remade.
 */
public final class OpeningGenerator {
    /** Centipawn values of the material search, by piece type. */
    private static final int[] VALUE = {0, 100, 300, 300, 500, 900, 0};
    private static final int KING_LOST = 100_000;

    private final Variant variant;
    private final Random random;
    private final int depth;
    private final int maxScore;
    private final Searcher searcher;

    /**
     * A generator for {@code variant}; {@code depth} is the search depth of a searchable
     * variant (the material search of a rules-only variant is always two turns), {@code maxScore}
     * the largest absolute score in centipawns a kept position may have.
     *
     * @param variant the variant
     * @param seed the seed of the random choices
     * @param depth the depth of the search that scores each opening
     * @param maxScore the largest score an opening may have
     */
    public OpeningGenerator(Variant variant, long seed, int depth, int maxScore) {
        if (variant == null || depth < 1 || maxScore < 0) {
            throw new IllegalArgumentException("need a variant, depth >= 1 and maxScore >= 0, got " + variant + ", "
                    + depth + ", " + maxScore);
        }
        this.variant = variant;
        this.random = new Random(seed);
        this.depth = depth;
        this.maxScore = maxScore;
        this.searcher = variant instanceof SearchableVariant searchable
                ? new Searcher(searchable.searchRules(), searchable.newEvaluator(), new TranspositionTable(16)) : null;
    }

    /** One kept position: its FEN and the score (side to move's view) that passed. */
    public record Opening(String fen, int score) {
    }

    /**
     * {@return {@code count} distinct balanced positions after {@code plies} random turns each}
     *
     * @param count how many openings
     * @param plies the plies of random play per opening
     * @throws IllegalStateException if a thousand tries per position found too few
     */
    public List<Opening> generate(int count, int plies) {
        if (count < 1 || plies < 1) {
            throw new IllegalArgumentException("count and plies must be at least 1, got " + count + ", " + plies);
        }
        List<Opening> openings = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        Rules rules = variant.rules();
        int[] turns = new int[rules.maxTurns()];
        for (int tries = 0; openings.size() < count; tries++) {
            if (tries > 1000L * count) {
                throw new IllegalStateException("found only " + openings.size() + " balanced openings of " + count);
            }
            Position position = randomPosition(plies, turns);
            if (position == null) {
                continue;
            }
            String fen = variant.openingFen(position);
            if (!seen.add(fen)) {
                continue;
            }
            Position start = variant.parseFen(fen);
            int score = score(start);
            if (Math.abs(score) <= maxScore) {
                openings.add(new Opening(fen, score));
            }
        }
        return openings;
    }

    private Position randomPosition(int plies, int[] turns) {
        Position position = variant.parseFen(variant.startFen());
        Rules rules = variant.rules();
        for (int ply = 0; ply < plies; ply++) {
            int count = rules.generateTurns(position, turns, 0);
            if (count == 0) {
                return null;
            }
            rules.makeTurn(position, turns[random.nextInt(count)]);
        }
        return variant.status(position) == GameStatus.ONGOING ? position : null;
    }

    private int score(Position position) {
        if (searcher != null) {
            searcher.clear();
            return searcher.search(position, SearchLimits.depth(depth), info -> { }).score();
        }
        return materialSearch(position, 2, new int[2][variant.rules().maxTurns()]);
    }

    /** Negamax over whole turns on material alone, side to move's view. */
    private int materialSearch(Position position, int plies, int[][] buffers) {
        int own = material(position, position.sideToMove());
        int other = material(position, Color.opposite(position.sideToMove()));
        if (plies == 0 || own <= -KING_LOST || other <= -KING_LOST) {
            return own - other;
        }
        Rules rules = variant.rules();
        int[] turns = buffers[plies - 1];
        int count = rules.generateTurns(position, turns, 0);
        if (count == 0) {
            return own - other;
        }
        int best = -2 * KING_LOST;
        for (int i = 0; i < count; i++) {
            rules.makeTurn(position, turns[i]);
            best = Math.max(best, -materialSearch(position, plies - 1, buffers));
            rules.unmakeTurn(position, turns[i]);
        }
        return best;
    }

    private static int material(Position position, int color) {
        if (position.pieces(color, PieceType.KING) == 0) {
            return -KING_LOST;
        }
        int total = 0;
        for (int type = PieceType.PAWN; type <= PieceType.QUEEN; type++) {
            total += VALUE[type] * Long.bitCount(position.pieces(color, type));
        }
        return total;
    }
}
