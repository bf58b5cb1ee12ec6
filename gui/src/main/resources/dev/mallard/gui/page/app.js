// Mallard's page: draws the board and sends turns to the server, which alone knows the rules.
// The server answers every request with the game's state (its FEN, the turns played and the
// legal turns in the variant's coordinate notation); the page only chooses among those turns.
'use strict';

const SVG = 'http://www.w3.org/2000/svg';
const FILES = 'abcdefgh';
const PIECE_NAMES = { p: 'pawn', n: 'knight', b: 'bishop', r: 'rook', q: 'queen', k: 'king' };
const PING_MS = 60000;
const CLOCK_TICK_MS = 100;
const LOW_TIME_MS = 10000; // a clock under this shows red

const ui = {};
let game = null;          // the server's last state
let legal = [];           // the legal turns, parsed (see parseTurn)
let flipped = false;
let step = { kind: 'move' }; // move | promotion | duck | veto, with what is chosen so far
let thinking = false;
let engineMoveAgain = false; // Mallard's turn was asked for while a search for an older position ran
let analysis = null;      // the EventSource of the live analysis
let analysisLines = [];   // the lines shown, by line number
let localScores = [];     // scores for White by ply, from the analysis (the server's win)
let marks = [];           // per turn, after a review: null or {mark, kind}
let drag = null;
let shown = 0;            // states shown so far: what a test waits on
let clockRead = 0;        // performance.now() when the state's clocks arrived
let flagAsked = false;    // the server was asked whether the running clock fell

document.addEventListener('DOMContentLoaded', () => {
  for (const id of ['board', 'variant', 'engine-side', 'move-time', 'new-game', 'takeback', 'flip', 'move-now',
    'time-control', 'custom-clock', 'clock-minutes', 'clock-increment', 'move-time-field', 'clocks', 'clock-white',
    'clock-black', 'status', 'prompt', 'choices', 'error', 'moves', 'analyse', 'lines', 'review', 'analysis-lines', 'graph',
    'fen', 'load-fen', 'pgn', 'import-pgn', 'export-pgn', 'eval-fill', 'eval-text']) {
    ui[id.replace(/-(\w)/g, (m, c) => c.toUpperCase())] = document.getElementById(id);
  }
  ui.newGame.onclick = () => newGame(null);
  ui.loadFen.onclick = () => newGame(ui.fen.value);
  ui.takeback.onclick = () => request('/api/takeback', {});
  ui.flip.onclick = () => { flipped = !flipped; draw(); showClocks(); };
  ui.timeControl.onchange = showTimeControl;
  ui.moveNow.onclick = () => engineMove();
  ui.engineSide.onchange = () => request('/api/settings', { engine: ui.engineSide.value }).then(maybeEngineMove);
  ui.moveTime.onchange = () => request('/api/settings', { moveTime: ui.moveTime.value });
  ui.analyse.onchange = restartAnalysis;
  ui.lines.onchange = restartAnalysis;
  ui.review.onclick = () => {
    stopAnalysis(); // the review's searches take the engine
    ui.status.textContent = 'Mallard is reviewing the game…';
    request('/api/review', {}).then(() => { showStatus(); restartAnalysis(); });
  };
  ui.importPgn.onclick = () => request('/api/import-pgn', { pgn: ui.pgn.value });
  ui.exportPgn.onclick = exportPgn;
  ui.board.addEventListener('pointerdown', pointerDown);
  ui.board.addEventListener('pointermove', pointerMove);
  ui.board.addEventListener('pointerup', pointerUp);
  showTimeControl();
  newGame(null);
  setInterval(() => { if (game) { get('/api/ping'); } }, PING_MS);
  setInterval(showClocks, CLOCK_TICK_MS);
});

// ---------------------------------------------------------------------------------------------
// Talking to the server

function form(fields) {
  const body = new URLSearchParams();
  if (game) { body.set('session', game.session); }
  for (const [name, value] of Object.entries(fields)) {
    if (value !== null && value !== undefined) { body.set(name, value); }
  }
  return body;
}

async function post(path, fields) {
  const answer = await fetch(path, { method: 'POST', body: form(fields) });
  const body = await answer.json();
  if (!answer.ok) { throw new Error(body.error || ('HTTP ' + answer.status)); }
  return body;
}

async function get(path) {
  const answer = await fetch(path + '?' + form({}));
  if (!answer.ok) { throw new Error((await answer.json()).error || ('HTTP ' + answer.status)); }
  return answer;
}

