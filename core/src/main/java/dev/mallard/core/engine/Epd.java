package dev.mallard.core.engine;

import dev.mallard.core.board.FenException;
import dev.mallard.core.board.Position;
import dev.mallard.core.rules.IllegalMoveException;
import dev.mallard.core.variant.Variant;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * One EPD (Extended Position Description) record, as in section 16.2 of the PGN standard: a
 * position in the four FEN fields board, side to move, castling and en passant, followed by
 * operations {@code opcode operand...;} such as {@code bm Qg6; id "WAC.001";}.
 *
 * <p>A record belongs to a variant, which reads its position ({@link Variant#parseFen}) and its
 * moves ({@link Variant#parseSan}): FIDE chess for the classic test suites, and any variant
 * whose FEN is the four fields and the clocks (a Duck FEN's {@code *}, for example, is part of
 * the board field).
 *
 * <p>{@link #fen()} is the four fields with the clocks {@code 0 1} appended, since EPD keeps no
 * clocks in the position. {@link #operations()} maps each opcode, in the order of the line, to
 * its operands; quoted operands are stored without their quotes.
 *
 * <p>{@link #parse} is strict about anything that could change the meaning of a record, and
 * accepts these layouts of widely distributed test suites, none of which is ambiguous:
 * <ul>
 *   <li>leading and trailing control characters, e.g. the CR of CRLF files and the NUL bytes
 *       that end every line of some copies of the Bratko-Kopec and Kaufman suites;</li>
 *   <li>FEN clocks after the four fields ({@code ... w - - 0 1 bm e4;}), recognisable because
 *       an opcode starts with a letter; they are kept as the standard opcodes {@code hmvc}
 *       and {@code fmvn} but, like any clocks, do not enter {@link #fen()};</li>
 *   <li>a {@code ;} right after the position ({@code ... w - - ; bm e4;});</li>
 *   <li>no {@code ;} after the last operation;</li>
 *   <li>a check or mate mark written apart from its move ({@code bm Qd1 +;}), joined to the
 *       move for the move opcodes {@code am bm pm sm pv};</li>
 *   <li>no {@code ;} at all ({@code ... bm Rc8+ dm 26}): the operations are then split before
 *       each opcode of the PGN standard, and every opcode must be one of them; {@code c1} to
 *       {@code c8} count as squares there ({@code bm c4 dm 21}).</li>
 * </ul>
 */
public record Epd(Variant variant, String fen, Map<String, List<String>> operations) {
    /**
     * The opcodes defined by the PGN standard (plus {@code acd}, {@code acn}, {@code acs}), the
     * only places a line without {@code ;} can be split at.
     */
    private static final Set<String> STANDARD_OPCODES = Set.of(
            "acd", "acn", "acs", "am", "bm", "c0", "c1", "c2", "c3", "c4", "c5", "c6", "c7", "c8", "c9",
            "ce", "dm", "draw_accept", "draw_claim", "draw_offer", "draw_reject", "eco", "fmvn", "hmvc",
            "id", "nic", "noop", "pm", "pv", "rc", "resign", "sm", "tcgs", "tcri", "tcsi",
            "v0", "v1", "v2", "v3", "v4", "v5", "v6", "v7", "v8", "v9");
    /** Opcodes whose operands are SAN moves, where a detached {@code +} or {@code #} belongs to the move before. */
    private static final Set<String> MOVE_OPCODES = Set.of("am", "bm", "pm", "sm", "pv");
    /** PGN standard: a letter, then up to fourteen letters, digits or underscores. */
    private static final Pattern OPCODE = Pattern.compile("[A-Za-z][A-Za-z0-9_]{0,14}");
    private static final Pattern CHECK_MARK = Pattern.compile("\\+{1,2}|#");
    private static final Pattern CLOCK = Pattern.compile("[0-9]{1,6}");
    private static final Pattern SQUARE_OPCODE = Pattern.compile("c[1-8]");

    /**
     * A record of a FEN and its operations; both are copied, the map keeps its iteration order
     * and neither can be modified afterwards.
     *
     * @param variant the variant whose FEN and SAN the record is written in
     * @param fen the position in FEN
     * @param operations the operations by opcode
     */
    public Epd {
        Objects.requireNonNull(variant, "variant");
        Objects.requireNonNull(fen, "fen");
        Objects.requireNonNull(operations, "operations");
        Map<String, List<String>> copy = new LinkedHashMap<>();
        operations.forEach((opcode, operands) -> copy.put(Objects.requireNonNull(opcode, "opcode"),
                List.copyOf(Objects.requireNonNull(operands, "operands of " + opcode))));
        operations = Collections.unmodifiableMap(copy);
    }

    /**
     * {@return the operands of {@code opcode}, an empty list when the record does not have it}
     *
     * @param opcode the EPD opcode, e.g. {@code bm}
     */
    public List<String> operands(String opcode) {
        return operations.getOrDefault(opcode, List.of());
    }

    /** {@return the best moves ({@code bm}) in SAN as written, empty when there are none} */
    public List<String> bm() {
        return operands("bm");
    }

    /** {@return the moves to avoid ({@code am}) in SAN as written, empty when there are none} */
    public List<String> am() {
        return operands("am");
    }

    /** {@return the first operand of {@code id}, if the record has one} */
    public Optional<String> id() {
        return operands("id").stream().findFirst();
    }

    /**
     * {@return the position, validated by the record's variant}
     *
     * @throws FenException if the FEN is not a valid position of the variant (never for a parsed record)
     */
    public Position position() {
        return variant.parseFen(fen);
    }

    /**
     * {@return the operands of a move opcode ({@code bm}, {@code am}, {@code pm}, {@code sm}) as
     * legal turns of {@link #position()} in the variant's encoding, in order; empty when the record
     * does not have the opcode} Not for {@code pv}, whose moves follow one another.
     *
     * @param opcode the EPD opcode, e.g. {@code bm}
     * @throws IllegalMoveException naming the opcode if an operand is not a legal SAN turn here
     */
    public List<Integer> moves(String opcode) {
        List<String> texts = operands(opcode);
        List<Integer> moves = new ArrayList<>(texts.size());
        if (texts.isEmpty()) {
            return moves;
        }
        Position position = position();
        for (String text : texts) {
            try {
                moves.add(variant.parseSan(position, text));
            } catch (IllegalMoveException e) {
                throw new IllegalMoveException(opcode + ": " + e.getMessage());
            }
        }
        return moves;
    }

    // ----------------------------------------------------------------------------------------
    // Parsing

    /**
     * Parses one EPD line of a variant (see the class comment for the accepted layouts).
     *
     * @param variant the variant whose FEN and SAN the line is written in
     * @param line the EPD line
     * @return the record
     * @throws IllegalArgumentException if {@code variant} or {@code line} is null, or with a
     *         message naming the fault: fewer than four position fields, an invalid position (the
     *         {@link FenException} message), a malformed or repeated opcode, an empty operation,
     *         an unterminated or misplaced quoted string
     */
    public static Epd parse(Variant variant, String line) {
        if (variant == null) {
            throw new IllegalArgumentException("variant must not be null");
        }
        if (line == null) {
            throw new IllegalArgumentException("EPD line must not be null");
        }
        // String.trim removes every character up to U+0020, so CR and NUL padding too.
        List<Token> tokens = tokenize(line.trim());
        int index = 0;
        while (index < 4 && index < tokens.size() && tokens.get(index).isWord()) {
            index++;
        }
        if (index < 4) {
            throw new IllegalArgumentException("expected four position fields (board, side to move, castling,"
                    + " en passant) before the operations, got " + index);
        }
        String position = tokens.get(0).text + " " + tokens.get(1).text + " " + tokens.get(2).text + " "
                + tokens.get(3).text;
        String fen = position + " 0 1";
        try {
            variant.parseFen(fen);
        } catch (FenException e) {
            throw new IllegalArgumentException("invalid position \"" + position + "\": " + e.getMessage(), e);
        }

        Map<String, List<String>> operations = new LinkedHashMap<>();
        if (isClock(tokens, index) && isClock(tokens, index + 1)) {
            operations.put("hmvc", List.of(tokens.get(index).text));
            operations.put("fmvn", List.of(tokens.get(index + 1).text));
            index += 2;
        }
        if (index < tokens.size() && tokens.get(index).isSemicolon()) {
            index++;
        }
        List<Token> rest = tokens.subList(index, tokens.size());
        if (rest.stream().anyMatch(Token::isSemicolon)) {
            parseTerminated(rest, operations);
        } else {
            parseUnterminated(rest, operations);
        }
        return new Epd(variant, fen, operations);
    }

    /**
     * Reads every non-blank line of an EPD file of a variant. The file is read as UTF-8, or as
     * ISO-8859-1 (the PGN standard's character set) when it is not valid UTF-8.
     *
     * @param variant the variant whose FEN and SAN the file is written in
     * @param file the EPD file
     * @return the records, in file order
     * @throws IOException if the file cannot be read
     * @throws IllegalArgumentException if {@code variant} is null, or for the first malformed line, with file name and line
     *         number ({@code wac.epd:12: ...})
     */
    public static List<Epd> readAll(Variant variant, Path file) throws IOException {
        if (variant == null) {
            throw new IllegalArgumentException("variant must not be null");
        }
        byte[] bytes = Files.readAllBytes(file);
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            text = new String(bytes, StandardCharsets.ISO_8859_1);
        }
        List<Epd> records = new ArrayList<>();
        List<String> lines = text.lines().toList();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.trim().isEmpty()) {
                continue;
            }
            try {
                records.add(parse(variant, line));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(file.getFileName() + ":" + (i + 1) + ": " + e.getMessage(), e);
            }
        }
        return records;
    }

    /** Standard layout: each operation ends with {@code ;}, except perhaps the last. */
    private static void parseTerminated(List<Token> tokens, Map<String, List<String>> operations) {
        int i = 0;
        while (i < tokens.size()) {
            Token head = tokens.get(i);
            if (head.isSemicolon()) {
                throw new IllegalArgumentException("empty operation: ';' where an opcode should be"
                        + (operations.isEmpty() ? "" : " (after \"" + lastKey(operations) + "\")"));
            }
            String opcode = checkOpcode(head);
            List<Token> operands = new ArrayList<>();
            i++;
            while (i < tokens.size() && !tokens.get(i).isSemicolon()) {
                operands.add(tokens.get(i++));
            }
            i++; // the ';', or past the end
            addOperation(operations, opcode, operands);
        }
    }

    /**
     * Layout without any {@code ;}: only the PGN standard's opcodes can begin an operation,
     * since without terminators nothing else tells an opcode from an operand. The comment
     * opcodes {@code c1} to {@code c8} are also squares ({@code bm c4 dm 21}): they are read as
     * operands, and rejected where a string follows, which would fit either reading.
     */
    private static void parseUnterminated(List<Token> tokens, Map<String, List<String>> operations) {
        int i = 0;
        while (i < tokens.size()) {
            Token head = tokens.get(i);
            String opcode = checkOpcode(head);
            if (!STANDARD_OPCODES.contains(opcode)) {
                throw new IllegalArgumentException("\"" + opcode + "\" is not a standard EPD opcode, and the"
                        + " operations have no ';' to show where a non-standard one ends");
            }
            List<Token> operands = new ArrayList<>();
            i++;
            while (i < tokens.size() && !startsUnterminatedOperation(tokens.get(i))) {
                Token operand = tokens.get(i++);
                if (isSquareOpcode(operand) && i < tokens.size() && tokens.get(i).quoted) {
                    throw new IllegalArgumentException("\"" + operand.text + " \"" + tokens.get(i).text + "\"\" may be"
                            + " the square " + operand.text + " and a string, or a comment; the operations have no ';'"
                            + " to tell");
                }
                operands.add(operand);
            }
            addOperation(operations, opcode, operands);
        }
    }

    private static boolean startsUnterminatedOperation(Token token) {
        return token.isWord() && STANDARD_OPCODES.contains(token.text) && !isSquareOpcode(token);
    }

    /** Whether the token is one of the comment opcodes {@code c1}–{@code c8}, which are also squares. */
    private static boolean isSquareOpcode(Token token) {
        return token.isWord() && SQUARE_OPCODE.matcher(token.text).matches();
    }

    private static String checkOpcode(Token token) {
        if (token.quoted) {
            throw new IllegalArgumentException("expected an opcode, got the string \"" + token.text + "\"");
        }
        if (!OPCODE.matcher(token.text).matches()) {
            throw new IllegalArgumentException("expected an opcode (a letter, then up to 14 letters, digits or"
                    + " '_'), got \"" + token.text + "\"");
        }
        return token.text;
    }

    private static void addOperation(Map<String, List<String>> operations, String opcode, List<Token> tokens) {
        if (operations.containsKey(opcode)) {
            throw new IllegalArgumentException("opcode \"" + opcode + "\" appears twice"
                    + (opcode.equals("hmvc") || opcode.equals("fmvn") ? " (also given as FEN clocks)" : ""));
        }
        List<String> operands = new ArrayList<>(tokens.size());
        boolean joinMarks = MOVE_OPCODES.contains(opcode);
        for (int i = 0; i < tokens.size(); i++) {
            Token token = tokens.get(i);
            if (joinMarks && !token.quoted && CHECK_MARK.matcher(token.text).matches() && i > 0 && !tokens.get(i - 1).quoted) {
                operands.set(operands.size() - 1, operands.get(operands.size() - 1) + token.text);
            } else {
                operands.add(token.text);
            }
        }
        operations.put(opcode, operands);
    }

    private static String lastKey(Map<String, List<String>> operations) {
        String last = null;
        for (String key : operations.keySet()) {
            last = key;
        }
        return last;
    }

    private static boolean isClock(List<Token> tokens, int index) {
        return index < tokens.size() && tokens.get(index).isWord() && CLOCK.matcher(tokens.get(index).text).matches();
    }

    /** A word, a quoted string (text without quotes) or a {@code ;}. */
    private record Token(String text, boolean quoted) {
        static final Token SEMICOLON = new Token(";", false);

        boolean isSemicolon() {
            return this == SEMICOLON;
        }

        boolean isWord() {
            return !quoted && this != SEMICOLON;
        }
    }

    /**
     * Splits at white space and {@code ;}; a string runs from {@code "} to the next unescaped
     * {@code "} ({@code \"} and {@code \\} escape, as in PGN strings) and may hold both.
     */
    private static List<Token> tokenize(String line) {
        List<Token> tokens = new ArrayList<>();
        int i = 0;
        int n = line.length();
        while (i < n) {
            char c = line.charAt(i);
            if (Character.isWhitespace(c)) {
                i++;
            } else if (c == ';') {
                tokens.add(Token.SEMICOLON);
                i++;
            } else if (c == '"') {
                StringBuilder sb = new StringBuilder();
                int start = i++;
                while (true) {
                    if (i >= n) {
                        throw new IllegalArgumentException("unterminated string starting at column " + (start + 1)
                                + ": " + line.substring(start));
                    }
                    char d = line.charAt(i++);
                    if (d == '"') {
                        break;
                    }
                    if (d == '\\' && i < n && (line.charAt(i) == '"' || line.charAt(i) == '\\')) {
                        d = line.charAt(i++);
                    }
                    sb.append(d);
                }
                if (i < n && !Character.isWhitespace(line.charAt(i)) && line.charAt(i) != ';') {
                    throw new IllegalArgumentException("expected white space or ';' after the string ending at column "
                            + i + ", got '" + line.charAt(i) + "'");
                }
                tokens.add(new Token(sb.toString(), true));
            } else {
                int start = i;
                while (i < n && !Character.isWhitespace(line.charAt(i)) && line.charAt(i) != ';') {
                    if (line.charAt(i) == '"') {
                        throw new IllegalArgumentException("a '\"' inside \"" + line.substring(start, i + 1)
                                + "\" at column " + (i + 1) + ": strings must stand apart");
                    }
                    i++;
                }
                tokens.add(new Token(line.substring(start, i), false));
            }
        }
        return tokens;
    }
}
