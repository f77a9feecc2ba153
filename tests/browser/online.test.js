// arbiter-server's browser page in a real browser (docs/online.md, "The browser page"): two
// pages play a whole xiangqi game through the page's own controls while a third one watches,
// then a page plays a client that is no browser (a WebSocket client of this file). Checks what
// each page shows: moves arriving by themselves in Chinese notation, the capture/check effect,
// clocks that run, the take-back request bar with its countdown, the spectator's page without
// buttons and a board that takes no move, the opponent's away state during a dropped
// connection and the page's reconnection, resignation with its confirmation, the player's page
// with a PGN download; and a person plays the server's arbiter-engine seated from the page's
// buttons (its replies arriving by themselves, a take-back it grants). Screenshots go to the artifacts folder (desktop and phone size).
//
// node online.test.js ARBITER_SERVER ARTIFACTS_DIR   (env ARBITER_DOCS_SCREENSHOTS=DIR: also the
// screenshots of docs/online.md, written there)
'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const WebSocket = require('ws');
const s = require('./support');

const [serverBinary, artifactsArg] = process.argv.slice(2);
if (!serverBinary) {
  console.error('usage: node online.test.js ARBITER_SERVER [ARTIFACTS_DIR]');
  process.exit(2);
}
const artifacts = path.resolve(artifactsArg || 'browser-artifacts');
fs.mkdirSync(artifacts, { recursive: true });
const docsShots = process.env.ARBITER_DOCS_SCREENSHOTS;

let server;
let browser;
const errors = [];
const pages = []; // every page opened, for the screenshots of a failure

// Runs a test's body; when it fails, every page is kept as a screenshot (fail-N.png).
function withShots(body) {
  return async () => {
    try {
      await body();
    } catch (e) {
      for (let i = 0; i < pages.length; i++) {
        await pages[i].screenshot({ path: path.join(artifacts, `fail-${i}.png`) }).catch(() => {});
        const status = await pages[i].$eval('#status-line', (el) => el.textContent).catch(() => '?');
        console.log(`# page ${i}: ${pages[i].url()} status: ${status}`);
      }
      throw e;
    }
  };
}

async function person(viewport) {
  const page = await s.newPerson(browser, viewport, errors);
  pages.push(page);
  return page;
}

async function shot(page, name, docsName) {
  const file = path.join(artifacts, `${name}.png`);
  await page.screenshot({ path: file });
  if (docsShots && docsName) fs.copyFileSync(file, path.join(docsShots, docsName));
}

test.before(async () => {
  // Engine seats without a clock think 150 ms a move (arbiter-engine is found beside the server).
  server = await s.startServer(serverBinary, ['--engine-move-ms', '150']);
  browser = await s.launchBrowser();
});

test.after(async () => {
  if (browser) await browser.close();
  if (server) await server.stop();
});

test('the page and its files are served beside the WebSocket', async () => {
  const page = await fetch(server.url);
  assert.equal(page.status, 200);
  assert.match(page.headers.get('content-type'), /^text\/html/);
  const etag = page.headers.get('etag');
  assert.ok(etag, 'an ETag');
  assert.match(await page.text(), /<script type="module" src="js\/app.js">/);
  const again = await fetch(server.url, { headers: { 'If-None-Match': etag } });
  assert.equal(again.status, 304);
  const js = await fetch(`${server.url}js/board.js`);
  assert.match(js.headers.get('content-type'), /^text\/javascript/);
  const piece = await fetch(`${server.url}pieces/classic/wK.svg`);
  assert.equal(piece.headers.get('content-type'), 'image/svg+xml');
  assert.equal((await fetch(`${server.url}nothing-here.js`)).status, 404);
});

