// Starts the built site (functions/lib/local.js, exactly what `npm start` runs) on a free port over a fresh
// embedded store, and Debian's Chromium through playwright-core, for the end-to-end tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { seedDemoContent } from '../../functions/src/seed/seed.js';
import { xssCanaryVenue } from '../../functions/src/seed/demo-content.js';
import { openEmbeddedStore } from '../../functions/src/store/embedded/store.js';
import type { MailRecord, SiteRole } from '../../functions/src/domain/records.js';
import type { Store } from '../../functions/src/domain/repositories.js';

const repoRoot = new URL('../../', import.meta.url).pathname;

export type Language = 'de-AT' | 'en-US';
export type ContextOptions = NonNullable<Parameters<Browser['newContext']>[0]>;

export interface Site {
  baseUrl: string;
  /** Every context it opens (newContext, newPage, visitor) reports Content-Security-Policy violations to `cspViolations`. */
  browser: Browser;
  /** The violations pages reported since the last test ended; siteForTests fails the test that caused any. */
  cspViolations: string[];
  /** Checks every HTML page the contexts' pages load with axe-core; siteForTests settles it after each test. */
  accessibility: AccessibilityWatch;
  /** The mails the site wrote to its outbox for `to` (the embedded store's mail collection, at most 20). */
  outbox(to: string): Promise<MailRecord[]>;
  /** Runs `work` on the site's store, opened beside the server (as a second process would), and closes it again. */
  withStore<T>(work: (store: Store) => Promise<T>): Promise<T>;
  /** Gives the person with this address a site role, the way an admin would (straight in the store). */
  setRole(email: string, role: SiteRole): Promise<void>;
  /** A visitor whose browser prefers `language`, with no cookies yet. */
  visitor(language: Language, options?: ContextOptions): Promise<BrowserContext>;
  /** Ends the server process (SIGTERM, as a deploy or a scaled-down instance does); the browser and the store stay. */
  stopServer(): Promise<void>;
  /** Kills the server process outright (SIGKILL, as a crash or an out-of-memory kill does): no shutdown code runs. */
  killServer(): Promise<void>;
  /** The folder of the store's file, where the test payment provider keeps its sessions (test-payments.json). */
  dataDir: string;
  /** The local tile server the site's maps load from (MAP_TILE_URL), so that no test needs the network. */
  tiles: TileFixture;
  /** Starts the server again on the same port over the same store; resolves once it says it is running. */
  startServer(): Promise<void>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** A stand-in for a map tile server: the same plain PNG for every /tiles/{z}/{x}/{y}.png. */
export interface TileFixture {
  /** The Leaflet URL template, e.g. http://127.0.0.1:4321/tiles/{z}/{x}/{y}.png */
  url: string;
  /** The tiles asked for since the start (or the last `requests.length = 0`): path and Referer. */
  requests: Array<{ path: string; referer?: string }>;
  /** While true, every tile answers 503, as a tile server that is down. */
  failing: boolean;
  close(): Promise<void>;
}

async function startTileFixture(): Promise<TileFixture> {
  const tile = readFileSync(new URL('fixtures/tile.png', import.meta.url));
  const server = createHttpServer((req, res) => {
    fixture.requests.push({ path: req.url ?? '', referer: req.headers.referer });
    if (fixture.failing) res.writeHead(503).end();
    else if (/^\/tiles\/\d+\/\d+\/\d+\.png$/.test(req.url ?? '')) res.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'no-store' }).end(tile);
    else res.writeHead(404).end();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const fixture: TileFixture = {
    url: `http://127.0.0.1:${port}/tiles/{z}/{x}/{y}.png`,
    requests: [],
    failing: false,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return fixture;
}

/** The demo content plus the XSS canary venue, in a store of its own. */
async function prepareStore(file: string): Promise<void> {
  const store = openEmbeddedStore({ file });
  const now = new Date();
  await seedDemoContent(store, now);
  await store.venues.upsertMany([xssCanaryVenue(now)]);
  await store.close();
}

function waitForReady(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`site did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('is running at')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`site exited with ${code}:\n${output}`));
    });
  });
}

/**
 * A site that dies while its tests still use it fails them with "connection refused" and nothing else to go on: say
 * how it ended and what it printed last. (`stillWanted` is false once the tests stop it themselves.)
 */
function reportUnexpectedExit(child: ChildProcess, stillWanted: () => boolean): void {
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-8_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.once('exit', (code, signal) => {
    if (stillWanted()) console.error(`The site's server ended unexpectedly (exit code ${code}, signal ${signal}); its last output:\n${tail}`);
  });
}

