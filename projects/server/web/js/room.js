// The room screen: draws a RoomState (game.js) into the page - both player bars with clocks,
// the board, the move list, the request bar, the buttons of one's own seat - and turns the
// person's clicks into protocol messages. Spectators get the same view without any button,
// and their board takes no move.

import { BoardView, parseMove, pieceSide } from './board.js';
import { RoomState, SIDES, other } from './game.js';

const $ = (id) => document.getElementById(id);
const MULTI_PART = { doublestepxiangqi: 'step', stonexiangqi: 'stone' };

const START = {
  xiangqi: 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1',
  jieqi: 'xxxxkxxxx/9/1x5x1/x1x1x1x1x/9/9/X1X1X1X1X/1X5X1/9/XXXXKXXXX w - - 0 1',
  chess: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
};
function startFen(variant, redBlack) {
  if (variant === 'jieqi') return START.jieqi;
  return redBlack ? START.xiangqi : START.chess;
}

function formatMs(ms) {
  if (ms >= 3600000) {
    const h = Math.floor(ms / 3600000);
    const m = Math.floor((ms % 3600000) / 60000);
    const s = Math.floor((ms % 60000) / 1000);
    return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
  }
  if (ms < 10000) return (Math.floor(ms / 100) / 10).toFixed(1);
  const total = Math.ceil(ms / 1000);
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

function ordinal(n) {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : ['th', 'st', 'nd', 'rd'][n % 10] || 'th';
  return `${n}${s}`;
}

function button(label, onClick, cls = '') {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = label;
  if (cls) b.className = cls;
  b.addEventListener('click', onClick);
  return b;
}

export class RoomView {
  constructor({ conn, sounds, avatars, settings }) {
    this.conn = conn;
    this.sounds = sounds;
    this.avatars = avatars; // name -> Promise of a data URL (or null)
    this.settings = settings;
    this.state = null;
    this.board = new BoardView($('board'));
    this.board.setPieceStyle(settings.pieceStyle);
    this.board.onInput = (move) => this.onBoardInput(move);
    this.userFlip = false;
    this.firstPart = null; // the first part of a two-part turn, waiting for the second
    this.confirming = null; // the button asking for confirmation (resign)
    this.engines = []; // the server's engines (welcome), offered for a free seat
    $('flip').addEventListener('click', () => {
      this.userFlip = !this.userFlip;
      this.render();
    });
    $('request-accept').addEventListener('click', () => this.send({ t: 'answer', accept: true }));
    $('request-decline').addEventListener('click', () => this.send({ t: 'answer', accept: false }));
    this.ticker = setInterval(() => this.tick(), 100);
  }

  // --- entering, leaving, the server's messages -------------------------------------------

  open(room, as) {
    this.state = new RoomState(room);
    this.as = as;
    this.firstPart = null;
    this.userFlip = false;
    this.status('');
    $('room-title').textContent = `Room ${room}`;
    $('move-list').innerHTML = '';
    this.board.setPosition('', null);
    this.board.setInteraction({ mode: 'none' });
  }

  close() {
    this.state = null;
  }

  get room() {
    return this.state ? this.state.room : null;
  }

  // The join that (re)enters the room: a fresh page gets a snapshot; after a drop, `since`
  // brings the events missed (or a snapshot when they are no longer kept).
  async join(settings) {
    const msg = { t: 'join', room: this.state.room, as: this.as };
    if (settings) msg.settings = settings;
    if (this.state.n >= 0) msg.since = this.state.n;
    return this.conn.request(msg);
  }

  handle(msg) {
    if (!this.state || msg.room !== this.state.room) return;
    if (msg.t === 'snapshot') {
      this.state.applySnapshot(msg);
      this.firstPart = null;
      this.render({ boardChanged: true });
      return;
    }
    if (msg.t === 'chat') return;
    const result = this.state.applyEvent(msg);
    if (result === 'gap') {
      this.conn.request({ t: 'sync', room: this.state.room, since: this.state.n }).catch(() => {});
      return;
    }
    if (result !== 'applied') return;
    const boardChanged = ['start', 'move', 'takeback', 'end'].includes(msg.t);
    if (boardChanged) this.firstPart = null;
    this.render({ boardChanged });
    if (msg.t === 'move') this.moveEffects(msg);
    if (msg.t === 'start') this.status(`The game begins: ${this.state.sideName(msg.toMove || 'white')} to move.`);
    if (msg.t === 'request') this.requestNews(msg);
    if (msg.t === 'takeback') this.status(`${msg.turns} turn${msg.turns > 1 ? 's' : ''} taken back.`);
    if (msg.t === 'end') this.endNews();
    if (msg.t === 'presence') this.presenceNews(msg);
  }

  moveEffects(e) {
    const kind = e.mate ? 'mate' : e.check ? 'check' : e.capture ? 'capture' : null;
    const last = parseMove(e.move.split(',').pop());
    this.board.effect(kind, last ? last.to : null);
    this.sounds.play(kind || 'move');
    if (!e.ends) this.status(this.state.canMove ? 'Your move.' : '');
  }

  requestNews(e) {
    const s = this.state;
    const what = e.kind === 'draw' ? 'Draw offer' : 'Take-back';
    const who = s.sideName(e.by);
    const words = { accepted: 'accepted', refused: 'declined', lapsed: 'not answered in time', withdrawn: 'withdrawn by the move' };
    if (e.state === 'asked') this.status(`${who} asks: ${what.toLowerCase()}.`);
    else this.status(`${what} of ${who} ${words[e.state] || e.state}.`);
  }

  endNews() {
    const r = this.state.game.result;
    let text = `${r.reason || 'Game over'} (${r.result})`;
    if (r.ratings && this.state.mySide) {
      const mine = r.ratings[this.state.mySide];
      if (mine) text += ` · rating ${mine.before} → ${mine.after}${mine.provisional ? '?' : ''}`;
    }
    this.status(text);
    this.sounds.play(r.winner === 'draw' ? 'draw' : 'mate');
  }

  presenceNews(e) {
    const seat = this.state.seats[e.side];
    if (!seat) return;
    if (e.away) this.status(`${seat.name} is away: the game may be claimed when the grace period ends.`);
    else this.status(`${seat.name} is back.`);
  }

  status(text) {
    this.statusText = text;
    $('status-line').textContent = text;
  }

  send(msg) {
    if (!this.state) return Promise.resolve();
    return this.conn.request({ ...msg, room: this.state.room }).catch((e) => {
      this.status(e.message);
      throw e;
    });
  }

  // --- moves ----------------------------------------------------------------------------------

  onBoardInput(move) {
    const s = this.state;
    if (!s || !s.canMove) return;
    const kind = MULTI_PART[s.rules.variant];
    if (this.firstPart) {
      this.sendMove(`${this.firstPart},${move}`);
      return;
    }
    if (kind && this.needsSecondPart(kind, move)) {
      // `legal` lists first parts: the first is shown on the board at once, and the server
      // says what it allows next (secondParts). Until its answer, and from an older server
      // that has no such message, the second part is taken without hints; the server judges
      // the whole turn either way (a refused turn comes back off the board).
      this.firstPart = move;
      const m = parseMove(move);
      this.applyLocally(m);
      this.board.setInteraction(kind === 'stone' ? { mode: 'stone' } : { mode: 'step', side: s.mySide });
      this.status(kind === 'stone' ? 'Now place the stone on an empty point (right-click to start again).' : 'Now the second step (right-click to start again).');
      this.board.svg.addEventListener('contextmenu', () => this.cancelFirstPart(), { once: true });
      this.conn.request({ t: 'secondParts', room: s.room, move }).then((answer) => {
        if (this.state !== s || this.firstPart !== move) return; // taken back or played already
        if (!answer.legal.length) {
          this.sendMove(move); // that part ended the turn by itself
          return;
        }
        this.board.setInteraction(kind === 'stone'
          ? { mode: 'stone', targets: answer.legal.map((p) => parseMove(p).to) }
          : { mode: 'legal', legal: answer.legal });
      }).catch(() => {});
      return;
    }
    this.sendMove(move);
  }

  needsSecondPart(kind, move) {
    const m = parseMove(move);
    if (!m || !m.from) return false;
    const target = this.board.pos.cells.get(m.to);
    const captures = target && target !== '*' && pieceSide(target) !== this.state.mySide;
    if (kind === 'step') return !captures; // a capture ends a double-step turn at once
    return !(captures && target.toUpperCase() === 'K'); // taking the general ends the game
  }

  cancelFirstPart() {
    if (!this.firstPart) return;
    this.firstPart = null;
    this.render({ boardChanged: true });
  }

  applyLocally(m) {
    const cells = this.board.pos.cells;
    if (m.from) {
      const piece = cells.get(m.from);
      cells.delete(m.from);
      if (piece) cells.set(m.to, piece);
    } else if (m.drop) {
      for (const [sq, p] of cells) if (p === '*' && m.drop === 'S') cells.delete(sq);
      cells.set(m.to, m.drop === 'S' ? '*' : m.drop);
    }
    this.board.draw();
  }

  sendMove(move) {
    const s = this.state;
    this.firstPart = null;
    // Shown at once; the server's move event confirms it (or its refusal puts it back).
    for (const part of move.split(',')) {
      const m = parseMove(part);
      if (m) this.applyLocally(m);
    }
    this.board.setInteraction({ mode: 'none' });
    const ply = s.game.moves.length;
    // No second move while this one is on its way: the legal list comes back with the
    // server's answer (its move event), or is given back when the move is refused.
    const legal = s.game.legal;
    s.game.legal = null;
    this.send({ t: 'move', move, ply }).catch(() => {
      if (this.state === s && s.game && s.game.moves.length === ply && !s.game.legal) s.game.legal = legal;
      this.render({ boardChanged: true });
    });
  }

  // --- drawing --------------------------------------------------------------------------------

  // The side shown at the bottom: one's own, else Red/White; the Flip button turns it round.
  bottomSide() {
    const base = this.state.mySide || 'white';
    return this.userFlip ? other(base) : base;
  }

  render({ boardChanged = false } = {}) {
    const s = this.state;
    if (!s) return;
    const view = $('room-view');
    view.dataset.role = s.you.role || '';
    view.dataset.side = s.mySide || '';
    view.dataset.state = s.isPlaying ? 'playing' : s.game ? 'finished' : 'waiting';
    const r = s.rules;
    $('room-rules').textContent = [r.variant, r.timeControl, r.rated ? 'rated' : ''].filter(Boolean).join(' · ');
    $('room-watchers').textContent = `${s.watchers.count} watching`;
    $('room-watchers').title = s.watchers.names.join(', ');
    const bottom = this.bottomSide();
    const flipped = bottom === 'black';
    if (boardChanged || this.board.flipped !== flipped || !this.board.pos.files) {
      // Before the first game: the room's start position (the variant's usual one).
      const fen = s.game ? s.game.fen : r.fen || startFen(r.variant, s.isRedBlack);
      const last = s.lastMove;
      if (fen) this.board.setPosition(fen, last ? last.move : null);
      this.board.flipped = flipped;
      this.board.draw();
    }
    if (!this.firstPart) this.board.setInteraction(s.canMove ? { mode: 'legal', legal: s.game.legal } : { mode: 'none' });
    this.renderBar($('bar-bottom'), bottom);
    this.renderBar($('bar-top'), other(bottom));
    this.renderMoves();
    this.renderRequest();
    this.renderActions();
    this.renderNotes();
    if (!s.game && s.you.role === 'queue' && s.you.place) this.status(`You are ${ordinal(s.you.place)} in the queue.`);
    this.tick();
  }

  renderBar(bar, side) {
    const s = this.state;
    const seat = s.seats[side];
    bar.dataset.side = side;
    bar.classList.toggle('to-move', !!s.game && s.game.toMove === side);
    bar.classList.toggle('mine', s.mySide === side);
    bar.innerHTML = '';
    const colour = document.createElement('span');
    colour.className = `side-dot ${side}${s.isRedBlack ? ' redblack' : ''}`;
    colour.title = s.sideName(side);
    bar.appendChild(colour);
    const avatar = document.createElement('img');
    avatar.className = 'avatar';
    avatar.alt = '';
    avatar.hidden = true;
    bar.appendChild(avatar);
    if (seat && seat.avatar && this.avatars) {
      this.avatars(seat.name).then((url) => {
        if (url) {
          avatar.src = url;
          avatar.hidden = false;
        }
      });
    }
    const person = seat && !seat.guest && !seat.engine; // who has a player's page and a rating
    const name = document.createElement(person ? 'a' : 'span');
    name.className = 'name';
    if (seat) {
      name.textContent = seat.name;
      if (person) name.href = `#player/${encodeURIComponent(seat.name)}`;
    } else {
      name.textContent = `${s.sideName(side)}: free seat`;
      name.classList.add('free');
    }
    bar.appendChild(name);
    const rating = document.createElement('span');
    rating.className = 'rating';
    if (seat && !seat.engine) rating.textContent = seat.guest ? '(guest)' : `${seat.rating}${seat.provisional ? '?' : ''}`;
    bar.appendChild(rating);
    if (seat && seat.ready && !s.isPlaying) {
      const ready = document.createElement('span');
      ready.className = 'ready-mark';
      ready.textContent = 'ready';
      bar.appendChild(ready);
    }
    if (s.game && s.game.took.length && s.mySide === side) {
      const took = document.createElement('span');
      took.className = 'took';
      took.title = 'face-down pieces you took';
      took.textContent = s.game.took.join(' ');
      bar.appendChild(took);
    }
    const away = document.createElement('span');
    away.className = 'away';
    away.hidden = true;
    bar.appendChild(away);
    const spacer = document.createElement('span');
    spacer.className = 'spacer';
    bar.appendChild(spacer);
    const clock = document.createElement('span');
    clock.className = 'clock';
    bar.appendChild(clock);
  }

  renderMoves() {
    const s = this.state;
    const list = $('move-list');
    const moves = s.game ? s.game.moves : [];
    const chinese = s.isRedBlack;
    list.innerHTML = '';
    for (let i = 0; i < moves.length; i += 2) {
      const li = document.createElement('li');
      for (const m of moves.slice(i, i + 2)) {
        const span = document.createElement('span');
        span.className = 'mv';
        span.dataset.ply = m.ply;
        span.title = m.move;
        span.textContent = (chinese && m.zh) || m.san || m.move;
        if (m.mate) span.classList.add('mate');
        else if (m.check) span.classList.add('check');
        li.appendChild(span);
      }
      list.appendChild(li);
    }
    if (s.game && s.game.result) {
      const li = document.createElement('li');
      li.className = 'result';
      const r = s.game.result;
      li.textContent = `${r.result} ${r.reason || ''}`;
      // Rated games: each side's rating before and after.
      if (r.ratings) {
        const changes = SIDES.filter((side) => r.ratings[side]).map((side) => {
          const c = r.ratings[side];
          const name = s.seats[side] ? s.seats[side].name : s.sideName(side);
          return `${name} ${c.before} → ${c.after}${c.provisional ? '?' : ''}`;
        });
        const ratings = document.createElement('div');
        ratings.className = 'ratings';
        ratings.textContent = changes.join(', ');
        li.appendChild(ratings);
      }
      list.appendChild(li);
    }
    list.scrollTop = list.scrollHeight;
  }

  renderNotes() {
    const s = this.state;
    const notes = $('notes');
    notes.innerHTML = '';
    const items = s.game ? [...(s.game.warnings || []), ...(s.game.counters || [])] : [];
    for (const text of items) {
      const li = document.createElement('li');
      li.textContent = text;
      notes.appendChild(li);
    }
  }

  renderRequest() {
    const s = this.state;
    const bar = $('request-bar');
    const p = s.game && s.game.pending;
    bar.hidden = !p;
    if (!p) return;
    const what = p.kind === 'draw' ? 'offers a draw' : 'asks to take back a move';
    const answering = s.isPlayer && p.by !== s.mySide;
    bar.dataset.kind = p.kind;
    bar.classList.toggle('answering', answering);
    $('request-accept').hidden = !answering;
    $('request-decline').hidden = !answering;
    this.requestWords = p.by === s.mySide ? `You ${p.kind === 'draw' ? 'offered a draw' : 'asked to take back'}: waiting for the answer` : `${s.seats[p.by] ? s.seats[p.by].name : s.sideName(p.by)} ${what}`;
  }

  renderActions() {
    const s = this.state;
    const box = $('actions');
    box.innerHTML = '';
    this.confirming = null;
    if (!s.isPlayer) return; // spectators and the queue have no buttons
    const you = s.you;
    const act = (t, extra = {}) => () => this.send({ t, ...extra }).catch(() => {});
    if (!s.isPlaying) {
      const mine = s.seats[s.mySide];
      const opponent = s.seats[other(s.mySide)];
      if (mine && mine.ready) {
        box.appendChild(button('Not ready', act('ready', { ready: false })));
      } else if (s.game && s.game.result && opponent) {
        box.appendChild(button('Rematch', () => this.send({ t: 'rematch' }).catch(() => this.send({ t: 'ready' }).catch(() => {})), 'primary'));
      } else {
        box.appendChild(button('Ready', act('ready'), 'primary'));
      }
      this.renderEngineChoice(box, opponent);
      return;
    }
    if (you.canAbort) box.appendChild(button('Abort', act('abort')));
    const takeBack = button(`Take back (${you.takeBacksLeft ?? 0})`, act('request', { kind: 'takeback' }));
    takeBack.disabled = !you.canTakeBack;
    takeBack.dataset.action = 'takeback';
    box.appendChild(takeBack);
    const draw = button(`Offer draw (${you.drawOffersLeft ?? 0})`, act('request', { kind: 'draw' }));
    draw.disabled = !you.canOfferDraw;
    draw.dataset.action = 'draw';
    box.appendChild(draw);
    const resign = button('Resign', () => this.confirmResign(resign), 'danger');
    resign.disabled = !you.canResign;
    resign.dataset.action = 'resign';
    box.appendChild(resign);
    const claims = document.createElement('span');
    claims.className = 'claims';
    claims.hidden = true;
    claims.appendChild(button('Claim Win', act('claim', { result: 'win' }), 'primary'));
    claims.appendChild(button('Claim Draw', act('claim', { result: 'draw' })));
    box.appendChild(claims);
  }

  // Between games: a free opposite seat can take one of the server's engines, and a seated
  // engine can be sent away. The server says why when it cannot (no free seat, engine limit).
  renderEngineChoice(box, opponent) {
    const fail = (e) => this.status(e.message);
    if (opponent && opponent.engine) {
      const away = button('Remove engine', () => this.send({ t: 'unseatEngine' }).catch(fail));
      away.dataset.action = 'unseat-engine';
      box.appendChild(away);
      return;
    }
    if (opponent || !this.engines.length) return;
    const choice = document.createElement('select');
    choice.id = 'engine-choice';
    choice.title = 'the engine to play';
    for (const name of this.engines) choice.appendChild(new Option(name, name));
    choice.hidden = this.engines.length < 2;
    const play = button(this.engines.length < 2 ? `Play ${this.engines[0]}` : 'Play engine', () => {
      play.disabled = true;
      this.status(`Starting ${choice.value}…`);
      this.send({ t: 'seatEngine', engine: choice.value })
        .then(() => this.status(`${choice.value} sits down: say Ready to begin.`))
        .catch((e) => {
          play.disabled = false;
          fail(e);
        });
    });
    play.dataset.action = 'seat-engine';
    box.appendChild(choice);
    box.appendChild(play);
  }

  // Resigning asks first: the button becomes "Really resign?" for five seconds.
  confirmResign(b) {
    if (this.confirming === b) {
      this.confirming = null;
      this.send({ t: 'resign' }).catch(() => {});
      return;
    }
    this.confirming = b;
    b.textContent = 'Really resign?';
    b.classList.add('confirm');
    setTimeout(() => {
      if (this.confirming !== b) return;
      this.confirming = null;
      b.textContent = 'Resign';
      b.classList.remove('confirm');
    }, 5000);
  }

  // Ten times a second: the running clock, the request's countdown, the away players' grace.
  tick() {
    const s = this.state;
    if (!s) return;
    const now = performance.now();
    for (const id of ['bar-top', 'bar-bottom']) {
      const bar = $(id);
      const side = bar.dataset.side;
      const clockEl = bar.querySelector('.clock');
      if (!clockEl || !side) continue;
      const c = s.game ? s.clock.read(side, now) : { none: true };
      if (c.none) {
        clockEl.textContent = s.game ? '∞' : '';
        delete clockEl.dataset.ms;
      } else {
        let text = formatMs(c.ms);
        if (s.clock.periodMs > 0 && c.byo !== undefined && s.clock.clock.periods) text += ` ×${c.periods}`;
        clockEl.textContent = text;
        clockEl.dataset.ms = String(Math.round(c.ms));
        clockEl.classList.toggle('running', !!c.running);
        clockEl.classList.toggle('low', c.ms < 10000 && !!c.running);
      }
      const away = bar.querySelector('.away');
      const secs = s.claimInSeconds(side, now);
      away.hidden = secs === null;
      if (secs !== null) away.textContent = secs > 0 ? `away — claim in ${secs} s` : 'away';
    }
    // Claims: when the opponent's grace period is over.
    const claims = document.querySelector('#actions .claims');
    if (claims && s.isPlaying && s.mySide) claims.hidden = s.claimInSeconds(other(s.mySide), now) !== 0;
    const p = s.game && s.game.pending;
    if (p) {
      const secs = Math.max(0, Math.ceil((p.expiresAt - now) / 1000));
      // The one answering sees the seconds on Decline; the others in the text.
      const answering = $('request-bar').classList.contains('answering');
      $('request-text').textContent = answering ? this.requestWords : `${this.requestWords} (${secs} s)`;
      $('request-decline').textContent = `Decline (${secs})`;
      $('request-bar').dataset.seconds = String(secs);
    }
  }
}
