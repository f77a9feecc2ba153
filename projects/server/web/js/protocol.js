// The connection to arbiter-server (docs/online.md, "Protocol"): one WebSocket to the page's own
// host and port, JSON text frames. Requests carry an `id` and resolve with the server's answer to
// that id; everything else (room events, snapshots, unsolicited errors) goes to onMessage. When
// the connection drops it is opened again by itself with a growing pause (1, 2, 4, 8, then every
// 10 s, as the GUI does); onOpen runs on every (re)connection, so that the page says again who
// it is (`resume`) and rejoins its room with `since`.
//
// The connection of a room names it in its address (?room=N): behind a proxy in front of several
// server processes, every connection of a room reaches the process that plays it (docs/online.md,
// "Running it for a club"). The lobby's connection may reach any of them, so joining another
// room first moves to a connection that names it: the page's session goes with it (`resume`
// with its token), and the join follows on the new connection.

const BACKOFF_MS = [1000, 2000, 4000, 8000, 10000];
const REQUEST_TIMEOUT_MS = 15000;

export class Connection {
  constructor(url) {
    this.fixedUrl = url || null; // an address given: used as it is
    this.room = Connection.routeRoom();
    this.token = null; // the session's, from the last `identity`
    this.moving = null; // {resolve}: a move to another room's connection under way
    this.socket = null;
    this.nextId = 1;
    this.pending = new Map(); // id -> {resolve, reject, timer}
    this.attempt = 0;
    this.closedByUs = false;
    this.onMessage = () => {};
    this.onOpen = async () => {};
    this.onState = () => {}; // 'connecting' | 'open' | 'reconnecting'
  }

  // ws://host:port/ of the page, wss:// under https (a proxy in front of the server), with the
  // room it plays or watches.
  static defaultUrl(room) {
    const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
    return `${scheme}//${location.host}/${room ? `?room=${room}` : ''}`;
  }

  // The room of the page's address (#room/N, #watch/N), or null.
  static routeRoom() {
    const m = /^#\/?(?:room|watch)\/(\d{1,9})$/.exec(decodeURIComponent(location.hash));
    return m ? parseInt(m[1], 10) : null;
  }

  get url() {
    return this.fixedUrl || Connection.defaultUrl(this.room);
  }

  get isOpen() {
    return this.socket !== null && this.socket.readyState === WebSocket.OPEN;
  }

  connect() {
    this.closedByUs = false;
    this.onState(this.attempt === 0 ? 'connecting' : 'reconnecting');
    const socket = new WebSocket(this.url);
    this.socket = socket;
    socket.onopen = async () => {
      this.attempt = 0;
      const moving = this.moving;
      this.moving = null;
      try {
        if (moving && this.token) await this.request({ t: 'resume', token: this.token });
        else await this.onOpen();
      } catch (e) {
        console.warn('after connecting:', e);
      }
      if (this.socket === socket) this.onState('open');
      if (moving) moving.resolve();
    };
    socket.onmessage = (ev) => this.receive(ev.data);
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.rejectPending('connection lost');
      if (this.closedByUs) return;
      const delay = BACKOFF_MS[Math.min(this.attempt, BACKOFF_MS.length - 1)];
      this.attempt += 1;
      this.onState('reconnecting', delay);
      this.retryTimer = setTimeout(() => this.connect(), delay);
    };
  }

  // Requests in flight will never be answered on this connection.
  rejectPending(why) {
    for (const [, p] of this.pending) {
      clearTimeout(p.timer);
      p.reject(new Error(why));
    }
    this.pending.clear();
  }

  // A connection that names `room` instead of this one, with the same session; resolves once
  // it is open and the session resumed.
  moveTo(room) {
    this.room = room;
    const old = this.socket;
    this.socket = null; // its close is no drop: no reconnection for it
    this.rejectPending('connection moved');
    old.close(); // after what was sent on it (a `leave`)
    return new Promise((resolve) => {
      this.moving = { resolve };
      this.connect();
    });
  }

  // For tests and the page's own "drop" (not used by people): close as a network drop would.
  dropForTest() {
    if (this.socket) this.socket.close();
  }

  receive(text) {
    let msg;
    try {
      msg = JSON.parse(text);
    } catch {
      return; // the server sends JSON only
    }
    if (msg.t === 'identity' && msg.token) this.token = msg.token;
    if (typeof msg.id === 'number' && this.pending.has(msg.id)) {
      const p = this.pending.get(msg.id);
      this.pending.delete(msg.id);
      clearTimeout(p.timer);
      if (msg.t === 'error') p.reject(Object.assign(new Error(msg.error), { about: msg.about }));
      else p.resolve(msg);
      return;
    }
    this.onMessage(msg);
  }

  // Sends a message and resolves with its answer (rejects with the server's error text).
  request(msg) {
    if (msg.t === 'logout') this.token = null;
    if (msg.t === 'join' && !this.fixedUrl && msg.room !== this.room) {
      if (!this.isOpen) this.room = msg.room; // the next connection names it
      else return this.moveTo(msg.room).then(() => this.request(msg));
    }
    return new Promise((resolve, reject) => {
      if (!this.isOpen) {
        reject(new Error('not connected'));
        return;
      }
      const id = this.nextId++;
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`no answer to '${msg.t}'`));
      }, REQUEST_TIMEOUT_MS);
      this.pending.set(id, { resolve, reject, timer });
      this.socket.send(JSON.stringify({ ...msg, id }));
    });
  }
}
