package dev.mallard.examples;

import dev.mallard.core.engine.Game;
import dev.mallard.core.engine.Pgn;
import java.util.Map;

/** Plays a short Duck Chess game from SAN, checks its end and writes it as PGN. */
public final class PlayAGame {
    public static String play() {
        Game game = Game.start("duck");
        for (String san : new String[] {"e4,a3", "f6,a4", "Qh5,a3", "a6,a4", "Qxe8,a3"}) {
            game.playSan(san);                               // illegal turns throw, saying why
        }
        System.out.println(game.status() + " " + game.result());   // KING_CAPTURED 1-0
        return Pgn.write(game, Map.of("White", "Alice", "Black", "Bob"));
    }

    public static void main(String[] args) {
        System.out.println(play());
    }
}
