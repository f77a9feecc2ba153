// The board view: draws a position from the server's FEN as one SVG (a xiangqi board of 9 x 10
// points when the FEN has 10 ranks of 9, else a board of squares), the last-move mark, the legal
// targets the server listed, and the capture / check / mate effects; takes moves by click or by
// drag. It knows no rules: a move it offers is one of the server's `legal` strings (or, in the
// second part of a two-part turn, which the protocol gives no list for, what the player points
// at: the server judges the whole turn).

const SVG = 'http://www.w3.org/2000/svg';

const XQ_CHARS = {
  K: '帥', A: '仕', B: '相', E: '相', N: '傌', H: '傌', R: '俥', C: '炮', P: '兵',
  k: '將', a: '士', b: '象', e: '象', n: '馬', h: '馬', r: '車', c: '砲', p: '卒',
};
// The GUI's "letters" set names the elephant E and the horse H; FENs say B and N.
const XQ_LETTER_FILE = { K: 'K', A: 'A', B: 'E', E: 'E', N: 'H', H: 'H', R: 'R', C: 'C', P: 'P' };
const CHESS_IMAGES = new Set(['K', 'Q', 'R', 'B', 'N', 'P']);
const XQ_FILE_ZH = ['九', '八', '七', '六', '五', '四', '三', '二', '一'];

// {files, ranks, cells: Map 'e4' -> letter, pockets, side, xiangqi, rankBase}
export function parseFen(fen) {
  const [placementRaw = '', side = 'w'] = (fen || '').split(' ');
  let placement = placementRaw;
  const pockets = { white: [], black: [] };
  const bracket = /\[([^\]]*)\]$/.exec(placement);
  if (bracket) {
    placement = placement.slice(0, bracket.index);
    for (const c of bracket[1]) if (/[A-Za-z]/.test(c)) pockets[c === c.toUpperCase() ? 'white' : 'black'].push(c);
  }
  const rows = placement.split('/').filter((r) => r.length > 0);
  const grid = rows.map((row) => {
    const cells = [];
    for (let i = 0; i < row.length; i++) {
      const c = row[i];
      if (/\d/.test(c)) {
        let num = c;
        while (i + 1 < row.length && /\d/.test(row[i + 1])) num += row[++i];
        for (let k = 0; k < parseInt(num, 10); k++) cells.push(null);
      } else if (c === '~') {
        // crazyhouse: the piece before was promoted
      } else {
        cells.push(c);
      }
    }
    return cells;
  });
  const ranks = grid.length;
  const files = Math.max(...grid.map((r) => r.length), 0);
  const xiangqi = files === 9 && ranks === 10;
  const rankBase = xiangqi ? 0 : 1;
  const cells = new Map();
  grid.forEach((row, i) => {
    const rank = ranks - 1 - i;
    row.forEach((piece, f) => {
      if (piece) cells.set(squareName(f, rank, rankBase), piece);
    });
  });
  return { files, ranks, cells, pockets, side: side === 'b' ? 'black' : 'white', xiangqi, rankBase };
}

export function squareName(file, rank, rankBase) {
  return String.fromCharCode(97 + file) + String(rank + rankBase);
}

// {from, to, drop, suffix} of one part in coordinate notation: "h2e2", "e7e8q", "a0a1r" (jieqi:
// the identity turned up), "P@e4", "S@e5".
export function parseMove(text) {
  let m = /^([a-z])(\d+)([a-z])(\d+)([a-z]?)$/i.exec(text);
  if (m) return { from: m[1] + m[2], to: m[3] + m[4], suffix: m[5] || '' };
  m = /^([A-Za-z*]?)@([a-z]\d+)$/.exec(text);
  if (m) return { drop: m[1] || 'S', to: m[2] };
  return null;
}

export const pieceSide = (p) => (p === '*' ? null : p === p.toUpperCase() ? 'white' : 'black');