test('two pages play xiangqi, a third watches', withShots(async () => {
  const red = await person(s.DESKTOP);
  const black = await person(s.PHONE);
  const watcher = await person(s.DESKTOP);

  // Red: a guest who makes room 7 with a byo-yomi clock.
  await s.becomeGuest(red, server.url, 'Red');
  await red.$eval('#new-room', (el) => (el.value = '7'));
  await red.$eval('#new-tc', (el) => (el.value = ''));
  await red.type('#new-tc', '300|20x2');
  await red.click('#create-form button[type=submit]');
  await red.waitForSelector('#room-view:not([hidden])[data-role="player"]');

  // Black (a phone) finds the room in the lobby with Red in it, and plays.
  await s.becomeGuest(black, server.url, 'Black');
  await black.waitForFunction(() => {
    const row = document.querySelector('#rooms-table tr[data-room="7"]');
    return row && row.textContent.includes('Red') && row.textContent.includes('300|20x2');
  });
  await shot(black, 'lobby-phone');
  await black.click('#rooms-table tr[data-room="7"] a.button.primary');
  await black.waitForSelector('#room-view:not([hidden])[data-role="player"]');

  // The watcher.
  await s.becomeGuest(watcher, server.url, 'Watcher');
  await watcher.waitForSelector('#rooms-table tr[data-room="7"]');
  await watcher.click('#rooms-table tr[data-room="7"] a.button:not(.primary)');
  await watcher.waitForSelector('#room-view:not([hidden])[data-role="spectator"]');
  await red.waitForFunction(() => document.querySelector('#room-watchers').textContent.includes('1 watching'));

  // Both ready: the game starts.
  await s.clickButton(red, '#actions button', 'Ready');
  await s.clickButton(black, '#actions button', 'Ready');
  for (const p of [red, black, watcher]) await p.waitForSelector('#room-view[data-state="playing"]');
  assert.equal(await red.$eval('#room-view', (el) => el.dataset.side), 'white');
  assert.equal(await black.$eval('#room-view', (el) => el.dataset.side), 'black');
  // Byo-yomi clocks show their periods.
  assert.match(await red.$eval('#bar-bottom .clock', (el) => el.textContent), /^5:00 ×2$/);

  // The spectator has no buttons, and its board takes no move.
  assert.equal(await watcher.$$eval('#actions button', (b) => b.length), 0);
  const h2 = await s.pointOf(watcher, 'h2');
  await watcher.mouse.click(h2.x, h2.y);
  assert.equal(await watcher.$$eval('.targets circle', (c) => c.length), 0);

  // 1. 炮二平五 炮８平５: clicks on the desktop, clicks on the phone.
  await s.playMove(red, 'h2e2');
  for (const p of [black, watcher]) await s.waitForMoveText(p, '炮二平五');
  await s.playMove(black, 'h7e7');
  for (const p of [red, watcher]) await s.waitForMoveText(p, '炮８平５');

  // 2. 炮五进四 (a drag): takes a soldier and gives check; the effect is the check's.
  await s.playMove(red, 'e2e6', { drag: true });
  for (const p of [black, watcher]) {
    await s.waitForMoveText(p, '炮五进四');
    await p.waitForFunction(() => document.querySelector('#board').dataset.lastEffect === 'check');
    await p.waitForSelector('.fx-check');
  }
  await shot(black, 'black-phone-check', 'online-web-phone.png');
  assert.equal(await red.$eval('#board', (el) => el.dataset.lastEffect), 'check');
  await s.playMove(black, 'e7d7');
  await s.waitForMoveText(red, '炮５平４');

  // Clocks run once both sides have moved: Red's, counted down by the page.
  const before = await red.$eval('#bar-bottom .clock', (el) => parseInt(el.dataset.ms, 10));
  await new Promise((r) => setTimeout(r, 1500));
  const after = await red.$eval('#bar-bottom .clock', (el) => parseInt(el.dataset.ms, 10));
  assert.ok(after < before - 800, `Red's clock runs (${before} -> ${after})`);
  assert.ok(await red.$eval('#bar-bottom .clock', (el) => el.classList.contains('running')));
  assert.ok(await watcher.$eval('.player-bar .clock.running', (el) => !!el));

  // Black asks to take back: Red sees the bar with Accept / Decline and the countdown.
  await s.clickButton(black, '#actions button', 'Take back (5)');
  await red.waitForSelector('#request-bar:not([hidden]).answering');
  const t1 = await red.$eval('#request-bar', (el) => parseInt(el.dataset.seconds, 10));
  assert.match(await red.$eval('#request-decline', (el) => el.textContent), /^Decline \(\d+\)$/);
  await shot(red, 'red-desktop-request', 'online-web-desktop.png');
  await shot(watcher, 'watcher-desktop');
  await new Promise((r) => setTimeout(r, 1300));
  const t2 = await red.$eval('#request-bar', (el) => parseInt(el.dataset.seconds, 10));
  assert.ok(t2 < t1, `the countdown goes down (${t1} -> ${t2})`);
  // The asker waits without answer buttons; the spectator sees the bar without buttons.
  assert.ok(await black.$eval('#request-accept', (el) => el.hidden));
  await watcher.waitForSelector('#request-bar:not([hidden])');
  assert.ok(await watcher.$eval('#request-accept', (el) => el.hidden));
  await red.click('#request-decline');
  await black.waitForSelector('#request-bar[hidden]');
  await black.waitForFunction(() => document.querySelector('#status-line').textContent.includes('declined'));
  assert.match(await black.$eval('[data-action="takeback"]', (el) => el.textContent), /Take back \(4\)/);

  // 3. 马八进七 马８进７, 4. 车九进一 (Black's connection drops meanwhile) 车９平８,
  // 5. 车九平六 马２进３ (Black's numbers are full-width digits, docs/xiangqi.md).
  await s.playMove(red, 'b0c2');
  await s.playMove(black, 'h9g7');
  await s.playMove(red, 'a0a1');
  await s.waitForMoveText(black, '车九进一');
  await black.evaluate(() => window.arbiter.conn.dropForTest());
  await red.waitForFunction(() => /away/.test(document.querySelector('#bar-top .away').textContent));
  await black.waitForFunction(() => document.querySelector('#conn-state').dataset.state === 'open');
  await red.waitForSelector('#bar-top .away[hidden]');
  await s.playMove(black, 'i9h9');
  await s.playMove(red, 'a1d1');
  await s.playMove(black, 'b9c7');
  await s.waitForMoveText(watcher, '马２进３');
  const list = await s.moveListText(watcher);
  for (const zh of ['炮二平五', '炮８平５', '炮五进四', '炮５平４', '马八进七', '马８进７', '车九进一', '车９平８', '车九平六', '马２进３'])
    assert.ok(list.includes(zh), `the spectator's move list has ${zh}: ${list}`);

  // Red resigns after five rounds, confirming first.
  await s.clickButton(red, '#actions button', 'Resign');
  await red.waitForFunction(() => document.querySelector('[data-action="resign"]').textContent === 'Really resign?');
  await red.click('[data-action="resign"]');
  for (const p of [red, black, watcher]) {
    await p.waitForSelector('#room-view[data-state="finished"]');
    await p.waitForFunction(() => document.querySelector('#move-list .result').textContent.includes('0-1'));
  }
  await s.clickButton(black, '#actions button', 'Rematch');
  assert.equal(await watcher.$$eval('#actions button', (b) => b.length), 0);
  await shot(watcher, 'watcher-desktop-end');
  // The other piece set: the GUI's letters, images served beside the page.
  await watcher.click('#pieces');
  await watcher.waitForSelector('.pieces image[href^="pieces/letters/"]');
  assert.ok(await watcher.$eval('.pieces image[href="pieces/letters/wK.svg"]', (img) => {
    const box = img.getBBox();
    return box.width > 0;
  }));
  assert.equal((await fetch(`${server.url}pieces/letters/wK.svg`)).status, 200);
  await shot(watcher, 'watcher-desktop-letters');
  assert.deepEqual(errors, []);
}));