/**
 * Makes every page of every context `browser` opens report the Content-Security-Policy violations the browser finds
 * (the document's securitypolicyviolation events) to `violations`. Playwright runs the listener before any script
 * of the page and calls the binding outside the page's policy, so the reporting cannot trip the policy itself.
 */
function reportCspViolations(browser: Browser, violations: string[], accessibility: AccessibilityWatch): void {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.on('page', (page) => accessibility.watch(page));
    await context.exposeBinding('__reportCspViolation', (_source, violation: string) => void violations.push(violation));
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { __reportCspViolation(violation: string): void }).__reportCspViolation;
        report(`${location.pathname}: ${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber} ${event.sample})`);
      });
    });
    return context;
  };
}

/** axe-core's browser bundle, evaluated in each checked page. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The serious and critical axe-core violations of the page as it is now, each as "[language] impact id: help
 * (targets)". Every loaded page is checked on its own (accessibilityWatch); a test calls this for what a page shows
 * only after interaction (an opened panel, a dialog).
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  // A page may replace its document between axe's injection and its run (a redirect, a reload): inject again into
  // the new one, a few times, then give up with an error that says so.
  for (let attempt = 1; ; attempt++) {
    // Not in the middle of a client-side navigation: the page dims while it changes (body.page-transition fades to
    // 0.4 and back in 100 ms), and colours measured then are not what a reader sees.
    await page.waitForFunction(() => !document.body.classList.contains('page-transition') && getComputedStyle(document.body).opacity === '1');
    // Evaluated as a string through the DevTools protocol, not with eval in the page, which the policy forbids.
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(`${axeSource}\n;0`);
    const found = await page.evaluate(async () => {
      const page = window as unknown as { axe?: { run(context: Document, options: object): Promise<AxeResults> }; axeRun?: Promise<AxeResults> };
      const { axe } = page;
      if (!axe) return null;
      // axe refuses a second run while one is under way (the check after a load and one a test asks for): wait for
      // it, then check the page as it is now.
      while (page.axeRun) await page.axeRun.catch(() => undefined);
      const run = axe.run(document, { resultTypes: ['violations'] });
      page.axeRun = run;
      const results = await run.finally(() => {
        if (page.axeRun === run) page.axeRun = undefined;
      });
      const language = document.documentElement.lang;
      return results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `[${language}] ${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).slice(0, 5).join(', ')})`);
    });
    if (found) return found;
    if (attempt === 3) throw new Error('the page navigated away each time before axe could run');
  }
}

export interface AccessibilityWatch {
  /** Starts checking `page` after each load of a URL this test has not checked yet. */
  watch(page: Page): void;
  /** Waits for the checks under way and returns the serious and critical violations found since the last call. */
  settle(): Promise<string[]>;
}

/**
 * Runs axe-core on every HTML document a watched page finishes loading, once per URL and test (a check costs a
 * few hundred milliseconds). axe is evaluated through the DevTools protocol, outside the page's
 * Content-Security-Policy, so the strict policy needs no exception for it. A check cut short because the test
 * navigated on or closed the page is dropped: that document is gone, and the next load is checked.
 */
function accessibilityWatch(): AccessibilityWatch {
  const checked = new Set<string>();
  const running = new Set<Promise<void>>();
  const violations: string[] = [];
  const check = async (page: Page, url: string) => {
    if (!(await page.evaluate(() => document.contentType === 'text/html'))) return;
    const found = await accessibilityViolations(page);
    checked.add(url);
    const path = new URL(url).pathname + new URL(url).search;
    for (const violation of found) violations.push(`${path} ${violation}`);
  };
  return {
    watch(page) {
      page.on('load', () => {
        const url = page.url();
        if (checked.has(url) || !url.startsWith('http')) return;
        // A page left waiting (a dialog, a paused stream) must not hold up the test's end: the check gives up after 5 s.
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, 5_000)));
        const run = Promise.race([check(page, url), timeout])
          .catch((error: Error) => {
            if (!/closed|destroyed|navigat/i.test(error.message)) violations.push(`${new URL(url).pathname}: the check failed: ${error.message}`);
          })
          .finally(() => clearTimeout(timer));
        running.add(run);
        void run.then(() => running.delete(run));
      });
    },
    async settle() {
      while (running.size > 0) await Promise.allSettled([...running]);
      checked.clear();
      return violations.splice(0);
    },
  };
}

interface AxeResults {
  violations: Array<{ id: string; impact?: string | null; help: string; nodes: Array<{ target: string[] }> }>;
}