/** Sends a request that answers with the state, shows the state or the error, and returns the state. */
async function request(path, fields) {
  try {
    const state = await post(path, fields);
    show(state);
    return state;
  } catch (e) {
    showError(e.message);
    return null;
  }
}

function newGame(fen) {
  return request('/api/new', {
    variant: ui.variant.value, fen: fen, engine: ui.engineSide.value, moveTime: ui.moveTime.value,
    clock: timeControl(),
  }).then(maybeEngineMove);
}

/** The time control chosen for the next game: none or minutes+seconds, as the server reads it. */
function timeControl() {
  const chosen = ui.timeControl.value;
  return chosen === 'custom' ? ui.clockMinutes.value + '+' + ui.clockIncrement.value : chosen;
}

/** The fields of the chosen time control: a custom clock's, or the time per move's. */
function showTimeControl() {
  ui.customClock.hidden = ui.timeControl.value !== 'custom';
  ui.moveTimeField.hidden = ui.timeControl.value !== 'none';
}

async function play(text) {
  step = { kind: 'move' };
  const state = await request('/api/play', { turn: text });
  if (state) { maybeEngineMove(state); }
}

function maybeEngineMove(state) {
  if (state && !state.over && state.engineSide === state.side) { engineMove(); }
}

async function engineMove() {
  if (!game || game.over) { return; }
  if (thinking) {
    // A new game or setting arrived while Mallard searched the old position: the server cancels
    // that search, and this turn is asked for again once its answer is in.
    engineMoveAgain = true;
    return;
  }
  thinking = true;
  stopAnalysis();
  showStatus();
  try {
    show(await post('/api/engine-move', {}));
  } catch (e) {
    showError(e.message);
  } finally {
    thinking = false;
    if (engineMoveAgain) {
      engineMoveAgain = false;
      maybeEngineMove(game);
    }
    if (!thinking) {
      showStatus();
      restartAnalysis();
    }
  }
}

async function exportPgn() {
  try {
    ui.pgn.value = await (await get('/api/pgn')).text();
  } catch (e) {
    showError(e.message);
  }
}

// ---------------------------------------------------------------------------------------------
// The state

function show(state) {
  const previous = game;
  const samePosition = previous && previous.fen === state.fen && previous.turns.length === state.turns.length;
  if (!previous || previous.variant !== state.variant || state.turns.length < localScores.length - 1) { localScores = []; }
  game = state;
  shown++;
  clockRead = performance.now();
  flagAsked = false;
  marks = state.marks || [];
  legal = state.legal.map(text => parseTurn(state.variant, text));
  step = { kind: 'move' };
  // The controls follow the game only where it changed: a choice made for the next game (its
  // variant, a FEN being typed) must not be undone by an answer that arrives meanwhile.
  if (!previous || previous.variant !== state.variant) { ui.variant.value = state.variant; }
  if (!previous || previous.engineSide !== state.engineSide) { ui.engineSide.value = state.engineSide; }
  if (document.activeElement !== ui.moveTime) { ui.moveTime.value = state.moveTime; }
  if (!samePosition && document.activeElement !== ui.fen) { ui.fen.value = state.fen; }
  ui.error.textContent = '';
  draw();
  showStatus();
  showChoices();
  showMoves();
  drawGraph();
  showClocks();
  if (!samePosition && !thinking) { restartAnalysis(); }
}

function showError(message) {
  ui.error.textContent = message;
}

/** A turn's parts: the piece move (from, to, promotion) and what the variant adds (a Duck square, a veto). */
function parseTurn(variant, text) {
  let move = text;
  let extra = null;
  if (variant === 'duck') {
    const legs = text.split(',');
    move = legs[0];
    extra = legs[1] ? legs[1].slice(2, 4) : null;
  } else if (variant === 'refusal') {
    const parts = text.split('/');
    move = parts[0];
    extra = parts[1] || null;
  }
  return { text, move, from: move.slice(0, 2), to: move.slice(2, 4), promotion: move.slice(4), extra };
}

function colourName(c) { return c === 'white' ? 'White' : 'Black'; }