// A small WebSocket client that plays Black: registers, joins, says it is ready, plays the first
// legal move it is given, and resigns when Red has made its sixth move.
function botClient(url, room) {
  const ws = new WebSocket(url);
  let next = 1;
  const send = (m) => ws.send(JSON.stringify({ ...m, id: next++ }));
  const done = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the bot did not finish its game')), 60000);
    ws.on('message', (data) => {
      const m = JSON.parse(data);
      if (m.t === 'welcome') send({ t: 'register', name: 'Bot', password: 'secret-bot' });
      else if (m.t === 'identity') send({ t: 'join', room });
      else if (m.t === 'seats' && m.you && m.you.role === 'player' && m.seats.white && m.seats.black && !m.seats.black.ready) send({ t: 'ready', room });
      else if (m.t === 'move' && m.ply === 11) send({ t: 'resign', room });
      else if ((m.t === 'move' || m.t === 'start') && m.legal) send({ t: 'move', room, move: m.legal[0], ply: m.t === 'start' ? 0 : m.ply });
      if (m.t === 'end') {
        clearTimeout(timer);
        ws.close();
        resolve(m);
      }
      if (m.t === 'error') console.log('bot: error', m.error);
    });
    ws.on('error', reject);
  });
  return done;
}

test('a page plays a client that is no browser; the player page lists the game with its PGN', withShots(async () => {
  const alice = await person(s.DESKTOP);
  await alice.goto(server.url, { waitUntil: 'domcontentloaded' });
  await alice.waitForSelector('#identity-view:not([hidden])');
  await alice.click('.tab[data-tab="register"]');
  await alice.$eval('#id-name', (el) => (el.value = ''));
  await alice.type('#id-name', 'Alice');
  await alice.type('#id-password', 'secret-alice');
  await alice.click('#id-submit');
  await alice.waitForSelector('#lobby-view:not([hidden])');
  await alice.$eval('#new-room', (el) => (el.value = '8'));
  await alice.$eval('#new-tc', (el) => (el.value = '120+1'));
  await alice.click('#new-rated');
  await alice.click('#create-form button[type=submit]');
  await alice.waitForSelector('#room-view:not([hidden])[data-role="player"]');
  const end = botClient(`ws://127.0.0.1:${server.port}/`, 8);
  await alice.waitForFunction(() => document.querySelector('#bar-top .name').textContent === 'Bot');
  await s.clickButton(alice, '#actions button', 'Ready');
  await alice.waitForSelector('#room-view[data-state="playing"]');
  // Alice plays an opening by clicks (any legal move when the bot's replies forbid one).
  const plan = ['h2e2', 'b0c2', 'a0a1', 'h0g2', 'i0h0', 'a1d1'];
  for (let i = 0; i < plan.length; i++) {
    await s.waitForMyTurn(alice);
    const legal = await alice.evaluate(() => window.arbiter.roomView.state.game.legal);
    const move = legal.includes(plan[i]) ? plan[i] : legal[0];
    await s.playMove(alice, move);
    // The bot's answer arrives by itself (but after the sixth move it resigns instead).
    if (i < plan.length - 1) await alice.waitForFunction((n) => window.arbiter.roomView.state.game.moves.length === n, {}, 2 * (i + 1));
  }
  const result = await end;
  assert.equal(result.result, '1-0');
  await alice.waitForSelector('#room-view[data-state="finished"]');
  // Rated: both ratings moved, shown with the result.
  await alice.waitForFunction(() => /Alice 1500 → \d+\?, Bot 1500 → \d+\?/.test(document.querySelector('#move-list .result').textContent));

  // The player's page: rating (provisional), the game, its PGN downloaded.
  await alice.goto(`${server.url}#player/Alice`, { waitUntil: 'domcontentloaded' });
  await alice.waitForSelector('#player-view:not([hidden])');
  await alice.waitForSelector('#games-table tbody tr');
  assert.match(await alice.$eval('#profile-rating', (el) => el.textContent), /Rating \d+\? \(provisional\) · 1 game/);
  const downloads = path.join(artifacts, 'downloads');
  fs.rmSync(downloads, { recursive: true, force: true });
  fs.mkdirSync(downloads, { recursive: true });
  const cdp = await browser.target().createCDPSession();
  await cdp.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: downloads, browserContextId: alice.browserContext().id });
  await alice.click('#games-table button.pgn');
  const file = path.join(downloads, 'arbiter-room8-game1.pgn');
  for (let i = 0; i < 100 && !fs.existsSync(file); i++) await new Promise((r) => setTimeout(r, 100));
  const pgn = fs.readFileSync(file, 'utf8');
  assert.match(pgn, /\[Red "Alice"\]/);
  assert.match(pgn, /\[Black "Bot"\]/);
  assert.match(pgn, /\[Result "1-0"\]/);
  await shot(alice, 'player-page');
  const phone = await person(s.PHONE);
  await phone.goto(`${server.url}#player/Alice`, { waitUntil: 'domcontentloaded' });
  await phone.waitForSelector('#games-table tbody tr');
  await shot(phone, 'player-page-phone');
  assert.deepEqual(errors, []);
}));

