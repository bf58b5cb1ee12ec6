package dev.mallard.cecp;

import dev.mallard.core.board.Move;
import dev.mallard.core.engine.Game;
import dev.mallard.core.engine.Turn;
import java.util.ArrayList;
import java.util.List;

/**
 * The root moves that CECP's {@code exclude} took out of the analysis. They are piece moves
 * (the Duck's square or the veto stays the search's choice) and hold for the position they were
 * made in: the set empties when the position changes, as XBoard expects.
 */
final class RootExclusions {
    private final List<Integer> excluded = new ArrayList<>();
    /** The position the exclusions belong to. */
    private String fen = "";

    /**
     * The root moves the analysis of {@code game} searches: none (meaning all) without
     * exclusions, else the legal ones not excluded; null when every move is excluded.
     */
    List<String> searchMoves(Game game) {
        forgetOtherPositions(game);
        if (excluded.isEmpty()) {
            return List.of();
        }
        List<String> kept = new ArrayList<>();
        for (int move : pieceMoves(game)) {
            if (!excluded.contains(move)) {
                kept.add(Move.toUci(move));
            }
        }
        return kept.isEmpty() ? null : kept;
    }

    /** Excludes {@code moves} (piece moves) from the analysis of {@code game}, or includes them again. */
    void set(Game game, List<Integer> moves, boolean exclude) {
        forgetOtherPositions(game);
        for (Integer m : moves) {
            excluded.remove(m);
            if (exclude) {
                excluded.add(m);
            }
        }
    }

    /** The piece moves of the legal turns, each once (a Duck move has many turns, one per Duck square). */
    static List<Integer> pieceMoves(Game game) {
        List<Integer> moves = new ArrayList<>();
        for (Turn turn : game.legalTurns()) {
            int move = Move.base(turn.code());
            if (!moves.contains(move)) {
                moves.add(move);
            }
        }
        return moves;
    }

    private void forgetOtherPositions(Game game) {
        if (!fen.equals(game.fen())) {
            excluded.clear();
            fen = game.fen();
        }
    }
}
