globalThis.fetch = undefined;
// Run: npm install ffish@0.7.10, then NODE_PATH=<dir>/node_modules node san-duck-generator.js > rows (see san-duck.tsv).
const ffish = require('ffish');
// Deterministic pseudo-random Duck games; prints fen<TAB>uci<TAB>san for sampled legal turns.
let seed = 12345;
function rnd(n) { seed = (seed * 1103515245 + 12345) & 0x7fffffff; return seed % n; }
ffish['onRuntimeInitialized'] = () => {
  const starts = ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
    'r3k2r/1P6/8/8/8/8/6p1/R3K2R w KQkq - 0 1',
    '4k3/8/8/8/8/8/4K3/R2*3R w - - 0 1',
    'rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3',
    'r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4'];
  const out = [];
  for (const start of starts) {
    for (let g = 0; g < 6; g++) {
      const b = new ffish.Board('duck', start);
      for (let ply = 0; ply < 30 && !b.isGameOver(); ply++) {
        const lm = b.legalMoves().split(' ').filter(Boolean);
        if (lm.length === 0) break;
        for (let k = 0; k < 3; k++) { const m = lm[rnd(lm.length)]; out.push(b.fen() + '\t' + m + '\t' + b.sanMove(m)); }
        // also every turn whose piece move is ambiguous-looking (piece letter + extra char)
        b.push(lm[rnd(lm.length)]);
      }
      b.delete();
    }
  }
  console.log([...new Set(out)].join('\n'));
};
