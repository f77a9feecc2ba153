// The page's entry: the connection, who the person is (guest, login, register; the session
// token kept in localStorage and presented again with `resume`), the lobby, a player's page and
// the room screen (room.js), chosen by the address's #fragment so that a reload or a shared
// link lands in the same place: #room/N plays, #watch/N watches, #player/NAME shows a player.

import { Connection } from './protocol.js';
import { RoomView } from './room.js';
import { Sounds } from './sound.js';

const $ = (id) => document.getElementById(id);
const TOKEN_KEY = 'arbiter.token';
const NAME_KEY = 'arbiter.name';
const LOBBY_REFRESH_MS = 5000;

const conn = new Connection();
const sounds = new Sounds();
let identity = null; // the server's `identity` answer
let route = { view: 'lobby' };
let pendingSettings = null; // a new room's settings, sent with its first join
let lobbyTimer = null;
const avatarCache = new Map();

function avatarUrl(base64) {
  return base64 ? `data:image/png;base64,${base64}` : null;
}

function avatars(name) {
  if (!avatarCache.has(name))
    avatarCache.set(name, conn.request({ t: 'profile', name }).then((p) => avatarUrl(p.avatar)).catch(() => null));
  return avatarCache.get(name);
}

const roomView = new RoomView({
  conn, sounds, avatars,
  settings: {
    pieceStyle: {
      xiangqi: localStorage.getItem('arbiter.xqPieces') || 'chars',
      chess: localStorage.getItem('arbiter.chessPieces') || 'classic',
    },
  },
});

// The piece sets: Chinese characters or the GUI's letters (xiangqi), the GUI's classic or block
// set (chess); the choice is remembered.
$('pieces').addEventListener('click', () => {
  const board = roomView.board;
  if (board.pos.xiangqi) {
    const next = board.pieceStyle.xiangqi === 'chars' ? 'letters' : 'chars';
    localStorage.setItem('arbiter.xqPieces', next);
    board.setPieceStyle({ xiangqi: next });
  } else {
    const next = board.pieceStyle.chess === 'classic' ? 'block' : 'classic';
    localStorage.setItem('arbiter.chessPieces', next);
    board.setPieceStyle({ chess: next });
  }
});

// --- routing ----------------------------------------------------------------------------------