test('a person plays arbiter-engine seated from the page', withShots(async () => {
  const me = await person(s.DESKTOP);
  await s.becomeGuest(me, server.url, 'Learner');
  await me.$eval('#new-room', (el) => (el.value = '9'));
  await me.$eval('#new-tc', (el) => (el.value = 'inf'));
  await me.click('#create-form button[type=submit]');
  await me.waitForSelector('#room-view:not([hidden])[data-role="player"]');
  // The free seat offers the server's engine; it sits down with its name marked, no rating.
  await s.clickButton(me, '#actions button', 'Play arbiter-engine');
  await me.waitForFunction(() => document.querySelector('#bar-top .name').textContent === 'arbiter-engine (engine)');
  assert.equal(await me.$eval('#bar-top .name', (el) => el.tagName), 'SPAN', 'an engine has no player page');
  assert.equal(await me.$eval('#bar-top .rating', (el) => el.textContent), '');
  assert.ok(await me.$('[data-action="unseat-engine"]'), 'the engine can be sent away between games');
  await s.clickButton(me, '#actions button', 'Ready');
  await me.waitForSelector('#room-view[data-state="playing"]');
  const game = () => me.evaluate(() => window.arbiter.roomView.state.game.moves.length);
  // Five rounds: each of the person's moves by clicks, each of the engine's replies by itself.
  for (let round = 1; round <= 5; round++) {
    await s.waitForMyTurn(me);
    const legal = await me.evaluate(() => window.arbiter.roomView.state.game.legal);
    const preferred = ['h2e2', 'b0c2', 'a0a1', 'h0g2', 'i0h0'][round - 1];
    await s.playMove(me, legal.includes(preferred) ? preferred : legal[0]);
    await me.waitForFunction((n) => window.arbiter.roomView.state.game.moves.length === n, {}, 2 * round);
  }
  // A take-back: the engine grants it; the person's last move and the engine's reply go.
  await s.clickButton(me, '#actions button', 'Take back (5)');
  await me.waitForFunction(() => document.querySelector('#status-line').textContent.includes('taken back'));
  const after = await game();
  assert.ok(after < 10 && after % 2 === 0, `moves after the take-back: ${after}`);
  assert.match(await me.$eval('[data-action="takeback"]', (el) => el.textContent), /Take back \(4\)/);
  await s.waitForMyTurn(me);
  const legal = await me.evaluate(() => window.arbiter.roomView.state.game.legal);
  await s.playMove(me, legal[0]);
  await me.waitForFunction((n) => window.arbiter.roomView.state.game.moves.length === n, {}, after + 2);
  await shot(me, 'engine-room');
  // The person resigns (after five rounds, confirming): the engine's side wins.
  await s.clickButton(me, '#actions button', 'Resign');
  await me.waitForFunction(() => document.querySelector('[data-action="resign"]').textContent === 'Really resign?');
  await me.click('[data-action="resign"]');
  await me.waitForSelector('#room-view[data-state="finished"]');
  await me.waitForFunction(() => document.querySelector('#move-list .result').textContent.includes('0-1'));
  assert.deepEqual(errors, []);
}));

