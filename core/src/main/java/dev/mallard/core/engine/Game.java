package dev.mallard.core.engine;

import dev.mallard.core.board.Color;
import dev.mallard.core.board.Move;
import dev.mallard.core.board.Position;
import dev.mallard.core.board.Zobrist;
import dev.mallard.core.rules.GameStatus;
import dev.mallard.core.rules.IllegalMoveException;
import dev.mallard.core.rules.Rules;
import dev.mallard.core.variant.Variant;
import dev.mallard.core.variant.Variants;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * A game of one variant: a start position and the turns played since, each checked against the
 * variant's rules. It answers what embedders ask of a chess library: the legal turns, the game's
 * status and result, and the draw rules as separate queries (repetition, fifty moves,
 * insufficient material).
 *
 * <p>Turns are accepted in the variant's coordinate notation ({@link #play(String)}) or in SAN
 * ({@link #playSan}); either way only a turn the rules generate is ever played. A draw by rule
 * does not stop the game (as in over-the-board chess, where most draws must be claimed); a
 * position without turns (mate, stalemate, a captured king) does.
 *
 * <p>Not thread-safe: one game belongs to one thread at a time. Games share nothing, so any
 * number of them run in parallel.
 */
public final class Game {
    private final Variant variant;
    private final String startFen;
    private final Position position;
    private final int[] buffer;
    private final List<Turn> turns = new ArrayList<>();
    /** Per position of the game, start included: the key for repetition (see {@link #repetitionKey}). */
    private final List<Long> keys = new ArrayList<>();

    private Game(Variant variant, String fen) {
        this.variant = variant;
        this.position = variant.parseFen(fen);
        this.startFen = variant.toFen(position);
        this.buffer = new int[variant.rules().maxTurns()];
        keys.add(repetitionKey());
    }

    /** A copy of {@code source}, sharing nothing that either changes. */
    private Game(Game source) {
        this.variant = source.variant;
        this.position = source.position.copy();
        this.startFen = source.startFen;
        this.buffer = new int[source.buffer.length];
        turns.addAll(source.turns);
        keys.addAll(source.keys);
    }

    /**
     * {@return a game from the variant's start position}
     *
     * @param variant the variant
     */
    public static Game start(Variant variant) {
        requireVariant(variant);
        return new Game(variant, variant.startFen());
    }

    /**
     * {@return a game from the start position of the named variant on the class path (any name of
     * {@link Variants}' table: {@code "duck"}, {@code "Standard"}, ...)}
     *
     * @param variantName the variant's name, e.g. {@code normal}, {@code duck}, {@code refusal}
     */
    public static Game start(String variantName) {
        return start(VariantLookup.find(variantName));
    }

    /**
     * {@return a game from a FEN of the variant's dialect}
     *
     * @param variant the variant
     * @param fen the position in FEN
     * @throws dev.mallard.core.board.FenException naming the offending FEN field
     */
    public static Game fromFen(Variant variant, String fen) {
        requireVariant(variant);
        if (fen == null) {
            throw new IllegalArgumentException("FEN must not be null");
        }
        return new Game(variant, fen);
    }

    private static void requireVariant(Variant variant) {
        if (variant == null) {
            throw new IllegalArgumentException("variant must not be null; find one with Variants.find(name), e.g. "
                    + Variants.all().stream().map(Variant::name).toList());
        }
    }

    /**
     * {@return a copy of this game, with its start position and turns, that goes its own way: a
     * line tried on the copy (an engine pondering on the expected reply) leaves this game as it is}
     */
    public Game copy() {
        return new Game(this);
    }

    /** {@return the variant whose rules this game follows} */
    public Variant variant() {
        return variant;
    }

    /** {@return the FEN the game started from (normalised by the variant's FEN writer)} */
    public String startFen() {
        return startFen;
    }

    /** {@return the FEN of the current position} */
    public String fen() {
        return variant.toFen(position);
    }

    /**
     * {@return a copy of the current position, with the game's history for the search's repetition
     * checks}
     */
    public Position position() {
        return position.copy();
    }

    /** {@return {@link Color#WHITE} or {@link Color#BLACK}} */
    public int sideToMove() {
        return position.sideToMove();
    }

    /** {@return the turns played, oldest first; empty at the start} */
    public List<Turn> turns() {
        return Collections.unmodifiableList(turns);
    }

    /** {@return the last turn played, if any} */
    public Optional<Turn> lastTurn() {
        return turns.isEmpty() ? Optional.empty() : Optional.of(turns.get(turns.size() - 1));
    }

    /**
     * {@return every legal turn in the current position, in generation order; empty when the game
     * is over}
     */
    public List<Turn> legalTurns() {
        Rules rules = variant.rules();
        int count = rules.generateTurns(position, buffer, 0);
        List<Turn> legal = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            legal.add(describe(buffer[i]));
        }
        return legal;
    }

    /**
     * {@return every legal turn in the current position in the variant's coordinate notation, in
     * generation order; empty when the game is over} The texts of {@link #legalTurns()} without
     * their SAN, which costs far more (a Duck position has hundreds of turns, each disambiguated
     * against the others): what a front end that lets a person choose among the turns needs.
     */
    public List<String> legalTurnTexts() {
        Rules rules = variant.rules();
        int count = rules.generateTurns(position, buffer, 0);
        List<String> legal = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            legal.add(rules.formatTurn(position, buffer[i]));
        }
        return legal;
    }

    /**
     * {@return the number of legal turns in the current position, without spelling them; 0 when
     * the game is over}
     */
    public int legalTurnCount() {
        return variant.rules().generateTurns(position, buffer, 0);
    }

    /**
     * {@return whether {@code text} names a legal turn in the variant's coordinate notation}
     *
     * @param text the turn in the variant's coordinate notation
     */
    public boolean isLegal(String text) {
        try {
            parse(text, false);
            return true;
        } catch (IllegalMoveException e) {
            return false;
        }
    }

    /**
     * The legal turn {@code text} names in the variant's coordinate notation, without playing it
     * (what a protocol checks before it acts on a move).
     *
     * @param text the turn in the variant's coordinate notation
     * @return the legal turn, with its two spellings
     * @throws IllegalMoveException saying why the text is malformed or names no legal turn
     */
    public Turn legalTurn(String text) {
        return describe(parse(text, false));
    }

    /**
     * The legal turn {@code text} names, without playing it: a turn in the variant's coordinate
     * notation, or, where a turn adds something to its move (the Duck's square, a veto), the
     * piece move alone ({@code e2e4}), which names the first legal turn made of that move. This
     * is how {@code searchmoves} name root moves.
     *
     * @param text the turn or piece move
     * @return the legal turn it names
     * @throws IllegalMoveException saying why the text names no legal turn
     */
    public Turn turnNamed(String text) {
        try {
            return legalTurn(text);
        } catch (IllegalMoveException e) {
            for (Turn turn : legalTurns()) {
                if (text != null && Move.toUci(Move.base(turn.code())).equals(text.strip())) {
                    return turn;
                }
            }
            throw e;
        }
    }

    /**
     * Plays a turn given in the variant's coordinate notation ({@code e2e4}, {@code e2e4,e4d5},
     * {@code e2e4/e7e5}).
     *
     * @param text the turn in the variant's coordinate notation
     * @return the turn played
     * @throws IllegalMoveException (an {@link IllegalArgumentException}) saying why the text is
     *     malformed or names no legal turn
     */
    public Turn play(String text) {
        return push(parse(text, false));
    }

    /**
     * Plays a turn given in SAN ({@code Nf3}, {@code O-O}, {@code Nf3,e4}, {@code e4/e5}).
     *
     * @param san the turn in Standard Algebraic Notation
     * @return the turn played
     * @throws IllegalMoveException saying why the text is malformed, ambiguous or names no legal turn
     */
    public Turn playSan(String san) {
        return push(parse(san, true));
    }

    /**
     * Plays a turn object, e.g. one of {@link #legalTurns()} or an engine's best turn.
     *
     * @param turn the turn
     * @return the turn played, with its two spellings
     * @throws IllegalMoveException if it is not a legal turn of the current position
     */
    public Turn play(Turn turn) {
        if (turn == null) {
            throw new IllegalMoveException("turn must not be null");
        }
        return push(requireLegal(turn.code(), turn.text()));
    }

    /**
     * Takes back the last turn; empty if none was played.
     *
     * @return the turn taken back, or empty
     */
    public Optional<Turn> undo() {
        if (turns.isEmpty()) {
            return Optional.empty();
        }
        Turn last = turns.remove(turns.size() - 1);
        keys.remove(keys.size() - 1);
        variant.rules().unmakeTurn(position, last.code());
        return Optional.of(last);
    }

    // ----------------------------------------------------------------------------------------
    // Status and draw queries

    /**
     * {@return the state of the game by the variant's rules (mate, stalemate, a captured king, the
     * draw rules), with the exact threefold-repetition rule of {@link #isThreefoldRepetition()}}
     */
    public GameStatus status() {
        GameStatus status = variant.status(position);
        if (status == GameStatus.ONGOING && isThreefoldRepetition()) {
            return GameStatus.THREEFOLD_REPETITION;
        }
        return status;
    }

    /** {@return whether the game is over by {@link #status()}} */
    public boolean isOver() {
        return status() != GameStatus.ONGOING;
    }

    /**
     * {@return the winner, {@link Color#WHITE} or {@link Color#BLACK}; empty while the game goes on
     * and for a draw}
     */
    public OptionalInt winner() {
        GameStatus status = status();
        if (status == GameStatus.ONGOING) {
            return OptionalInt.empty();
        }
        int winner = variant.winner(position, status);
        return winner < 0 ? OptionalInt.empty() : OptionalInt.of(winner);
    }

    /**
     * {@return the PGN result: {@code 1-0}, {@code 0-1}, {@code 1/2-1/2}, or {@code *} while the
     * game goes on}
     */
    public String result() {
        if (!isOver()) {
            return "*";
        }
        OptionalInt winner = winner();
        return winner.isEmpty() ? "1/2-1/2" : winner.getAsInt() == Color.WHITE ? "1-0" : "0-1";
    }

    /**
     * {@return how many times the current position has stood on the board in this game, itself
     * included (1 for a new position)} Positions are the same when the same pieces stand on the
     * same squares (the Duck and a pending veto included), the same side is to move, and the same
     * castling and en-passant captures are possible: an en-passant square no legal turn can use
     * does not make a position different (FIDE Laws 9.2.3).
     */
    public int repetitionCount() {
        long key = keys.get(keys.size() - 1);
        int count = 0;
        for (long k : keys) {
            if (k == key) {
                count++;
            }
        }
        return count;
    }

    /** {@return whether the current position has occurred three times (a draw that may be claimed)} */
    public boolean isThreefoldRepetition() {
        return repetitionCount() >= 3;
    }

    /**
     * {@return whether a hundred half-moves have passed without capture or pawn move (a draw that
     * may be claimed)}
     */
    public boolean isFiftyMoveRule() {
        return position.halfmoveClock() >= 100;
    }

    /** {@return whether the variant says neither side can win by any sequence of legal turns} */
    public boolean isInsufficientMaterial() {
        return variant.isInsufficientMaterial(position);
    }

    /** {@return half-moves since the last capture or pawn move} */
    public int halfmoveClock() {
        return position.halfmoveClock();
    }

    // ----------------------------------------------------------------------------------------

    /** The turn with its two spellings in the current position. */
    Turn describe(int code) {
        return new Turn(code, variant.rules().formatTurn(position, code), variant.formatSan(position, code));
    }

    /** Plays {@code code} if it is a legal turn here; empty (and nothing played) if not. */
    Optional<Turn> tryPlay(int code) {
        int count = variant.rules().generateTurns(position, buffer, 0);
        for (int i = 0; i < count; i++) {
            if (buffer[i] == code) {
                return Optional.of(push(code));
            }
        }
        return Optional.empty();
    }

    private int parse(String text, boolean san) {
        if (text == null) {
            throw new IllegalMoveException("move must not be null");
        }
        String trimmed = text.strip();
        int code = san ? variant.parseSan(position, trimmed) : variant.rules().parseTurn(position, trimmed);
        return requireLegal(code, trimmed);
    }

    /**
     * Second line of defence: a turn is played only if the rules generate it, whatever a
     * variant's parser (perhaps a plug-in's) let through.
     */
    private int requireLegal(int code, String text) {
        int count = variant.rules().generateTurns(position, buffer, 0);
        for (int i = 0; i < count; i++) {
            if (buffer[i] == code) {
                return code;
            }
        }
        throw new IllegalMoveException("illegal move \"" + text + "\": not a legal turn of " + variant.name()
                + " in " + fen() + (count == 0 ? " (the game is over)" : ""),
                count == 0 ? "the game is over" : "not a legal turn");
    }

    private Turn push(int code) {
        Turn turn = describe(code);
        variant.rules().makeTurn(position, code);
        turns.add(turn);
        keys.add(repetitionKey());
        return turn;
    }

    /**
     * The position's Zobrist key, without the en-passant file when no legal turn captures en
     * passant: the board's key records a double step whenever an enemy pawn stands beside it,
     * even if that pawn is pinned.
     */
    private long repetitionKey() {
        long key = position.key();
        int ep = position.epSquare();
        if (ep < 0) {
            return key;
        }
        int count = variant.rules().generateTurns(position, buffer, 0);
        for (int i = 0; i < count; i++) {
            if (Move.kind(buffer[i]) == Move.EN_PASSANT) {
                return key;
            }
        }
        return key ^ Zobrist.enPassant(ep);
    }
}
