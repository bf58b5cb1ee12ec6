/** The searches of the GUI's games: a bounded pool of threads, the engine's turns and live analysis. */
package dev.mallard.gui.search;
