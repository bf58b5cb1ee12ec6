/**
 * Mallard's training tools: self-play data ({@code dev.mallard.datagen}), the Texel tuner of
 * evaluation parameters and its labelled data ({@code dev.mallard.training.tune}) and the network
 * trainer ({@code dev.mallard.training.nnue}).
 */
module dev.mallard.training {
    requires transitive dev.mallard.core;

    exports dev.mallard.datagen;
    exports dev.mallard.training.nnue;
    exports dev.mallard.training.tune;
}
