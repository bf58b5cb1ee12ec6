/**
 * Mallard's engine protocols: CECP (XBoard protocol 2, {@code dev.mallard.cecp}), UCI
 * ({@code dev.mallard.uci}) and the session layer they share ({@code dev.mallard.protocol}),
 * each an engine on a pair of streams over the library's {@code Engine} and {@code Game}.
 */
module dev.mallard.protocol {
    requires transitive dev.mallard.core;
    requires org.slf4j;

    exports dev.mallard.cecp;
    exports dev.mallard.protocol;
    exports dev.mallard.uci;
}