function el(name, attrs = {}, parent = null) {
  const e = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (parent) parent.appendChild(e);
  return e;
}

export class BoardView {
  constructor(container) {
    this.container = container;
    this.flipped = false;
    this.pieceStyle = { xiangqi: 'chars', chess: 'classic' };
    this.pos = parseFen('');
    this.lastMove = null;
    this.interaction = { mode: 'none' };
    this.selected = null;
    this.onInput = () => {};
    this.svg = el('svg', { class: 'board-svg', role: 'img', 'aria-label': 'board' });
    container.appendChild(this.svg);
    this.promo = document.createElement('div');
    this.promo.className = 'promo hidden';
    container.appendChild(this.promo);
    this.svg.addEventListener('pointerdown', (e) => this.pointerDown(e));
    this.svg.addEventListener('pointermove', (e) => this.pointerMove(e));
    this.svg.addEventListener('pointerup', (e) => this.pointerUp(e));
    this.svg.addEventListener('pointercancel', () => this.cancelDrag());
    this.svg.addEventListener('contextmenu', (e) => {
      e.preventDefault();
      this.select(null);
    });
  }

  // --- what is shown ------------------------------------------------------------------------

  setPosition(fen, lastMove) {
    this.pos = parseFen(fen);
    this.lastMove = lastMove || null;
    this.selected = null;
    this.draw();
  }

  // mode 'none' (no moves taken), 'legal' ({legal: [...]}), 'step' (a free second step of own
  // pieces: {side, first}), 'stone' (the stone's placement: {targets} the points the server
  // allows, shown; without them any empty point).
  setInteraction(interaction) {
    const next = interaction || { mode: 'none' };
    // The same list again (a redraw for another reason) keeps the piece picked up.
    const same = next.mode === this.interaction.mode && next.legal === this.interaction.legal;
    this.interaction = next;
    if (!same) this.selected = null;
    this.hidePromotion();
    this.draw();
  }

  setFlipped(flipped) {
    this.flipped = !!flipped;
    this.draw();
  }

  setPieceStyle(style) {
    Object.assign(this.pieceStyle, style);
    this.draw();
  }

  // The centre of a point or square in the SVG's units.
  xy(square) {
    const f = square.charCodeAt(0) - 97;
    const r = parseInt(square.slice(1), 10) - this.pos.rankBase;
    const { files, ranks } = this.pos;
    const col = this.flipped ? files - 1 - f : f;
    const row = this.flipped ? r : ranks - 1 - r;
    return this.pos.xiangqi ? [1 + col, 1 + row] : [col + 0.5, row + 0.5];
  }

  squareAt(clientX, clientY) {
    const pt = this.svg.createSVGPoint();
    pt.x = clientX;
    pt.y = clientY;
    const p = pt.matrixTransform(this.svg.getScreenCTM().inverse());
    const { files, ranks } = this.pos;
    let col, row;
    if (this.pos.xiangqi) {
      col = Math.round(p.x - 1);
      row = Math.round(p.y - 1);
    } else {
      col = Math.floor(p.x);
      row = Math.floor(p.y);
    }
    if (col < 0 || row < 0 || col >= files || row >= ranks) return null;
    const f = this.flipped ? files - 1 - col : col;
    const r = this.flipped ? row : ranks - 1 - row;
    return squareName(f, r, this.pos.rankBase);
  }

  draw() {
    const svg = this.svg;
    while (svg.firstChild) svg.removeChild(svg.firstChild);
    const { files, ranks, xiangqi } = this.pos;
    if (!files) return;
    svg.setAttribute('viewBox', xiangqi ? '0 -0.1 10 11.2' : `0 0 ${files} ${ranks}`);
    svg.classList.toggle('xiangqi', xiangqi);
    svg.classList.toggle('chess', !xiangqi);
    this.defs();
    if (xiangqi) this.drawXiangqiGrid();
    else this.drawSquares();
    this.drawLastMove();
    this.piecesLayer = el('g', { class: 'pieces' }, svg);
    for (const [sq, piece] of this.pos.cells) this.drawPiece(sq, piece);
    this.drawTargets();
    // Effects outlive a redraw (an event that changes only the seats must not cut them off).
    if (!this.fxLayer) this.fxLayer = el('g', { class: 'fx-layer' });
    svg.appendChild(this.fxLayer);
    this.drawPockets();
  }

