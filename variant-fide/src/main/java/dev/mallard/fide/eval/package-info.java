/**
 * The static evaluation of FIDE chess positions: {@link dev.mallard.fide.eval.FideEvaluator}
 * and its package-private helpers (piece-square tables, mobility, pawn structure, king safety,
 * packed middlegame/endgame scores). See {@code docs/evaluation.md} for how the weights were
 * chosen.
 */
package dev.mallard.fide.eval;
