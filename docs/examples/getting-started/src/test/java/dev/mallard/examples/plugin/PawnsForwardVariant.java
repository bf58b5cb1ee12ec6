package dev.mallard.examples.plugin;

import dev.mallard.core.board.Position;
import dev.mallard.core.rules.GameStatus;
import dev.mallard.core.rules.Rules;
import dev.mallard.core.search.Evaluator;
import dev.mallard.core.search.SearchRules;
import dev.mallard.core.variant.SearchableVariant;
import dev.mallard.fide.FideVariant;
import java.util.List;

/**
 * A worked plug-in: FIDE chess with every pawn one square further forward. It reuses the FIDE
 * module's rules, search hooks, evaluation and SAN and changes the name and the start position;
 * {@code META-INF/services/dev.mallard.core.variant.Variant} registers it, so that
 * {@code Variants.find("pawns-forward")}, {@code Engine.create("pawns-forward")} and PGN's
 * {@code [Variant "pawns-forward"]} find it like the built-in variants.
 */
public final class PawnsForwardVariant implements SearchableVariant {
    private static final String START = "rnbqkbnr/8/pppppppp/8/8/PPPPPPPP/8/RNBQKBNR w KQkq - 0 1";

    private final FideVariant fide = new FideVariant();

    @Override
    public String name() {
        return "pawns-forward";
    }

    @Override
    public String startFen() {
        return START;
    }

    @Override
    public Position parseFen(String fen) {
        return fide.parseFen(fen);
    }

    @Override
    public String toFen(Position position) {
        return fide.toFen(position);
    }

    @Override
    public Rules rules() {
        return fide.rules();
    }

    @Override
    public GameStatus status(Position position) {
        return fide.status(position);
    }

    @Override
    public boolean isInsufficientMaterial(Position position) {
        return fide.isInsufficientMaterial(position);
    }

    @Override
    public String formatSan(Position position, int turn) {
        return fide.formatSan(position, turn);
    }

    @Override
    public int parseSan(Position position, String text) {
        return fide.parseSan(position, text);
    }

    @Override
    public SearchRules searchRules() {
        return fide.searchRules();
    }

    @Override
    public Evaluator newEvaluator() {
        return fide.newEvaluator();
    }

    @Override
    public List<String> benchFens() {
        return List.of(START);
    }

    @Override
    public int benchDepth() {
        return fide.benchDepth();
    }
}
