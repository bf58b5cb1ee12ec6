package dev.mallard.core.search;

import dev.mallard.core.board.Color;
import dev.mallard.core.board.Fen;
import dev.mallard.core.board.Move;
import dev.mallard.core.board.PieceType;
import dev.mallard.core.board.Position;
import dev.mallard.core.movegen.MoveGenerator;
import dev.mallard.core.rules.Rules;
import java.util.EnumSet;
import java.util.Set;

/**
 * The test plug-in of core's search tests: chess on core's own legal move generator, in
 * coordinate notation, backed up by negamax, taking every technique, with mate by distance,
 * stalemate, fifty moves and any repetition as draws, and a material evaluation. It is what a
 * variant gives the search, kept this small so that core's search is tested without a variant
 * module; the evaluation is fixed here, so trees pinned by these tests move only with the search.
 */
public final class TestChess {
    /** The rules of the test variant's search. */
    public static final SearchRules RULES = new ChessSearchRules();
    /** Piece values by type, pawn to queen (index 0 unused). */
    private static final int[] VALUE = {0, 100, 300, 310, 500, 900};
    /** The sixteen central squares, c3 to f6: a piece there is worth a little more. */
    private static final long CENTRE = 0x0000_3C3C_3C3C_0000L;

    private TestChess() {
    }

    /** {@return the test variant's evaluation, {@link #material}} */
    public static Evaluator evaluator() {
        return TestChess::material;
    }

    /** A fresh searcher (16 MB table) with the given techniques and the material evaluation. */
    public static Searcher searcher(SearchOptions options) {
        return searcher(options, TestChess::material);
    }

    /** A fresh searcher (16 MB table) with the given techniques on {@code evaluator}. */
    public static Searcher searcher(SearchOptions options, Evaluator evaluator) {
        Searcher searcher = new Searcher(RULES, evaluator, new TranspositionTable(16));
        searcher.setOptions(options);
        return searcher;
    }

    /** A fresh searcher with every technique on. */
    public static Searcher searcher() {
        return searcher(SearchOptions.defaults());
    }

    public static Position position(String fen) {
        return Fen.parse(fen);
    }

    /** A fixed-depth search of {@code fen} by a fresh searcher with {@code options}. */
    public static SearchResult search(String fen, SearchOptions options, int depth) {
        return searcher(options).search(position(fen), SearchLimits.depth(depth), SearchListener.NONE);
    }

    /** The number of legal moves of {@code position}. */
    public static int legalMoveCount(Position position) {
        return MoveGenerator.legal(position, new int[MoveGenerator.MAX_MOVES], 0, MoveGenerator.ALL);
    }

    /** Whether {@code move} is one of the legal moves of {@code position}. */
    public static boolean isLegal(Position position, int move) {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int count = MoveGenerator.legal(position, moves, 0, MoveGenerator.ALL);
        for (int i = 0; i < count; i++) {
            if (moves[i] == move) {
                return true;
            }
        }
        return false;
    }

    /** The legal move of {@code position} that {@code text} names in coordinates ({@code e2e4}, {@code e7e8q}). */
    public static int move(Position position, String text) {
        return RULES.rules().parseTurn(position, text);
    }

    /** Chess turns are moves, in coordinate notation. */
    private static final class ChessRules implements Rules {
        @Override
        public int maxTurns() {
            return MoveGenerator.MAX_MOVES;
        }

        @Override
        public int generateTurns(Position position, int[] turns, int start) {
            return MoveGenerator.legal(position, turns, start, MoveGenerator.ALL);
        }

        @Override
        public void makeTurn(Position position, int turn) {
            position.makeMove(turn);
        }

        @Override
        public void unmakeTurn(Position position, int turn) {
            position.unmakeMove(turn);
        }

        @Override
        public String formatTurn(Position position, int turn) {
            return Move.toUci(turn);
        }

        @Override
        public int parseTurn(Position position, String text) {
            int[] moves = new int[MoveGenerator.MAX_MOVES];
            int count = MoveGenerator.legal(position, moves, 0, MoveGenerator.ALL);
            for (int i = 0; i < count; i++) {
                if (Move.toUci(moves[i]).equals(text)) {
                    return moves[i];
                }
            }
            throw new IllegalArgumentException("no legal move " + text);
        }
    }

    private static final class ChessSearchRules implements SearchRules {
        private final Rules rules = new ChessRules();

        @Override
        public Rules rules() {
            return rules;
        }

        @Override
        public int generate(Position position, int[] moves, int start, int stages) {
            return MoveGenerator.legal(position, moves, start, stages);
        }

        @Override
        public boolean inCheck(Position position) {
            return position.inCheck();
        }

        @Override
        public boolean givesCheck(Position position, int move) {
            return position.givesCheck(move);
        }

        @Override
        public int noMovesScore(Position position, int ply) {
            return position.inCheck() ? -Score.MATE + ply : Score.DRAW;
        }

        /** Fifty moves (a mate on the hundredth half-move aside, which these tests never reach) and any repetition. */
        @Override
        public boolean isDrawn(Position position, int ply) {
            return position.halfmoveClock() >= 100 || position.repetitions() >= 1;
        }

        @Override
        public boolean zugzwangLikely(Position position) {
            int side = position.sideToMove();
            return (position.colorPieces(side) & ~position.pieces(side, PieceType.PAWN)
                    & ~position.pieces(side, PieceType.KING)) == 0;
        }

        @Override
        public Set<Technique> techniques() {
            return EnumSet.allOf(Technique.class);
        }

        @Override
        public BackupRule newBackupRule(int maxPly) {
            return new NegamaxBackup(maxPly);
        }
    }

    /**
     * The test variant's evaluation, fixed here: material plus a nudge of 10 per piece in the
     * centre, for the side to move. Simple, but it orders moves and prunes like an evaluation, so
     * that the trees of these tests grow as a real variant's do; it moves only when this file does.
     */
    public static int material(Position position) {
        int us = position.sideToMove();
        int them = Color.opposite(us);
        int score = 0;
        for (int type = PieceType.PAWN; type <= PieceType.QUEEN; type++) {
            score += VALUE[type] * (Long.bitCount(position.pieces(us, type)) - Long.bitCount(position.pieces(them, type)));
        }
        return score + 10 * (Long.bitCount(position.colorPieces(us) & CENTRE) - Long.bitCount(position.colorPieces(them) & CENTRE));
    }
}
