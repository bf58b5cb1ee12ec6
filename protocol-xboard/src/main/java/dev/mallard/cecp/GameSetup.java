package dev.mallard.cecp;

import dev.mallard.core.board.Color;
import dev.mallard.core.engine.Engine;
import dev.mallard.core.engine.Game;
import dev.mallard.core.variant.SearchableVariant;
import dev.mallard.core.variant.Variants;
import dev.mallard.protocol.ProtocolOutput;
import java.util.List;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The CECP commands that set up a game or a position: {@code new}, {@code variant},
 * {@code setboard}, protocol 1's {@code edit} mode ({@link BoardEdit}), {@code white} and
 * {@code black}. Each first ends the engine's own thinking or pondering without a move (the GUI
 * has moved on), and an analysis starts again on the new position. Bad input is named and
 * changes nothing.
 */
final class GameSetup {
    private static final Logger LOG = LoggerFactory.getLogger(GameSetup.class);
    /** Echoed input is cut to this length. */
    private static final int MAX_ECHO = 200;
    /** How a board that is no position is refused, before what is wrong with it. */
    private static final String ILLEGAL_POSITION = "tellusererror Illegal position: ";

    private final ProtocolOutput out;
    private final List<SearchableVariant> variants;
    private final SearchableVariant defaultVariant;
    private final SessionGame played;
    private final Thinking thinking;
    private final Analysis analysis;
    /** The board being set up in {@code edit} mode; null outside it. */
    private BoardEdit editing;

    GameSetup(ProtocolOutput out, List<SearchableVariant> variants, SearchableVariant defaultVariant,
              SessionGame played, Thinking thinking, Analysis analysis) {
        this.out = out;
        this.variants = variants;
        this.defaultVariant = defaultVariant;
        this.played = played;
        this.thinking = thinking;
        this.analysis = analysis;
    }

    /** {@code new}: a new game of the default variant, the engine playing Black; any search ends without a move. */
    void newGame() {
        thinking.abort();
        editing = null;
        useVariant(defaultVariant);
        played.newGame(defaultVariant);
        thinking.newGame();
        analysis.restart();
    }

    /** The engine switches to {@code variant} and keeps its table, threads and options (see {@link Engine#setVariant}). */
    private void useVariant(SearchableVariant variant) {
        if (thinking.engine().variant() != variant) {
            thinking.engine().setVariant(variant);
        }
    }

    /** {@code variant}: the variant's start position; an unknown variant changes nothing. */
    void variant(Command c) throws CommandException {
        String name = c.single("a variant name");
        Optional<SearchableVariant> found = Variants.find(variants, name);
        if (found.isEmpty()) {
            out.line("Error (unsupported variant): " + ProtocolOutput.echo(name, MAX_ECHO));
            return;
        }
        thinking.abort();
        editing = null;
        useVariant(found.get());
        played.startVariant(found.get());
        thinking.forgetScore();
        VariantSetup.lines(found.get()).forEach(out::line);
        analysis.restart();
    }

    /** {@code setboard}: a bad FEN is named and changes nothing. */
    void setBoard(Command c) {
        if (c.args().isEmpty()) {
            out.line(ILLEGAL_POSITION + "no FEN given");
            return;
        }
        setPosition(c.argText());
    }

    /** {@code edit}: the engine's thinking ends without a move and the board is set up by the subcommands. */
    void startEdit() {
        thinking.abortThinking();
        editing = new BoardEdit(played.game().fen());
    }

    /** {@return whether {@code line} is a subcommand of edit mode, which is on} */
    boolean editing(String line) {
        return editing != null && BoardEdit.isSubcommand(line);
    }

    /** A subcommand of edit mode; at {@code .} the edited board becomes the position, if it is one. */
    void edit(String subcommand) {
        if (!BoardEdit.isEnd(subcommand)) {
            editing.apply(subcommand);
            return;
        }
        String fen = editing.fen(Color.toChar(played.game().sideToMove()));
        editing = null;
        setPosition(fen);
    }

    /**
     * {@code setboard}'s and {@code edit}'s end: the position of {@code fen} in the engine's
     * variant, the engine's search ended first; a FEN that is no position is named and changes
     * nothing.
     */
    private void setPosition(String fen) {
        Game board;
        try {
            board = Game.fromFen(thinking.engine().variant(), fen);
        } catch (RuntimeException e) {
            LOG.debug("bad FEN \"{}\"", fen, e);
            out.line(ILLEGAL_POSITION + ProtocolOutput.echo(String.valueOf(e.getMessage()), MAX_ECHO));
            return;
        }
        thinking.abort();
        played.setPosition(board);
        analysis.restart();
    }

    /** Protocol 1's {@code white} and {@code black}: that side on move, the engine playing the other. */
    void putOnMove(int color) throws CommandException {
        thinking.abortThinking();
        played.putOnMove(color);
        analysis.restart();
    }
}
