package dev.mallard.core.engine;

import dev.mallard.core.board.Color;
import dev.mallard.core.board.FenException;
import dev.mallard.core.rules.IllegalMoveException;
import dev.mallard.core.variant.Variant;
import dev.mallard.core.variant.Variants;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Portable Game Notation for every variant: export writes the Seven Tag Roster, a
 * {@code Variant} tag for a variant other than FIDE chess (its CECP name, e.g. {@code duck}),
 * {@code SetUp} and {@code FEN} for a game that did not start from the variant's start position,
 * and the turns in the variant's SAN; import reads such files back, and the variants' coordinate
 * turns as {@code mallard match} writes them ({@code e2e4,e4d5}, {@code e2e4/e7e5}), choosing the
 * variant by its {@code Variant} tag and checking every turn against its rules.
 *
 * <p>Import reads what real files contain: comments in braces and after {@code ;}, nested
 * variations (skipped), numeric annotation glyphs, move numbers with or without a space
 * ({@code 1.e4}, {@code 12...}), annotation marks on moves ({@code Nf3!?}) and escape lines
 * starting with {@code %}. The {@code Variant} tag takes any name {@link Variants#find} knows
 * ({@code Standard}, {@code chess}, {@code Duck}, ...); {@code From Position} means FIDE chess.
 */
public final class Pgn {
    /** The tags every PGN game has, in the order the standard prescribes. */
    private static final List<String> ROSTER = List.of("Event", "Site", "Date", "Round", "White", "Black", "Result");
    /** Tags that export writes from the game itself. */
    private static final Set<String> DERIVED = Set.of("Result", "Variant", "SetUp", "FEN");
    private static final Set<String> RESULTS = Set.of("1-0", "0-1", "1/2-1/2", "*");
    /** Not a variant's name: old ChessBase's mark of a FIDE game from a set-up position. */
    private static final String FROM_POSITION = "from position";
    private static final String FIDE = "normal";
    private static final int LINE_WIDTH = 80;
    /** How a turn in coordinate notation starts: from-square and to-square ({@code g1f3}). */
    private static final Pattern COORDINATES = Pattern.compile("[a-h][1-8][a-h][1-8]");

    private Pgn() {
    }

    /**
     * {@return the game in PGN with unknown ({@code ?}) roster tags}
     *
     * @param game the game
     */
    public static String write(Game game) {
        return write(game, Map.of());
    }

    /**
     * {@return the game in PGN with the given tags (roster tags not given are {@code ?})} The
     * result, variant, set-up and FEN tags come from the game; a {@code Result} tag may only be
     * given for a game the rules have not ended (a resignation, a loss on time, an agreed draw).
     *
     * @param game the game
     * @param tags the tag pairs
     * @throws IllegalArgumentException for a null argument, a malformed tag name, a value with
     *     a line break, or a {@code Result} that is no PGN result or contradicts the game's end
     */
    public static String write(Game game, Map<String, String> tags) {
        return write(game, tags, null);
    }

    /**
     * {@return the game in PGN with the given tags, as {@link #write(Game, Map)}, and a comment
     * before the result} A match referee writes there why the game ended ({@code White mates},
     * {@code Black loses on time}), as cutechess does.
     *
     * @param game the game
     * @param tags the tag pairs
     * @param comment the comment's text (a closing brace in it becomes a parenthesis), or null
     *     for none
     * @throws IllegalArgumentException as {@link #write(Game, Map)}
     */
    public static String write(Game game, Map<String, String> tags, String comment) {
        return write(game, tags, comment, List.of());
    }

    /**
     * {@return the game in PGN as {@link #write(Game, Map, String)}, with a comment after each
     * turn that has one} A match referee writes there what the engine said of its move and the
     * time it took ({@code +0.25/12 0.312s}), as cutechess does. A black turn after a comment
     * carries its move number again ({@code 7...}), as the PGN standard's export format asks.
     *
     * @param game the game
     * @param tags the tag pairs
     * @param comment the comment before the result, or null for none
     * @param turnComments the comment after each turn, in order (a closing brace in one becomes
     *     a parenthesis); null or empty for none, and fewer than the turns leave the last ones
     *     without
     * @throws IllegalArgumentException as {@link #write(Game, Map)}, for a null list or one longer
     *     than the game's turns
     */
    public static String write(Game game, Map<String, String> tags, String comment, List<String> turnComments) {
        if (game == null || tags == null || turnComments == null) {
            throw new IllegalArgumentException("game, tags and turn comments must not be null (use Map.of(), List.of())");
        }
        if (turnComments.size() > game.turns().size()) {
            throw new IllegalArgumentException(turnComments.size() + " turn comments for a game of "
                    + game.turns().size() + " turns");
        }
        String result = game.result();
        for (Map.Entry<String, String> tag : tags.entrySet()) {
            checkTag(tag.getKey(), tag.getValue());
        }
        String given = tags.get("Result");
        if (given != null) {
            if (!RESULTS.contains(given)) {
                throw new IllegalArgumentException("Result tag must be 1-0, 0-1, 1/2-1/2 or *, got \"" + given + "\"");
            }
            if (game.isOver() && !given.equals(result)) {
                throw new IllegalArgumentException("Result tag " + given + " contradicts the game, which ended "
                        + result + " (" + game.status() + ")");
            }
            result = given;
        }
        for (String name : List.of("Variant", "SetUp", "FEN")) {
            if (tags.containsKey(name)) {
                throw new IllegalArgumentException("the " + name + " tag is written from the game; do not pass it");
            }
        }
        StringBuilder out = new StringBuilder();
        for (String name : ROSTER) {
            String value = name.equals("Result") ? result : tags.getOrDefault(name, name.equals("Date") ? "????.??.??" : "?");
            appendTag(out, name, value);
        }
        Variant variant = game.variant();
        if (!variant.name().equals(FIDE)) {
            appendTag(out, "Variant", variant.name());
        }
        if (!game.startFen().equals(variant.toFen(variant.parseFen(variant.startFen())))) {
            appendTag(out, "SetUp", "1");
            appendTag(out, "FEN", game.startFen());
        }
        for (Map.Entry<String, String> tag : tags.entrySet()) {
            if (!ROSTER.contains(tag.getKey()) && !DERIVED.contains(tag.getKey())) {
                appendTag(out, tag.getKey(), tag.getValue());
            }
        }
        out.append('\n');
        appendMoves(out, game, turnComments, comment == null ? result : braced(comment) + " " + result);
        return out.toString();
    }

    private static void checkTag(String name, String value) {
        if (name == null || !name.matches("[A-Za-z0-9_]+")) {
            throw new IllegalArgumentException("PGN tag names are letters, digits and _, got \"" + name + "\"");
        }
        if (value == null || value.indexOf('\n') >= 0 || value.indexOf('\r') >= 0) {
            throw new IllegalArgumentException("the value of tag " + name + " must be one line, got \"" + value + "\"");
        }
    }

    private static void appendTag(StringBuilder out, String name, String value) {
        out.append('[').append(name).append(" \"")
                .append(value.replace("\\", "\\\\").replace("\"", "\\\"")).append("\"]\n");
    }

    /** {@code text} as a PGN comment: in braces, a closing brace in it a parenthesis, on one line. */
    private static String braced(String text) {
        return "{" + text.replace('}', ')').replace('\n', ' ').replace('\r', ' ') + "}";
    }

    /**
     * The movetext, wrapped at {@value #LINE_WIDTH} columns; move numbers from the start FEN. The
     * {@code ending} (the result, after a comment if there is one) is wrapped word by word.
     */
    private static void appendMoves(StringBuilder out, Game game, List<String> turnComments, String ending) {
        Game replay = Game.fromFen(game.variant(), game.startFen());
        int moveNumber = Integer.parseInt(game.startFen().split(" ")[5]);
        List<String> tokens = new ArrayList<>();
        boolean numberAgain = true; // the first turn, or one after a comment
        List<Turn> turns = game.turns();
        for (int i = 0; i < turns.size(); i++) {
            Turn turn = turns.get(i);
            boolean white = replay.sideToMove() == Color.WHITE;
            if (white) {
                tokens.add(moveNumber + ".");
            } else if (numberAgain) {
                tokens.add(moveNumber + "...");
            }
            tokens.add(turn.san());
            String comment = i < turnComments.size() ? turnComments.get(i) : null;
            numberAgain = comment != null && !comment.isEmpty();
            if (numberAgain) {
                // Wrapped between words, never inside a [%command] such as a clock.
                tokens.addAll(List.of(braced(comment).split(" (?![^\\[]*\\])")));
            }
            replay.play(turn);
            if (!white) {
                moveNumber++;
            }
        }
        tokens.addAll(List.of(ending.split(" ")));
        int column = 0;
        for (String token : tokens) {
            if (column > 0 && column + 1 + token.length() > LINE_WIDTH) {
                out.append('\n');
                column = 0;
            } else if (column > 0) {
                out.append(' ');
                column++;
            }
            out.append(token);
            column += token.length();
        }
        out.append('\n');
    }

    // ----------------------------------------------------------------------------------------
    // Import

    /**
     * {@return the first game of a PGN text}
     *
     * @param pgn the PGN text
     * @throws IllegalArgumentException if there is no game, or naming the game, the turn and the
     *     reason when a tag, the variant, the FEN or a turn is bad
     */
    public static PgnGame read(String pgn) {
        List<PgnGame> games = readAll(pgn);
        if (games.isEmpty()) {
            throw new IllegalArgumentException("no PGN game found");
        }
        return games.get(0);
    }

    /**
     * {@return every game of a PGN text, in order; empty for a text without games}
     *
     * @param pgn the PGN text
     * @throws IllegalArgumentException naming the game, the turn and the reason for the first
     *     bad one
     */
    public static List<PgnGame> readAll(String pgn) {
        if (pgn == null) {
            throw new IllegalArgumentException("PGN text must not be null");
        }
        List<PgnGame> games = new ArrayList<>();
        Reader reader = new Reader(pgn, Variants.scan());
        while (reader.skipSpace()) {
            games.add(reader.game(games.size() + 1));
        }
        return games;
    }

    /** A cursor over the PGN text. */
    private static final class Reader {
        private final String text;
        /** The variants the games' tags may name: one scan of the class path for the whole text. */
        private final Variants variants;
        private int at;

        Reader(String text, Variants variants) {
            this.text = text;
            this.variants = variants;
        }

        /** Skips white space, comments and escape lines; false at the end of the text. */
        boolean skipSpace() {
            while (at < text.length()) {
                char c = text.charAt(at);
                if (Character.isWhitespace(c)) {
                    at++;
                } else if (c == '%' && (at == 0 || text.charAt(at - 1) == '\n')) {
                    skipLine();
                } else if (c == ';') {
                    skipLine();
                } else if (c == '{') {
                    int end = text.indexOf('}', at);
                    at = end < 0 ? text.length() : end + 1;
                } else {
                    return true;
                }
            }
            return false;
        }

        private void skipLine() {
            int end = text.indexOf('\n', at);
            at = end < 0 ? text.length() : end + 1;
        }

        PgnGame game(int number) {
            String where = "PGN game " + number;
            Map<String, String> tags = new LinkedHashMap<>();
            while (skipSpace() && text.charAt(at) == '[') {
                readTag(tags, where);
            }
            Game game = newGame(tags, where);
            int ply = 0;
            while (skipSpace()) {
                char c = text.charAt(at);
                if (c == '[') {
                    break; // the next game's tags: this game had no result token
                }
                if (c == '(') {
                    skipVariation(where);
                    continue;
                }
                String token = nextToken();
                if (RESULTS.contains(token)) {
                    break;
                }
                if (token.startsWith("$") || token.matches("\\d+\\.*")) {
                    continue;
                }
                String san = token.replaceFirst("^\\d+\\.+", "");
                if (san.isEmpty()) {
                    continue;
                }
                ply++;
                try {
                    playTurn(game, san);
                } catch (IllegalMoveException e) {
                    throw e.in(where + ", turn " + ply + " (\"" + san + "\")");
                }
            }
            return new PgnGame(tags, game);
        }

        /**
         * Plays a turn written in SAN or in the variant's coordinate notation, the form in which
         * {@code mallard match} and other engines' tools write Duck ({@code g1h3,h3h6}) and
         * Refusal ({@code g1f3/g8f6}) turns. The two cannot disagree: a text both read is the
         * same turn (a coordinate text is SAN only as a pawn move from that square to that one).
         * A text neither reads gets the reason of the form it looks like.
         */
        private static void playTurn(Game game, String text) {
            try {
                game.playSan(text);
            } catch (IllegalMoveException sanError) {
                try {
                    game.play(text);
                } catch (IllegalMoveException coordinateError) {
                    throw COORDINATES.matcher(text).lookingAt() ? coordinateError : sanError;
                }
            }
        }

        private void readTag(Map<String, String> tags, String where) {
            int close = at + 1;
            StringBuilder value = new StringBuilder();
            int quote = text.indexOf('"', at);
            int lineEnd = text.indexOf('\n', at);
            if (quote < 0 || lineEnd >= 0 && quote > lineEnd) {
                throw new IllegalArgumentException(where + ": malformed tag " + line() + ", expected [Name \"value\"]");
            }
            String name = text.substring(at + 1, quote).strip();
            close = quote + 1;
            while (close < text.length() && text.charAt(close) != '"') {
                char c = text.charAt(close);
                if (c == '\\' && close + 1 < text.length()) {
                    close++;
                    c = text.charAt(close);
                } else if (c == '\n') {
                    break;
                }
                value.append(c);
                close++;
            }
            int end = close < text.length() && text.charAt(close) == '"' ? text.indexOf(']', close) : -1;
            if (end < 0 || !name.matches("[A-Za-z0-9_]+")) {
                throw new IllegalArgumentException(where + ": malformed tag " + line() + ", expected [Name \"value\"]");
            }
            tags.put(name, value.toString());
            at = end + 1;
        }

        private String line() {
            int end = text.indexOf('\n', at);
            return "\"" + text.substring(at, end < 0 ? text.length() : end).strip() + "\"";
        }

        private Game newGame(Map<String, String> tags, String where) {
            String variantName = tags.getOrDefault("Variant", FIDE);
            Optional<Variant> variant = variants.named(
                    variantName.strip().equalsIgnoreCase(FROM_POSITION) ? FIDE : variantName);
            if (variant.isEmpty()) {
                List<String> known = new ArrayList<>();
                variants.list().forEach(v -> known.add(v.name()));
                throw new IllegalArgumentException(where + ": unknown variant \"" + variantName + "\"; known variants: "
                        + known);
            }
            String fen = tags.get("FEN");
            if (fen == null) {
                return Game.start(variant.get());
            }
            try {
                return Game.fromFen(variant.get(), fen);
            } catch (FenException e) {
                throw new IllegalArgumentException(where + ": bad FEN tag: " + e.getMessage(), e);
            }
        }

        private void skipVariation(String where) {
            int depth = 0;
            while (at < text.length()) {
                char c = text.charAt(at);
                if (c == '{') {
                    skipSpace();
                    continue;
                }
                at++;
                if (c == '(') {
                    depth++;
                } else if (c == ')' && --depth == 0) {
                    return;
                }
            }
            throw new IllegalArgumentException(where + ": a variation opened with ( is never closed");
        }

        /** The next token: up to white space or a character that starts something else. */
        private String nextToken() {
            int start = at;
            while (at < text.length()) {
                char c = text.charAt(at);
                if (Character.isWhitespace(c) || c == '{' || c == '(' || c == ')' || c == ';' || c == '[') {
                    break;
                }
                at++;
            }
            if (at == start) {
                at++; // a stray ')' or similar: skip it rather than loop
                return "";
            }
            return text.substring(start, at);
        }
    }
}
