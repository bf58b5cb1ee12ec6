package dev.mallard.duck.eval;

import dev.mallard.core.tune.ParameterSchema;
import dev.mallard.core.tune.ParameterSet;

/**
 * The Duck Chess evaluation's parameters: their schema (every one a scalar, linear weight) and
 * the values shipped in the resource {@code duck.params} beside this class.
 *
 * <p>Names: {@code tempo}, {@code material.<piece>}, {@code pawn.advance.<ranks>} and
 * {@code passed.<ranks>} (ranks advanced, 0 to 6), {@code centre.knight|bishop.<distance>}
 * (0 to 3), {@code mobility.knight}, {@code mobility.bishop}, {@code mobility.rook.<squares>}
 * (0 to 14), {@code mobility.queen}, {@code king.zone.attack}, {@code king.attacked},
 * {@code king.shield.pawn}.
 */
public final class DuckParameters {
    /** The resource name of the shipped values, beside this class. */
    public static final String RESOURCE = "duck.params";
    /** The piece names used in parameter names, by piece type. */
    static final String[] PIECE_NAMES = {"", "pawn", "knight", "bishop", "rook", "queen", "king"};
    /** Ranks a pawn can have advanced, plus one. */
    static final int ADVANCES = 7;
    /** Distances from the centre, plus one. */
    static final int DISTANCES = 4;
    /** Squares a rook can reach, plus one. */
    static final int ROOK_SQUARES = 15;

    /** The schema of Duck parameter files. */
    public static final ParameterSchema SCHEMA = schema();

    static final int TEMPO = SCHEMA.index("tempo");
    /** {@code material.pawn}; piece type t is this index + t - 1. */
    static final int MATERIAL = SCHEMA.index("material.pawn");
    static final int PAWN_ADVANCE = SCHEMA.index("pawn.advance.0");
    static final int PASSED = SCHEMA.index("passed.0");
    static final int CENTRE_KNIGHT = SCHEMA.index("centre.knight.0");
    static final int CENTRE_BISHOP = SCHEMA.index("centre.bishop.0");
    static final int MOBILITY_KNIGHT = SCHEMA.index("mobility.knight");
    static final int MOBILITY_BISHOP = SCHEMA.index("mobility.bishop");
    static final int MOBILITY_ROOK = SCHEMA.index("mobility.rook.0");
    static final int MOBILITY_QUEEN = SCHEMA.index("mobility.queen");
    static final int KING_ZONE_ATTACK = SCHEMA.index("king.zone.attack");
    static final int KING_ATTACKED = SCHEMA.index("king.attacked");
    static final int KING_SHIELD_PAWN = SCHEMA.index("king.shield.pawn");

    private DuckParameters() {
    }

    /**
     * The values shipped with the Duck evaluation (read once, immutable).
     *
     * @return the shipped values
     */
    public static ParameterSet shipped() {
        return Shipped.VALUES;
    }

    private static ParameterSchema schema() {
        int low = -2000;
        int high = 2000;
        ParameterSchema.Builder b = ParameterSchema.builder().scalar("tempo", low, high);
        for (int type = 1; type <= 5; type++) {
            b.scalar("material." + PIECE_NAMES[type], 0, 3000);
        }
        for (String prefix : new String[] {"pawn.advance.", "passed."}) {
            for (int ranks = 0; ranks < ADVANCES; ranks++) {
                b.scalar(prefix + ranks, low, high);
            }
        }
        for (String prefix : new String[] {"centre.knight.", "centre.bishop."}) {
            for (int distance = 0; distance < DISTANCES; distance++) {
                b.scalar(prefix + distance, low, high);
            }
        }
        b.scalar("mobility.knight", low, high).scalar("mobility.bishop", low, high);
        for (int squares = 0; squares < ROOK_SQUARES; squares++) {
            b.scalar("mobility.rook." + squares, low, high);
        }
        b.scalar("mobility.queen", low, high);
        return b.scalar("king.zone.attack", low, high).scalar("king.attacked", low, high)
                .scalar("king.shield.pawn", low, high).build();
    }

    /** Loads the shipped file when first asked for. */
    private static final class Shipped {
        static final ParameterSet VALUES = SCHEMA.load(DuckParameters.class, RESOURCE);
    }
}
