package dev.mallard.fide.eval;

import dev.mallard.core.board.PieceType;
import dev.mallard.core.tune.ParameterSchema;
import dev.mallard.core.tune.ParameterSet;
import java.util.Arrays;

/**
 * The FIDE evaluation's parameters: their schema (names, shapes and ranges, in the order of the
 * feature vector) and the values shipped in the resource {@code fide.params} beside this class.
 * Refusal Chess ships its own file of the same schema.
 *
 * <p>Names: {@code tempo}, {@code material.<piece>}, {@code bishop.pair},
 * {@code rook.open.file}, {@code rook.half.open.file}, {@code psqt.<piece>.<square>} (White's
 * squares; pawns on ranks 2 to 7), {@code mobility.<piece>.<safe squares>},
 * {@code pawn.doubled|isolated|backward}, {@code passed.rank<r>},
 * {@code passed.king.own|enemy.rank<r>}, {@code shield.advanced.one|advanced.far|missing|open.file},
 * {@code threat.mover.one|two}, {@code threat.waiting.one|two},
 * {@code passer.blocked|unsafe|free|supported.rank<r>} (r 4 to 7),
 * {@code passer.rook.behind|enemy.behind}, {@code check.safe.<piece>} (all tapered), and the scalars of the non-linear king-attack curve
 * ({@code king.attack.<piece>}, {@code king.attack.zone.square}, {@code king.attack.percent.<n>},
 * {@code king.attack.max}) and of the drawish-material scaling ({@code drawish.margin},
 * {@code drawish.divisor}).
 */
public final class FideParameters {
    /** The resource name of the shipped values, beside this class. */
    public static final String RESOURCE = "fide.params";
    /** The piece names used in parameter names, by piece type. */
    static final String[] PIECE_NAMES = {"", "pawn", "knight", "bishop", "rook", "queen", "king"};
    /** The largest safe-square count per piece type (knight 8 ... queen 27). */
    static final int[] MAX_MOBILITY = {0, 0, 8, 13, 14, 27, 0};

    /** The schema of every FIDE-family parameter file. */
    public static final ParameterSchema SCHEMA = schema();

    // Feature indices, resolved once from the schema.
    static final int TEMPO = SCHEMA.index("tempo");
    static final int BISHOP_PAIR = SCHEMA.index("bishop.pair");
    static final int ROOK_OPEN_FILE = SCHEMA.index("rook.open.file");
    static final int ROOK_HALF_OPEN_FILE = SCHEMA.index("rook.half.open.file");
    static final int DOUBLED = SCHEMA.index("pawn.doubled");
    static final int ISOLATED = SCHEMA.index("pawn.isolated");
    static final int BACKWARD = SCHEMA.index("pawn.backward");
    /** {@code passed.rank2}: relative rank r (1 to 6) is this index + r - 1; likewise below. */
    static final int PASSED = SCHEMA.index("passed.rank2");
    static final int PASSED_KING_OWN = SCHEMA.index("passed.king.own.rank2");
    static final int PASSED_KING_ENEMY = SCHEMA.index("passed.king.enemy.rank2");
    static final int SHIELD_ADVANCED_ONE = SCHEMA.index("shield.advanced.one");
    static final int SHIELD_ADVANCED_FAR = SCHEMA.index("shield.advanced.far");
    static final int SHIELD_MISSING = SCHEMA.index("shield.missing");
    static final int SHIELD_OPEN_FILE = SCHEMA.index("shield.open.file");
    /** {@code threat.mover.one}; {@code .two}, {@code threat.waiting.one} and {@code .two} follow it. */
    static final int THREAT_MOVER_ONE = SCHEMA.index("threat.mover.one");
    /** {@code passer.blocked.rank4}: relative rank r (3 to 6) is this index + r - 3; likewise the next three. */
    static final int PASSER_BLOCKED = SCHEMA.index("passer.blocked.rank4");
    static final int PASSER_UNSAFE = SCHEMA.index("passer.unsafe.rank4");
    static final int PASSER_FREE = SCHEMA.index("passer.free.rank4");
    static final int PASSER_SUPPORTED = SCHEMA.index("passer.supported.rank4");
    /** {@code passer.rook.behind}; {@code passer.rook.enemy.behind} follows it. */
    static final int PASSER_ROOK_BEHIND = SCHEMA.index("passer.rook.behind");
    /** {@code check.safe.knight}; {@code .bishop}, {@code .rook} and {@code .queen} follow it. */
    static final int SAFE_CHECK = SCHEMA.index("check.safe.knight");
    /** By piece type: the index of its material parameter (never written after initialisation). */
    private static final int[] MATERIAL_INDEX = new int[PieceType.KING + 1];
    /** By {@code type << 6 | square}: the index of its table parameter, -1 for none (never written after initialisation). */
    private static final int[] PIECE_SQUARE_INDEX = new int[(PieceType.KING + 1) << 6];
    /** By piece type: the index of its mobility parameter for count 0 (never written after initialisation). */
    private static final int[] MOBILITY_INDEX = new int[PieceType.KING + 1];

