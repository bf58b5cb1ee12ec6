#!/usr/bin/env node
// uci-referee.js - an independent UCI match referee for Duck chess and FIDE chess. The rules authority is
// npm `ffish` 0.7.10 (Fairy-Stockfish compiled to WebAssembly), not either engine.
// Setup: `npm install ffish@0.7.10` in a folder of your choice, then set FFISH_DIR to that folder (or
// NODE_PATH to its node_modules). Node >= 18.
// Usage:
//   node scripts/uci-referee.js --variant duck|chess --e1 "CMD ARGS" --e2 "CMD ARGS" --games N
//        --tc SECONDS[+INC] [--e1-name N] [--e2-name N] [--e1-option "Name=Value"]... [--e2-option ...]
//        [--random-plies K] [--seed S] [--max-plies P] [--tolerance MS] [--pgn FILE] [--log DIR]
// Each engine gets `uci`, `setoption name UCI_Variant value <variant>` (duck games only), its own options,
// `isready`; each game `ucinewgame`, `isready`, then per move `position fen F moves ...` and
// `go wtime btime winc binc`. Openings: K random plies (full turns) from the start position, from a seeded
// generator, each opening played twice with colours swapped (game 1: e1 is White).
// Scored against the engine at fault: an illegal, missing or malformed bestmove (for Duck it must be
// Fairy-Stockfish's exact UCI form, e.g. e7e8q,e8d5), a crash, a hang or a time forfeit (its own clock plus
// --tolerance, default 100 ms). Game ends are ffish's: mate, stalemate (Duck: the stalemated side wins),
// king capture, insufficient material, 50 moves and threefold repetition (claimed by the referee); --max-plies
// (default 600) adjudicates a draw.
// Protocol errors are counted per engine without ending the game: a stdout line that is not UCI, a
// `bestmove` when none is due, a `ponder` move or an `info ... pv` line that is not legal.
// Output: one line per game, then the score, Elo with its 95% interval, terminations and, per engine,
// illegal moves, forfeits and protocol errors.
'use strict';
globalThis.fetch = undefined; // the emscripten glue of ffish then reads ffish.wasm from disk
const fs = require('fs');
const path = require('path');
const { spawn } = require('child_process');

// ---------------------------------------------------------------- arguments
function die(msg) { process.stderr.write(`uci-referee: ${msg}\n`); process.exit(2); }
const MULTI = new Set(['e1-option', 'e2-option']);
const KNOWN = new Set(['variant', 'e1', 'e2', 'e1-name', 'e2-name', 'e1-option', 'e2-option', 'games', 'tc',
  'random-plies', 'seed', 'max-plies', 'tolerance', 'pgn', 'log']);
const A = { 'e1-option': [], 'e2-option': [] };
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i++) {
  if (!argv[i].startsWith('--')) die(`unexpected argument ${argv[i]}`);
  const k = argv[i].slice(2);
  if (!KNOWN.has(k)) die(`unknown option --${k}`);
  if (i + 1 >= argv.length) die(`--${k} needs a value`);
  if (MULTI.has(k)) A[k].push(argv[++i]); else A[k] = argv[++i];
}
if (!A.e1 || !A.e2) die('--e1 and --e2 (engine commands) are required');
const VARIANT = A.variant || 'duck';
if (!['duck', 'chess'].includes(VARIANT)) die('--variant must be duck or chess');
const num = (k, d, min) => {
  if (A[k] === undefined) return d;
  const v = Number(A[k]);
  if (!Number.isFinite(v) || v < min) die(`--${k} must be a number >= ${min}`);
  return v;
};
const GAMES = num('games', 2, 1);
const RANDOM_PLIES = num('random-plies', 2, 0);
const MAX_PLIES = num('max-plies', 600, 1);
const TOLERANCE = num('tolerance', 100, 0);
let seed = num('seed', 1, 0) >>> 0;
const tcMatch = /^(\d+(?:\.\d+)?)(?:\+(\d+(?:\.\d+)?))?$/.exec(A.tc || '10+0.1');
if (!tcMatch) die(`bad --tc "${A.tc}" (want SECONDS[+INC], e.g. 10+0.1)`);
const BASE_MS = Number(tcMatch[1]) * 1000;
const INC_MS = tcMatch[2] ? Number(tcMatch[2]) * 1000 : 0;
const HANDSHAKE_MS = 10000;

