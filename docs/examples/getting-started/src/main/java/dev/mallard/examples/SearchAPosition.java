package dev.mallard.examples;

import dev.mallard.core.engine.Engine;
import dev.mallard.core.engine.SearchOutcome;
import dev.mallard.core.search.SearchLimits;
import java.util.List;

/** Searches a position of a variant and prints each iteration and the best turn. */
public final class SearchAPosition {
    public static SearchOutcome search(String variant, String fen, List<String> turns, int depth) {
        Engine engine = Engine.create(variant);              // found on the class path by name
        engine.setPosition(fen, turns);                      // FEN, then turns in coordinates
        SearchOutcome outcome = engine.search(SearchLimits.depth(depth),
                info -> System.out.println("depth " + info.depth() + " " + info.scoreText() + " pv " + info.pv()));
        System.out.println("best " + outcome.bestTurn().orElseThrow().san() + " (" + outcome.scoreText() + ")");
        return outcome;
    }

    public static void main(String[] args) {
        search("normal", "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3", List.of(), 8);
    }
}
