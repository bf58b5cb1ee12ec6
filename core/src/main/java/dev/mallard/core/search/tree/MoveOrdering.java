package dev.mallard.core.search.tree;

import dev.mallard.core.board.Color;
import dev.mallard.core.board.Move;
import dev.mallard.core.board.Piece;
import dev.mallard.core.board.PieceType;
import dev.mallard.core.board.Position;
import dev.mallard.core.search.SearchRules;
import dev.mallard.core.search.Technique;

/**
 * The move lists of one thread's search, one per ply, and the order their moves are searched
 * in: hash move, captures by MVV/LVA (with {@link Technique#CAPTURE_HISTORY} in force, plus
 * their capture history; those where a bigger piece takes a smaller one go last, behind the
 * quiet moves, when SEE says they lose), killers, history. A node generates into
 * {@link #moves}, keys the list once ({@link #score}) and takes its moves one by one
 * ({@link #pick}); a move that cuts off teaches the killers and the histories ({@link #cutoff}),
 * which outlive the search.
 *
 * <p>The history of a quiet move is the sum of up to five entries of the {@link HistoryTable}s:
 * the move's own ({@link QuietHistory}: side, from, to, and with {@link Technique#THREAT_HISTORY}
 * whether the opponent attacks from and to); with {@link Technique#CONTINUATION_HISTORY} in force,
 * its {@link ContinuationHistory} entries after the moves made one and two plies before (and
 * four, with {@link Technique#CONTINUATION_HISTORY_FOUR_PLIES}), read once for a node by
 * {@link ContinuationRows}; with {@link Technique#PAWN_HISTORY}, its {@link PawnHistory} entry
 * under the node's pawns. With {@link Technique#CHECK_ORDERING} a quiet move that checks gains
 * a fixed bonus on it, with {@link Technique#THREAT_ESCAPE} one that takes a threatened piece out
 * of its lesser attackers' reach a bonus by the piece's type.
 */
final class MoveOrdering {
    private static final int HASH_MOVE_SCORE = 1 << 30;
    private static final int GOOD_CAPTURE_SCORE = 1 << 28;
    private static final int KILLER_SCORE = 1 << 27;
    private static final int BAD_CAPTURE_SCORE = -(1 << 28);
    /** Capture keys are the capture score plus twice MVV/LVA, below this; the low bit marks "SEE pending". */
    private static final int CAPTURE_KEY_RANGE = 1 << 16;
    /** Moves picked by selection before the rest of a node's list is sorted once. */
    private static final int SELECTION_PICKS = 6;
    /**
     * A capture's history counts in its MVV/LVA key divided by this: up to 1,024 either way, the
     * key's victims being 800 a pawn apart (8 × 100 cp), so history reorders captures of one
     * victim or of near victims (a knight and a bishop; a pawn and a minor piece when their
     * histories lie far apart) and never puts a pawn before a rook.
     */
    private static final int CAPTURE_HISTORY_DIVISOR = 16;
    /** Added to a capture's key with the capture history, to keep the key above 0. */
    private static final int CAPTURE_HISTORY_OFFSET = HistoryTable.BOUND / CAPTURE_HISTORY_DIVISOR;

    private final See see = new See();
    /** The move lists, keys, killers, tried quiets and played moves live in the stack's frames. */
    private final SearchStack stack;
    /** The quiet history; its bound keeps the sum of five entries far below the killers' keys. */
    private final QuietHistory history = new QuietHistory();
    /** The continuation history; null when the rules do without ({@link SearchRules#techniques()}). */
    private final ContinuationHistory continuation;
    private final CaptureHistory captureHistory = new CaptureHistory();
    private final PawnHistory pawnHistory = new PawnHistory();
    private boolean usePawnHistory;
    private Position position;
    private boolean useKillers;
    private boolean useHistory;
    /** Whether the continuation history is in force in this search (the table may be there and unused). */
    private boolean useContinuation;
    /** Whether {@link #played} records the moves' piece-to keys: for the continuation history or correction. */
    private boolean recordPieceTo;
    /** The continuation rows of the node keyed or taught last; null without the table. */
    private final ContinuationRows rows;
    private boolean useCaptureHistory;
    private boolean useEvalHistory;
    /** Whether the quiet history keeps a move's entries apart by the threats to its squares. */
    private boolean useThreats;
    /** Whether {@link #played} keeps the quiet moves made (for the evaluation's or the fail low's history). */
    private boolean keepQuiet;
    /** The history bonus (and malus) per depth², and its cap. */
    private int historyBonus;
    private int historyBonusMax;
    private int historyEvalScale;
    /** Whether quiet checks gain {@link #checkBonus} on their keys. */
    private boolean useCheckOrdering;
    private int checkBonus;
    private final CheckSquares checkSquares = new CheckSquares();
    /** Whether threatened pieces' escapes gain {@link #escapeBonus} (by piece type) on their keys. */
    private boolean useEscapes;
    private int[] escapeBonus;
    private final EscapeSquares escapeSquares = new EscapeSquares();

