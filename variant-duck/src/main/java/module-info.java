/**
 * Duck Chess ({@code duck}) as a Mallard variant plug-in: found through the variant SPI; its
 * search and evaluation are internal, the evaluation's parameter file opened to the core that
 * reads it.
 */
module dev.mallard.duck {
    requires transitive dev.mallard.core;
    requires dev.mallard.fide;

    exports dev.mallard.duck;
    opens dev.mallard.duck.eval to dev.mallard.core;
    opens dev.mallard.duck.search to dev.mallard.core;

    provides dev.mallard.core.variant.Variant with dev.mallard.duck.DuckVariant;
}
