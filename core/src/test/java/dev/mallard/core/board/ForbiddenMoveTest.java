package dev.mallard.core.board;

import static dev.mallard.core.testing.LegalMoves.legalMove;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mallard.core.movegen.MoveGenerator;
import org.junit.jupiter.api.Test;

/**
 * The forbidden move of a position (the pending veto of Refusal Chess): part of the key, set
 * as the second part of a move and lifted by unmaking it, cleared by the next move or a null
 * move, counted by repetition detection, and never set by plain moves.
 */
class ForbiddenMoveTest {

    private static void assertKeyFresh(Position p) {
        assertThat(p.key()).as("incremental key equals the key from scratch").isEqualTo(p.computeKey());
    }

    @Test
    void setUpForbiddenMoveChangesTheKeyAndCanBeRemoved() {
        Position p = Fen.parse(Fen.START);
        long plain = p.key();
        int e2e4 = legalMove(p, "e2e4");
        p.setForbiddenMove(e2e4);
        assertThat(p.forbiddenMove()).isEqualTo(e2e4);
        assertThat(p.key()).isNotEqualTo(plain);
        assertKeyFresh(p);
        p.setForbiddenMove(Move.NONE);
        assertThat(p.key()).isEqualTo(plain);
        p.setForbiddenMove(e2e4);
        p.clear();
        assertThat(p.forbiddenMove()).isEqualTo(Move.NONE);
    }

    @Test
    void differentForbiddenMovesHashDifferently() {
        Position p = Fen.parse(Fen.START);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.legal(p, moves, 0, MoveGenerator.ALL);
        java.util.Set<Long> keys = new java.util.HashSet<>();
        keys.add(p.key());
        for (int i = 0; i < n; i++) {
            p.setForbiddenMove(moves[i]);
            keys.add(p.key());
        }
        assertThat(keys).hasSize(n + 1);
        // Promotions to different pieces are different moves with different keys.
        assertThat(Zobrist.forbiddenMove(Move.promotion(Square.parse("e7", 0), Square.parse("e8", 0), PieceType.QUEEN)))
                .isNotEqualTo(Zobrist.forbiddenMove(Move.promotion(Square.parse("e7", 0), Square.parse("e8", 0), PieceType.KNIGHT)));
    }

    @Test
    void forbidMoveIsLiftedByUnmakeAndClearedByTheNextMove() {
        Position p = Fen.parse(Fen.START);
        long start = p.key();
        int e2e4 = legalMove(p, "e2e4");
        p.makeMove(e2e4);
        long afterMove = p.key();
        int e7e5 = legalMove(p, "e7e5");
        p.forbidMove(e7e5);
        assertThat(p.forbiddenMove()).isEqualTo(e7e5);
        assertThat(p.key()).isNotEqualTo(afterMove);
        assertKeyFresh(p);

        int d7d5 = legalMove(p, "d7d5");
        p.makeMove(d7d5);
        assertThat(p.forbiddenMove()).as("the veto lasts one move").isEqualTo(Move.NONE);
        assertKeyFresh(p);
        p.unmakeMove(d7d5);
        assertThat(p.forbiddenMove()).as("unmaking the reply restores the veto").isEqualTo(e7e5);
        assertKeyFresh(p);

        p.forbidMove(d7d5);
        assertThat(p.forbiddenMove()).isEqualTo(d7d5);
        assertKeyFresh(p);
        p.forbidMove(Move.NONE);
        assertThat(p.key()).isEqualTo(afterMove);

        p.forbidMove(e7e5);
        p.unmakeMove(e2e4);
        assertThat(p.forbiddenMove()).isEqualTo(Move.NONE);
        assertThat(p.key()).isEqualTo(start);
    }

    @Test
    void unmakeRestoresASetUpForbiddenMove() {
        Position p = Fen.parse(Fen.START);
        int e2e4 = legalMove(p, "e2e4");
        int d2d4 = legalMove(p, "d2d4");
        p.setForbiddenMove(e2e4);
        long key = p.key();
        p.makeMove(d2d4);
        assertThat(p.forbiddenMove()).isEqualTo(Move.NONE);
        assertKeyFresh(p);
        p.unmakeMove(d2d4);
        assertThat(p.forbiddenMove()).isEqualTo(e2e4);
        assertThat(p.key()).isEqualTo(key);
    }

    @Test
    void nullMoveClearsAndUnmakeNullMoveRestores() {
        Position p = Fen.parse(Fen.START);
        int e2e4 = legalMove(p, "e2e4");
        p.setForbiddenMove(e2e4);
        long key = p.key();
        p.makeNullMove();
        assertThat(p.forbiddenMove()).isEqualTo(Move.NONE);
        assertKeyFresh(p);
        p.unmakeNullMove();
        assertThat(p.forbiddenMove()).isEqualTo(e2e4);
        assertThat(p.key()).isEqualTo(key);
    }

    @Test
    void copyKeepsTheForbiddenMoveAndItsUndoStack() {
        Position p = Fen.parse(Fen.START);
        int e2e4 = legalMove(p, "e2e4");
        p.makeMove(e2e4);
        int e7e5 = legalMove(p, "e7e5");
        p.forbidMove(e7e5);
        int d7d5 = legalMove(p, "d7d5");
        p.makeMove(d7d5);
        Position copy = p.copy();
        copy.unmakeMove(d7d5);
        assertThat(copy.forbiddenMove()).isEqualTo(e7e5);
        assertThat(copy.key()).isEqualTo(copy.computeKey());
    }

    @Test
    void repetitionCountsTheForbiddenMove() {
        Position p = Fen.parse(Fen.START);
        String[] cycle = {"g1f3", "g8f6", "f3g1", "f6g8"};
        // First cycle: every move without veto.
        for (String uci : cycle) {
            p.makeMove(legalMove(p, uci));
        }
        assertThat(p.repetitions()).isEqualTo(1);
        // Second cycle: the last half-move forbids a White move, so the board repeats but the
        // position does not.
        for (int i = 0; i < 4; i++) {
            p.makeMove(legalMove(p, cycle[i]));
            if (i == 3) {
                p.forbidMove(legalMove(p, "e2e4"));
            }
        }
        assertThat(p.repetitions()).as("same board, pending veto differs").isZero();
        assertThat(p.boardRepetitions()).as("the board alone repeats").isEqualTo(2);
        assertKeyFresh(p);
        // Third cycle with the same veto: the vetoed position repeats once.
        for (int i = 0; i < 4; i++) {
            p.makeMove(legalMove(p, cycle[i]));
            if (i == 3) {
                p.forbidMove(legalMove(p, "e2e4"));
            }
        }
        assertThat(p.repetitions()).isEqualTo(1);
        assertThat(p.boardRepetitions()).isEqualTo(3);
        p.makeMove(legalMove(p, "e2e3"));
        assertThat(p.boardRepetitions()).as("a pawn move ends the scan").isZero();
    }

    @Test
    void plainMovesNeverForbidAnything() {
        Position p = Fen.parse("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.legal(p, moves, 0, MoveGenerator.ALL);
        for (int i = 0; i < n; i++) {
            p.makeMove(moves[i]);
            assertThat(p.forbiddenMove()).isEqualTo(Move.NONE);
            p.unmakeMove(moves[i]);
        }
        assertThat(p.forbiddenMove()).isEqualTo(Move.NONE);
    }

    @Test
    void rejectsMoreThanSixteenBits() {
        Position p = Fen.parse(Fen.START);
        assertThatThrownBy(() -> p.setForbiddenMove(1 << 16)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> p.forbidMove(-1)).isInstanceOf(IllegalArgumentException.class);
    }
}