function showStatus() {
  if (!game) { return; }
  let text;
  if (game.over) {
    text = 'Game over, ' + game.result + ' (' + game.reason + ')';
  } else if (thinking) {
    text = 'Mallard is thinking…';
  } else {
    text = colourName(game.side) + ' to move' + (game.engineSide === game.side ? ' (Mallard)' : '');
  }
  const veto = vetoOf(game.fen);
  if (veto && !game.over) { text += ' · refused: ' + veto; }
  ui.status.textContent = text;
  ui.prompt.textContent = promptText();
}

function promptText() {
  switch (step.kind) {
    case 'promotion': return 'Choose the piece to promote to';
    case 'duck': return 'Place the Duck on a highlighted square';
    case 'veto': return 'Choose the reply you refuse (veto)';
    default: return '';
  }
}

function showMoves() {
  ui.moves.textContent = '';
  const blackFirst = game.startFen.split(' ')[1] === 'b';
  const startNumber = parseInt(game.startFen.split(' ')[5] || '1', 10) || 1;
  let item = null;
  game.turns.forEach((turn, i) => {
    const ply = i + (blackFirst ? 1 : 0);
    if (ply % 2 === 0 || item === null) {
      item = document.createElement('li');
      item.value = startNumber + Math.floor(ply / 2);
      if (ply % 2 === 1) { item.append('… '); }
      ui.moves.append(item);
    }
    const span = document.createElement('span');
    span.className = 'turn';
    span.textContent = turn.san;
    item.append(span);
    const mark = marks[i];
    if (mark) {
      const m = document.createElement('span');
      m.className = 'mark ' + mark.kind;
      m.title = mark.kind + ' (' + mark.loss + ' cp)';
      m.textContent = mark.mark;
      item.append(m);
    }
    item.append(' ');
  });
  ui.moves.scrollTop = ui.moves.scrollHeight;
}

// ---------------------------------------------------------------------------------------------
// The clocks: the server keeps them; the page counts the running one down from the last state
// and, when it reaches zero, asks the server, which alone decides that the flag fell.

/** The ms a side has left as the page shows it now. */
function clockLeft(side) {
  const clock = game.clock;
  const running = clock.running === side && !game.over;
  return Math.max(0, clock[side] - (running ? performance.now() - clockRead : 0));
}

function clockText(ms) {
  const seconds = Math.floor(ms / 1000);
  const pad = n => String(n).padStart(2, '0');
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor(seconds / 60) % 60;
  const text = (hours ? hours + ':' + pad(minutes) : String(minutes)) + ':' + pad(seconds % 60);
  return ms < LOW_TIME_MS ? text + '.' + Math.floor(ms / 100) % 10 : text;
}

function showClocks() {
  const clock = game && game.clock;
  ui.clocks.hidden = !clock;
  if (!clock) { return; }
  ui.clocks.classList.toggle('flipped', flipped);
  for (const side of ['white', 'black']) {
    const node = side === 'white' ? ui.clockWhite : ui.clockBlack;
    const left = clockLeft(side);
    node.querySelector('.time').textContent = clockText(left);
    node.classList.toggle('running', clock.running === side && !game.over);
    node.classList.toggle('low', left < LOW_TIME_MS);
  }
  if (clock.running !== 'none' && !game.over && !flagAsked && clockLeft(clock.running) <= 0) {
    flagAsked = true; // until the next state: then asked again if the server's clock had not quite run out
    get('/api/state').then(answer => answer.json()).then(show).catch(e => showError(e.message));
  }
}

// ---------------------------------------------------------------------------------------------
// The board

/** The pieces of a FEN's placement by square: letters as in FEN, '*' for the Duck. */
function placement(fen) {
  const board = {};
  fen.split(' ')[0].split('/').forEach((row, r) => {
    let file = 0;
    for (const c of row) {
      if (c >= '1' && c <= '8') {
        file += parseInt(c, 10);
      } else {
        board[FILES[file] + (8 - r)] = c;
        file++;
      }
    }
  });
  return board;
}

function vetoOf(fen) {
  const field = fen.split(' ').find(f => f.startsWith('veto:'));
  return field ? field.slice(5) : null;
}