function splitCommand(s) {
  const out = [];
  let cur = '', quote = null, any = false;
  for (const c of s) {
    if (quote) { if (c === quote) quote = null; else cur += c; }
    else if (c === '"' || c === "'") { quote = c; any = true; }
    else if (/\s/.test(c)) { if (any) out.push(cur); cur = ''; any = false; }
    else { cur += c; any = true; }
  }
  if (quote) die(`unbalanced quote in "${s}"`);
  if (any) out.push(cur);
  return out;
}

// ---------------------------------------------------------------- ffish
function loadFfish() {
  const places = ['ffish'];
  if (process.env.FFISH_DIR) places.push(path.join(process.env.FFISH_DIR, 'node_modules', 'ffish'));
  for (const p of places) {
    try { return require(p); } catch (e) { if (e.code !== 'MODULE_NOT_FOUND') throw e; }
  }
  die('cannot load ffish: npm install ffish@0.7.10 in a folder and set FFISH_DIR to it (or NODE_PATH)');
}
const ffish = loadFfish();
const ready = new Promise(res => {
  if (ffish.calledRun && typeof ffish.Board === 'function') res(); else ffish.onRuntimeInitialized = res;
});
const colour = white => (white ? 'White' : 'Black');

// The game's end by ffish's rules, or null.
function gameEnd(board) {
  const r = board.result(false);
  if (r !== '*') {
    const white = board.turn();
    if (board.isInsufficientMaterial()) return { result: r, reason: 'insufficient material' };
    if (!board.fen().split(' ')[0].includes(white ? 'K' : 'k')) return { result: r, reason: 'king captured' };
    if (board.numberLegalMoves() === 0) return { result: r, reason: board.isCheck() ? 'checkmate' : 'stalemate' };
    return { result: r, reason: 'variant rule' };
  }
  const claim = board.result(true);
  if (claim !== '*') return { result: claim, reason: board.halfmoveClock() >= 100 ? '50-move rule' : 'repetition' };
  return null;
}

// Whether every move of `moves` is legal in turn from `fen`.
function legalLine(fen, moves) {
  const b = new ffish.Board(VARIANT, fen);
  let ok = true;
  for (const m of moves) {
    if (!b.legalMoves().split(' ').includes(m)) { ok = false; break; }
    b.push(m);
  }
  b.delete();
  return ok;
}