// Turns of two parts: after the first part the page shows what the server says it allows next
// (secondParts): the stone's points in stone xiangqi, the second steps in double-step xiangqi;
// a click on one of them sends the whole turn.
test('two-part turns show the second part\'s targets', withShots(async () => {
  const red = await person(s.DESKTOP);
  const black = await person(s.DESKTOP);
  await s.becomeGuest(red, server.url, 'StoneRed');
  await red.$eval('#new-room', (el) => (el.value = '10'));
  await red.select('#new-variant', 'stonexiangqi');
  await red.$eval('#new-tc', (el) => (el.value = 'inf'));
  await red.click('#create-form button[type=submit]');
  await red.waitForSelector('#room-view:not([hidden])[data-role="player"]');
  await s.becomeGuest(black, server.url, 'StoneBlack');
  await black.evaluate(() => (location.hash = '#room/10'));
  await black.waitForSelector('#room-view:not([hidden])[data-role="player"]');
  await s.clickButton(red, '#actions button', 'Ready');
  await s.clickButton(black, '#actions button', 'Ready');
  await red.waitForSelector('#room-view[data-state="playing"]');
  // Red's first part: the cannon; then the stone's points appear as targets.
  await s.playMove(red, 'h2e2');
  await red.waitForFunction(() => document.querySelectorAll('.targets [data-target]').length > 30);
  const points = await red.$$eval('.targets [data-target]', (els) => els.map((e) => e.dataset.target));
  assert.ok(!points.includes('e2') && !points.includes('a0'), `only empty points: ${points}`);
  await shot(red, 'stone-targets');
  const e5 = await s.pointOf(red, 'e5');
  await red.mouse.click(e5.x, e5.y);
  await black.waitForFunction(() => window.arbiter.roomView.state.game.moves.length === 1);
  assert.equal(await black.evaluate(() => window.arbiter.roomView.state.game.moves[0].move), 'h2e2,S@e5');
  // Black's turn: a quiet first part, then its stone point, clicked among the targets.
  await s.playMove(black, 'h9g7');
  await black.waitForFunction(() => document.querySelectorAll('.targets [data-target]').length > 30);
  const target = await black.$eval('.targets [data-target]', (el) => el.dataset.target);
  const p = await s.pointOf(black, target);
  await black.mouse.click(p.x, p.y);
  await red.waitForFunction(() => window.arbiter.roomView.state.game.moves.length === 2);
  assert.equal(await red.evaluate(() => window.arbiter.roomView.state.game.moves[1].move), `h9g7,S@${target}`);
  assert.deepEqual(errors, []);
}));