/** The board after a piece move, for showing a move whose turn is not finished (Duck, veto). */
function afterMove(board, move) {
  const next = Object.assign({}, board);
  const from = move.slice(0, 2);
  const to = move.slice(2, 4);
  const piece = next[from];
  delete next[from];
  const lower = piece.toLowerCase();
  if (lower === 'k' && Math.abs(FILES.indexOf(to[0]) - FILES.indexOf(from[0])) === 2) {
    const kingSide = to[0] === 'g';
    const rookFrom = (kingSide ? 'h' : 'a') + from[1];
    next[(kingSide ? 'f' : 'd') + from[1]] = next[rookFrom];
    delete next[rookFrom];
  } else if (lower === 'p' && from[0] !== to[0] && !next[to]) {
    delete next[to[0] + from[1]]; // en passant
  }
  const promotion = move.slice(4);
  next[to] = promotion ? (piece === lower ? promotion : promotion.toUpperCase()) : piece;
  return next;
}

function squareXY(square) {
  const file = FILES.indexOf(square[0]);
  const rank = parseInt(square[1], 10) - 1;
  return flipped ? [(7 - file) * 100, rank * 100] : [file * 100, (7 - rank) * 100];
}

function el(name, attrs, parent) {
  const node = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) { node.setAttribute(k, v); }
  if (parent) { parent.append(node); }
  return node;
}

function pieceImage(c) {
  if (c === '*') { return 'pieces/duck.svg'; }
  return 'pieces/' + (c === c.toUpperCase() ? 'white-' : 'black-') + PIECE_NAMES[c.toLowerCase()] + '.svg';
}

/** The squares to highlight, and how: targets of the selected piece, Duck squares or vetoes. */
function targets() {
  switch (step.kind) {
    case 'move':
      return step.from ? unique(legal.filter(t => t.from === step.from).map(t => t.to)) : [];
    case 'duck':
      return step.turns.map(t => t.extra);
    case 'veto':
      return step.vetoFrom
        ? unique(step.turns.filter(t => t.extra.slice(0, 2) === step.vetoFrom).map(t => t.extra.slice(2, 4)))
        : [];
    default:
      return [];
  }
}

function unique(list) { return [...new Set(list)]; }

function draw() {
  const svg = ui.board;
  svg.textContent = '';
  if (!game) { return; }
  let board = placement(game.fen);
  if (step.kind === 'duck' || step.kind === 'veto') { board = afterMove(board, step.move); }
  const last = game.turns.length ? parseTurn(game.variant, game.turns[game.turns.length - 1].text) : null;
  const lastSquares = last ? [last.from, last.to] : [];
  const selected = step.kind === 'veto' ? step.vetoFrom : step.from;
  for (let rank = 1; rank <= 8; rank++) {
    for (let f = 0; f < 8; f++) {
      const square = FILES[f] + rank;
      const [x, y] = squareXY(square);
      const classes = ['sq', (f + rank) % 2 === 1 ? 'dark' : 'light']; // a1 is dark
      if (lastSquares.includes(square)) { classes.push('last'); }
      if (square === selected) { classes.push('selected'); }
      el('rect', { x, y, width: 100, height: 100, class: classes.join(' '), id: 'sq-' + square, 'data-square': square }, svg);
    }
  }
  for (let i = 0; i < 8; i++) {
    const file = flipped ? FILES[7 - i] : FILES[i];
    el('text', { x: i * 100 + 88, y: 795, class: 'coord' }, svg).textContent = file;
    el('text', { x: 3, y: i * 100 + 17, class: 'coord' }, svg).textContent = flipped ? i + 1 : 8 - i;
  }
  for (const [square, c] of Object.entries(board)) {
    const [x, y] = squareXY(square);
    const ghost = step.kind === 'duck' && c === '*';
    el('image', { href: pieceImage(c), x: x + 5, y: y + 5, width: 90, height: 90,
      class: 'piece' + (ghost ? ' ghost' : ''), id: 'piece-' + square, 'data-piece': c }, svg);
  }
  const kind = step.kind === 'duck' ? ' duck' : step.kind === 'veto' ? ' veto' : '';
  for (const square of targets()) {
    const [x, y] = squareXY(square);
    el('circle', { cx: x + 50, cy: y + 50, r: step.kind === 'move' ? 16 : 22, class: 'target' + kind,
      'data-target': square }, svg);
  }
  const veto = vetoOf(game.fen);
  if (veto && step.kind === 'move') { arrow(veto.slice(0, 2), veto.slice(2, 4), 'veto', 'refused-move'); }
  if (step.kind === 'veto' && step.hint) { arrow(step.hint.slice(0, 2), step.hint.slice(2, 4), 'veto'); }
}

