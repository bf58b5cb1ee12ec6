package dev.mallard.core.play;

import java.util.Optional;

/**
 * One game's counters under an {@link Adjudication}: told each ply's score as it is played, it
 * says when the game is decided. Used by the match referee on the engines' reported scores and
 * by self-play data generation on its own search's.
 */
public final class Adjudicator {
    private final Adjudication rules;
    private int resignRun;
    private int resignSide;
    private int drawRun;

    Adjudicator(Adjudication rules) {
        this.rules = rules;
    }

    /**
     * Whether a game that has had {@code plies} plies played must stop as a draw by the move limit.
     *
     * @param plies plies played from the opening position
     * @return whether the limit is reached
     */
    public boolean outOfMoves(int plies) {
        return rules.maxPlies() > 0 && plies >= rules.maxPlies();
    }

    /**
     * Counts the score of ply {@code ply} and says whether the game is now decided.
     *
     * @param ply the ply, from 0 at the opening position
     * @param whiteScore the mover's score of the position before its turn, in centipawns from White's side
     * @return the result, or empty while the game goes on
     */
    public Optional<GameResult> scored(int ply, int whiteScore) {
        int side = Math.abs(whiteScore) >= rules.resignScore() ? Integer.signum(whiteScore) : 0;
        resignRun = side == 0 ? 0 : side == resignSide ? resignRun + 1 : 1;
        resignSide = side;
        if (rules.resignPlies() > 0 && resignRun >= rules.resignPlies()) {
            return Optional.of(side > 0 ? GameResult.WHITE_WINS : GameResult.BLACK_WINS);
        }
        drawRun = ply >= rules.drawFromPly() && Math.abs(whiteScore) <= rules.drawScore() ? drawRun + 1 : 0;
        if (rules.drawPlies() > 0 && drawRun >= rules.drawPlies()) {
            return Optional.of(GameResult.DRAW);
        }
        return Optional.empty();
    }

    /** A ply without a score (an engine that did not report one) breaks every run. */
    public void unscored() {
        resignRun = 0;
        resignSide = 0;
        drawRun = 0;
    }
}
