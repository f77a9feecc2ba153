// The connection to arbiter-server (docs/online.md, "Protocol"): one WebSocket to the page's own
// host and port, JSON text frames. Requests carry an `id` and resolve with the server's answer to
// that id; everything else (room events, snapshots, unsolicited errors) goes to onMessage. When
// the connection drops it is opened again by itself with a growing pause (1, 2, 4, 8, then every
// 10 s, as the GUI does); onOpen runs on every (re)connection, so that the page says again who
// it is (`resume`) and rejoins its room with `since`.

const BACKOFF_MS = [1000, 2000, 4000, 8000, 10000];
const REQUEST_TIMEOUT_MS = 15000;

export class Connection {
  constructor(url) {
    this.url = url || Connection.defaultUrl();
    this.socket = null;
    this.nextId = 1;
    this.pending = new Map(); // id -> {resolve, reject, timer}
    this.attempt = 0;
    this.closedByUs = false;
    this.onMessage = () => {};
    this.onOpen = async () => {};
    this.onState = () => {}; // 'connecting' | 'open' | 'reconnecting'
  }

  // ws://host:port/ of the page, wss:// under https (a proxy in front of the server).
  static defaultUrl() {
    const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
    return `${scheme}//${location.host}/`;
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
      try {
        await this.onOpen();
      } catch (e) {
        console.warn('after connecting:', e);
      }
      if (this.socket === socket) this.onState('open');
    };
    socket.onmessage = (ev) => this.receive(ev.data);
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      // Requests in flight will never be answered on this connection.
      for (const [, p] of this.pending) {
        clearTimeout(p.timer);
        p.reject(new Error('connection lost'));
      }
      this.pending.clear();
      if (this.closedByUs) return;
      const delay = BACKOFF_MS[Math.min(this.attempt, BACKOFF_MS.length - 1)];
      this.attempt += 1;
      this.onState('reconnecting', delay);
      this.retryTimer = setTimeout(() => this.connect(), delay);
    };
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
