package dev.mallard.fide;

import dev.mallard.core.board.Color;
import dev.mallard.core.board.Fen;
import dev.mallard.core.board.FenException;
import dev.mallard.core.board.Position;
import dev.mallard.core.rules.Rules;
import dev.mallard.core.variant.Variant;

/** FIDE chess, CECP name {@code normal}: standard FEN, coordinate moves. */
public final class FideVariant implements Variant {
    private final FideRules rules = new FideRules();

    @Override
    public String name() {
        return "normal";
    }

    @Override
    public String startFen() {
        return Fen.START;
    }

    /**
     * Parses standard FEN and also rejects positions FIDE chess cannot reach: the side not to
     * move in check.
     */
    @Override
    public Position parseFen(String fen) {
        Position position = Fen.parse(fen);
        int waiting = position.sideToMove() ^ 1;
        if (position.isAttacked(position.kingSquare(waiting), position.sideToMove())) {
            throw new FenException("board: the side not to move (" + (waiting == Color.WHITE ? "White" : "Black")
                    + ") is in check");
        }
        return position;
    }

    @Override
    public String toFen(Position position) {
        return Fen.toFen(position);
    }

    @Override
    public Rules rules() {
        return rules;
    }
}