    static {
        Arrays.fill(PIECE_SQUARE_INDEX, -1);
        for (int type = PieceType.PAWN; type <= PieceType.KING; type++) {
            if (type != PieceType.KING) {
                MATERIAL_INDEX[type] = SCHEMA.index("material." + PIECE_NAMES[type]);
            }
            if (type >= PieceType.KNIGHT && type <= PieceType.QUEEN) {
                MOBILITY_INDEX[type] = SCHEMA.index("mobility." + PIECE_NAMES[type] + ".0");
            }
            for (int square = 0; square < 64; square++) {
                int rank = square >>> 3;
                if (type != PieceType.PAWN || rank >= 1 && rank <= 6) {
                    PIECE_SQUARE_INDEX[type << 6 | square] = SCHEMA.index(pieceSquareName(type, square));
                }
            }
        }
    }

    private FideParameters() {
    }

    /**
     * The values shipped with the FIDE evaluation (read once, immutable).
     *
     * @return the shipped values
     */
    public static ParameterSet shipped() {
        return Shipped.VALUES;
    }

    /** The index of {@code material.<type>} (pawn to queen). */
    static int material(int type) {
        return MATERIAL_INDEX[type];
    }

    /** The index of {@code psqt.<type>.<square>} (White's square), -1 for a pawn on rank 1 or 8. */
    static int pieceSquare(int type, int square) {
        return PIECE_SQUARE_INDEX[type << 6 | square];
    }

    /** The index of {@code mobility.<type>.0} (knight to queen); a count n is this index + n. */
    static int mobility(int type) {
        return MOBILITY_INDEX[type];
    }

    private static String pieceSquareName(int type, int square) {
        return "psqt." + PIECE_NAMES[type] + "." + (char) ('a' + (square & 7)) + (char) ('1' + (square >>> 3));
    }

    private static ParameterSchema schema() {
        ParameterSchema.Builder b = ParameterSchema.builder();
        int low = -2000;
        int high = 2000;
        b.tapered("tempo", low, high);
        for (int type = PieceType.PAWN; type <= PieceType.QUEEN; type++) {
            b.tapered("material." + PIECE_NAMES[type], 0, 3000);
        }
        b.tapered("bishop.pair", low, high).tapered("rook.open.file", low, high).tapered("rook.half.open.file", low, high);
        for (int type = PieceType.PAWN; type <= PieceType.KING; type++) {
            for (int square = 0; square < 64; square++) {
                int rank = square >>> 3;
                if (type != PieceType.PAWN || rank >= 1 && rank <= 6) {
                    b.tapered(pieceSquareName(type, square), low, high);
                }
            }
        }
        for (int type = PieceType.KNIGHT; type <= PieceType.QUEEN; type++) {
            for (int n = 0; n <= MAX_MOBILITY[type]; n++) {
                b.tapered("mobility." + PIECE_NAMES[type] + "." + n, low, high);
            }
        }
        b.tapered("pawn.doubled", low, high).tapered("pawn.isolated", low, high).tapered("pawn.backward", low, high);
        for (String prefix : new String[] {"passed.rank", "passed.king.own.rank", "passed.king.enemy.rank"}) {
            for (int rank = 2; rank <= 7; rank++) {
                b.tapered(prefix + rank, low, high);
            }
        }
        b.tapered("shield.advanced.one", low, high).tapered("shield.advanced.far", low, high)
                .tapered("shield.missing", low, high).tapered("shield.open.file", low, high);
        // What chess knowledge fixes, kept by the tuner (see ParameterSchema's orderings): more
        // squares are worth more, an open file more than a half-open one, a shield pawn pushed
        // one step better than two, than none, than an open line, a passer more the further it is.
        for (int type = PieceType.KNIGHT; type <= PieceType.QUEEN; type++) {
            String[] chain = new String[MAX_MOBILITY[type] + 1];
            for (int n = 0; n <= MAX_MOBILITY[type]; n++) {
                chain[n] = "mobility." + PIECE_NAMES[type] + "." + n;
            }
            b.ordered(chain);
        }
        b.ordered("rook.half.open.file", "rook.open.file");
        b.ordered("shield.open.file", "shield.missing", "shield.advanced.far", "shield.advanced.one");
        b.ordered("passed.rank2", "passed.rank3", "passed.rank4", "passed.rank5", "passed.rank6", "passed.rank7");
        b.tapered("threat.mover.one", low, high).tapered("threat.mover.two", low, high)
                .tapered("threat.waiting.one", low, high).tapered("threat.waiting.two", low, high);
        for (String prefix : new String[] {"passer.blocked.rank", "passer.unsafe.rank", "passer.free.rank",
            "passer.supported.rank"}) {
            for (int rank = 4; rank <= 7; rank++) {
                b.tapered(prefix + rank, low, high);
            }
        }
        b.tapered("passer.rook.behind", low, high).tapered("passer.rook.enemy.behind", low, high);
        for (int type = PieceType.KNIGHT; type <= PieceType.QUEEN; type++) {
            b.tapered("check.safe." + PIECE_NAMES[type], low, high);
        }
        for (int type = PieceType.KNIGHT; type <= PieceType.QUEEN; type++) {
            b.scalar("king.attack." + PIECE_NAMES[type], 0, 1000);
        }
        b.scalar("king.attack.zone.square", 0, 1000);
        for (int n = 1; n <= KingSafety.MAX_COUNTED_ATTACKERS; n++) {
            b.scalar("king.attack.percent." + n, 0, 100);
        }
        b.scalar("king.attack.max", 0, 3000);
        b.scalar("drawish.margin", 0, 3000).scalar("drawish.divisor", 1, 64);
        return b.build();
    }

    /** Loads the shipped file when first asked for. */
    private static final class Shipped {
        static final ParameterSet VALUES = SCHEMA.load(FideParameters.class, RESOURCE);
    }
}