  defs() {
    const defs = el('defs', {}, this.svg);
    // Ink: a little turbulence makes the effects' strokes and blots look brushed.
    const f = el('filter', { id: 'ink', x: '-30%', y: '-30%', width: '160%', height: '160%' }, defs);
    el('feTurbulence', { type: 'fractalNoise', baseFrequency: '2.2', numOctaves: '2', result: 'n' }, f);
    el('feDisplacementMap', { in: 'SourceGraphic', in2: 'n', scale: '0.12' }, f);
  }

  drawXiangqiGrid() {
    const g = el('g', { class: 'grid' }, this.svg);
    el('rect', { x: 0.2, y: -0.05, width: 9.6, height: 11.1, class: 'xq-bg', rx: 0.15 }, g);
    el('rect', { x: 1, y: 1, width: 8, height: 9, class: 'xq-line xq-frame' }, g);
    for (let row = 0; row < 10; row++) el('line', { x1: 1, y1: 1 + row, x2: 9, y2: 1 + row, class: 'xq-line' }, g);
    for (let col = 1; col < 8; col++) {
      el('line', { x1: 1 + col, y1: 1, x2: 1 + col, y2: 5, class: 'xq-line' }, g);
      el('line', { x1: 1 + col, y1: 6, x2: 1 + col, y2: 10, class: 'xq-line' }, g);
    }
    for (const top of [1, 8]) {
      el('line', { x1: 4, y1: top, x2: 6, y2: top + 2, class: 'xq-line' }, g);
      el('line', { x1: 6, y1: top, x2: 4, y2: top + 2, class: 'xq-line' }, g);
    }
    const river = el('text', { x: 5, y: 5.62, class: 'xq-river' }, g);
    river.textContent = this.flipped ? '漢界　　　楚河' : '楚河　　　漢界';
    // File numbers as the notation counts them: Red's 九..一 from its left, Black's 1..9.
    for (let col = 0; col < 9; col++) {
      const bottom = el('text', { x: 1 + col, y: 10.76, class: 'xq-label' }, g);
      const top = el('text', { x: 1 + col, y: 0.26, class: 'xq-label' }, g);
      const redFile = XQ_FILE_ZH[this.flipped ? 8 - col : col];
      const blackFile = String(this.flipped ? 9 - col : col + 1);
      bottom.textContent = this.flipped ? blackFile : redFile;
      top.textContent = this.flipped ? redFile : blackFile;
    }
  }

  drawSquares() {
    const g = el('g', { class: 'grid' }, this.svg);
    const { files, ranks, rankBase } = this.pos;
    for (let f = 0; f < files; f++)
      for (let r = 0; r < ranks; r++) {
        const [x, y] = this.xy(squareName(f, r, rankBase));
        el('rect', { x: x - 0.5, y: y - 0.5, width: 1, height: 1, class: (f + r) % 2 === 0 ? 'sq-dark' : 'sq-light' }, g);
      }
    for (let f = 0; f < files; f++) {
      const [x, y] = this.xy(squareName(f, this.flipped ? ranks - 1 : 0, rankBase));
      el('text', { x: x + 0.44, y: y + 0.44, class: 'sq-label file' }, g).textContent = String.fromCharCode(97 + f);
    }
    for (let r = 0; r < ranks; r++) {
      const [x, y] = this.xy(squareName(this.flipped ? files - 1 : 0, r, rankBase));
      el('text', { x: x - 0.44, y: y - 0.3, class: 'sq-label rank' }, g).textContent = String(r + rankBase);
    }
  }

