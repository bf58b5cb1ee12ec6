package dev.mallard.gui.session;

import dev.mallard.core.engine.Game;
import dev.mallard.core.engine.Turn;
import dev.mallard.gui.search.WhiteScore;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A game as the page shows it: the JSON object of {@code /api/state}. */
final class PageState {
    private PageState() {
    }

    /**
     * {@return the page's view of a game}
     *
     * @param id the game's id
     * @param game the game
     * @param end how it stands
     * @param engineSide the side Mallard plays, or {@link GameSession#NOBODY}
     * @param moveTimeMs Mallard's time per move
     * @param clock the game's clocks, or null
     * @param scores White's scores of the positions after that many turns, as far as known
     */
    static Map<String, Object> of(String id, Game game, GameEnd end, int engineSide, long moveTimeMs, GameClock clock,
            Map<Integer, WhiteScore> scores) {
        Map<String, Object> state = new LinkedHashMap<>();
        state.put("session", id);
        state.put("variant", game.variant().name());
        state.put("fen", game.fen());
        state.put("startFen", game.startFen());
        state.put("side", PageFields.colour(game.sideToMove()));
        List<Object> turns = new ArrayList<>();
        for (Turn turn : game.turns()) {
            turns.add(Map.of("text", turn.text(), "san", turn.san()));
        }
        state.put("turns", turns);
        boolean over = end.isOver();
        state.put("over", over);
        state.put("result", over ? end.result() : "*");
        state.put("reason", over ? end.reason() : "");
        state.put("legal", over ? List.of() : game.legalTurnTexts());
        state.put("engineSide", engineSide == GameSession.NOBODY ? "none" : PageFields.colour(engineSide));
        state.put("moveTime", moveTimeMs);
        state.put("clock", clock == null ? null : clock.json());
        List<Object> known = new ArrayList<>();
        for (int ply = 0; ply <= game.turns().size(); ply++) {
            WhiteScore score = scores.get(ply);
            known.add(score == null ? null : score.json());
        }
        state.put("scores", known);
        // The side to move at the game's start: the side of even plies.
        int sideAtStart = (game.sideToMove() + game.turns().size()) % 2;
        state.put("marks", TurnMarks.of(scores, game.turns().size(), sideAtStart));
        return state;
    }
}
