package dev.mallard.uci;

import dev.mallard.core.engine.Game;
import dev.mallard.core.rules.IllegalMoveException;
import dev.mallard.core.variant.SearchableVariant;
import dev.mallard.protocol.ProtocolOutput;
import java.util.List;

/**
 * The game that {@code position (startpos | fen F) [moves ...]} sets up, checked whole before
 * anything changes: the session stops a running search and installs the game only when the
 * command is good, so a bad FEN or move leaves the previous position and the search as they were.
 */
final class PositionCommand {
    /** Echoed input is cut to this length. */
    private static final int MAX_ECHO = 200;

    private PositionCommand() {
    }

    /**
     * The game {@code args} name in {@code variant}.
     *
     * @param args the arguments of {@code position}
     * @param variant the game's variant
     * @return the position, with the turns played from it
     * @throws IllegalArgumentException naming what is wrong: the form, the FEN field or the turn
     */
    static Game parse(List<String> args, SearchableVariant variant) {
        if (args.isEmpty()) {
            throw new IllegalArgumentException("position needs startpos or fen");
        }
        int movesAt = args.indexOf("moves");
        List<String> setup = movesAt < 0 ? args : args.subList(0, movesAt);
        List<String> moves = movesAt < 0 ? List.of() : args.subList(movesAt + 1, args.size());
        String fen;
        if (setup.get(0).equals("startpos")) {
            if (setup.size() > 1) {
                throw new IllegalArgumentException("position startpos takes no more than moves");
            }
            fen = variant.startFen();
        } else if (setup.get(0).equals("fen")) {
            if (setup.size() < 2) {
                throw new IllegalArgumentException("position fen needs a FEN");
            }
            fen = String.join(" ", setup.subList(1, setup.size()));
        } else {
            throw new IllegalArgumentException("position needs startpos or fen, got \""
                    + ProtocolOutput.echo(setup.get(0), MAX_ECHO) + "\"");
        }
        try {
            Game game = Game.fromFen(variant, fen);
            for (int i = 0; i < moves.size(); i++) {
                try {
                    game.play(moves.get(i));
                } catch (IllegalMoveException e) {
                    throw e.in("turn " + (i + 1) + " of " + moves.size());
                }
            }
            return game;
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("position ignored, the previous one stays: " + e.getMessage(), e);
        }
    }
}
