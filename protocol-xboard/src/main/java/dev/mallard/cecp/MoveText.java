package dev.mallard.cecp;

import java.util.ArrayList;
import java.util.List;

/**
 * Between a variant's turn notation and CECP's. A one-part turn ({@code e2e4},
 * {@code e2e4/e7e5}) is the same in both. A two-leg turn ({@code e7e8q,e8d5}: the Duck's) goes
 * to the GUI as WinBoard's multi-leg move, two {@code move} lines with the first ending in a
 * comma and the promotion letter on the last leg ({@code move e7e8,} then {@code move e8d5q});
 * from the GUI it may carry the promotion letter on either leg.
 */
final class MoveText {
    private MoveText() {
    }

    /** The {@code move ...} lines that send a turn written {@code text} by the variant. */
    static List<String> moveLines(String text) {
        int comma = text.indexOf(',');
        if (comma < 0) {
            return List.of("move " + text);
        }
        String first = text.substring(0, comma);
        String second = text.substring(comma + 1);
        if (hasPromotion(first) && second.length() == 4) {
            second = second + first.charAt(4);
            first = first.substring(0, 4);
        }
        return List.of("move " + first + ",", "move " + second);
    }

    /**
     * The texts to try, in order, for a move from the GUI: as sent, then with a two-leg move's
     * promotion letter moved to the other leg.
     */
    static List<String> inputForms(String move) {
        List<String> forms = new ArrayList<>(2);
        forms.add(move);
        int comma = move.indexOf(',');
        if (comma > 0 && move.indexOf(',', comma + 1) < 0) {
            String first = move.substring(0, comma);
            String second = move.substring(comma + 1);
            if (hasPromotion(second) && first.length() == 4) {
                forms.add(first + second.charAt(4) + "," + second.substring(0, 4));
            } else if (hasPromotion(first) && second.length() == 4) {
                forms.add(first.substring(0, 4) + "," + second + first.charAt(4));
            }
        }
        return forms;
    }

    /** A leg like {@code e7e8q}: four coordinate characters and a lower-case letter. */
    private static boolean hasPromotion(String leg) {
        return leg.length() == 5 && Character.isLowerCase(leg.charAt(4)) && Character.isDigit(leg.charAt(3));
    }
}
