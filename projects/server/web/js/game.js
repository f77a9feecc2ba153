// The state of one room as this page knows it, built from the server's snapshot and numbered
// events (docs/online.md, "Events" and "Snapshot"). No rules here: the position is the server's
// FEN, the legal moves are its `legal` list, the buttons its `you`. Pure data, no DOM, so that
// the room view can be redrawn from it at any time.

export const SIDES = ['white', 'black'];
export const other = (side) => (side === 'white' ? 'black' : 'white');

// Byo-yomi time controls ("600|30", "600|30x3"): the period's length in ms, else 0.
export function byoPeriodMs(timeControl) {
  const m = /\|(\d+(?:\.\d+)?)(?:x\d+)?$/.exec(timeControl || '');
  return m ? Math.round(parseFloat(m[1]) * 1000) : 0;
}

// A side's clock as the server last told it, counted down here (the server's clock rules; its
// next event corrects any drift). Under byo-yomi the main time runs into the periods and each
// period spent starts the next, as the server counts (online/roomclock.h).
export class ClockModel {
  constructor() {
    this.set(null, 0);
  }

  set(clock, periodMs, now = performance.now()) {
    this.clock = clock || null;
    this.periodMs = periodMs;
    this.at = now;
  }

  // {ms, periods, byo, running, none} for a side at `now`.
  read(side, now = performance.now()) {
    const c = this.clock;
    const i = side === 'white' ? 0 : 1;
    if (!c || typeof c[side] !== 'number' || c[side] < 0) return { none: true };
    let ms = c[side];
    let periods = c.periods ? c.periods[i] : 0;
    let byo = c.byo ? !!c.byo[i] : false;
    const running = c.running === side;
    if (running) {
      ms -= now - this.at;
      if (this.periodMs > 0 && c.periods) {
        if (!byo && ms < 0) {
          byo = true;
          ms += this.periodMs;
        }
        while (byo && ms < 0 && periods > 1) {
          periods -= 1;
          ms += this.periodMs;
        }
      }
    }
    return { ms: Math.max(0, ms), periods, byo, running };
  }
}

export class RoomState {
  constructor(room) {
    this.room = room;
    this.n = -1; // the last event number applied
    this.rules = {};
    this.you = { role: '' };
    this.seats = { white: null, black: null };
    this.queue = [];
    this.watchers = { count: 0, names: [] };
    this.game = null; // {serial, variant, startFen, fen, moves, toMove, legal, pending, result, took, warnings, counters}
    this.clock = new ClockModel();
    this.awayUntil = { white: 0, black: 0 }; // performance.now() when a claim becomes possible
    this.chat = [];
  }

  get isPlayer() {
    return this.you.role === 'player';
  }
  get mySide() {
    return this.isPlayer ? this.you.side : null;
  }
  get isPlaying() {
    return !!this.game && !this.game.result;
  }
  get isRedBlack() {
    return !!this.rules.redBlack;
  }
  sideName(side) {
    if (this.isRedBlack) return side === 'white' ? 'Red' : 'Black';
    return side === 'white' ? 'White' : 'Black';
  }
  // Whether the player may move now (the server sent its legal moves with the last event).
  get canMove() {
    return this.isPlaying && this.game.toMove === this.mySide && Array.isArray(this.game.legal) && this.game.legal.length > 0;
  }
  get lastMove() {
    const moves = this.game ? this.game.moves : [];
    return moves.length ? moves[moves.length - 1] : null;
  }

  setClock(clock) {
    this.clock.set(clock, byoPeriodMs(this.rules.timeControl));
  }

  applySnapshot(s) {
    this.n = s.n;
    this.rules = s.rules || {};
    this.you = s.you || { role: '' };
    this.seats = s.seats || { white: null, black: null };
    this.queue = s.queue || [];
    this.watchers = s.watchers || { count: 0, names: [] };
    this.chat = s.chat || [];
    const now = performance.now();
    this.awayUntil = { white: 0, black: 0 };
    for (const side of SIDES)
      if (s.claimInMs && typeof s.claimInMs[side] === 'number') this.awayUntil[side] = now + s.claimInMs[side];
    if (s.game) {
      const g = s.game;
      this.game = {
        serial: g.serial, variant: g.variant, startFen: g.startFen, fen: g.fen,
        moves: g.moves || [], toMove: g.result ? null : g.toMove, legal: g.legal || null,
        pending: g.pending ? { ...g.pending, expiresAt: now + g.pending.expiresInMs } : null,
        result: g.result || null, took: g.took || [], warnings: g.warnings || [], counters: g.counters || [],
      };
      this.setClock(g.clock);
    } else {
      this.game = null;
      this.setClock(null);
    }
  }