function parseRoute() {
  const h = decodeURIComponent(location.hash.replace(/^#\/?/, ''));
  let m = /^(room|watch)\/(\d{1,9})$/.exec(h);
  if (m) return { view: 'room', room: parseInt(m[2], 10), as: m[1] === 'watch' ? 'spectator' : 'player' };
  m = /^player\/(.+)$/.exec(h);
  if (m) return { view: 'player', name: m[1] };
  return { view: 'lobby' };
}

function show(id) {
  for (const v of ['identity-view', 'lobby-view', 'room-view', 'player-view']) $(v).hidden = v !== id;
  document.body.dataset.view = id.replace('-view', '');
}

async function go() {
  const next = parseRoute();
  const leaving = roomView.room !== null && (next.view !== 'room' || next.room !== roomView.room);
  if (leaving) {
    const room = roomView.room;
    roomView.close();
    conn.request({ t: 'leave', room }).catch(() => {});
  }
  route = next;
  clearInterval(lobbyTimer);
  lobbyTimer = null;
  if (!conn.isOpen) return; // shown once connected (onOpen)
  if (route.view === 'player') {
    show('player-view');
    showPlayer(route.name);
    return;
  }
  if (!identity) {
    show('identity-view');
    return;
  }
  if (route.view === 'room') {
    show('room-view');
    if (roomView.room !== route.room) {
      roomView.open(route.room, route.as);
      try {
        const ok = await roomView.join(pendingSettings);
        if (pendingSettings && ok.created === false) roomView.status('The room existed already: it keeps its own rules.');
      } catch (e) {
        roomView.status(`Cannot join room ${route.room}: ${e.message}`);
      }
      pendingSettings = null;
    }
    return;
  }
  show('lobby-view');
  refreshRooms();
  lobbyTimer = setInterval(refreshRooms, LOBBY_REFRESH_MS);
}

window.addEventListener('hashchange', go);

// --- connection -------------------------------------------------------------------------------

conn.onState = (state, delay) => {
  const el = $('conn-state');
  el.dataset.state = state;
  el.textContent = state === 'open' ? '' : state === 'connecting' ? 'Connecting…' : `Reconnecting${delay ? ` in ${Math.round(delay / 1000)} s` : ''}…`;
  document.body.classList.toggle('offline', state !== 'open');
  if (state === 'reconnecting' && roomView.state) roomView.status('Reconnecting…');
};

conn.onOpen = async () => {
  await conn.request({ t: 'hello', protocol: 1, client: 'arbiter-web' }).catch(() => {});
  const token = localStorage.getItem(TOKEN_KEY);
  if (token && !identity) {
    try {
      setIdentity(await conn.request({ t: 'resume', token }));
    } catch {
      localStorage.removeItem(TOKEN_KEY); // an unknown session: say who you are again
    }
  } else if (identity) {
    // After a drop: the same session again, then the room with the events missed.
    try {
      setIdentity(await conn.request({ t: 'resume', token: identity.token }));
    } catch {
      setIdentity(null);
    }
  }
  if (roomView.state && identity) {
    try {
      await roomView.join(null);
      roomView.status('Connected again.');
    } catch (e) {
      roomView.status(e.message);
    }
    return;
  }
  go();
};

conn.onMessage = (msg) => {
  // The server's greeting on every connection: the engines a room may seat (docs/online.md,
  // "Engines in rooms"), offered by the room's buttons.
  if (msg.t === 'welcome') {
    roomView.engines = msg.engines || [];
    return;
  }
  if (msg.t === 'error') {
    if (roomView.state) roomView.status(msg.error);
    return;
  }
  roomView.handle(msg);
};

// --- identity ---------------------------------------------------------------------------------

function setIdentity(id) {
  identity = id;
  const who = $('who');
  who.innerHTML = '';
  if (!id) {
    localStorage.removeItem(TOKEN_KEY);
    return;
  }
  localStorage.setItem(TOKEN_KEY, id.token);
  localStorage.setItem(NAME_KEY, id.name);
  const name = document.createElement(id.guest ? 'span' : 'a');
  name.textContent = id.guest ? `${id.name} (guest)` : `${id.name} ${id.rating}${id.provisional ? '?' : ''}`;
  if (!id.guest) name.href = `#player/${encodeURIComponent(id.name)}`;
  name.className = 'who-name';
  who.appendChild(name);
  const out = document.createElement('button');
  out.type = 'button';
  out.textContent = 'Log out';
  out.addEventListener('click', async () => {
    if (roomView.state) location.hash = '';
    await conn.request({ t: 'logout' }).catch(() => {});
    setIdentity(null);
    go();
  });
  who.appendChild(out);
}

let identityTab = 'guest';
function setTab(tab) {
  identityTab = tab;
  for (const b of document.querySelectorAll('#identity-view .tab')) b.classList.toggle('active', b.dataset.tab === tab);
  $('identity-view').dataset.tab = tab;
  $('id-password').required = tab !== 'guest';
  $('id-password').autocomplete = tab === 'register' ? 'new-password' : 'current-password';
  $('id-submit').textContent = { guest: 'Go on as guest', login: 'Log in', register: 'Register' }[tab];
  $('identity-error').textContent = '';
}
for (const b of document.querySelectorAll('#identity-view .tab')) b.addEventListener('click', () => setTab(b.dataset.tab));
setTab('guest');
$('id-name').value = localStorage.getItem(NAME_KEY) || '';

// Any image the person picks, made at most 96 x 96 and sent as PNG (as the GUI does).
async function avatarBase64(file) {
  if (!file) return null;
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, 96 / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  canvas.getContext('2d').drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/png').split(',')[1];
}

$('identity-form').addEventListener('submit', async (ev) => {
  ev.preventDefault();
  const name = $('id-name').value.trim();
  const password = $('id-password').value;
  try {
    let answer;
    if (identityTab === 'guest') answer = await conn.request({ t: 'guest', name });
    else if (identityTab === 'login') answer = await conn.request({ t: 'login', name, password });
    else {
      const msg = { t: 'register', name, password };
      const avatar = await avatarBase64($('id-avatar').files[0]);
      if (avatar) msg.avatar = avatar;
      answer = await conn.request(msg);
    }
    $('id-password').value = '';
    setIdentity(answer);
    sounds.load();
    go();
  } catch (e) {
    $('identity-error').textContent = e.message;
  }
});

// --- lobby ------------------------------------------------------------------------------------

async function refreshRooms() {
  let answer;
  try {
    answer = await conn.request({ t: 'rooms' });
  } catch {
    return;
  }
  const body = $('rooms-table').querySelector('tbody');
  body.innerHTML = '';
  const rooms = answer.rooms || [];
  $('rooms-empty').hidden = rooms.length > 0;
  for (const r of rooms) {
    const tr = document.createElement('tr');
    tr.dataset.room = r.room;
    const seat = (s) => (s ? `${s.name}${s.guest ? '' : ` ${s.rating}${s.provisional ? '?' : ''}`}` : '—');
    const cells = [
      `${r.room}`,
      `${seat(r.seats && r.seats.white)} vs ${seat(r.seats && r.seats.black)}${r.queue ? ` (+${r.queue} waiting)` : ''}`,
      `${r.variant} · ${r.timeControl}${r.rated ? ' · rated' : ''} · ${r.state}`,
      `${r.watchers}`,
    ];
    for (const c of cells) {
      const td = document.createElement('td');
      td.textContent = c;
      tr.appendChild(td);
    }
    const td = document.createElement('td');
    td.className = 'room-buttons';
    const play = document.createElement('a');
    play.href = `#room/${r.room}`;
    play.textContent = 'Play';
    play.className = 'button primary';
    const watch = document.createElement('a');
    watch.href = `#watch/${r.room}`;
    watch.textContent = 'Watch';
    watch.className = 'button';
    td.append(play, watch);
    tr.appendChild(td);
    body.appendChild(tr);
  }
  lastRooms = rooms;
}
let lastRooms = [];

$('goto-form').addEventListener('submit', (ev) => {
  ev.preventDefault();
  location.hash = `#room/${parseInt($('goto-number').value, 10)}`;
});
$('goto-watch').addEventListener('click', () => {
  const n = parseInt($('goto-number').value, 10);
  if (n > 0) location.hash = `#watch/${n}`;
});

$('create-form').addEventListener('submit', (ev) => {
  ev.preventDefault();
  let number = parseInt($('new-room').value, 10);
  const taken = new Set(lastRooms.map((r) => r.room));
  if (!(number > 0)) {
    do number = 1 + Math.floor(Math.random() * 99999);
    while (taken.has(number));
  } else if (taken.has(number)) {
    $('create-error').textContent = `Room ${number} exists already: go to it, or choose another number.`;
    return;
  }
  $('create-error').textContent = '';
  pendingSettings = {
    variant: $('new-variant').value,
    timeControl: $('new-tc').value.trim() || 'inf',
    rated: $('new-rated').checked,
    takeBacks: parseInt($('new-takebacks').value, 10) || 0,
    drawOffers: parseInt($('new-draws').value, 10) || 0,
  };
  sounds.load();
  location.hash = `#room/${number}`;
});

// --- a player's page --------------------------------------------------------------------------

async function showPlayer(name) {
  $('profile-name').textContent = name;
  $('profile-rating').textContent = '';
  $('profile-avatar').hidden = true;
  const body = $('games-table').querySelector('tbody');
  body.innerHTML = '';
  $('games-empty').hidden = true;
  try {
    const p = await conn.request({ t: 'profile', name });
    $('profile-name').textContent = p.name;
    $('profile-rating').textContent = `Rating ${p.rating}${p.provisional ? '? (provisional)' : ''} · ${p.games} game${p.games === 1 ? '' : 's'}`;
    if (p.avatar) {
      $('profile-avatar').src = avatarUrl(p.avatar);
      $('profile-avatar').hidden = false;
    }
  } catch (e) {
    $('profile-rating').textContent = e.message;
    return;
  }
  let list = [];
  try {
    list = (await conn.request({ t: 'games', name, limit: 100 })).games || [];
  } catch (e) {
    $('profile-rating').textContent += ` · ${e.message}`;
  }
  $('games-empty').hidden = list.length > 0;
  for (const g of list) {
    const tr = document.createElement('tr');
    for (const c of [g.date.slice(0, 16).replace('T', ' '), g.white, g.black, `${g.result} ${g.reason}`, `${g.variant} · ${g.timeControl}${g.rated ? ' · rated' : ''}`]) {
      const td = document.createElement('td');
      td.textContent = c;
      tr.appendChild(td);
    }
    const td = document.createElement('td');
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = 'PGN';
    b.className = 'pgn';
    b.addEventListener('click', () => downloadPgn(g.room, g.game));
    td.appendChild(b);
    tr.appendChild(td);
    body.appendChild(tr);
  }
}

async function downloadPgn(room, game) {
  try {
    const answer = await conn.request({ t: 'game', room, game });
    const url = URL.createObjectURL(new Blob([answer.pgn], { type: 'application/x-chess-pgn' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `arbiter-room${room}-game${game}.pgn`;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10000);
  } catch (e) {
    alert(e.message);
  }
}

// --- the rest ---------------------------------------------------------------------------------

function showSound() {
  const b = $('sound-toggle');
  b.textContent = sounds.enabled ? 'Sound on' : 'Sound off';
  b.setAttribute('aria-pressed', String(sounds.enabled));
}
$('sound-toggle').addEventListener('click', () => {
  sounds.setEnabled(!sounds.enabled);
  sounds.load();
  showSound();
});
showSound();
// Audio may start only after the person touched the page.
document.addEventListener('pointerdown', () => sounds.load(), { once: true });

$('leave').addEventListener('click', () => {
  const s = roomView.state;
  if (s && s.isPlaying && s.isPlayer && !confirm('Leave while you play? The game goes on, and your opponent may claim it after the grace period.')) return;
  location.hash = '';
});

// The page's parts for the browser tests (tests/browser): the connection, to drop it.
window.arbiter = { conn, roomView };

conn.connect();
