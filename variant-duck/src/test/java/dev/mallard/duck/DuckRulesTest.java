package dev.mallard.duck;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mallard.core.board.Color;
import dev.mallard.core.board.Fen;
import dev.mallard.core.board.Move;
import dev.mallard.core.board.Position;
import dev.mallard.core.board.Square;
import dev.mallard.core.rules.GameStatus;
import dev.mallard.core.rules.Perft;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Turns, make/unmake and the end of the game. The expected counts and FENs marked "oracle"
 * come from Fairy-Stockfish ({@code shared/tools/duck_oracle.js}), not from Mallard.
 */
class DuckRulesTest {
    private final DuckVariant variant = new DuckVariant();
    private final DuckRules rules = variant.duckRules();

    private List<String> turns(Position position) {
        int[] buffer = new int[rules.maxTurns()];
        int end = rules.generateTurns(position, buffer, 0);
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < end; i++) {
            texts.add(rules.formatTurn(position, buffer[i]));
        }
        return texts;
    }

    private Position play(String fen, String... turns) {
        Position position = variant.parseFen(fen);
        for (String turn : turns) {
            rules.makeTurn(position, rules.parseTurn(position, turn));
        }
        return position;
    }

    @Test
    void aTurnPacksTheMoveTheDuckSquareAndAFlag() {
        int move = Move.promotion(Square.fromName("b7"), Square.fromName("a8"), 5);
        int turn = DuckRules.turn(move, Square.A1);
        assertThat(turn).isNotEqualTo(move);
        assertThat(turn & DuckRules.DUCK_FLAG).isNotZero();
        assertThat(DuckRules.move(turn)).isEqualTo(move);
        assertThat(DuckRules.duckSquare(turn)).isEqualTo(Square.A1);
        assertThat(DuckRules.duckSquare(DuckRules.turn(move, Square.H8))).isEqualTo(Square.H8);
        assertThat(rules.maxTurns()).isGreaterThanOrEqualTo(256 * 62);
    }

    @Test
    void generateTurnsWritesFromStartAndReturnsTheEndIndex() {
        Position position = variant.parseFen(Fen.START);
        int[] atZero = new int[rules.maxTurns()];
        int count = rules.generateTurns(position, atZero, 0);
        int[] shifted = new int[rules.maxTurns() + 100];
        Arrays.fill(shifted, -7);
        int end = rules.generateTurns(position, shifted, 100);
        assertThat(end).isEqualTo(100 + count);
        assertThat(Arrays.copyOfRange(shifted, 0, 100)).containsOnly(-7);
        assertThat(Arrays.copyOfRange(shifted, 100, end)).isEqualTo(Arrays.copyOf(atZero, count));
    }

    /** Every turn: make then unmake gives back the FEN and key; the key after make is the fresh key. */
    @Test
    void makeUnmakeRestoresFenAndKeyForEveryTurn() {
        int[] buffer = new int[rules.maxTurns()];
        for (Position position : Positions.sample(11, 12, 40)) {
            String fen = Fen.toFen(position);
            long key = position.key();
            int end = rules.generateTurns(position, buffer, 0);
            for (int i = 0; i < end; i++) {
                int turn = buffer[i];
                rules.makeTurn(position, turn);
                assertThat(position.blockerSquare()).isEqualTo(DuckRules.duckSquare(turn));
                assertThat(position.key()).as("key after %s in %s", rules.formatTurn(position, turn), fen)
                        .isEqualTo(position.computeKey());
                rules.unmakeTurn(position, turn);
                assertThat(Fen.toFen(position)).isEqualTo(fen);
                assertThat(position.key()).isEqualTo(key);
            }
        }
    }

    @Test
    void countTurnsAgreesWithGenerateTurns() {
        int[] buffer = new int[rules.maxTurns()];
        for (Position position : Positions.sample(5, 40, 60)) {
            assertThat(rules.countTurns(position, buffer)).as(Fen.toFen(position))
                    .isEqualTo(rules.generateTurns(position, buffer, 0));
        }
    }

    @Test
    void theDuckMayGoWhereThePieceWasButNotWhereItIs() {
        Position position = variant.parseFen("rnbqkbnr/ppp1p1pp/8/3pPp2/8/3*4/PPPP1PPP/RNBQKBNR w KQkq f6 0 3");
        List<String> turns = turns(position);
        assertThat(turns).contains("g1f3,f3g1", "e5f6,f6f5", "e5f6,f6e5") // left squares, en-passant victim
                .doesNotContain("g1f3,f3d3", "g1f3,f3f3", "g1f3,f3e5");
        assertThat(turns).noneMatch(t -> t.startsWith("d2d3") || t.startsWith("d2d4")); // the Duck blocks d3
    }

    @Test
    void castlingNeedsOnlyFreeSquaresAndEmptiesTheStartSquares() {
        // Oracle: 58 Duck squares for each castling, 57 with a rook on e2 giving "check",
        // none through a Duck.
        assertThat(turns(variant.parseFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")))
                .filteredOn(t -> t.startsWith("e1g1") || t.startsWith("e1c1")).hasSize(116)
                .contains("e1g1,g1e1", "e1g1,g1h1", "e1c1,c1a1").doesNotContain("e1g1,g1f1");
        assertThat(turns(variant.parseFen("r3k2r/8/8/8/8/8/4r3/R3K2R w KQkq - 0 1")))
                .filteredOn(t -> t.startsWith("e1g1") || t.startsWith("e1c1")).hasSize(114);
        assertThat(turns(variant.parseFen("r3k2r/8/8/8/8/8/8/R3K*1R w KQkq - 0 1")))
                .filteredOn(t -> t.startsWith("e1g1") || t.startsWith("e1c1"))
                .hasSize(57).allMatch(t -> t.startsWith("e1c1"));
        assertThat(turns(variant.parseFen("r3k2r/8/8/8/8/8/8/R*2K2R w KQkq - 0 1")))
                .filteredOn(t -> t.startsWith("e1g1") || t.startsWith("e1c1"))
                .hasSize(57).allMatch(t -> t.startsWith("e1g1"));
    }

    @Test
    void aDuckOnTheSkippedSquareRecordsNoEnPassant() {
        String fen = "rnbqkbnr/pppppppp/8/4P3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2";
        Position duckOnSkipped = play(fen, "f7f5,f5f6");
        assertThat(Fen.toFen(duckOnSkipped)).isEqualTo("rnbqkbnr/ppppp1pp/5*2/4Pp2/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3");
        assertThat(turns(duckOnSkipped)).hasSize(930).noneMatch(t -> t.startsWith("e5f6"));
        Position duckElsewhere = play(fen, "f7f5,f5a3");
        assertThat(Fen.toFen(duckElsewhere)).isEqualTo("rnbqkbnr/ppppp1pp/8/4Pp2/8/*7/PPPP1PPP/RNBQKBNR w KQkq f6 0 3");
        assertThat(turns(duckElsewhere)).hasSize(869).contains("e5f6,f6f5");
        Position duckOnStart = play(fen, "f7f5,f5f7");
        assertThat(Fen.toFen(duckOnStart)).isEqualTo("rnbqkbnr/ppppp*pp/8/4Pp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3");
        assertThat(turns(duckOnStart)).hasSize(962).filteredOn(t -> t.startsWith("e5f6")).hasSize(32);
    }

    @Test
    void capturingTheKingWinsAndEndsTheGame() {
        Position position = variant.parseFen("4k3/8/8/8/8/8/8/4QK2 w - - 0 1");
        assertThat(turns(position)).filteredOn(t -> t.startsWith("e1e8,")).hasSize(62); // oracle
        assertThat(rules.status(position)).isEqualTo(GameStatus.ONGOING);
        assertThat(rules.winner(position)).isEqualTo(DuckRules.NO_WINNER);
        rules.makeTurn(position, rules.parseTurn(position, "e1e8,e8d5"));
        assertThat(Fen.toFen(position)).isEqualTo("4Q3/8/8/3*4/8/8/8/5K2 b - - 0 1"); // oracle
        assertThat(DuckRules.isKingCaptured(position)).isTrue();
        assertThat(rules.status(position)).isEqualTo(GameStatus.KING_CAPTURED);
        assertThat(rules.winner(position)).isEqualTo(Color.WHITE);
        assertThat(turns(position)).isEmpty();
        assertThat(rules.countTurns(position, new int[rules.maxTurns()])).isZero();
        assertThat(DuckRules.hasTurn(position)).isFalse();
        // The capture is a leaf: nothing grows below it.
        Position start = variant.parseFen("4k3/8/8/8/8/8/8/4QK2 w - - 0 1");
        long belowCaptures = new Perft(rules).divide(start, 2).stream()
                .filter(e -> e.turn().startsWith("e1e8,")).mapToLong(Perft.Entry::nodes).sum();
        assertThat(belowCaptures).isZero();
    }

    @Test
    void aSideWithoutMovesWinsEvenOnTheHundredthHalfMove() {
        for (String clock : List.of("0", "100")) {
            // Oracle: no legal move, result 0-1.
            Position position = variant.parseFen("6bk/5p*p/5P1P/8/8/8/8/K7 b - - " + clock + " 80");
            assertThat(turns(position)).isEmpty();
            assertThat(rules.status(position)).isEqualTo(GameStatus.STALEMATE);
            assertThat(rules.winner(position)).isEqualTo(Color.BLACK);
            assertThat(new Perft(rules).count(position, 2)).isZero();
        }
    }

    @Test
    void fiftyMoveRule() {
        Position position = variant.parseFen("4k3/8/8/8/8/8/8/*3K3 w - - 99 80");
        assertThat(rules.status(position)).isEqualTo(GameStatus.ONGOING);
        rules.makeTurn(position, rules.parseTurn(position, "e1d1,d1a2"));
        assertThat(rules.status(position)).isEqualTo(GameStatus.FIFTY_MOVE_RULE);
        assertThat(rules.winner(position)).isEqualTo(DuckRules.NO_WINNER);
    }

    /** The Duck's square is part of the position: kings back home with the Duck elsewhere is no repetition. */
    @Test
    void threefoldRepetitionCountsTheDuck() {
        String[] cycle = {"e1d1,d1h1", "e8d8,d8a1", "d1e1,e1h1", "d8e8,e8a1"};
        Position position = variant.parseFen("4k3/8/8/8/8/8/8/*3K3 w - - 0 1");
        for (int round = 0; round < 2; round++) {
            assertThat(rules.status(position)).isEqualTo(GameStatus.ONGOING);
            for (String turn : cycle) {
                rules.makeTurn(position, rules.parseTurn(position, turn));
            }
        }
        assertThat(rules.status(position)).isEqualTo(GameStatus.THREEFOLD_REPETITION);
        assertThat(rules.winner(position)).isEqualTo(DuckRules.NO_WINNER);

        Position other = variant.parseFen("4k3/8/8/8/8/8/8/*3K3 w - - 0 1");
        String[] shifted = {"e1d1,d1h1", "e8d8,d8a1", "d1e1,e1h1", "d8e8,e8a2"};
        for (int round = 0; round < 2; round++) {
            for (String turn : shifted) {
                rules.makeTurn(other, rules.parseTurn(other, turn));
            }
        }
        assertThat(other.repetitions()).isEqualTo(1); // only the two placements on a2 match
        assertThat(rules.status(other)).isEqualTo(GameStatus.ONGOING);
    }

    @Test
    void theSideNotToMoveMayStandAttackedAndKingsMayWalkIntoAttack() {
        Position position = variant.parseFen("4k3/8/8/8/8/8/8/4R1K1 w - - 0 1");
        assertThat(turns(position)).anyMatch(t -> t.startsWith("e1e8,"));
        Position black = variant.parseFen("4k3/8/8/8/8/8/8/4R1K1 b - - 0 1");
        assertThat(turns(black)).anyMatch(t -> t.startsWith("e8e7,")).anyMatch(t -> t.startsWith("e8d8,"));
    }
}