    /** Ordering over the frames of {@code stack}; with the continuation history when {@code continuation}. */
    MoveOrdering(SearchStack stack, boolean continuation) {
        this.stack = stack;
        this.continuation = continuation ? new ContinuationHistory() : null;
        this.rows = continuation ? new ContinuationRows(stack, this.continuation) : null;
    }

    /**
     * A new search of {@code position} with {@code settings}: the history fades (what it learnt
     * in the last search is still a hint, by default at an eighth of its weight) and the killers, which
     * belong to the plies of the last search's tree, go.
     */
    void start(Position position, SearchSettings settings) {
        this.position = position;
        useKillers = settings.killers;
        useHistory = settings.history;
        useContinuation = settings.continuationHistory && continuation != null;
        recordPieceTo = useContinuation || settings.continuationCorrection;
        if (useContinuation) {
            rows.start(settings.continuationFourPlies);
        }
        useCaptureHistory = settings.captureHistory;
        usePawnHistory = settings.pawnHistory;
        historyBonus = settings.historyBonus;
        historyBonusMax = settings.historyBonusMax;
        useEvalHistory = settings.evalHistory;
        useThreats = settings.threatHistory;
        keepQuiet = useEvalHistory || settings.failLowHistory && useContinuation;
        historyEvalScale = settings.historyEvalScale;
        useCheckOrdering = settings.checkOrdering;
        checkBonus = settings.checkBonus;
        useEscapes = settings.threatEscape;
        escapeBonus = settings.escapeBonus;
        history.fade(settings.historyFade);
        captureHistory.fade(settings.historyFade);
        if (usePawnHistory) { // a pass over its 2 MB only where a search reads it
            pawnHistory.fade(settings.historyFade);
        }
        if (continuation != null) {
            continuation.fade(settings.historyFade);
        }
        clearKillers();
    }

    /** Forgets the killers and the history: for a new game or a reproducible search. */
    void forget() {
        history.clear();
        captureHistory.clear();
        pawnHistory.clear();
        if (continuation != null) {
            continuation.clear();
        }
        clearKillers();
    }

    private void clearKillers() {
        for (int ply = 0; ply < SearchStack.SIZE; ply++) {
            SearchStack.Frame frame = stack.at(ply);
            frame.killer = Move.NONE;
            frame.secondKiller = Move.NONE;
        }
    }

    /** The move list of {@code ply}, for the node there to generate into. */
    int[] moves(int ply) {
        return stack.at(ply).moves;
    }

    /**
     * Records that {@code move} is made at {@code ply} ({@link Move#NONE} for a null move), for
     * the continuation history and correction of the plies below; called before the move is made.
     */
    void played(int ply, int move) {
        if (recordPieceTo) { // where nothing reads it, spare every move the lookup
            stack.at(ply).playedPieceTo = move == Move.NONE ? ContinuationRows.NO_PIECE_TO : pieceTo(move);
        }
        if (keepQuiet) {
            SearchStack.Frame frame = stack.at(ply);
            frame.playedQuiet = move != Move.NONE && isQuiet(move) ? move : Move.NONE;
            if (frame.playedQuiet != Move.NONE) {
                frame.playedQuietIndex = QuietHistory.index(position.sideToMove(), threats(ply), move);
            }
        }
    }

