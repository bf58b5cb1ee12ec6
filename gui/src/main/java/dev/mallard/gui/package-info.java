/**
 * {@code mallard gui}: a board in the browser to play and analyse Duck, Refusal and FIDE chess
 * against Mallard, served by the JDK's own HTTP server and built on the library's public API
 * ({@code Engine}, {@code Game}, {@code Pgn}). See docs/gui.md.
 */
package dev.mallard.gui;
