package dev.mallard.core.testing;

import java.util.List;

/**
 * Test positions shared by the core tests: the standard perft positions (the FENs of the
 * independent reference table {@code perft-fide.tsv} in the test resources) plus a few
 * hand-made positions for special moves.
 */
public final class TestFens {
    /** The start position. */
    public static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    /** "Kiwipete": castling both ways, pins, en passant after a double step, promotions soon. */
    public static final String KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    /** Rook and pawn ending with horizontal en-passant pins. */
    public static final String POSITION_3 = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1";
    /** Promotions with capture, checks, black castling rights. */
    public static final String POSITION_4 = "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1";
    /** Promotion by capture on d8, checks. */
    public static final String POSITION_5 = "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8";
    /** A quiet middle game. */
    public static final String POSITION_6 = "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10";
    /** En passant that would expose the king along the rank. */
    public static final String EP_PIN = "8/8/8/KPp4r/8/8/8/6k1 w - c6 0 2";
    /** King-side castling only. */
    public static final String CASTLE_SHORT = "5k2/8/8/8/8/8/8/4K2R w K - 0 1";
    /** Under-promotions for both sides, by push and by capture. */
    public static final String PROMOTIONS = "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1";
    /** Black to move with an en-passant capture available for black (e3). */
    public static final String BLACK_EP = "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3";

    /** The perft positions of the reference table plus the hand-made ones above. */
    public static final List<String> ALL = List.of(START, KIWIPETE, POSITION_3, POSITION_4, POSITION_5,
            POSITION_6, EP_PIN, CASTLE_SHORT, PROMOTIONS, BLACK_EP);

    private TestFens() {
    }

    /** The distinct FENs (first column) of the reference perft table, in file order. */
    public static List<String> fidePerftFens() {
        return dev.mallard.core.rules.PerftTable.fens(dev.mallard.core.rules.PerftTable.resource("/perft-fide.tsv"));
    }
}
