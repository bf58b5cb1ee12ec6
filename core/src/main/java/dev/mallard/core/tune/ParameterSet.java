package dev.mallard.core.tune;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Values for every parameter of a {@link ParameterSchema}: an immutable weight vector that an
 * evaluation copies into its own final arrays when it is built. A scalar parameter's value is
 * its {@link #mg} component (its {@link #eg} is 0).
 *
 * <p>A set remembers the lines of the file it was read from, so that {@link #format()} writes
 * new values in the same layout, comments included, and a tuned file differs from the shipped
 * one only in the numbers that changed.
 */
public final class ParameterSet {
    private final ParameterSchema schema;
    private final int[] mg;
    private final int[] eg;
    private final List<String> layout;

    ParameterSet(ParameterSchema schema, int[] mg, int[] eg, List<String> layout) {
        this.schema = schema;
        this.mg = mg;
        this.eg = eg;
        this.layout = layout;
    }

    /**
     * The schema the values belong to.
     *
     * @return the schema
     */
    public ParameterSchema schema() {
        return schema;
    }

    /**
     * The middlegame value (a scalar's value) of parameter {@code index}.
     *
     * @param index the parameter's index
     * @return its middlegame value
     */
    public int mg(int index) {
        return mg[index];
    }

    /**
     * The endgame value of parameter {@code index}; 0 for a scalar.
     *
     * @param index the parameter's index
     * @return its endgame value
     */
    public int eg(int index) {
        return eg[index];
    }

    /**
     * The middlegame value (a scalar's value) of the parameter called {@code name}.
     *
     * @param name the parameter's name
     * @return its middlegame value
     */
    public int mg(String name) {
        return mg[schema.index(name)];
    }

    /**
     * The endgame value of the parameter called {@code name}.
     *
     * @param name the parameter's name
     * @return its endgame value
     */
    public int eg(String name) {
        return eg[schema.index(name)];
    }

    /**
     * The same set with new values, rounded to whole numbers and clamped to each parameter's
     * range; the layout is kept.
     *
     * @param newMg middlegame (scalar) values by parameter index
     * @param newEg endgame values by parameter index (ignored for scalars)
     * @return the new set
     */
    public ParameterSet withValues(double[] newMg, double[] newEg) {
        int size = schema.size();
        if (newMg.length != size || newEg.length != size) {
            throw new IllegalArgumentException("need " + size + " values per component, got " + newMg.length + " and "
                    + newEg.length);
        }
        int[] roundedMg = new int[size];
        int[] roundedEg = new int[size];
        for (int i = 0; i < size; i++) {
            roundedMg[i] = clamp(i, newMg[i]);
            roundedEg[i] = schema.tapered(i) ? clamp(i, newEg[i]) : 0;
        }
        return new ParameterSet(schema, roundedMg, roundedEg, layout);
    }

    private int clamp(int index, double value) {
        if (Double.isNaN(value)) {
            throw new IllegalArgumentException("parameter \"" + schema.name(index) + "\" is not a number");
        }
        return (int) Math.max(schema.min(index), Math.min(schema.max(index), Math.round(value)));
    }

    /**
     * The set as the lines of a parameter file: the layout it was read from with each
     * parameter's values replaced (the name's column and any comment on the line kept).
     *
     * @return the lines
     */
    public List<String> format() {
        List<String> lines = new ArrayList<>(layout.size());
        for (String line : layout) {
            String[] fields = ParameterSchema.fields(line);
            if (fields.length == 0) {
                lines.add(line);
                continue;
            }
            int index = schema.index(fields[0]);
            int comment = line.indexOf('#');
            String values = schema.tapered(index) ? mg[index] + " " + eg[index] : Integer.toString(mg[index]);
            int start = line.indexOf(fields[0]);
            StringBuilder text = new StringBuilder(line.substring(0, start + fields[0].length()));
            text.append(' ').append(values);
            if (comment >= 0) {
                text.append("  ").append(line.substring(comment));
            }
            lines.add(text.toString());
        }
        return lines;
    }

    /**
     * Whether both sets have the same schema and values.
     *
     * @param other another set
     * @return whether schema and values are the same
     */
    public boolean sameValues(ParameterSet other) {
        return schema == other.schema && Arrays.equals(mg, other.mg) && Arrays.equals(eg, other.eg);
    }
}