function arrow(from, to, kind, id) {
  const [x1, y1] = squareXY(from);
  const [x2, y2] = squareXY(to);
  const line = el('line', { x1: x1 + 50, y1: y1 + 50, x2: x2 + 50, y2: y2 + 50, class: 'arrow ' + kind }, ui.board);
  if (id) { line.id = id; }
}

// ---------------------------------------------------------------------------------------------
// Choosing a turn: a click (or a drag) on the piece and on its square, then the promotion, the
// Duck's square or the veto when the variant's turn has one.

function pointerDown(event) {
  const square = squareAt(event);
  if (!square || thinking || !game || game.over || game.engineSide === game.side) { return; }
  const own = step.kind === 'move' && legal.some(t => t.from === square);
  if (own) {
    drag = { from: square, image: document.getElementById('piece-' + square), start: [event.clientX, event.clientY] };
    ui.board.setPointerCapture(event.pointerId);
  }
}

function pointerMove(event) {
  if (!drag || !drag.image) { return; }
  const scale = 800 / ui.board.getBoundingClientRect().width;
  const dx = (event.clientX - drag.start[0]) * scale;
  const dy = (event.clientY - drag.start[1]) * scale;
  drag.image.setAttribute('transform', 'translate(' + dx + ' ' + dy + ')');
}

function pointerUp(event) {
  const square = squareAt(event);
  const dragged = drag;
  drag = null;
  if (dragged && dragged.image) { dragged.image.removeAttribute('transform'); }
  if (!square || thinking || !game || game.over) { return; }
  if (dragged && square !== dragged.from) {
    step = { kind: 'move', from: dragged.from };
  }
  clickSquare(square);
}

function squareAt(event) {
  const box = ui.board.getBoundingClientRect();
  const x = Math.floor((event.clientX - box.left) / box.width * 8);
  const y = Math.floor((event.clientY - box.top) / box.height * 8);
  if (x < 0 || x > 7 || y < 0 || y > 7) { return null; }
  return flipped ? FILES[7 - x] + (y + 1) : FILES[x] + (8 - y);
}

function clickSquare(square) {
  if (game.engineSide === game.side) { return; }
  ui.error.textContent = '';
  switch (step.kind) {
    case 'move':
      if (step.from && targets().includes(square)) {
        chooseTarget(step.from, square);
      } else if (step.from !== square && legal.some(t => t.from === square)) {
        step = { kind: 'move', from: square };
      } else {
        step = { kind: 'move' };
      }
      break;
    case 'duck': {
      const turn = step.turns.find(t => t.extra === square);
      if (turn) { play(turn.text); return; }
      break;
    }
    case 'veto':
      if (step.vetoFrom && targets().includes(square)) {
        const vetoes = step.turns.filter(t => t.extra.slice(0, 4) === step.vetoFrom + square);
        if (vetoes.length === 1) { play(vetoes[0].text); return; }
        step.hint = step.vetoFrom + square; // a promotion: the list below says which piece
      } else if (step.turns.some(t => t.extra.slice(0, 2) === square)) {
        step.vetoFrom = square;
      } else {
        step.vetoFrom = null;
      }
      break;
    default:
      break;
  }
  draw();
  showStatus();
  showChoices();
}

function chooseTarget(from, to) {
  const turns = legal.filter(t => t.from === from && t.to === to);
  const promotions = unique(turns.map(t => t.promotion));
  if (promotions.length > 1) {
    step = { kind: 'promotion', from, to, promotions };
  } else {
    chooseMove(turns[0].move);
  }
}

function chooseMove(move) {
  const turns = legal.filter(t => t.move === move);
  if (turns.length === 1 && !turns[0].extra) {
    play(turns[0].text);
    return;
  }
  step = { kind: game.variant === 'duck' ? 'duck' : 'veto', move, turns, vetoFrom: null };
  draw();
  showStatus();
  showChoices();
}

/** Buttons for what the board cannot show well: promotion pieces, the vetoes by name, cancelling. */
function showChoices() {
  ui.choices.textContent = '';
  const button = (label, id, action) => {
    const b = document.createElement('button');
    b.textContent = label;
    b.id = id;
    b.onclick = action;
    ui.choices.append(b);
  };
  if (step.kind === 'promotion') {
    for (const p of step.promotions) {
      button(PIECE_NAMES[p], 'promote-' + p, () => chooseMove(step.from + step.to + p));
    }
  } else if (step.kind === 'veto') {
    for (const t of step.turns) {
      button(t.extra, 'veto-' + t.extra, () => play(t.text));
    }
  }
  if (step.kind !== 'move') {
    button('cancel', 'cancel-turn', () => { step = { kind: 'move' }; draw(); showStatus(); showChoices(); });
  }
}

