/**
 * The {@code mallard} command ({@code dev.mallard.cli.Main}): the engine protocols, the
 * subcommands and the match referee ({@code dev.mallard.match}, internal). The variants come at
 * run time, through the variant SPI.
 */
module dev.mallard.cli {
    requires dev.mallard.core;
    requires dev.mallard.gui;
    requires dev.mallard.protocol;
    requires dev.mallard.training;
    requires java.management;
    requires org.slf4j;

    exports dev.mallard.cli;
}