  drawLastMove() {
    if (!this.lastMove) return;
    const g = el('g', { class: 'last-move' }, this.svg);
    const squares = [];
    for (const part of this.lastMove.split(',')) {
      const m = parseMove(part);
      if (!m) continue;
      if (m.from) squares.push(m.from);
      squares.push(m.to);
    }
    for (const sq of squares) {
      const [x, y] = this.xy(sq);
      if (this.pos.xiangqi) {
        // Corner marks around the point, as on xiangqi boards.
        const d = 0.46, l = 0.14;
        for (const [sx, sy] of [[-1, -1], [1, -1], [-1, 1], [1, 1]])
          el('path', { d: `M${x + sx * d},${y + sy * (d - l)} L${x + sx * d},${y + sy * d} L${x + sx * (d - l)},${y + sy * d}`, class: 'lm-corner' }, g);
      } else {
        el('rect', { x: x - 0.5, y: y - 0.5, width: 1, height: 1, class: 'lm-square' }, g);
      }
    }
  }

  drawPiece(sq, piece, parent = this.piecesLayer) {
    const [x, y] = this.xy(sq);
    const side = pieceSide(piece);
    const g = el('g', { class: `piece ${side || 'stone'}`, 'data-square': sq, 'data-piece': piece, transform: `translate(${x},${y})` }, parent);
    if (piece === '*') {
      el('ellipse', { rx: 0.36, ry: 0.3, class: 'stone-body' }, g);
      return g;
    }
    if (this.pos.xiangqi) {
      if (piece === 'X' || piece === 'x') {
        // Jieqi: face down, nothing of its identity shown.
        g.classList.add('face-down');
        el('circle', { r: 0.44, class: 'disc-back' }, g);
        el('circle', { r: 0.32, class: 'disc-back-ring' }, g);
        el('path', { d: 'M-0.16,0 L0,-0.16 L0.16,0 L0,0.16 Z', class: 'disc-back-mark' }, g);
        return g;
      }
      const upper = piece.toUpperCase();
      if (this.pieceStyle.xiangqi === 'letters' && XQ_LETTER_FILE[upper]) {
        el('image', { href: `pieces/letters/${side === 'white' ? 'w' : 'b'}${XQ_LETTER_FILE[upper]}.svg`, x: -0.46, y: -0.46, width: 0.92, height: 0.92 }, g);
        return g;
      }
      el('circle', { r: 0.44, class: 'disc' }, g);
      el('circle', { r: 0.37, class: 'disc-ring' }, g);
      const t = el('text', { class: 'disc-char', y: 0.02 }, g);
      t.textContent = XQ_CHARS[piece] || piece;
      return g;
    }
    const upper = piece.toUpperCase();
    if (CHESS_IMAGES.has(upper)) {
      el('image', { href: `pieces/${this.pieceStyle.chess}/${side === 'white' ? 'w' : 'b'}${upper}.svg`, x: -0.5, y: -0.5, width: 1, height: 1 }, g);
    } else {
      // A piece the GUI's sets have no image for (fairy pieces): its letter on a disc.
      el('circle', { r: 0.38, class: 'fairy-disc' }, g);
      el('text', { class: 'fairy-char', y: 0.02 }, g).textContent = upper;
    }
    return g;
  }

  // --- taking moves ---------------------------------------------------------------------------

  // The legal strings starting at `from` (a square, or "P@" for a drop from the pocket).
  movesFrom(from) {
    const list = this.interaction.legal || [];
    return list.filter((m) => {
      const p = parseMove(m.split(',')[0]);
      if (!p) return false;
      return from.endsWith('@') ? p.drop && `${p.drop}@` === from : p.from === from;
    });
  }

  canSelect(sq) {
    const mode = this.interaction.mode;
    if (mode === 'legal') return this.movesFrom(sq).length > 0;
    if (mode === 'step') {
      const p = this.pos.cells.get(sq);
      return !!p && pieceSide(p) === this.interaction.side;
    }
    return false;
  }

