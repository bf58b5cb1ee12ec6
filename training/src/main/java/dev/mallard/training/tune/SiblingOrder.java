package dev.mallard.training.tune;

import dev.mallard.core.board.Color;
import dev.mallard.core.board.Position;
import dev.mallard.core.rules.Rules;
import dev.mallard.core.search.Evaluator;
import dev.mallard.training.data.LabelledPosition;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

/**
 * How well an evaluation orders siblings: positions one turn after the same position, each
 * labelled by a reference (for FIDE, Stockfish's static evaluation as
 * {@code scripts/label-with-stockfish.py --static --children K} writes it). A search compares a
 * node's children, so an evaluation that puts siblings in the reference's order is what it
 * needs; a lower absolute error does not imply it (docs/tuning.md, session 18: networks with a
 * lower error than the hand evaluation ordered siblings worse and lost games). The measure is a
 * screen before games, not a judge.
 *
 * <p>Siblings are found in a data file's order, without markers: a position followed by
 * positions that its legal turns reach (its children) makes a group, and every two children of
 * a group make a pair. Pairs where either label is beyond {@value #MAX_LABEL} cp are left out:
 * there the reference's static score says little about order (lost material, mates).
 */
public final class SiblingOrder {
    /** Labels beyond this (cp, either side) leave their pair out. */
    public static final int MAX_LABEL = 1500;

    private final List<Position> positions = new ArrayList<>();
    private final List<Integer> labels = new ArrayList<>();

    /**
     * What an evaluation made of the pairs.
     *
     * @param pairs the pairs measured
     * @param sameOrder the share of pairs the evaluation orders as the labels do (ties count
     *     only when both are ties)
     * @param differenceRms the root mean square, in cp, of the evaluation's difference between
     *     the two siblings less the labels' difference
     * @param absoluteRms the root mean square, in cp, of the evaluation less the label over the
     *     pairs' positions
     */
    public record Report(int pairs, double sameOrder, double differenceRms, double absoluteRms) {
    }

    /**
     * The sibling pairs of a data file's positions, in the file's order.
     *
     * @param rules the positions' rules, which say what is a child
     * @param parser reads a FEN of the rules' variant
     * @param data the labelled positions, in file order (comments and markers left out)
     * @return the pairs
     * @throws IllegalArgumentException if the parser rejects a FEN
     */
    public static SiblingOrder of(Rules rules, Function<String, Position> parser, List<LabelledPosition> data) {
        SiblingOrder order = new SiblingOrder();
        int[] turns = new int[rules.maxTurns()];
        Set<Long> children = new HashSet<>();
        List<Position> group = new ArrayList<>();
        List<Integer> groupLabels = new ArrayList<>();
        for (LabelledPosition labelled : data) {
            Position position = parser.apply(labelled.fen());
            if (!children.contains(position.key())) {
                order.addPairs(group, groupLabels);
                group.clear();
                groupLabels.clear();
                children.clear();
                int count = rules.generateTurns(position, turns, 0);
                for (int i = 0; i < count; i++) {
                    rules.makeTurn(position, turns[i]);
                    children.add(position.key());
                    rules.unmakeTurn(position, turns[i]);
                }
                continue;
            }
            // A repeated child (the same quiet move drawn twice) would make a pair of equals.
            children.remove(position.key());
            group.add(position);
            groupLabels.add(labelled.score());
        }
        order.addPairs(group, groupLabels);
        return order;
    }

    private SiblingOrder() {
    }

    private void addPairs(List<Position> group, List<Integer> groupLabels) {
        for (int i = 0; i < group.size(); i++) {
            for (int j = i + 1; j < group.size(); j++) {
                if (Math.abs(groupLabels.get(i)) <= MAX_LABEL && Math.abs(groupLabels.get(j)) <= MAX_LABEL) {
                    positions.add(group.get(i));
                    labels.add(groupLabels.get(i));
                    positions.add(group.get(j));
                    labels.add(groupLabels.get(j));
                }
            }
        }
    }

    /** {@return the number of pairs} */
    public int pairs() {
        return positions.size() / 2;
    }

    /**
     * Measures an evaluation on the pairs.
     *
     * @param evaluator the evaluation (scores for the side to move, as a search reads them)
     * @return what it made of them
     * @throws IllegalStateException if there are no pairs
     */
    public Report measure(Evaluator evaluator) {
        if (positions.isEmpty()) {
            throw new IllegalStateException("no sibling pairs");
        }
        double sameOrder = 0;
        double differenceSquares = 0;
        double absoluteSquares = 0;
        for (int i = 0; i < positions.size(); i += 2) {
            int first = whiteView(evaluator, positions.get(i));
            int second = whiteView(evaluator, positions.get(i + 1));
            int firstLabel = labels.get(i);
            int secondLabel = labels.get(i + 1);
            if (Integer.signum(first - second) == Integer.signum(firstLabel - secondLabel)) {
                sameOrder++;
            }
            differenceSquares += square((first - second) - (firstLabel - secondLabel));
            absoluteSquares += square(first - firstLabel) + square(second - secondLabel);
        }
        int pairs = pairs();
        return new Report(pairs, sameOrder / pairs, Math.sqrt(differenceSquares / pairs),
                Math.sqrt(absoluteSquares / (2.0 * pairs)));
    }

    private static int whiteView(Evaluator evaluator, Position position) {
        int score = evaluator.evaluate(position);
        return position.sideToMove() == Color.WHITE ? score : -score;
    }

    private static double square(double value) {
        return value * value;
    }
}
