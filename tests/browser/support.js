// What the browser tests share: a real arbiter-server on 127.0.0.1 (a free port, a temporary
// data folder, as tests/server/common/serverprocess.h starts it), Debian's chromium driven by
// puppeteer-core over the DevTools protocol (never a browser puppeteer downloads), and small
// helpers to act on the page as a person would: type, click, drag on the board's points.
'use strict';

const { spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const puppeteer = require('puppeteer-core');

const CHROMIUM = process.env.ARBITER_CHROMIUM || '/usr/bin/chromium';

// Starts arbiter-server; resolves with {port, url, stop()}.
async function startServer(binary, extraArgs = []) {
  const data = fs.mkdtempSync(path.join(os.tmpdir(), 'arbiter-browser-'));
  const proc = spawn(binary, ['--port', '0', '--listen', '127.0.0.1', '--data', data, '--password-iterations', '1000', ...extraArgs], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const port = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`arbiter-server did not say where it listens: ${output}`)), 30000);
    const onData = (chunk) => {
      output += chunk;
      const m = /listening on 127\.0\.0\.1:(\d+)/.exec(output);
      if (m) {
        clearTimeout(timer);
        resolve(parseInt(m[1], 10));
      }
    };
    proc.stdout.on('data', onData);
    proc.stderr.on('data', onData);
    proc.on('exit', (code) => reject(new Error(`arbiter-server exited (${code}): ${output}`)));
  });
  return {
    port,
    url: `http://127.0.0.1:${port}/`,
    output: () => output,
    async stop() {
      if (proc.exitCode === null) {
        proc.kill('SIGTERM');
        await new Promise((resolve) => {
          const t = setTimeout(() => {
            proc.kill('SIGKILL');
            resolve();
          }, 10000);
          proc.on('exit', () => {
            clearTimeout(t);
            resolve();
          });
        });
      }
      fs.rmSync(data, { recursive: true, force: true });
    },
  };
}

async function launchBrowser() {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'arbiter-chromium-'));
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--no-first-run', `--user-data-dir=${profile}`,
      // Audio without a person's gesture, so that the page's sounds are played (and decoded).
      '--autoplay-policy=no-user-gesture-required',
    ],
    protocolTimeout: 60000,
  });
  const close = browser.close.bind(browser);
  browser.close = async () => {
    await close();
    fs.rmSync(profile, { recursive: true, force: true });
  };
  return browser;
}

const DESKTOP = { width: 1280, height: 900, deviceScaleFactor: 1 };
const PHONE = { width: 390, height: 844, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

// A page of its own browser context (its own localStorage: its own session token).
async function newPerson(browser, viewport, errors) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport(viewport);
  page.setDefaultTimeout(20000);
  page.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  return page;
}

// The screen position of a board point (e.g. "h2"), through the page's own geometry.
async function pointOf(page, square) {
  return page.evaluate((sq) => {
    const b = window.arbiter.roomView.board;
    const [x, y] = b.xy(sq);
    const pt = b.svg.createSVGPoint();
    pt.x = x;
    pt.y = y;
    const p = pt.matrixTransform(b.svg.getScreenCTM());
    return { x: p.x, y: p.y };
  }, square);
}

async function waitForMyTurn(page) {
  await page.waitForFunction(() => window.arbiter.roomView.state && window.arbiter.roomView.state.canMove);
}

// A move by two clicks (or by a drag): the page must offer `to` as a legal target of `from`.
async function playMove(page, move, { drag = false } = {}) {
  await waitForMyTurn(page);
  const from = await pointOf(page, move.slice(0, 2));
  const to = await pointOf(page, move.slice(2, 4));
  if (drag) {
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    for (let i = 1; i <= 8; i++) await page.mouse.move(from.x + ((to.x - from.x) * i) / 8, from.y + ((to.y - from.y) * i) / 8);
    await page.mouse.up();
  } else {
    await page.mouse.click(from.x, from.y);
    await page.waitForSelector(`.targets [data-target="${move.slice(2, 4)}"]`);
    await page.mouse.click(to.x, to.y);
  }
}

async function moveListText(page) {
  return page.$eval('#move-list', (el) => el.textContent);
}

async function waitForMoveText(page, text) {
  await page.waitForFunction((t) => document.querySelector('#move-list').textContent.includes(t), {}, text);
}

async function clickButton(page, selector, label) {
  await page.waitForFunction(
    (sel, l) => [...document.querySelectorAll(sel)].some((b) => b.textContent.trim().startsWith(l) && !b.disabled && b.offsetParent !== null),
    {}, selector, label);
  await page.evaluate((sel, l) => {
    [...document.querySelectorAll(sel)].find((b) => b.textContent.trim().startsWith(l) && !b.disabled && b.offsetParent !== null).click();
  }, selector, label);
}

async function becomeGuest(page, url, name) {
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await page.waitForSelector('#identity-view:not([hidden])');
  await page.$eval('#id-name', (el) => (el.value = ''));
  await page.type('#id-name', name);
  await page.click('#id-submit');
  await page.waitForSelector('#lobby-view:not([hidden])');
}

module.exports = {
  startServer, launchBrowser, newPerson, pointOf, playMove, waitForMyTurn, moveListText,
  waitForMoveText, clickButton, becomeGuest, DESKTOP, PHONE,
};