  targets() {
    const mode = this.interaction.mode;
    if (mode === 'stone') return this.interaction.targets || [];
    if (!this.selected) return [];
    if (mode === 'legal') {
      const set = new Set();
      for (const m of this.movesFrom(this.selected)) set.add(parseMove(m.split(',')[0]).to);
      return [...set];
    }
    return [];
  }

  drawTargets() {
    const g = el('g', { class: 'targets' }, this.svg);
    if (this.selected && !this.selected.endsWith('@')) {
      const [x, y] = this.xy(this.selected);
      el('circle', { cx: x, cy: y, r: 0.47, class: 'selected-ring' }, g);
    }
    for (const sq of this.targets()) {
      const [x, y] = this.xy(sq);
      const occupied = this.pos.cells.has(sq);
      el('circle', { cx: x, cy: y, r: occupied ? 0.46 : 0.13, class: occupied ? 'target capture' : 'target', 'data-target': sq }, g);
    }
  }

  select(sq) {
    this.selected = sq;
    this.hidePromotion();
    this.draw();
  }

  // A move from the selected square (or pocket) to `to`; false when there is none.
  tryMove(to) {
    const mode = this.interaction.mode;
    const from = this.selected;
    if (mode === 'legal') {
      const moves = this.movesFrom(from).filter((m) => parseMove(m.split(',')[0]).to === to);
      if (moves.length === 0) return false;
      if (moves.length > 1) {
        this.showPromotion(moves, to);
        return true;
      }
      this.emit(moves[0]);
      return true;
    }
    if (mode === 'step') {
      if (from === to) return false;
      const target = this.pos.cells.get(to);
      if (target && pieceSide(target) === this.interaction.side) return false;
      this.emit(`${from}${to}`);
      return true;
    }
    return false;
  }

  emit(move) {
    this.selected = null;
    this.hidePromotion();
    this.onInput(move);
  }

  // Several legal moves between the same squares (promotions): the player picks the piece.
  showPromotion(moves, to) {
    this.promo.innerHTML = '';
    for (const m of moves) {
      const b = document.createElement('button');
      const suffix = parseMove(m.split(',')[0]).suffix || '';
      b.textContent = suffix.toUpperCase() || m;
      b.title = m;
      b.addEventListener('click', () => this.emit(m));
      this.promo.appendChild(b);
    }
    const cancel = document.createElement('button');
    cancel.textContent = '×';
    cancel.addEventListener('click', () => this.select(null));
    this.promo.appendChild(cancel);
    this.promo.dataset.to = to;
    this.promo.classList.remove('hidden');
  }

  hidePromotion() {
    this.promo.classList.add('hidden');
  }

  pointerDown(e) {
    if (e.button !== 0) return;
    const sq = this.squareAt(e.clientX, e.clientY);
    if (!sq) return;
    const mode = this.interaction.mode;
    if (mode === 'stone') {
      const allowed = this.interaction.targets;
      if (allowed ? allowed.includes(sq) : !this.pos.cells.has(sq)) this.emit(`S@${sq}`);
      return;
    }
    if (this.selected && this.selected !== sq && this.tryMove(sq)) return;
    if (this.canSelect(sq)) {
      const again = this.selected === sq;
      this.selected = sq;
      this.hidePromotion();
      this.draw();
      // Dragging starts with the press; a press and release on the same point is a click.
      const pieceEl = this.svg.querySelector(`.pieces .piece[data-square="${sq}"]`);
      if (pieceEl) {
        this.drag = { sq, el: pieceEl, again, moved: false, startX: e.clientX, startY: e.clientY };
        pieceEl.classList.add('dragging');
        this.piecesLayer.appendChild(pieceEl); // on top of the others
        this.svg.setPointerCapture(e.pointerId);
      }
      e.preventDefault();
      return;
    }
    if (this.selected) this.select(null);
  }