  // Applies a numbered event; returns 'applied', 'old' (already seen) or 'gap' (events were
  // missed: the caller asks for them with `sync`).
  applyEvent(e) {
    if (typeof e.n === 'number') {
      if (e.n <= this.n) return 'old';
      if (this.n >= 0 && e.n > this.n + 1) return 'gap';
      this.n = e.n;
    }
    if (e.you) this.you = { ...e.you, role: e.you.role || this.you.role };
    const now = performance.now();
    switch (e.t) {
      case 'seats':
        this.seats = e.seats;
        this.queue = e.queue || [];
        if (!e.you && this.you.role !== 'spectator') this.refreshRoleFromSeats();
        for (const side of SIDES) if (!this.seats[side] || !this.seats[side].away) this.awayUntil[side] = 0;
        break;
      case 'watchers':
        this.watchers = { count: e.count, names: e.names || [] };
        break;
      case 'presence':
        if (this.seats[e.side]) this.seats[e.side] = { ...this.seats[e.side], away: e.away };
        this.awayUntil[e.side] = e.away ? now + (e.claimInMs || 0) : 0;
        if (e.clock && this.game) this.setClock(e.clock);
        break;
      case 'start':
        this.game = {
          serial: e.serial, variant: e.variant, startFen: e.startFen, fen: e.fen, moves: [],
          toMove: e.toMove, legal: e.legal || null, pending: null, result: null, took: [], warnings: [], counters: [],
        };
        if (e.seats) this.seats = e.seats;
        this.setClock(e.clock);
        break;
      case 'move':
        if (!this.game) break;
        this.game.moves = this.game.moves.slice(0, e.ply - 1);
        this.game.moves.push({ ply: e.ply, move: e.move, san: e.san, zh: e.zh, side: e.side, capture: !!e.capture, check: !!e.check, mate: !!e.mate });
        this.game.fen = e.fen;
        this.game.toMove = e.ends ? null : other(e.side);
        this.game.legal = e.legal || null;
        this.game.pending = null; // a move withdraws a waiting request
        this.game.warnings = e.warnings || [];
        this.game.counters = e.counters || [];
        if (e.took) this.game.took.push(e.took);
        this.setClock(e.clock);
        break;
      case 'request':
        if (!this.game) break;
        this.game.pending = e.state === 'asked' ? { kind: e.kind, by: e.by, expiresAt: now + (e.expiresInMs || 0) } : null;
        if (e.legal) this.game.legal = e.legal;
        break;
      case 'takeback':
        if (!this.game) break;
        this.game.moves = this.game.moves.slice(0, e.ply);
        this.game.fen = e.fen;
        this.game.toMove = this.game.moves.length % 2 === 0 ? 'white' : 'black';
        this.game.toMove = this.sideToMoveFromFen(e.fen) || this.game.toMove;
        this.game.legal = e.legal || null;
        this.game.pending = null;
        this.setClock(e.clock);
        break;
      case 'end':
        if (!this.game) break;
        this.game.result = { result: e.result, winner: e.winner, reason: e.reason, termination: e.termination, aborted: !!e.aborted, ratings: e.ratings };
        this.game.toMove = null;
        this.game.legal = null;
        this.game.pending = null;
        this.setClock(e.clock);
        break;
      default:
        break;
    }
    return 'applied';
  }

  sideToMoveFromFen(fen) {
    const f = (fen || '').split(' ')[1];
    return f === 'w' ? 'white' : f === 'b' ? 'black' : null;
  }

  // A seats event without `you` (sent to spectators and to members who left): whoever is
  // not in a seat is no player any more.
  refreshRoleFromSeats() {
    if (this.you.role === 'player' && !this.seats[this.you.side]) this.you = { role: '' };
  }

  // The number of seconds (rounded up) until a claim is possible against `side`, or null.
  claimInSeconds(side, now = performance.now()) {
    if (!this.seats[side] || !this.seats[side].away || !this.awayUntil[side]) return null;
    return Math.max(0, Math.ceil((this.awayUntil[side] - now) / 1000));
  }
}
