package dev.mallard.refusal;

import dev.mallard.core.board.Color;
import dev.mallard.core.board.Fen;
import dev.mallard.core.board.FenException;
import dev.mallard.core.board.Move;
import dev.mallard.core.board.Position;
import dev.mallard.core.movegen.MoveGenerator;
import dev.mallard.core.rules.GameStatus;
import dev.mallard.core.rules.IllegalMoveException;
import dev.mallard.core.rules.Rules;
import dev.mallard.core.variant.Variant;
import dev.mallard.fide.FideRules;
import dev.mallard.fide.FideVariant;
import java.util.Arrays;

/**
 * Refusal Chess, CECP name {@code refusal}: FIDE moves plus a veto of one reply (see
 * {@link RefusalRules}). The FEN is standard FEN, optionally followed by a seventh field
 * {@code veto:<move>} naming the move the side to move may not play, e.g.
 * {@code rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1 veto:e7e5}.
 *
 * <p>This is a rules-only variant (FEN, notation, perft): the shared search's second-best backup
 * rule is not written yet, so it does not implement
 * {@link dev.mallard.core.variant.SearchableVariant}.
 */
public final class RefusalVariant implements Variant {
    /** The prefix of the seventh FEN field. */
    public static final String VETO_PREFIX = "veto:";

    private static final FideVariant FIDE = new FideVariant();
    private final RefusalRules rules = new RefusalRules();

    @Override
    public String name() {
        return "refusal";
    }

    @Override
    public String startFen() {
        return Fen.START;
    }

    /**
     * Parses standard FEN with the checks of FIDE chess (the side not to move is not in check),
     * then the optional seventh field {@code veto:<move>}: a legal move of the side to move, who
     * must have at least two legal moves (a lone move cannot be vetoed). The veto field follows
     * all six standard fields.
     */
    @Override
    public Position parseFen(String fen) {
        if (fen == null || fen.isBlank()) {
            throw new FenException("FEN: empty");
        }
        String[] fields = fen.trim().split("\\s+");
        String last = fields[fields.length - 1];
        if (!last.startsWith(VETO_PREFIX)) {
            if (fields.length == 7) {
                throw new FenException("veto: expected the seventh field to be veto:<move> (e.g. veto:e7e5), got \""
                        + last + "\"");
            }
            return FIDE.parseFen(fen);
        }
        if (fields.length != 7) {
            throw new FenException("veto: the veto field must follow the six standard FEN fields (clocks included),"
                    + " got " + (fields.length - 1) + " fields before it");
        }
        Position position = FIDE.parseFen(String.join(" ", Arrays.copyOf(fields, 6)));
        String text = last.substring(VETO_PREFIX.length());
        String side = position.sideToMove() == Color.WHITE ? "White" : "Black";
        int veto;
        try {
            veto = FideRules.parseCoordinateMove(position, text);
        } catch (IllegalMoveException e) {
            throw new FenException("veto: must name a legal move of " + side + " (the side to move): "
                    + e.getMessage());
        }
        int legal = MoveGenerator.legal(position, new int[MoveGenerator.MAX_MOVES], 0, MoveGenerator.ALL);
        if (legal < 2) {
            throw new FenException("veto: " + side + " has a single legal move (" + text
                    + "), which may not be vetoed");
        }
        position.setForbiddenMove(veto);
        return position;
    }

    /** Standard FEN, plus {@code veto:<move>} when a veto is pending. */
    @Override
    public String toFen(Position position) {
        String fen = Fen.toFen(position);
        int veto = position.forbiddenMove();
        return veto == Move.NONE ? fen : fen + " " + VETO_PREFIX + Move.toUci(veto);
    }

    @Override
    public Rules rules() {
        return rules;
    }

    /**
     * Mate and stalemate on the allowed moves, then fifty moves, repetition (the pending veto is
     * part of the position) and insufficient material: {@link RefusalRules#status}.
     */
    @Override
    public GameStatus status(Position position) {
        return rules.status(position);
    }

    /** The rules with their Refusal-specific queries (game status, allowed moves). */
    public RefusalRules refusalRules() {
        return rules;
    }
}
