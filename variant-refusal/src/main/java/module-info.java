/**
 * Refusal Chess ({@code refusal}) as a Mallard variant plug-in, found through the variant SPI;
 * its parameter file is opened to the core that reads it.
 */
module dev.mallard.refusal {
    requires transitive dev.mallard.core;
    requires dev.mallard.fide;

    exports dev.mallard.refusal;
    opens dev.mallard.refusal to dev.mallard.core;

    provides dev.mallard.core.variant.Variant with dev.mallard.refusal.RefusalVariant;
}
