package dev.mallard.gui.session;

import dev.mallard.gui.http.Exchanges;
import dev.mallard.gui.http.HttpProblem;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Locale;

/**
 * A clock time control as lichess and pychess offer it: each side starts with the same time and
 * gains an increment after each of its turns ({@code 3+2}: three minutes, two seconds a turn).
 *
 * @param baseMs      each side's time at the start, in ms (whole seconds, as PGN's
 *     {@code TimeControl} tag writes it)
 * @param incrementMs the time added after each turn, in ms (whole seconds)
 */
public record TimeControl(long baseMs, long incrementMs) {
    /** The shortest start time: a quarter of a minute, lichess' shortest. */
    static final long MIN_BASE_MS = 15_000;
    /** The longest start time: three hours. */
    static final long MAX_BASE_MS = 180 * 60_000L;
    /** The largest increment: three minutes. */
    static final long MAX_INCREMENT_MS = 180_000;

    /**
     * Validates the values.
     *
     * @param baseMs each side's time at the start, in ms
     * @param incrementMs the time added after each turn, in ms
     */
    public TimeControl {
        if (baseMs < MIN_BASE_MS || baseMs > MAX_BASE_MS || incrementMs < 0 || incrementMs > MAX_INCREMENT_MS
                || baseMs % 1000 != 0 || incrementMs % 1000 != 0) {
            throw new IllegalArgumentException("a clock is 0.25 to 180 minutes plus 0 to 180 seconds a turn, in whole seconds");
        }
    }

    /**
     * {@return the time control of its usual notation, minutes plus seconds: {@code 3+2},
     * {@code 0.5+0}; null for {@code none} or a blank text (time per move, no clock)}
     *
     * @param text the notation
     * @throws HttpProblem (400) for any other text, or values out of range
     */
    static TimeControl parse(String text) {
        String plain = text == null ? "" : text.strip().toLowerCase(Locale.ROOT);
        if (plain.isEmpty() || plain.equals("none")) {
            return null;
        }
        String[] parts = plain.split("\\+", -1);
        try {
            if (parts.length == 2) {
                long base = new BigDecimal(parts[0].strip()).multiply(BigDecimal.valueOf(60_000)).longValueExact();
                long increment = new BigDecimal(parts[1].strip()).multiply(BigDecimal.valueOf(1000)).longValueExact();
                return new TimeControl(base, increment);
            }
        } catch (IllegalArgumentException | ArithmeticException e) {
            // not a number, fractions of a second, or out of range: answered below
        }
        throw HttpProblem.badRequest("the clock is minutes+seconds per turn (0.25 to 180 minutes, 0 to 180 s,"
                + " in whole seconds),"
                + " e.g. 3+2, or none; not \"" + Exchanges.abbreviate(text) + "\"");
    }

    /** {@return the notation, as {@link #parse} reads it: {@code 3+2}, {@code 0.5+0}} */
    @Override
    public String toString() {
        return BigDecimal.valueOf(baseMs).divide(BigDecimal.valueOf(60_000), 3, RoundingMode.HALF_UP).stripTrailingZeros()
                .toPlainString() + "+" + incrementMs / 1000;
    }

    /** {@return the value of PGN's {@code TimeControl} tag: seconds plus seconds, {@code 180+2}} */
    String pgnTag() {
        return baseMs / 1000 + "+" + incrementMs / 1000;
    }
}