    /**
     * The node at {@code ply} (above the root) evaluates {@code evaluation} for its side to move,
     * where its parent evaluated {@code parentEvaluation} for the other side: with
     * {@link Technique#EVAL_HISTORY} in force, the parent's move, if quiet, gains history by
     * {@code history.eval_scale} per centipawn of the mover's gain, within the bonus's cap (and
     * loses as much for a loss). The sum of the two evaluations is the mover's loss: a move that
     * changes nothing leaves the opponent the negation of what the mover had.
     */
    void evaluationChange(int ply, int parentEvaluation, int evaluation) {
        SearchStack.Frame parent = stack.at(ply - 1);
        if (parent.playedQuiet == Move.NONE) { // kept by played() while the technique is in force, as the caller checks
            return;
        }
        int bonus = Math.max(-historyBonusMax, Math.min(historyBonusMax, -historyEvalScale * (parentEvaluation + evaluation)));
        history.add(parent.playedQuietIndex, bonus);
    }

    /**
     * The node at {@code ply} (above the root) failed low {@code depth} plies deep, with
     * {@link Technique#FAIL_LOW_HISTORY} in force: its parent's move, if quiet, refuted every move
     * the node tried, and gains the history's bonus for that depth in its continuation entries
     * (twice that when {@code strongly}: see the technique).
     */
    void failedLow(int ply, int depth, boolean strongly) {
        SearchStack.Frame parent = stack.at(ply - 1);
        if (parent.playedQuiet == Move.NONE) { // kept by played() while the technique is in force, as the caller checks
            return;
        }
        int bonus = strongly ? 2 * bonus(depth) : bonus(depth); // at most twice history.bonus_max, within the tables' bound
        readRows(ply - 1);
        rows.teach(parent.playedPieceTo, bonus);
    }

    /** A move that neither captures nor promotes. */
    boolean isQuiet(int move) {
        return position.pieceAt(Move.to(move)) == Piece.NONE && Move.kind(move) != Move.EN_PASSANT
                && !Move.isPromotion(move);
    }

    /** Whether {@code move} is one of the killers of {@code ply}. */
    boolean isKiller(int ply, int move) {
        SearchStack.Frame frame = stack.at(ply);
        return move == frame.killer || move == frame.secondKiller;
    }

    /**
     * Keys the {@code count} moves of {@code ply}: {@code hashMove} first, {@code hintMove}
     * (the backup rule's second move from the table) right after. The exchange of a capture
     * that may lose is evaluated only when the capture comes up in {@link #pick} (most nodes cut
     * off before that): until then its key is that of a good capture with the low bit set.
     */
    void score(int ply, int count, int hashMove, int hintMove) {
        SearchStack.Frame frame = stack.at(ply);
        int[] list = frame.moves;
        int[] keys = frame.keys;
        int side = position.sideToMove();
        readRows(ply);
        for (int i = 0; i < count; i++) {
            int move = list[i];
            int key;
            if (move == hashMove) {
                // To the front at once, as the first pick would put it, sparing that pick its scan.
                list[i] = list[0];
                keys[i] = keys[0];
                list[0] = move;
                keys[0] = HASH_MOVE_SCORE;
                continue;
            } else if (move == hintMove) {
                key = HASH_MOVE_SCORE - 1;
            } else if (!isQuiet(move)) {
                int victim = victimType(move);
                int piece = position.pieceAt(Move.from(move));
                int attacker = Piece.type(piece);
                int mvvLva = See.value(victim) * 8 - attacker + (Move.isPromotion(move) ? See.value(Move.promotionType(move)) : 0);
                if (useCaptureHistory) { // from the squares already read, as captureIndex would read them again
                    mvvLva += CAPTURE_HISTORY_OFFSET
                            + captureHistory.get(CaptureHistory.index(piece, Move.to(move), victim)) / CAPTURE_HISTORY_DIVISOR;
                }
                boolean mayLose = See.value(attacker) > See.value(victim) && !Move.isPromotion(move);
                key = GOOD_CAPTURE_SCORE + 2 * mvvLva + (mayLose ? 1 : 0);
            } else if (useKillers && move == frame.killer) {
                key = KILLER_SCORE + 1;
            } else if (useKillers && move == frame.secondKiller) {
                key = KILLER_SCORE;
            } else {
                key = useHistory ? quietHistory(side, threats(ply), move) : 0;
                if (useCheckOrdering && checkSquares.checks(position, move)) {
                    key += checkBonus;
                }
                if (useEscapes) {
                    key += escapeSquares.bonus(position, move, escapeBonus);
                }
            }
            keys[i] = key;
        }
    }

