package dev.mallard.refusal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mallard.core.board.Move;
import dev.mallard.core.board.Position;
import dev.mallard.core.movegen.MoveGenerator;
import dev.mallard.core.rules.GameStatus;
import dev.mallard.core.rules.IllegalMoveException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The turn rules: turns as move-veto pairs, the lone-reply rule, the veto forbidding the move at
 * the next ply, notation round trips and strict parsing, and the game status on allowed moves
 * (mate, stalemate, fifty moves, repetition with the veto, insufficient material).
 */
class RefusalRulesTest {
    private static final RefusalVariant VARIANT = new RefusalVariant();
    private static final RefusalRules RULES = VARIANT.refusalRules();

    /** White: Ra1, Kg6; Black: Kh8. After Ra7 Black has one reply (Kg8); Ra8 mates. */
    private static final String LONE_REPLY = "7k/8/6K1/8/8/8/8/R7 w - - 0 1";
    /** White promotes on e8, Black on d1: promotions as moves and as vetoes. */
    private static final String PROMOTIONS = "8/4P3/8/K7/8/7k/3p4/8 w - - 0 1";

    static List<String> fens() {
        return RefusalPerftTable.fideFens();
    }

    private static List<Integer> turns(Position position) {
        int[] buffer = new int[RULES.maxTurns()];
        int n = RULES.generateTurns(position, buffer, 0);
        List<Integer> list = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            list.add(buffer[i]);
        }
        return list;
    }

    private static List<String> turnTexts(Position position) {
        return turns(position).stream().map(t -> RULES.formatTurn(position, t)).toList();
    }

    private static List<Integer> legal(Position position) {
        return BruteForceRefusal.legalMoves(position);
    }

    private static Position play(String fen, String... turns) {
        Position position = VARIANT.parseFen(fen);
        for (String text : turns) {
            RULES.makeTurn(position, RULES.parseTurn(position, text));
        }
        return position;
    }

    // ----------------------------------------------------------------------------------------
    // Turns

    @Test
    void turnPacksMoveAndVeto() {
        int move = Move.promotion(52, 60, dev.mallard.core.board.PieceType.QUEEN);
        int veto = Move.promotion(11, 3, dev.mallard.core.board.PieceType.KNIGHT);
        int turn = RefusalRules.turn(move, veto);
        assertThat(RefusalRules.move(turn)).isEqualTo(move);
        assertThat(RefusalRules.veto(turn)).isEqualTo(veto);
        assertThat(RefusalRules.turn(move, Move.NONE)).isEqualTo(move);
    }

    @Test
    void startPositionHasEveryMoveWithEveryReplyAsVeto() {
        Position start = VARIANT.parseFen(VARIANT.startFen());
        List<String> texts = turnTexts(start);
        assertThat(texts).hasSize(400).doesNotHaveDuplicates().contains("e2e4/e7e5", "g1f3/b8c6", "a2a3/h7h5");
        assertThat(texts).allMatch(t -> t.matches("[a-h][1-8][a-h][1-8]/[a-h][1-8][a-h][1-8]"));
    }

    @ParameterizedTest
    @MethodSource("fens")
    void turnsAreExactlyTheExplicitMoveVetoPairs(String fen) {
        Position position = VARIANT.parseFen(fen);
        Set<Long> expected = new HashSet<>();
        for (int[] pair : BruteForceRefusal.turns(position, Move.NONE)) {
            expected.add((long) pair[0] << 32 | pair[1]);
        }
        Set<Long> actual = new HashSet<>();
        for (int turn : turns(position)) {
            actual.add((long) RefusalRules.move(turn) << 32 | RefusalRules.veto(turn));
        }
        assertThat(actual).isEqualTo(expected);
    }

    @Test
    void loneReplyIsNotVetoedAndNoReplyMeansNoVeto() {
        Position position = VARIANT.parseFen(LONE_REPLY);
        List<String> texts = turnTexts(position);
        // Every rook move off rank 8 leaves Black only Kg8: one turn, no veto.
        assertThat(texts.stream().filter(t -> t.startsWith("a1a7"))).containsExactly("a1a7");
        assertThat(texts.stream().filter(t -> t.startsWith("a1a2"))).containsExactly("a1a2");
        // Ra8 mates: no reply, no veto.
        assertThat(texts.stream().filter(t -> t.startsWith("a1a8"))).containsExactly("a1a8");
        // Kf6 frees h7: two replies, each a veto.
        assertThat(texts.stream().filter(t -> t.startsWith("g6f6"))).containsExactlyInAnyOrder("g6f6/h8g8", "g6f6/h8h7");
        // Only king moves away from h7/g7 leave Black a choice.
        assertThat(texts).noneMatch(t -> t.contains("/") && !t.startsWith("g6"));

        // After Ra7 Black must play Kg8 (nothing vetoed) and vetoes one of White's replies.
        Position after = play(LONE_REPLY, "a1a7");
        assertThat(after.forbiddenMove()).isEqualTo(Move.NONE);
        List<String> replies = turnTexts(after);
        assertThat(replies).isNotEmpty().allMatch(t -> t.startsWith("h8g8/"));
        assertThat(replies).hasSize(legalAfter(after, "h8g8"));
    }

    private static int legalAfter(Position position, String move) {
        int m = dev.mallard.fide.FideRules.parseCoordinateMove(position, move);
        position.makeMove(m);
        int n = legal(position).size();
        position.unmakeMove(m);
        return n;
    }

    @Test
    void promotionsToDifferentPiecesAreDifferentMovesAndDifferentVetoes() {
        Position position = VARIANT.parseFen(PROMOTIONS);
        List<String> texts = turnTexts(position);
        for (String mine : List.of("q", "r", "b", "n")) {
            for (String theirs : List.of("q", "r", "b", "n")) {
                assertThat(texts).contains("e7e8" + mine + "/d2d1" + theirs);
            }
        }
        assertThat(texts).doesNotHaveDuplicates();
        int qn = RULES.parseTurn(position, "e7e8q/d2d1n");
        int qq = RULES.parseTurn(position, "e7e8q/d2d1q");
        int nn = RULES.parseTurn(position, "e7e8n/d2d1n");
        assertThat(Set.of(qn, qq, nn)).hasSize(3);
        RULES.makeTurn(position, qn);
        List<String> replies = turnTexts(position);
        assertThat(replies).noneMatch(t -> t.startsWith("d2d1n"));
        assertThat(replies).anyMatch(t -> t.startsWith("d2d1q/")).anyMatch(t -> t.startsWith("d2d1b/"))
                .anyMatch(t -> t.startsWith("d2d1r/"));
    }

    // ----------------------------------------------------------------------------------------
    // The veto at the next ply

    @ParameterizedTest
    @MethodSource("fens")
    void vetoForbidsExactlyThatMoveAtTheNextPlyAndUnmakeRestores(String fen) {
        Position position = VARIANT.parseFen(fen);
        String before = VARIANT.toFen(position);
        long key = position.key();
        for (int turn : turns(position)) {
            int veto = RefusalRules.veto(turn);
            RULES.makeTurn(position, turn);
            assertThat(position.forbiddenMove()).isEqualTo(veto);
            List<Integer> legal = legal(position);
            int[] allowed = new int[MoveGenerator.MAX_MOVES];
            int count = RefusalRules.allowedMoves(position, allowed, 0);
            List<Integer> allowedList = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                allowedList.add(allowed[i]);
            }
            if (veto == Move.NONE) {
                assertThat(legal).hasSizeLessThanOrEqualTo(1);
                assertThat(allowedList).isEqualTo(legal);
            } else {
                assertThat(legal).contains(veto).hasSizeGreaterThanOrEqualTo(2);
                List<Integer> expected = new ArrayList<>(legal);
                expected.remove(Integer.valueOf(veto));
                assertThat(allowedList).as("generation order kept").isEqualTo(expected);
                for (int next : turns(position)) {
                    assertThat(RefusalRules.move(next)).isNotEqualTo(veto);
                }
                String vetoText = Move.toUci(veto);
                assertThatThrownBy(() -> RULES.parseTurn(position, vetoText))
                        .isInstanceOf(IllegalMoveException.class).hasMessageContaining("is vetoed");
            }
            RULES.unmakeTurn(position, turn);
            assertThat(position.key()).isEqualTo(key);
            assertThat(VARIANT.toFen(position)).isEqualTo(before);
        }
    }

    @Test
    void theVetoLastsOneMove() {
        // White vetoes e7e5; Black plays d7d5 and vetoes nothing White cares about; then Black
        // may play e7e5 again a move later.
        Position position = play(VARIANT.startFen(), "e2e4/e7e5", "d7d5/a2a3", "g1f3/h7h6");
        assertThat(RULES.parseTurn(position, "e7e5/d2d4")).isNotZero();
    }

    // ----------------------------------------------------------------------------------------
    // Notation

    @ParameterizedTest
    @MethodSource("fens")
    void everyTurnRoundTripsThroughItsText(String fen) {
        Position position = VARIANT.parseFen(fen);
        for (int turn : turns(position)) {
            String text = RULES.formatTurn(position, turn);
            assertThat(RULES.parseTurn(position, text)).as(text).isEqualTo(turn);
        }
    }

    @Test
    void everyTurnRoundTripsTwoPliesDeepBelowEveryVeto() {
        Position position = VARIANT.parseFen(VARIANT.startFen());
        int checked = 0;
        for (int turn : turns(position)) {
            RULES.makeTurn(position, turn);
            for (int reply : turns(position)) {
                assertThat(RULES.parseTurn(position, RULES.formatTurn(position, reply))).isEqualTo(reply);
                checked++;
            }
            RULES.unmakeTurn(position, turn);
        }
        assertThat(checked).isEqualTo(169_138);
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', textBlock = """
            rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | e2e4/e7e4   | veto e7e4 is not a legal reply after e2e4
            rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | e2e4/e2e4   | veto e2e4 is not a legal reply after e2e4
            rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | e2e4/e7e5q  | veto e7e5q is not a legal reply after e2e4: that move does not promote
            rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | e2e4        | turn "e2e4" needs a veto: after e2e4 the opponent has 20 legal replies
            rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | e2e5/e7e5   | illegal move "e2e5"
            rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | e2e4/       | malformed turn "e2e4/"
            rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | /e7e5       | malformed turn "/e7e5"
            rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | e2e4/e7e5/d7d5 | malformed turn "e2e4/e7e5/d7d5"
            rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | e2e4/e7     | malformed veto "e7" in turn "e2e4/e7"
            rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | e2e4/E7E5   | malformed veto "E7E5"
            rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | e2e4/e7e5Q  | malformed veto "e7e5Q"
            rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | e2e4/e7e5k  | malformed veto "e7e5k"
            rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | e2e4 e7e5   | malformed move "e2e4 e7e5"
            rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | e2         | malformed move "e2"
            7k/8/6K1/8/8/8/8/R7 w - - 0 1                               | a1a7/h8g8   | veto h8g8 is not allowed: after a1a7 the opponent has a single legal reply (h8g8), which may not be vetoed
            7k/8/6K1/8/8/8/8/R7 w - - 0 1                               | a1a8/h8g8   | veto h8g8 is not possible: after a1a8 the opponent has no legal reply
            8/4P3/8/K7/8/7k/3p4/8 w - - 0 1                             | e7e8q/d2d1  | veto d2d1 is not a legal reply after e7e8q: a promotion needs a piece letter
            8/4P3/8/K7/8/7k/3p4/8 w - - 0 1                             | e7e8/d2d1q  | illegal move "e7e8"
            rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1 veto:e7e5 | e7e5/d2d4 | move e7e5 is vetoed: the opponent forbade it with their last turn
            """)
    void parseTurnRejectsWithAClearMessage(String fen, String text, String message) {
        Position position = VARIANT.parseFen(fen);
        String fenBefore = VARIANT.toFen(position);
        long key = position.key();
        assertThatThrownBy(() -> RULES.parseTurn(position, text))
                .isInstanceOf(IllegalMoveException.class).hasMessageContaining(message);
        assertThat(VARIANT.toFen(position)).as("a rejected turn leaves the position alone").isEqualTo(fenBefore);
        assertThat(position.key()).isEqualTo(key);
    }

    @Test
    void parseTurnRejectsNull() {
        Position start = VARIANT.parseFen(VARIANT.startFen());
        assertThatThrownBy(() -> RULES.parseTurn(start, null))
                .isInstanceOf(IllegalMoveException.class).hasMessageContaining("must not be null");
    }

    @Test
    void turnWithoutVetoParsesWhenTheOpponentHasAtMostOneReply() {
        Position position = VARIANT.parseFen(LONE_REPLY);
        assertThat(RULES.formatTurn(position, RULES.parseTurn(position, "a1a7"))).isEqualTo("a1a7");
        assertThat(RULES.formatTurn(position, RULES.parseTurn(position, "a1a8"))).isEqualTo("a1a8");
    }

    // ----------------------------------------------------------------------------------------
    // Game status

    @Test
    void checkmateAndStalemateEndTheGameWithoutTurns() {
        Position mated = play(LONE_REPLY, "a1a8");
        assertThat(RULES.status(mated)).isEqualTo(GameStatus.CHECKMATE);
        assertThat(turns(mated)).isEmpty();
        assertThat(RULES.countTurns(mated, new int[RULES.maxTurns()])).isZero();

        Position stalemated = VARIANT.parseFen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
        assertThat(RULES.status(stalemated)).isEqualTo(GameStatus.STALEMATE);
        assertThat(turns(stalemated)).isEmpty();
    }

    @Test
    void aMoveThatStalematesHasNoVeto() {
        // Qf7 leaves the black king on h8 no move: the turn is the move alone.
        Position position = VARIANT.parseFen("7k/8/6K1/8/8/8/5Q2/8 w - - 0 1");
        assertThat(turnTexts(position)).contains("f2f7").doesNotContain("f2f7/h8g8");
        RULES.makeTurn(position, RULES.parseTurn(position, "f2f7"));
        assertThat(RULES.status(position)).isEqualTo(GameStatus.STALEMATE);
    }

    @Test
    void statusCountsOnlyAllowedMovesInCheck() {
        // Black in check from the rook on h1 with two legal moves, Kg8 and Kg7; vetoing one
        // leaves the other: the game goes on with that move only.
        Position position = VARIANT.parseFen("7k/8/8/8/8/8/8/K6R b - - 0 1");
        List<Integer> legal = legal(position);
        assertThat(position.inCheck()).isTrue();
        assertThat(legal).hasSize(2);
        String vetoText = Move.toUci(legal.get(0));
        Position vetoed = VARIANT.parseFen("7k/8/8/8/8/8/8/K6R b - - 0 1 veto:" + vetoText);
        assertThat(RULES.status(vetoed)).isEqualTo(GameStatus.ONGOING);
        assertThat(turns(vetoed)).extracting(RefusalRules::move).containsOnly(legal.get(1));
        assertThat(RULES.hasAllowedMove(vetoed)).isTrue();
        // The rules never let every legal move be vetoed; set up by hand it counts as no move.
        Position handMade = VARIANT.parseFen("7k/R7/6K1/8/8/8/8/8 b - - 0 1");
        assertThat(legal(handMade)).hasSize(1);
        handMade.setForbiddenMove(legal(handMade).get(0));
        assertThat(RULES.hasAllowedMove(handMade)).isFalse();
        assertThat(RULES.status(handMade)).isEqualTo(GameStatus.STALEMATE);
    }

    @Test
    void mateBeatsTheFiftyMoveRuleAndTheRuleDrawsOtherwise() {
        assertThat(RULES.status(VARIANT.parseFen("R6k/8/6K1/8/8/8/8/8 b - - 100 80"))).isEqualTo(GameStatus.CHECKMATE);
        assertThat(RULES.status(VARIANT.parseFen("7k/8/6K1/8/8/8/8/R7 w - - 100 80"))).isEqualTo(GameStatus.FIFTY_MOVE_RULE);
        assertThat(RULES.status(VARIANT.parseFen("7k/8/6K1/8/8/8/8/R7 w - - 99 80"))).isEqualTo(GameStatus.ONGOING);
    }

    @Test
    void insufficientMaterialAsInFide() {
        assertThat(RULES.status(VARIANT.parseFen("8/8/4k3/8/8/3K4/8/8 w - - 0 1"))).isEqualTo(GameStatus.INSUFFICIENT_MATERIAL);
        assertThat(RULES.status(VARIANT.parseFen("8/8/4k3/8/8/3KB3/8/8 w - - 0 1"))).isEqualTo(GameStatus.INSUFFICIENT_MATERIAL);
        assertThat(RULES.status(VARIANT.parseFen("8/8/4k3/8/8/R2K4/8/8 w - - 0 1"))).isEqualTo(GameStatus.ONGOING);
    }

    @Test
    void threefoldRepetitionIncludesThePendingVeto() {
        String[] cycle = {"g1f3/b8c6", "g8f6/b1c3", "f3g1/b8c6", "f6g8/b1c3"};
        Position position = VARIANT.parseFen(VARIANT.startFen());
        for (String turn : cycle) {
            RULES.makeTurn(position, RULES.parseTurn(position, turn));
        }
        // Start board, White to move, but b1c3 is vetoed now and nothing was at the start.
        assertThat(position.repetitions()).isZero();
        for (String turn : cycle) {
            RULES.makeTurn(position, RULES.parseTurn(position, turn));
        }
        assertThat(position.repetitions()).isEqualTo(1);
        assertThat(RULES.status(position)).isEqualTo(GameStatus.ONGOING);
        for (String turn : cycle) {
            RULES.makeTurn(position, RULES.parseTurn(position, turn));
        }
        assertThat(position.repetitions()).isEqualTo(2);
        assertThat(RULES.status(position)).isEqualTo(GameStatus.THREEFOLD_REPETITION);
    }

    @Test
    void sameBoardWithADifferentVetoIsNotARepetition() {
        Position position = VARIANT.parseFen(VARIANT.startFen());
        String[] vetoes = {"a2a3", "b2b3", "c2c3", "d2d3"};
        for (String veto : vetoes) {
            for (String turn : new String[] {"g1f3/b8c6", "g8f6/b1c3", "f3g1/b8c6", "f6g8/" + veto}) {
                RULES.makeTurn(position, RULES.parseTurn(position, turn));
            }
            assertThat(position.repetitions()).as("start board with veto " + veto).isZero();
        }
        assertThat(RULES.status(position)).isEqualTo(GameStatus.ONGOING);
        // The same board and veto reached again is a repetition.
        for (String turn : new String[] {"g1f3/b8c6", "g8f6/b1c3", "f3g1/b8c6", "f6g8/d2d3"}) {
            RULES.makeTurn(position, RULES.parseTurn(position, turn));
        }
        assertThat(position.repetitions()).isEqualTo(1);
    }
}
