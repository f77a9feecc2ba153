// One browser page as a player, for tests written elsewhere (tests/gui/online's page against the
// GUI): Debian's chromium opens arbiter-server's page, enters as a guest, joins a room as a
// player, says Ready and plays every turn of its side by clicks on the board (the first legal
// move the server offers) until the game ends. It then prints one JSON line,
// {"result": "...", "reason": "...", "moves": ["h2e2", ...], "shown": ["炮二平五", ...]}: the
// game as the page holds it and its move list as the page shows it. Exit 0 when the game ended,
// 1 with the reason (and a screenshot in the artifacts folder) otherwise.
//
// node page-player.js URL ROOM NAME ARTIFACTS_DIR
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const s = require('./support');

const [url, roomArg, name, artifactsArg] = process.argv.slice(2);
if (!url || !roomArg || !name) {
  console.error('usage: node page-player.js URL ROOM NAME [ARTIFACTS_DIR]');
  process.exit(2);
}
const room = parseInt(roomArg, 10);
const artifacts = path.resolve(artifactsArg || 'browser-artifacts');
fs.mkdirSync(artifacts, { recursive: true });
const GAME_MS = 120000; // the whole game, at most

async function play(page) {
  await s.becomeGuest(page, url, name);
  await page.evaluate((n) => (location.hash = `#room/${n}`), room);
  await page.waitForSelector('#room-view:not([hidden])[data-role="player"]');
  await s.clickButton(page, '#actions button', 'Ready');
  await page.waitForSelector('#room-view[data-state="playing"]');
  const deadline = Date.now() + GAME_MS;
  for (;;) {
    if (Date.now() > deadline) throw new Error('the game did not end in time');
    // Either the page's turn or the end, whichever comes first.
    await page.waitForFunction(() => {
      const st = window.arbiter.roomView.state;
      return document.querySelector('#room-view').dataset.state === 'finished' || (st && st.canMove);
    }, { timeout: GAME_MS });
    if (await page.$eval('#room-view', (el) => el.dataset.state === 'finished')) break;
    const legal = await page.evaluate(() => window.arbiter.roomView.state.game.legal);
    const plies = await page.evaluate(() => window.arbiter.roomView.state.game.moves.length);
    await s.playMove(page, legal[0]);
    // The move is played when the server's event comes back.
    await page.waitForFunction((n) => window.arbiter.roomView.state.game.moves.length > n, {}, plies);
  }
  return page.evaluate(() => {
    const g = window.arbiter.roomView.state.game;
    return {
      result: g.result.result,
      reason: g.result.reason,
      moves: g.moves.map((m) => m.move),
      shown: [...document.querySelectorAll('#move-list .mv')].map((el) => el.textContent),
    };
  });
}

(async () => {
  const errors = [];
  const browser = await s.launchBrowser();
  let page;
  let code = 0;
  try {
    page = await s.newPerson(browser, s.DESKTOP, errors);
    const game = await play(page);
    await page.screenshot({ path: path.join(artifacts, `page-player-${room}.png`) });
    if (errors.length) throw new Error(errors.join('; '));
    console.log(JSON.stringify(game));
  } catch (e) {
    code = 1;
    console.error(`page-player: ${e.message}`);
    if (page) await page.screenshot({ path: path.join(artifacts, `page-player-${room}-failed.png`) }).catch(() => {});
  }
  await browser.close();
  process.exit(code);
})();