    /**
     * The {@code i}-th move of {@code ply} to search: selection of the best-keyed remaining move
     * for the first few picks, where most cut-offs happen; a node still searching after that is
     * likely to search everything, so its remaining moves are sorted once instead of scanned at
     * every pick.
     */
    int pick(int ply, int i, int count) {
        SearchStack.Frame frame = stack.at(ply);
        int[] list = frame.moves;
        int[] keys = frame.keys;
        if (i > SELECTION_PICKS) {
            return list[i]; // sorted when the selection phase ended
        }
        if (i == 0 && keys[0] == HASH_MOVE_SCORE) {
            return list[0]; // the hash move, put first by score
        }
        if (i == SELECTION_PICKS) {
            for (int j = i; j < count; j++) {
                settleExchange(list, keys, j);
            }
            sortTail(list, keys, i, count);
            return list[i];
        }
        int best;
        do {
            best = i;
            for (int j = i + 1; j < count; j++) {
                if (keys[j] > keys[best]) {
                    best = j;
                }
            }
        } while (!settleExchange(list, keys, best)); // a losing capture sank: pick again
        int move = list[best];
        list[best] = list[i];
        list[i] = move;
        int key = keys[best];
        keys[best] = keys[i];
        keys[i] = key;
        return move;
    }

    /** The key of the {@code i}-th move picked at {@code ply}: for a quiet move other than the hash move and killers, its history. */
    int key(int ply, int i) {
        return stack.at(ply).keys[i];
    }

    /** Whether the {@code i}-th move picked at {@code ply} loses material by SEE: so do all moves behind it. */
    boolean losesExchange(int ply, int i) {
        return stack.at(ply).keys[i] < 0;
    }

    /** Moves the {@code from}-th move of {@code ply}, with its key, to index {@code to} (a list being filtered). */
    void move(int ply, int from, int to) {
        SearchStack.Frame frame = stack.at(ply);
        frame.moves[to] = frame.moves[from];
        frame.keys[to] = frame.keys[from];
    }

    /** Records the {@code index}-th quiet move searched at {@code ply}, for {@link #cutoff}. */
    void triedQuiet(int ply, int index, int move) {
        stack.at(ply).quietsTried[index] = move;
    }

    /** Records the {@code index}-th capture or promotion searched at {@code ply}, for {@link #cutoff}. */
    void triedCapture(int ply, int index, int move) {
        if (useCaptureHistory) { // nothing reads it otherwise
            stack.at(ply).capturesTried[index] = move;
        }
    }

    /**
     * {@code move} cut off at {@code ply}, after {@code quiets} quiet moves and {@code captures}
     * captures were searched there (the move among them, recorded by {@link #triedQuiet} or
     * {@link #triedCapture}). A quiet move becomes the first killer, its histories gain a bonus
     * growing with depth², and the quiet moves searched before it (which did not cut off) lose as
     * much. With the capture history, a capture gains the bonus in it, and the captures searched
     * before the move, quiet or not, lose it: each failed where a later move did not.
     */
    void cutoff(int ply, int move, int depth, int quiets, int captures) {
        SearchStack.Frame frame = stack.at(ply);
        boolean quiet = isQuiet(move);
        if (quiet && useKillers && frame.killer != move) {
            frame.secondKiller = frame.killer;
            frame.killer = move;
        }
        if (!useHistory) {
            return;
        }
        int bonus = bonus(depth);
        if (quiet) {
            int side = position.sideToMove();
            long threats = threats(ply);
            readRows(ply);
            updateQuietHistory(side, threats, move, bonus);
            for (int q = 0; q < quiets - 1; q++) {
                updateQuietHistory(side, threats, frame.quietsTried[q], -bonus);
            }
        }
        if (useCaptureHistory) {
            int failed = captures;
            if (!quiet) {
                captureHistory.add(captureIndex(move), bonus);
                failed--;
            }
            for (int c = 0; c < failed; c++) {
                captureHistory.add(captureIndex(frame.capturesTried[c]), -bonus);
            }
        }
    }

