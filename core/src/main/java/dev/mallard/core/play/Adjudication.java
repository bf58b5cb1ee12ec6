package dev.mallard.core.play;

/**
 * Rules that end a game early from the players' own scores, as cutechess's {@code -resign},
 * {@code -draw} and {@code -maxmoves}: a game whose outcome both sides agree on need not be
 * played out, and a game that goes nowhere need not go on for ever. Counts are in plies; a
 * count of 0 turns its rule off. Scores are centipawns from White's side, one per ply, as the
 * side to move reported it for the turn it played.
 *
 * @param resignPlies a side wins when every score of this many plies in a row, of both
 *     players, gives it at least {@code resignScore}
 * @param resignScore the resign threshold in centipawns, positive
 * @param drawFromPly the first ply (from 0, counted from the game's opening position) whose
 *     score counts towards the draw rule
 * @param drawPlies the game is drawn when every score of this many plies in a row is within
 *     {@code ±drawScore}
 * @param drawScore the draw threshold in centipawns, not negative
 * @param maxPlies the game is drawn once this many plies have been played
 */
public record Adjudication(int resignPlies, int resignScore, int drawFromPly, int drawPlies, int drawScore,
        int maxPlies) {
    /** No rule: every game is played to its end by the rules. */
    public static final Adjudication NONE = new Adjudication(0, 1, 0, 0, 0, 0);

    /**
     * Checks the values.
     *
     * @param resignPlies plies in a row for a win, or 0
     * @param resignScore the resign threshold in centipawns, positive
     * @param drawFromPly the first ply counted for a draw
     * @param drawPlies plies in a row for a draw, or 0
     * @param drawScore the draw threshold in centipawns, not negative
     * @param maxPlies the longest game in plies, or 0
     * @throws IllegalArgumentException for a negative count or threshold, or a resign threshold of 0
     */
    public Adjudication {
        if (resignPlies < 0 || resignScore < 1 || drawFromPly < 0 || drawPlies < 0 || drawScore < 0 || maxPlies < 0) {
            throw new IllegalArgumentException("bad adjudication " + resignPlies + "/" + resignScore + "/"
                    + drawFromPly + "/" + drawPlies + "/" + drawScore + "/" + maxPlies
                    + ": counts must not be negative, the resign score must be positive, the draw score not negative");
        }
    }

    /**
     * These rules with cutechess's {@code -resign movecount=M score=S twosided=true}: a side wins
     * when both players gave it at least {@code score} centipawns on each of their last
     * {@code moves} moves.
     *
     * @param moves moves of each player, at least 1
     * @param score centipawns, at least 1
     * @return the new rules
     * @throws IllegalArgumentException for a count or score below 1
     */
    public Adjudication withResign(int moves, int score) {
        requireAtLeast(1, moves, "resign move count");
        requireAtLeast(1, score, "resign score");
        return new Adjudication(2 * moves, score, drawFromPly, drawPlies, drawScore, maxPlies);
    }

    /**
     * These rules with cutechess's {@code -draw movenumber=N movecount=M score=S}: a draw when,
     * from the game's {@code fromMove}-th move on, both players scored within {@code ±score} on
     * each of their last {@code moves} moves.
     *
     * @param fromMove the first move counted, from 1 (moves counted from the opening position)
     * @param moves moves of each player, at least 1
     * @param score centipawns, at least 0
     * @return the new rules
     * @throws IllegalArgumentException for a move or count below 1 or a negative score
     */
    public Adjudication withDraw(int fromMove, int moves, int score) {
        requireAtLeast(1, fromMove, "draw move number");
        requireAtLeast(1, moves, "draw move count");
        requireAtLeast(0, score, "draw score");
        return new Adjudication(resignPlies, resignScore, 2 * (fromMove - 1), 2 * moves, score, maxPlies);
    }

    /**
     * These rules with cutechess's {@code -maxmoves N}: a draw once each player made {@code moves} moves.
     *
     * @param moves at least 1
     * @return the new rules
     * @throws IllegalArgumentException for a count below 1
     */
    public Adjudication withMaxMoves(int moves) {
        requireAtLeast(1, moves, "maximum move count");
        return new Adjudication(resignPlies, resignScore, drawFromPly, drawPlies, drawScore, 2 * moves);
    }

    /** {@return the counters of one game under these rules} */
    public Adjudicator newGame() {
        return new Adjudicator(this);
    }

    private static void requireAtLeast(int least, int value, String what) {
        if (value < least) {
            throw new IllegalArgumentException(what + " must be at least " + least + ", got " + value);
        }
    }
}