export async function startSite(): Promise<Site> {
  const dataDir = mkdtempSync(join(tmpdir(), 'magazin-e2e-'));
  const storeFile = join(dataDir, 'e2e.sqlite');
  await prepareStore(storeFile);
  const port = await freePort();
  const tiles = await startTileFixture();
  // As `npm start` runs it (local.js defaults NODE_ENV to production; vitest's "test" must not leak into it), with
  // the maps on the local tile fixture instead of OpenStreetMap's servers.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    STORE_FILE: storeFile,
    STORE_ADAPTER: 'embedded',
    MAP_TILE_URL: tiles.url,
  };
  delete env.FIRESTORE_EMULATOR_HOST;
  const startServer = async () => {
    const started = spawn(process.execPath, ['functions/lib/local.js'], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    await waitForReady(started);
    reportUnexpectedExit(started, () => child === started);
    return started;
  };
  let child: ChildProcess | null = await startServer();
  const stopServer = async (signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM') => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = once(running, 'exit');
    running.kill(signal);
    // A shutdown that hangs must not hang the tests: after a few seconds the process is killed outright.
    const killer = setTimeout(() => running.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(killer);
  };
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const cspViolations: string[] = [];
  const accessibility = accessibilityWatch();
  reportCspViolations(browser, cspViolations, accessibility);
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    browser,
    cspViolations,
    accessibility,
    visitor: (language, options = {}) => browser.newContext({ locale: language, baseURL: `http://127.0.0.1:${port}`, ...options }),
    async outbox(to) {
      const store = openEmbeddedStore({ file: storeFile });
      try {
        return await store.mail.list({ to }, 20);
      } finally {
        await store.close();
      }
    },
    async withStore(work) {
      const store = openEmbeddedStore({ file: storeFile });
      try {
        return await work(store);
      } finally {
        await store.close();
      }
    },
    async setRole(email, role) {
      const store = openEmbeddedStore({ file: storeFile });
      try {
        const everyone = await store.profiles.list({ first: 1000, offset: 0 });
        const profile = everyone.items.find((candidate) => candidate.email === email);
        if (!profile) throw new Error(`no profile for ${email}`);
        await store.write([{ put: 'profile', record: { ...profile, role, updatedAt: new Date() } }]);
      } finally {
        await store.close();
      }
    },
    stopServer: () => stopServer(),
    killServer: () => stopServer('SIGKILL'),
    dataDir,
    tiles,
    async startServer() {
      if (child) throw new Error('the server is running already');
      child = await startServer();
    },
    async stop() {
      await browser.close();
      await stopServer();
      await tiles.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Call at the top of a test file: the site, started before the file's tests and stopped after them. */
export function siteForTests(): Site {
  const site = {} as Site;
  beforeAll(async () => {
    Object.assign(site, await startSite());
  });
  // The pages must keep to their own Content-Security-Policy and have no serious or critical accessibility
  // violations (axe-core): any fails the test that visited the page.
  afterEach(async () => {
    const inaccessible = (await site.accessibility?.settle()) ?? [];
    expect(site.cspViolations?.splice(0) ?? [], 'Content-Security-Policy violations').toEqual([]);
    expect(inaccessible, 'serious or critical accessibility violations').toEqual([]);
  });
  afterAll(async () => {
    await site.stop?.();
  });
  return site;
}

/** Waits until React has hydrated the page (web/pages/+onHydrationEnd.ts marks the document). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** Collects console errors, warnings (React reports hydration mismatches there) and uncaught page errors. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** A new page in `context`, its console watched, opened at `url` (which must answer 200) and hydrated. */
export async function openPage(context: BrowserContext, url: string): Promise<{ page: Page; problems: string[] }> {
  const page = await context.newPage();
  const problems = watchConsole(page);
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  await hydrated(page);
  return { page, problems };
}

/** Follows the first link matching `selector` on the client and waits for the page it leads to (its h1 is the link's text). */
export async function followFirstLink(page: Page, selector: string): Promise<{ href: string; title: string }> {
  const link = page.locator(selector).first();
  const href = (await link.getAttribute('href'))!;
  const title = (await link.textContent())!.trim();
  await link.click();
  await page.waitForURL(`**${href}`);
  await expect.poll(() => page.locator('h1').textContent()).toBe(title);
  return { href, title };
}

/** Opens `path` and expects the error page with this status, saying `message` when given. */
export async function expectErrorPage(page: Page, path: string, status: number, message?: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(status);
  if (message !== undefined) expect(await page.textContent('body')).toContain(message);
}

/** The page's JSON-LD items, parsed. */
export async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  return (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>);
}

/** The password of the accounts the tests register. */
export const testPassword = 'tonerde-42';

/** Registers a new account through /register (in German) and waits for the signed-in home. */
export async function register(page: Page, name: string, email: string, password = testPassword): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Dein Name').fill(name);
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort').fill(password);
  await page.getByRole('button', { name: 'Konto anlegen' }).click();
  await page.waitForURL('**/app');
}
