package dev.mallard.core.movegen;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.board.Bitboards;
import dev.mallard.core.board.Castling;
import dev.mallard.core.board.Fen;
import dev.mallard.core.board.Move;
import dev.mallard.core.board.Piece;
import dev.mallard.core.board.PieceType;
import dev.mallard.core.board.Position;
import dev.mallard.core.board.Square;
import dev.mallard.core.testing.NaiveChess;
import dev.mallard.core.testing.TestFens;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.Test;

/**
 * The staged move generator against first principles: the stages split the moves exactly, the
 * legal moves are the pseudo-legal moves that leave the king safe, pseudo-legal generation with
 * blocked squares (the Duck) matches a naive board-scanning generator, and hand-made positions
 * check each Duck rule.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class MoveGeneratorTest {
    /** FENs of the perft positions and every position two plies below them (a few thousand). */
    private List<String> walked;

    @BeforeAll
    void collectPositions() {
        Set<String> fens = new LinkedHashSet<>();
        for (String fen : TestFens.ALL) {
            collect(Fen.parse(fen), 2, fens);
        }
        // One ply deeper where promotions, checks and under-promotions are dense.
        collect(Fen.parse(TestFens.POSITION_4), 3, fens);
        collect(Fen.parse(TestFens.PROMOTIONS), 3, fens);
        walked = List.copyOf(fens);
    }

    private static void collect(Position p, int depth, Set<String> out) {
        out.add(Fen.toFen(p));
        if (depth == 0) {
            return;
        }
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.legal(p, moves, 0, MoveGenerator.ALL);
        for (int i = 0; i < n; i++) {
            p.makeMove(moves[i]);
            collect(p, depth - 1, out);
            p.unmakeMove(moves[i]);
        }
    }

    private static List<Integer> legal(Position p, int stages) {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.legal(p, moves, 0, stages);
        return Arrays.stream(moves, 0, n).boxed().toList();
    }

    private static List<Integer> pseudo(Position p, int stages, long blocked) {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.pseudoLegal(p, moves, 0, stages, blocked);
        return Arrays.stream(moves, 0, n).boxed().toList();
    }

    private static Set<String> uci(List<Integer> moves) {
        return moves.stream().map(Move::toUci).collect(Collectors.toSet());
    }

    private static long bit(String square) {
        return 1L << Square.fromName(square);
    }

    /** A capture, en passant included, or any queen promotion: what NOISY must hold. */
    private static boolean isNoisy(Position p, int move) {
        return p.pieceAt(Move.to(move)) != Piece.NONE
                || Move.kind(move) == Move.EN_PASSANT
                || Move.promotionType(move) == PieceType.QUEEN;
    }

    /** {@code count} empty squares chosen with a fixed seed, plus "no blocked square" first. */
    private static long[] blockedChoices(Position p, SplittableRandom random, int count) {
        long empty = ~p.occupied();
        long[] choices = new long[count + 1];
        for (int i = 1; i < choices.length; i++) {
            int skip = random.nextInt(Long.bitCount(empty));
            long e = empty;
            for (int k = 0; k < skip; k++) {
                e &= e - 1;
            }
            choices[i] = Long.lowestOneBit(e);
        }
        return choices;
    }

    /**
     * Same moves, compared as sets (cheap), with the difference in coordinate notation when not.
     * The walks below compare tens of thousands of move lists, so plain set equality keeps them fast.
     */
    private static void assertSameMoves(Iterable<Integer> actual, Set<Integer> expected, String context) {
        Set<Integer> got = new HashSet<>();
        actual.forEach(got::add);
        if (!got.equals(expected)) {
            Set<Integer> missing = new HashSet<>(expected);
            missing.removeAll(got);
            Set<Integer> extra = new HashSet<>(got);
            extra.removeAll(expected);
            throw new AssertionError(context + ": missing " + uci(List.copyOf(missing)) + ", unexpected "
                    + uci(List.copyOf(extra)));
        }
    }

    private static void assertNoDuplicates(List<Integer> moves, String context) {
        if (new HashSet<>(moves).size() != moves.size()) {
            throw new AssertionError(context + ": duplicate moves in " + moves.stream().map(Move::toUci).toList());
        }
    }

    private static void assertPartition(Position p, List<Integer> all, List<Integer> noisy, List<Integer> quiet,
                                        String context) {
        assertNoDuplicates(all, "ALL " + context);
        assertNoDuplicates(noisy, "NOISY " + context);
        assertNoDuplicates(quiet, "QUIET " + context);
        Set<Integer> common = new HashSet<>(noisy);
        common.retainAll(quiet);
        if (!common.isEmpty()) {
            throw new AssertionError(context + ": in both NOISY and QUIET: " + uci(List.copyOf(common)));
        }
        List<Integer> union = new ArrayList<>(noisy);
        union.addAll(quiet);
        assertSameMoves(union, new HashSet<>(all), "NOISY + QUIET = ALL, " + context);
        Set<Integer> expectedNoisy = all.stream().filter(m -> isNoisy(p, m)).collect(Collectors.toSet());
        assertSameMoves(noisy, expectedNoisy, "NOISY = captures + queen promotions, " + context);
    }

    @Test
    void walkCoversEnoughPositions() {
        assertThat(walked).hasSizeGreaterThan(15_000);
    }

    @Test
    void stagesPartitionAllMovesExactly() {
        SplittableRandom random = new SplittableRandom(42);
        for (String fen : walked) {
            Position p = Fen.parse(fen);
            assertPartition(p, legal(p, MoveGenerator.ALL), legal(p, MoveGenerator.NOISY),
                    legal(p, MoveGenerator.QUIET), "legal " + fen);
            for (long blocked : blockedChoices(p, random, 1)) {
                assertPartition(p, pseudo(p, MoveGenerator.ALL, blocked), pseudo(p, MoveGenerator.NOISY, blocked),
                        pseudo(p, MoveGenerator.QUIET, blocked), "pseudo " + fen + " blocked " + Long.toHexString(blocked));
            }
        }
    }

    /** Hand-checked stage contents: every promotion kind lands in the right stage. */
    @Test
    void promotionsAreSplitQueenPushNoisyUnderPushQuietAllCapturesNoisy() {
        Position p = Fen.parse("1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1");
        assertThat(uci(legal(p, MoveGenerator.NOISY))).containsExactlyInAnyOrder(
                "a7a8q", "a7b8q", "a7b8r", "a7b8b", "a7b8n");
        assertThat(uci(legal(p, MoveGenerator.QUIET))).contains("a7a8r", "a7a8b", "a7a8n")
                .doesNotContain("a7a8q", "a7b8q", "a7b8n");
        Position ep = Fen.parse("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
        assertThat(uci(legal(ep, MoveGenerator.NOISY))).containsExactly("e5d6");
        assertThat(uci(legal(ep, MoveGenerator.QUIET))).contains("e5e6").doesNotContain("e5d6");
    }

    /** FIDE legality from first principles (naive attack test) applied to the pseudo-legal moves. */
    @Test
    void pseudoLegalFilteredByKingSafetyEqualsLegal() {
        for (String fen : walked) {
            Position p = Fen.parse(fen);
            Set<Integer> expected = NaiveChess.legalFilter(p, pseudo(p, MoveGenerator.ALL, 0L));
            List<Integer> legal = legal(p, MoveGenerator.ALL);
            assertNoDuplicates(legal, fen);
            assertSameMoves(legal, expected, fen);
        }
    }

    /** The naive generator, filtered the same way, gives the same legal moves (shares no code). */
    @Test
    void legalEqualsNaiveLegal() {
        for (String fen : walked) {
            Position p = Fen.parse(fen);
            Set<Integer> expected = NaiveChess.legalFilter(p, NaiveChess.pseudoLegal(p, 0L));
            assertSameMoves(legal(p, MoveGenerator.ALL), expected, fen);
        }
    }

    @Test
    void pseudoLegalWithBlockedSquaresEqualsNaiveGenerator() {
        SplittableRandom random = new SplittableRandom(7);
        for (String fen : walked) {
            Position p = Fen.parse(fen);
            for (long blocked : blockedChoices(p, random, 3)) {
                List<Integer> moves = pseudo(p, MoveGenerator.ALL, blocked);
                String context = fen + " blocked " + (blocked == 0 ? "-" : Square.name(Long.numberOfTrailingZeros(blocked)));
                assertNoDuplicates(moves, context);
                assertSameMoves(moves, NaiveChess.pseudoLegal(p, blocked), context);
            }
        }
    }

    /** Every empty square of the perft positions as the Duck: nothing lands on or crosses it. */
    @Test
    void noMoveLandsOnOrCrossesABlockedSquare() {
        for (String fen : TestFens.ALL) {
            Position p = Fen.parse(fen);
            for (long empty = ~p.occupied(); empty != 0; empty &= empty - 1) {
                long blocked = Long.lowestOneBit(empty);
                for (int m : pseudo(p, MoveGenerator.ALL, blocked)) {
                    int from = Move.from(m);
                    int to = Move.to(m);
                    assertThat(to).as("%s lands on the Duck in %s", Move.toUci(m), fen)
                            .isNotEqualTo(Long.numberOfTrailingZeros(blocked));
                    long path = Bitboards.between(from, to);
                    if (Move.kind(m) == Move.CASTLING) {
                        int index = Castling.indexOfKingTarget(to);
                        path = Bitboards.between(from,
                                Castling.rookFrom(index));
                    }
                    assertThat(path & blocked).as("%s crosses the Duck in %s", Move.toUci(m), fen).isZero();
                }
                assertSameMoves(pseudo(p, MoveGenerator.ALL, blocked), NaiveChess.pseudoLegal(p, blocked),
                        fen + " blocked " + Square.name(Long.numberOfTrailingZeros(blocked)));
            }
        }
    }

    @Test
    void knightsJumpOverABlockedSquare() {
        Position p = Fen.parse("4k3/8/8/8/8/8/8/1N2K3 w - - 0 1");
        Set<String> free = uci(pseudo(p, MoveGenerator.ALL, 0L));
        assertThat(free).contains("b1a3", "b1c3", "b1d2");
        assertThat(uci(pseudo(p, MoveGenerator.ALL, bit("b2")))).contains("b1a3", "b1c3", "b1d2");
        assertThat(uci(pseudo(p, MoveGenerator.ALL, bit("c2")))).contains("b1a3", "b1c3", "b1d2");
        assertThat(uci(pseudo(p, MoveGenerator.ALL, bit("c3")))).contains("b1a3", "b1d2").doesNotContain("b1c3");
    }

    @Test
    void slidersStopBeforeABlockedSquare() {
        Position p = Fen.parse("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
        Set<String> moves = uci(pseudo(p, MoveGenerator.ALL, bit("a4")));
        assertThat(moves).contains("a1a2", "a1a3", "a1b1", "a1d1").doesNotContain("a1a4", "a1a5", "a1a8");
    }

    @Test
    void pawnCannotDoubleStepThroughOrOntoABlockedSquare() {
        Position p = Fen.parse(Fen.START);
        Set<String> throughE3 = uci(pseudo(p, MoveGenerator.ALL, bit("e3")));
        assertThat(throughE3).doesNotContain("e2e3", "e2e4").contains("d2d4", "f2f4");
        Set<String> ontoE4 = uci(pseudo(p, MoveGenerator.ALL, bit("e4")));
        assertThat(ontoE4).contains("e2e3").doesNotContain("e2e4");
        // Only the e-pawn loses its two moves; the knights' squares are untouched.
        assertThat(pseudo(p, MoveGenerator.ALL, bit("e3"))).hasSize(18);
    }

    @Test
    void enPassantOntoABlockedSquareIsImpossible() {
        Position p = Fen.parse("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
        assertThat(uci(pseudo(p, MoveGenerator.ALL, 0L))).contains("e5d6");
        assertThat(uci(legal(p, MoveGenerator.ALL))).contains("e5d6");
        Set<String> blocked = uci(pseudo(p, MoveGenerator.ALL, bit("d6")));
        assertThat(blocked).doesNotContain("e5d6").contains("e5e6");
    }

    @Test
    void promotionOntoABlockedSquareIsImpossible() {
        Position p = Fen.parse("4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
        assertThat(uci(pseudo(p, MoveGenerator.ALL, bit("a8")))).noneMatch(m -> m.startsWith("a7"));
    }

    @Test
    void castlingThroughABlockedSquareIsImpossible() {
        Position p = Fen.parse("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        assertThat(uci(pseudo(p, MoveGenerator.ALL, 0L))).contains("e1g1", "e1c1");
        assertThat(uci(pseudo(p, MoveGenerator.ALL, bit("f1")))).doesNotContain("e1g1", "e1f1").contains("e1c1");
        assertThat(uci(pseudo(p, MoveGenerator.ALL, bit("g1")))).doesNotContain("e1g1").contains("e1f1", "e1c1");
        // b1 is not on the king's path, but the Duck there still stands between king and rook.
        assertThat(uci(pseudo(p, MoveGenerator.ALL, bit("b1")))).doesNotContain("e1c1").contains("e1g1", "e1d1");
        assertThat(uci(pseudo(p, MoveGenerator.ALL, bit("d1")))).doesNotContain("e1c1", "e1d1");
    }

    /** Duck Chess has no check: the king may walk into attack and castle out of, through or into it. */
    @Test
    void pseudoLegalKingIgnoresAttacks() {
        Position through = Fen.parse("4kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1");
        assertThat(uci(pseudo(through, MoveGenerator.ALL, 0L))).contains("e1g1", "e1f1", "e1f2", "e1c1");
        assertThat(uci(legal(through, MoveGenerator.ALL))).doesNotContain("e1g1", "e1f1", "e1f2").contains("e1c1");

        Position outOfCheck = Fen.parse("4r1k1/8/8/8/8/8/8/R3K2R w KQ - 0 1");
        assertThat(uci(pseudo(outOfCheck, MoveGenerator.ALL, 0L))).contains("e1g1", "e1c1", "e1e2");
        assertThat(uci(legal(outOfCheck, MoveGenerator.ALL))).doesNotContain("e1g1", "e1c1", "e1e2");

        Position into = Fen.parse("4k1r1/8/8/8/8/8/8/R3K2R w KQ - 0 1");
        assertThat(uci(pseudo(into, MoveGenerator.ALL, 0L))).contains("e1g1");
        assertThat(uci(legal(into, MoveGenerator.ALL))).doesNotContain("e1g1").contains("e1c1");

        // Queen-side: b1 attacked does not stop FIDE castling; d1 attacked does.
        Position b1 = Fen.parse("1r2k3/8/8/8/8/8/8/R3K3 w Q - 0 1");
        assertThat(uci(legal(b1, MoveGenerator.ALL))).contains("e1c1");
        Position d1 = Fen.parse("3rk3/8/8/8/8/8/8/R3K3 w Q - 0 1");
        assertThat(uci(legal(d1, MoveGenerator.ALL))).doesNotContain("e1c1");
        assertThat(uci(pseudo(d1, MoveGenerator.ALL, 0L))).contains("e1c1");
    }

    /** A pinned piece moves freely in pseudo-legal generation but only along the pin when legal. */
    @Test
    void pinnedPiecesArePseudoLegalButNotLegal() {
        Position p = Fen.parse("4r1k1/8/8/8/8/8/4N3/4K3 w - - 0 1");
        assertThat(uci(pseudo(p, MoveGenerator.ALL, 0L))).contains("e2c3", "e2g3");
        assertThat(uci(legal(p, MoveGenerator.ALL))).noneMatch(m -> m.startsWith("e2"));
        Position rook = Fen.parse("4r1k1/8/8/8/8/8/4R3/4K3 w - - 0 1");
        assertThat(uci(legal(rook, MoveGenerator.ALL)).stream().filter(m -> m.startsWith("e2")))
                .containsExactlyInAnyOrder("e2e3", "e2e4", "e2e5", "e2e6", "e2e7", "e2e8");
    }

    @Test
    void startPositionHasTwentyQuietMovesAndNoNoisyOnes() {
        Position p = Fen.parse(Fen.START);
        // 8 pawns x (single + double step) + 2 knights x 2 squares.
        assertThat(legal(p, MoveGenerator.ALL)).hasSize(20);
        assertThat(legal(p, MoveGenerator.QUIET)).hasSize(20);
        assertThat(legal(p, MoveGenerator.NOISY)).isEmpty();
    }

    @Test
    void movesAreAppendedFromTheStartIndex() {
        Position p = Fen.parse(TestFens.KIWIPETE);
        int[] buffer = new int[MoveGenerator.MAX_MOVES + 10];
        Arrays.fill(buffer, -1);
        int end = MoveGenerator.legal(p, buffer, 10, MoveGenerator.ALL);
        assertThat(end - 10).isEqualTo(48); // Kiwipete has 48 legal moves (reference table, depth 1)
        for (int i = 0; i < 10; i++) {
            assertThat(buffer[i]).isEqualTo(-1);
        }
        int endNoisy = MoveGenerator.legal(p, buffer, end, MoveGenerator.NOISY);
        assertThat(Arrays.stream(buffer, end, endNoisy).boxed().toList())
                .containsExactlyInAnyOrderElementsOf(legal(p, MoveGenerator.NOISY));
    }
}
