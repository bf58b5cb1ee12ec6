/**
 * Mallard's training tools: self-play data ({@code dev.mallard.datagen}), labelled positions as
 * lines and as the trainers' container ({@code dev.mallard.training.data}), the Texel tuner of
 * evaluation parameters ({@code dev.mallard.training.tune}) and the network trainer
 * ({@code dev.mallard.training.nnue}).
 */
module dev.mallard.training {
    requires transitive dev.mallard.core;

    exports dev.mallard.datagen;
    exports dev.mallard.training.data;
    exports dev.mallard.training.nnue;
    exports dev.mallard.training.tune;
}