  pointerMove(e) {
    if (!this.drag) return;
    if (Math.hypot(e.clientX - this.drag.startX, e.clientY - this.drag.startY) > 4) this.drag.moved = true;
    if (!this.drag.moved) return;
    const pt = this.svg.createSVGPoint();
    pt.x = e.clientX;
    pt.y = e.clientY;
    const p = pt.matrixTransform(this.svg.getScreenCTM().inverse());
    this.drag.el.setAttribute('transform', `translate(${p.x},${p.y}) scale(1.1)`);
  }

  pointerUp(e) {
    const drag = this.drag;
    if (!drag) return;
    this.drag = null;
    const sq = this.squareAt(e.clientX, e.clientY);
    if (drag.moved && sq && sq !== drag.sq && this.tryMove(sq)) return;
    // A click on the selected piece again deselects it; a drop elsewhere snaps back.
    if (!drag.moved && drag.again) this.selected = null;
    this.draw();
  }

  cancelDrag() {
    this.drag = null;
    this.draw();
  }

  // --- pockets (drop variants: the FEN's [...] part) -----------------------------------------

  drawPockets() {
    let bar = this.container.querySelector('.pockets');
    const { pockets } = this.pos;
    if (!pockets.white.length && !pockets.black.length) {
      if (bar) bar.remove();
      return;
    }
    if (!bar) {
      bar = document.createElement('div');
      bar.className = 'pockets';
      this.container.appendChild(bar);
    }
    bar.innerHTML = '';
    for (const side of ['white', 'black']) {
      for (const p of pockets[side]) {
        const b = document.createElement('button');
        b.className = `pocket ${side}`;
        b.textContent = p.toUpperCase();
        const from = `${p.toUpperCase()}@`;
        b.disabled = this.interaction.mode !== 'legal' || this.movesFrom(from).length === 0;
        b.addEventListener('click', () => this.select(from));
        bar.appendChild(b);
      }
    }
  }

  // --- effects --------------------------------------------------------------------------------

  // Capture, check and mate, the strongest only (mate > check > capture): an ink ring with 吃 at
  // the captured point, an ink dot with 将军, an ink splash with 绝杀 over the board.
  effect(kind, square) {
    if (!this.fxLayer || !kind) return;
    this.container.dataset.lastEffect = kind;
    const xq = this.pos.xiangqi;
    const words = xq ? { capture: '吃', check: '将军', mate: '绝杀' } : { capture: '', check: 'Check!', mate: 'Mate!' };
    const { files, ranks } = this.pos;
    const [cx, cy] = kind === 'capture' && square ? this.xy(square) : xq ? [5, 5.5] : [files / 2, ranks / 2];
    const g = el('g', { class: `fx fx-${kind}`, transform: `translate(${cx},${cy})` }, this.fxLayer);
    if (kind === 'capture') {
      el('circle', { r: 0.56, class: 'ink-ring', filter: 'url(#ink)', pathLength: 100 }, g);
      if (words.capture) el('text', { class: 'fx-word small', x: 0.55, y: -0.5 }, g).textContent = words.capture;
    } else if (kind === 'check') {
      el('circle', { r: 1.0, class: 'ink-dot', filter: 'url(#ink)' }, g);
      el('text', { class: 'fx-word', y: 0.05 }, g).textContent = words.check;
    } else {
      for (const [dx, dy, r] of [[0, 0, 1.5], [-1.3, -0.7, 0.55], [1.4, 0.6, 0.6], [0.9, -1.2, 0.35], [-1.0, 1.1, 0.4], [1.8, -0.4, 0.2], [-1.9, 0.3, 0.25]])
        el('circle', { cx: dx, cy: dy, r, class: 'ink-splash', filter: 'url(#ink)' }, g);
      el('text', { class: 'fx-word big', y: 0.05 }, g).textContent = words.mate;
    }
    setTimeout(() => g.remove(), kind === 'mate' ? 3200 : 1800);
  }
}