// ---------------------------------------------------------------- engines
class UciEngine {
  constructor(n) {
    this.n = n;
    this.cmd = A[`e${n}`];
    this.argv = splitCommand(this.cmd);
    this.name = A[`e${n}-name`] || null;
    this.options = A[`e${n}-option`].map(o => {
      const eq = o.indexOf('=');
      if (eq <= 0) die(`--e${n}-option "${o}": want Name=Value`);
      return [o.slice(0, eq), o.slice(eq + 1)];
    });
    this.stats = { illegal: 0, forfeits: 0, protocolErrors: 0, crashes: 0, notes: [] };
    this.proc = null;
    this.waiters = [];
    this.log = () => {};
    this.searching = null; // {fen, moves} of the position being searched
  }
  protocolError(text) {
    this.stats.protocolErrors++;
    if (this.stats.notes.length < 20) this.stats.notes.push(text);
    this.log(`!! protocol error: ${text}`);
  }
  start() {
    this.handshakeDone = false; // before uciok an engine may print a banner, as Stockfish does
    this.proc = spawn(this.argv[0], this.argv.slice(1), { stdio: ['pipe', 'pipe', 'pipe'] });
    this.alive = true;
    this.proc.on('exit', (code, sig) => {
      this.alive = false;
      this.log(`!! exited (${code}, ${sig})`);
      for (const w of this.waiters.splice(0)) { clearTimeout(w.timer); w.res(null); }
    });
    this.proc.on('error', e => { this.alive = false; this.log(`!! ${e.message}`); });
    this.proc.stdin.on('error', () => {});
    let buf = '';
    this.proc.stdout.setEncoding('utf8');
    this.proc.stdout.on('data', d => {
      const arrived = Date.now(); // the clock stops when the line arrives, however long the checks below take
      buf += d;
      let i;
      while ((i = buf.indexOf('\n')) >= 0) {
        const line = buf.slice(0, i).replace(/\r$/, '');
        buf = buf.slice(i + 1);
        this.onLine(line, arrived);
      }
    });
    this.proc.stderr.on('data', d => this.log(`<- [stderr] ${String(d).trimEnd()}`));
  }
  send(line) {
    this.log(`-> e${this.n}: ${line}`);
    if (this.alive) this.proc.stdin.write(line + '\n');
  }
  onLine(line, arrived) {
    this.log(`<- e${this.n}: ${line}`);
    const word = line.split(/\s+/)[0];
    if (line.trim() === '') return;
    if (!this.name && /^id name ./.test(line)) this.name = line.slice(8).trim();
    if (!this.handshakeDone) { if (line === 'uciok') this.handshakeDone = true; else if (!/^(id|option) /.test(line)) return; }
    if (!['id', 'uciok', 'readyok', 'bestmove', 'info', 'option', 'copyprotection', 'registration'].includes(word)) {
      this.protocolError(`not a UCI line: "${line}"`);
    } else if (word === 'info' && this.searching && / pv /.test(line) && !/^info string /.test(line)) {
      this.searching.lastPv = line; // checked when the bestmove has come (checking each line would cost too much)
    } else if (word === 'bestmove' && !this.waiters.some(w => w.bestmove)) {
      this.protocolError(`bestmove when none was due: "${line}"`);
    }
    for (const w of this.waiters.slice()) {
      if (w.pred(line)) {
        clearTimeout(w.timer);
        this.waiters.splice(this.waiters.indexOf(w), 1);
        w.res({ line, arrived });
      }
    }
  }
  wait(pred, ms, bestmove = false) {
    return new Promise(res => {
      if (!this.alive) return res(null);
      const w = { pred, res, bestmove };
      w.timer = setTimeout(() => { this.waiters.splice(this.waiters.indexOf(w), 1); res(null); }, Math.max(1, ms));
      this.waiters.push(w);
    });
  }
  async handshake() {
    this.start();
    this.send('uci');
    if (!(await this.wait(l => l === 'uciok', HANDSHAKE_MS))) throw new Error(`${this.cmd}: no uciok within ${HANDSHAKE_MS / 1000} s`);
    if (VARIANT === 'duck') this.send('setoption name UCI_Variant value duck');
    for (const [k, v] of this.options) this.send(`setoption name ${k} value ${v}`);
    if (!(await this.isReady())) throw new Error(`${this.cmd}: no readyok after the options`);
  }
  async isReady() {
    this.send('isready');
    return (await this.wait(l => l === 'readyok', HANDSHAKE_MS)) !== null;
  }
  async quit() {
    if (!this.alive) return;
    this.send('quit');
    await new Promise(res => { this.proc.once('exit', res); setTimeout(res, 2000); });
    if (this.alive) this.proc.kill('SIGKILL');
  }
}