    /**
     * The table ended the node at {@code ply} with a bound from {@code move}, its hash move, at
     * {@code depth}: a lower bound at or above beta teaches the history as a cut-off by that move
     * would ({@link #cutoff}, no move tried before it), an upper bound below alpha gives it the
     * malus of a move that failed. Only a quiet move of the side to move's own piece: a hash move
     * from another position that shares the key's slot teaches nothing.
     */
    void tableCutoff(int ply, int move, int depth, boolean failedHigh) {
        int piece = position.pieceAt(Move.from(move));
        if (move == Move.NONE || piece == Piece.NONE || Piece.color(piece) != position.sideToMove() || !isQuiet(move)) {
            return;
        }
        if (failedHigh) {
            cutoff(ply, move, depth, 1, 0);
        } else if (useHistory) {
            readRows(ply);
            updateQuietHistory(position.sideToMove(), threats(ply), move, -bonus(depth));
        }
    }

    /** The history's bonus (and malus) for a move searched {@code depth} plies deep: bonus·d², capped. */
    private int bonus(int depth) {
        return Math.min(historyBonus * depth * depth, historyBonusMax);
    }

    /** The capture history's index of a capture or promotion in the current position. */
    private int captureIndex(int move) {
        return CaptureHistory.index(position.pieceAt(Move.from(move)), Move.to(move), victimType(move));
    }

    /** The type of the piece a capture or promotion takes in the current position ({@code PieceType.NONE} for none). */
    private int victimType(int move) {
        return Move.kind(move) == Move.EN_PASSANT ? PieceType.PAWN : Piece.type(position.pieceAt(Move.to(move)));
    }

    /**
     * The squares the opponent of the side to move attacks in the node at {@code ply}, for the
     * threat history (0 without it: every move in its quiet entry); computed once for the node.
     */
    private long threats(int ply) {
        if (!useThreats) {
            return 0;
        }
        SearchStack.Frame frame = stack.at(ply);
        long key = position.key();
        if (frame.threatsKey != key) {
            frame.threats = position.attacks(Color.opposite(position.sideToMove()));
            frame.threatsKey = key;
        }
        return frame.threats;
    }

    /** The history key of a quiet move: its own entry plus its entries in the rows read ({@link #readRows}). */
    private int quietHistory(int side, long threats, int move) {
        int key = history.get(QuietHistory.index(side, threats, move));
        if (useContinuation) {
            key += rows.key(pieceTo(move));
        }
        return usePawnHistory ? key + pawnHistory.key(pieceTo(move)) : key;
    }

    private void updateQuietHistory(int side, long threats, int move, int bonus) {
        history.add(QuietHistory.index(side, threats, move), bonus);
        if (useContinuation) {
            rows.teach(pieceTo(move), bonus);
        }
        if (usePawnHistory) {
            pawnHistory.teach(pieceTo(move), bonus);
        }
    }

    /**
     * Reads the continuation rows of the node at {@code ply} and the pawn history's row of the
     * current position, which its moves' keys and lessons use (none without the histories).
     */
    private void readRows(int ply) {
        if (useContinuation) {
            rows.read(ply);
        }
        if (usePawnHistory) {
            pawnHistory.read(position);
        }
    }

    private int pieceTo(int move) {
        return position.pieceAt(Move.from(move)) << 6 | Move.to(move);
    }

    /**
     * Decides a capture whose exchange is pending (see {@link #score}): it keeps its good key,
     * or sinks behind the quiet moves when SEE says it loses. Returns whether the key stayed
     * where it was.
     */
    private boolean settleExchange(int[] list, int[] keys, int index) {
        int capture = keys[index] - GOOD_CAPTURE_SCORE;
        if (capture < 0 || capture >= CAPTURE_KEY_RANGE || (capture & 1) == 0) {
            return true;
        }
        if (see.evaluate(position, list[index]) >= 0) {
            keys[index]--;
            return true;
        }
        keys[index] = BAD_CAPTURE_SCORE + capture - 1;
        return false;
    }

    /** Insertion sort of {@code [from, count)} by descending key (move lists are short). */
    private static void sortTail(int[] list, int[] keys, int from, int count) {
        for (int a = from + 1; a < count; a++) {
            int move = list[a];
            int key = keys[a];
            int b = a - 1;
            while (b >= from && keys[b] < key) {
                list[b + 1] = list[b];
                keys[b + 1] = keys[b];
                b--;
            }
            list[b + 1] = move;
            keys[b + 1] = key;
        }
    }
}
