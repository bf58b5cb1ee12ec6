package dev.mallard.fide.search;

import dev.mallard.core.board.Color;
import dev.mallard.core.board.PieceType;
import dev.mallard.core.board.Position;
import dev.mallard.core.search.Evaluator;

/**
 * Material plus a centralisation nudge: a simple, independent evaluation for search tests. It is
 * fixed here, so tests that pin a search's depth or tree to it do not move when the shipped
 * {@code fide.params} are re-tuned; only a change to the search moves them.
 */
final class MaterialEvaluator implements Evaluator {
    private static final int[] VALUE = {0, 100, 300, 310, 500, 900, 0};
    private static final long CENTRE = 0x0000_3C3C_3C3C_0000L;

    @Override
    public int evaluate(Position position) {
        int score = 0;
        for (int type = PieceType.PAWN; type <= PieceType.QUEEN; type++) {
            score += VALUE[type] * (Long.bitCount(position.pieces(Color.WHITE, type))
                    - Long.bitCount(position.pieces(Color.BLACK, type)));
        }
        score += 10 * (Long.bitCount(position.colorPieces(Color.WHITE) & CENTRE)
                - Long.bitCount(position.colorPieces(Color.BLACK) & CENTRE));
        return position.sideToMove() == Color.WHITE ? score : -score;
    }
}