// ---------------------------------------------------------------- openings
function random() { // mulberry32: reproducible openings from --seed
  seed = (seed + 0x6D2B79F5) >>> 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
function randomOpening() {
  for (;;) {
    const b = new ffish.Board(VARIANT);
    const moves = [];
    for (let i = 0; i < RANDOM_PLIES; i++) {
      const legal = b.legalMoves().split(' ').filter(Boolean);
      const m = legal[Math.floor(random() * legal.length)];
      moves.push(m);
      b.push(m);
    }
    const over = gameEnd(b);
    b.delete();
    if (!over) return moves;
  }
}

// ---------------------------------------------------------------- games
async function playGame(no, white, black, opening, logDir) {
  const sink = logDir ? fs.createWriteStream(path.join(logDir, `game-${String(no).padStart(3, '0')}.log`)) : null;
  const t0 = Date.now();
  const log = text => { if (sink) sink.write(`${((Date.now() - t0) / 1000).toFixed(3)} ${text}\n`); };
  white.log = black.log = log;
  const board = new ffish.Board(VARIANT);
  const startFen = board.fen();
  const moves = [];
  for (const m of opening) { board.push(m); moves.push(m); }
  const clock = { true: BASE_MS, false: BASE_MS };
  let end = null;
  for (const e of [white, black]) {
    e.send('ucinewgame');
    if (!(await e.isReady())) end = { result: e === white ? '0-1' : '1-0', reason: `${colour(e === white)} did not answer isready` };
  }
  while (!end) {
    end = gameEnd(board);
    if (end) break;
    if (moves.length >= MAX_PLIES) { end = { result: '1/2-1/2', reason: 'adjudicated at the ply limit' }; break; }
    const w = board.turn();
    const e = w ? white : black;
    if (!e.alive) { e.stats.crashes++; end = { result: w ? '0-1' : '1-0', reason: `${colour(w)} engine died` }; break; }
    const fen = board.fen();
    e.searching = { fen };
    e.send(`position fen ${startFen} moves ${moves.join(' ')}`.replace(/ moves $/, ''));
    e.send(`go wtime ${Math.round(clock.true)} btime ${Math.round(clock.false)} winc ${INC_MS} binc ${INC_MS}`);
    const sent = Date.now();
    const reply = await e.wait(l => /^bestmove\b/.test(l), clock[w] + TOLERANCE, true);
    const used = (reply ? reply.arrived : Date.now()) - sent;
    const lastPv = e.searching.lastPv;
    e.searching = null;
    if (lastPv && !legalLine(fen, / pv (.*)$/.exec(lastPv)[1].trim().split(/\s+/))) {
      e.protocolError(`illegal pv in "${lastPv}" (position ${fen})`);
    }
    const line = reply && reply.line;
    if (line === null) {
      if (!e.alive) { e.stats.crashes++; end = { result: w ? '0-1' : '1-0', reason: `${colour(w)} engine died` }; }
      else { e.stats.forfeits++; end = { result: w ? '0-1' : '1-0', reason: `${colour(w)} lost on time (no bestmove in ${used} ms)` }; }
      break;
    }
    clock[w] -= used;
    if (clock[w] < -TOLERANCE) {
      e.stats.forfeits++;
      end = { result: w ? '0-1' : '1-0', reason: `${colour(w)} lost on time (${used} ms, ${clock[w] + used} ms were left)` };
      break;
    }
    clock[w] += INC_MS;
    const parts = line.trim().split(/\s+/);
    const move = parts[1];
    const legal = board.legalMoves().split(' ');
    if (!legal.includes(move) || !(parts.length === 2 || parts.length === 4 && parts[2] === 'ponder')) {
      e.stats.illegal++;
      end = { result: w ? '0-1' : '1-0', reason: `${colour(w)} played an illegal or malformed move: "${line}" in ${fen}` };
      break;
    }
    if (parts.length === 4 && !legalLine(fen, [move, parts[3]])) e.protocolError(`illegal ponder move in "${line}" (position ${fen})`);
    log(`!! ${colour(w)} ${move} (${board.sanMove(move)}) in ${used} ms, clock ${Math.round(clock[w])} ms`);
    board.push(move);
    moves.push(move);
  }
  const pgnMoves = [];
  const replay = new ffish.Board(VARIANT);
  moves.forEach((m, i) => {
    pgnMoves.push((i % 2 === 0 ? `${i / 2 + 1}. ` : '') + replay.sanMove(m));
    replay.push(m);
  });
  replay.delete();
  board.delete();
  log(`!! result ${end.result} (${end.reason}), ${moves.length} plies`);
  white.log = black.log = () => {};
  if (sink) sink.end();
  return { end, moves, pgnMoves, secs: (Date.now() - t0) / 1000 };
}

// Elo of the score with a 95% interval from the per-game variance; a clean sweep (no variance) takes the
// exact binomial bound instead, as `mallard match` does.
function elo(w, l, d) {
  const n = w + l + d;
  const s = (w + d / 2) / n;
  const variance = (w * (1 - s) ** 2 + d * (0.5 - s) ** 2 + l * s ** 2) / n;
  const se = Math.sqrt(variance / n);
  let lo = s - 1.959964 * se, hi = s + 1.959964 * se;
  if (s === 1) lo = 0.025 ** (1 / n);
  if (s === 0) hi = 1 - 0.025 ** (1 / n);
  const e = p => (p <= 0 ? -Infinity : p >= 1 ? Infinity : -400 * Math.log10(1 / p - 1));
  const f = x => (Number.isFinite(x) ? (x >= 0 ? '+' : '') + x.toFixed(1) : (x > 0 ? '+inf' : '-inf'));
  return `Elo difference: ${f(e(s))} (95% interval ${f(e(lo))} .. ${f(e(hi))})`;
}

(async () => {
  await ready;
  if (A.log) fs.mkdirSync(A.log, { recursive: true });
  const e1 = new UciEngine(1), e2 = new UciEngine(2);
  await e1.handshake();
  await e2.handshake();
  console.log(`uci-referee: ${VARIANT}, ${GAMES} games at ${A.tc || '10+0.1'}, ${RANDOM_PLIES} random plies, seed ${A.seed || 1};`
    + ` e1 = ${e1.name} (${e1.cmd}), e2 = ${e2.name} (${e2.cmd}); rules: ffish ${ffish.info()}`);
  const score = { w: 0, l: 0, d: 0 };
  const reasons = new Map();
  let opening = null;
  for (let g = 1; g <= GAMES; g++) {
    if (g % 2 === 1) opening = randomOpening();
    const e1White = g % 2 === 1;
    for (const e of [e1, e2]) if (!e.alive) await e.handshake();
    const [white, black] = e1White ? [e1, e2] : [e2, e1];
    const game = await playGame(g, white, black, opening, A.log);
    const r = game.end.result;
    if (r === '1/2-1/2') score.d++; else if ((r === '1-0') === e1White) score.w++; else score.l++;
    const kind = game.end.reason.replace(/ \(.*$/, '').replace(/^(White|Black) /, '');
    reasons.set(kind, (reasons.get(kind) || 0) + 1);
    console.log(`game ${g}: ${white.name} - ${black.name} ${r} (${game.end.reason}); ${game.moves.length} plies, `
      + `${game.secs.toFixed(1)} s; opening ${opening.join(' ')}`);
    if (A.pgn) {
      const tags = [['Event', `uci-referee ${VARIANT}`], ['Round', g], ['White', white.name], ['Black', black.name],
        ['Result', r], ['Variant', VARIANT === 'duck' ? 'Duck' : 'Standard'], ['TimeControl', A.tc || '10+0.1'],
        ['Termination', game.end.reason]];
      fs.appendFileSync(A.pgn, tags.map(([k, v]) => `[${k} "${String(v).replaceAll('"', "'")}"]`).join('\n')
        + `\n\n${game.pgnMoves.join(' ')} ${r}\n\n`);
    }
  }
  console.log(`Score of ${e1.name} vs ${e2.name}: ${score.w} - ${score.l} - ${score.d} [${GAMES} games]`);
  console.log(elo(score.w, score.l, score.d));
  console.log(`Terminations: ${[...reasons.entries()].map(([k, v]) => `${k} ${v}`).join(', ')}`);
  for (const e of [e1, e2]) {
    const s = e.stats;
    console.log(`${e.name}: illegal moves ${s.illegal}, forfeits ${s.forfeits}, crashes ${s.crashes}, protocol errors ${s.protocolErrors}`
      + (s.notes.length ? `\n  ${s.notes.join('\n  ')}` : ''));
  }
  await e1.quit();
  await e2.quit();
  process.exit(0);
})().catch(e => { console.error(`uci-referee: ${e.stack || e}`); process.exit(3); });
