package dev.mallard.examples;

import dev.mallard.core.engine.Engine;
import dev.mallard.core.engine.Game;
import dev.mallard.core.engine.Turn;
import dev.mallard.core.search.SearchLimits;
import dev.mallard.core.variant.SearchableVariant;
import dev.mallard.core.variant.Variant;
import dev.mallard.core.variant.Variants;

/**
 * Loads every variant on the class path and plays six plies of each: the engine chooses the
 * turns of a variant with a search, the first legal turn stands in for one without.
 */
public final class EveryVariant {
    public static Game playSixPlies(Variant variant) {
        Game game = Game.start(variant);
        Engine engine = variant instanceof SearchableVariant searchable ? Engine.create(searchable, 16) : null;
        while (game.turns().size() < 6 && !game.isOver()) {
            Turn turn;
            if (engine != null) {
                engine.setPosition(game);
                turn = engine.search(SearchLimits.depth(3)).bestTurn().orElseThrow();
            } else {
                turn = game.legalTurns().get(0);
            }
            game.play(turn);
        }
        return game;
    }

    public static void main(String[] args) {
        for (Variant variant : Variants.all()) {
            Game game = playSixPlies(variant);
            System.out.println(variant.name() + (variant instanceof SearchableVariant ? " (searched)" : " (rules only)")
                    + ": " + game.turns().stream().map(Turn::san).toList() + " -> " + game.fen());
        }
    }
}