// ---------------------------------------------------------------------------------------------
// Analysis: a Server-Sent Events stream of the position's lines

function stopAnalysis() {
  if (analysis) {
    analysis.close();
    analysis = null;
  }
}

function restartAnalysis() {
  stopAnalysis();
  analysisLines = [];
  showLines();
  if (!ui.analyse.checked || !game || game.over || thinking || game.engineSide === game.side) { return; }
  const source = new EventSource('/api/analysis?' + form({ lines: ui.lines.value }));
  const ply = game.turns.length;
  const fen = game.fen;
  analysis = source;
  source.addEventListener('info', event => {
    const info = JSON.parse(event.data);
    info.fen = fen; // the position the line starts from, which the server checks when it is played
    analysisLines[info.line - 1] = info;
    if (info.line === 1) {
      localScores[ply] = info.score;
      drawGraph();
    }
    showLines();
  });
  source.addEventListener('end', () => { source.close(); });
  source.onerror = () => { source.close(); };
}

function scoreText(score) {
  if (score.mate) { return (score.mate > 0 ? '#' : '#-') + Math.abs(score.mate); }
  return (score.cp > 0 ? '+' : '') + (score.cp / 100).toFixed(2);
}

function showLines() {
  ui.analysisLines.textContent = '';
  analysisLines.forEach(info => {
    if (!info) { return; }
    const item = document.createElement('li');
    item.className = 'analysis-line';
    item.dataset.turn = info.pv[0];
    const score = document.createElement('span');
    score.className = 'score';
    score.textContent = scoreText(info.score);
    const info2 = document.createElement('span');
    info2.className = 'info';
    info2.textContent = ' d' + info.depth + ' ' + Math.round(info.nps / 1000) + ' kn/s ';
    const line = document.createElement('span');
    line.className = 'san';
    info.san.forEach((san, i) => {
      const turn = document.createElement('span');
      turn.className = 'line-turn';
      turn.textContent = san;
      turn.title = 'play the line up to ' + san;
      turn.onclick = event => { event.stopPropagation(); playLine(info, i); };
      line.append(i ? ' ' : '', turn);
    });
    item.append(score, info2, line);
    item.onclick = () => playLine(info, 0);
    ui.analysisLines.append(item);
  });
  const best = analysisLines[0];
  const cp = best ? (best.score.mate ? (best.score.mate > 0 ? 1000 : -1000) : best.score.cp) : 0;
  ui.evalFill.style.height = (50 + 50 * winShare(cp)) + '%';
  ui.evalText.textContent = best ? scoreText(best.score) : '';
}

/**
 * Plays a line up to and including its turn number index, all on the server or none of it (a
 * line for a position the game has left is refused). Against Mallard only the first turn, the
 * player's own, is played: Mallard answers for itself.
 */
async function playLine(info, index) {
  if (!game || game.over || thinking || game.engineSide === game.side) { return; }
  const turns = info.pv.slice(0, game.engineSide === 'none' ? index + 1 : 1);
  step = { kind: 'move' };
  const state = await request('/api/play-line', { fen: info.fen, turns: turns.join(' ') });
  if (state) { maybeEngineMove(state); }
}

/** A score's share of the bar, -1 to 1: centipawns squashed as a winning chance. */
function winShare(cp) {
  return 2 / (1 + Math.exp(-0.004 * cp)) - 1;
}

function drawGraph() {
  const svg = ui.graph;
  svg.textContent = '';
  if (!game) { return; }
  el('line', { x1: 0, y1: 50, x2: 400, y2: 50, stroke: '#bbb', 'stroke-width': 1 }, svg);
  const plies = game.turns.length;
  const points = [];
  for (let ply = 0; ply <= plies; ply++) {
    const score = (game.scores && game.scores[ply]) || localScores[ply];
    if (score) {
      const x = plies === 0 ? 0 : ply * 400 / plies;
      points.push(x.toFixed(1) + ',' + (50 - 48 * winShare(score.cp)).toFixed(1));
    }
  }
  if (points.length) {
    el('polyline', { points: points.join(' '), fill: 'none', stroke: '#2f6fdf', 'stroke-width': 2, id: 'graph-line' }, svg);
  }
}
