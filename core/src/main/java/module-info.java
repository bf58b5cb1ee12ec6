/**
 * Mallard's core: the board, move generation, perft, the shared search's API and SPI, the variant
 * SPI and the embedding API ({@code Engine}, {@code Game}, PGN), evaluation parameters as data
 * and network inference. Variants are plug-ins found through {@link java.util.ServiceLoader}.
 * The search's machinery, {@code dev.mallard.core.search.tree}, is not exported.
 * {@code dev.mallard.core.play} (openings and adjudication for games between engines) is shared
 * with Mallard's training tools and command line only.
 */
@SuppressWarnings("module") // the qualified export names modules built after this one
module dev.mallard.core {
    requires org.slf4j;

    exports dev.mallard.core;
    exports dev.mallard.core.board;
    exports dev.mallard.core.engine;
    exports dev.mallard.core.movegen;
    exports dev.mallard.core.nnue;
    exports dev.mallard.core.rules;
    exports dev.mallard.core.search;
    exports dev.mallard.core.tune;
    exports dev.mallard.core.variant;
    exports dev.mallard.core.play to dev.mallard.training, dev.mallard.cli;

    uses dev.mallard.core.variant.Variant;
}
