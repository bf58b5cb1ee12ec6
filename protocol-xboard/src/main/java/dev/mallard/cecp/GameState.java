package dev.mallard.cecp;

import dev.mallard.core.board.Color;
import dev.mallard.core.board.Position;
import dev.mallard.core.rules.GameStatus;
import dev.mallard.core.rules.IllegalMoveException;
import dev.mallard.core.rules.Rules;
import dev.mallard.core.variant.SearchableVariant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The game the GUI and the engine play: the variant, the position, and the turns made since
 * the position was set up, so that {@code undo} and {@code remove} can take them back. The
 * position keeps its move stack, so repetitions count across the whole game.
 */
final class GameState {
    private SearchableVariant variant;
    private Position position;
    private final List<Integer> turns = new ArrayList<>();

    GameState(SearchableVariant variant) {
        reset(variant);
    }

    /** The variant's start position, no turns. */
    void reset(SearchableVariant newVariant) {
        setUp(newVariant, newVariant.parseFen(newVariant.startFen()));
    }

    /** A set-up position (from {@code setboard}), no turns. */
    void setUp(SearchableVariant newVariant, Position newPosition) {
        variant = newVariant;
        position = newPosition;
        turns.clear();
    }

    SearchableVariant variant() {
        return variant;
    }

    int sideToMove() {
        return position.sideToMove();
    }

    /** Turns made since the set-up. */
    int plies() {
        return turns.size();
    }

    /** A copy of the position that the caller may keep (a search on another thread). */
    Position snapshot() {
        return position.copy();
    }

    /** The position's FEN in the variant's dialect. */
    String fen() {
        return variant.toFen(position);
    }

    /** The legal turns. */
    int[] legalTurns() {
        Rules rules = variant.rules();
        int[] buffer = new int[rules.maxTurns()];
        int count = rules.generateTurns(position, buffer, 0);
        return Arrays.copyOf(buffer, count);
    }

    boolean isLegal(int turn) {
        for (int legal : legalTurns()) {
            if (legal == turn) {
                return true;
            }
        }
        return false;
    }

    /**
     * The legal turn a move text names.
     *
     * @throws IllegalMoveException if it is malformed or not legal
     */
    int parseTurn(String text) {
        int turn = variant.rules().parseTurn(position, text);
        if (!isLegal(turn)) {
            throw new IllegalMoveException("not a legal turn: " + text, "not a legal turn");
        }
        return turn;
    }

    /** The turn as the arguments of its CECP {@code move} lines, one per leg (before it is made). */
    List<String> cecpLegs(int turn) {
        return variant.cecpLegs(position, turn);
    }

    /** Makes a legal turn. */
    void play(int turn) {
        variant.rules().makeTurn(position, turn);
        turns.add(turn);
    }

    /** Takes back the last {@code count} turns; there must be that many. */
    void undo(int count) {
        if (count > turns.size()) {
            throw new IllegalStateException("only " + turns.size() + " turns to take back");
        }
        for (int i = 0; i < count; i++) {
            int turn = turns.remove(turns.size() - 1);
            variant.rules().unmakeTurn(position, turn);
        }
    }

    /** Whether and how the game has ended, as the variant sees it. */
    GameStatus status() {
        return variant.status(position);
    }

    /** The live position, for reading only. */
    Position position() {
        return position;
    }

    /**
     * Puts {@code color} on move (CECP's protocol-1 {@code white} and {@code black}) by
     * rewriting the FEN: the side field changes, the en-passant square goes, the turn history
     * starts afresh. Nothing changes if that side is already on move.
     *
     * @throws IllegalArgumentException if the position is not legal with that side on move
     */
    void putOnMove(int color) {
        if (position.sideToMove() == color) {
            return;
        }
        String[] fields = variant.toFen(position).split(" ");
        if (fields.length < 4) {
            throw new IllegalArgumentException("cannot change the side to move in " + variant.toFen(position));
        }
        fields[1] = String.valueOf(Color.toChar(color));
        fields[3] = "-";
        setUp(variant, variant.parseFen(String.join(" ", fields)));
    }
}
