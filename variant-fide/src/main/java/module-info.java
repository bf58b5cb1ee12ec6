/**
 * FIDE chess ({@code normal}) as a Mallard variant plug-in. {@code dev.mallard.fide} (the rules,
 * search rules and variant, which variants built on FIDE moves extend) and its SAN are exported;
 * the evaluation is internal (Refusal, which evaluates as FIDE does, excepted), its parameter
 * file and network opened to the core that reads them.
 */
@SuppressWarnings("module") // the qualified export names a module built after this one
module dev.mallard.fide {
    requires transitive dev.mallard.core;

    exports dev.mallard.fide;
    exports dev.mallard.fide.notation;
    exports dev.mallard.fide.eval to dev.mallard.refusal, dev.mallard.duck;
    opens dev.mallard.fide to dev.mallard.core;
    opens dev.mallard.fide.eval to dev.mallard.core;

    provides dev.mallard.core.variant.Variant with dev.mallard.fide.FideVariant;
}
