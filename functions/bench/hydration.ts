// The hydration part of the bench (BENCH_ONLY=hydration): how long the browser's main thread is blocked while React
// hydrates the five content pages, on a phone profile (a 412×915 viewport and the CPU slowed 4×, as Lighthouse's
// mobile defaults). Debian's Chromium through playwright-core loads each page of the built site (the production
// server over a seeded embedded store) HYDRATION_RUNS times; a PerformanceObserver records every long task (over
// 50 ms) from the moment the client entry starts hydrating (the `hydration-start` mark of +onRenderClient.tsx) until
// the main thread has been quiet for a second, which includes the boundaries React hydrates later (HydrateLater).
// The load average is printed with the figures: a loaded machine lengthens every task. HYDRATION_AGAINST=<base URL>
// measures another build of the site (e.g. `node functions/lib/local.js` of another checkout) in the same run,
// alternating page loads between the two, so that the machine's load falls on both alike.
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { startDemoSite } from './demo-site.js';

const RUNS = Math.max(1, Number(process.env.HYDRATION_RUNS ?? 5));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface Observed {
  /** Long tasks that ended after hydration began: [start, duration] in ms since navigation. */
  tasks: Array<[number, number]>;
  hydrationStart: number;
  hydrated: number;
}

export async function hydrationFigures(dataDir: string, webDist: URL): Promise<void> {
  const { base, pages, close } = await startDemoSite(dataDir, webDist, 'hydration');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-dev-shm-usage'] });
  try {
    const load = loadavg()[0]!.toFixed(2);
    const rows: Record<string, object> = {};
    const against = process.env.HYDRATION_AGAINST;
    const summary = (runs: Observed[]) => {
      const longest = runs.map((run) => Math.max(0, ...run.tasks.map(([, duration]) => duration)));
      return {
        'longest task ms (median)': Math.round(median(longest)),
        'longest of all runs': Math.round(Math.max(...longest)),
        'long tasks per load': median(runs.map((run) => run.tasks.length)),
        'blocking ms (over 50)': Math.round(median(runs.map((run) => run.tasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0)))),
        'entry → hydrated ms': Math.round(median(runs.map((run) => run.hydrated - run.hydrationStart))),
        // How much of the longest task lies after hydration began; the rest is the page's scripts starting up.
        'of the longest: after the mark ms': Math.round(median(runs.map((run) => afterMark(run)))),
      };
    };
    for (const path of pages) {
      const runs: Observed[] = [];
      const other: Observed[] = [];
      for (let run = 0; run < RUNS; run++) {
        runs.push(await observe(browser, base + path));
        if (against) other.push(await observe(browser, against + path));
      }
      rows[path] = summary(runs);
      if (against) rows[`${path} (${against})`] = summary(other);
    }
    console.log(`\nHydration on a phone profile (CPU 4× slower), ${RUNS} loads per page (load average at start ${load}, now ${loadavg()[0]!.toFixed(2)})`);
    console.table(rows);
  } finally {
    await browser.close();
    await close();
  }
}

/** The part of the longest task that lies after hydration began. */
function afterMark(run: Observed): number {
  const [start, duration] = run.tasks.reduce((longest, task) => (task[1] > longest[1] ? task : longest), [0, 0]);
  return Math.max(0, Math.min(duration, start + duration - run.hydrationStart));
}

async function observe(browser: import('playwright-core').Browser, url: string): Promise<Observed> {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true, locale: 'de-AT', timezoneId: 'Europe/Vienna' });
  try {
    // Browser code as text: the functions project compiles without the DOM's types.
    await context.addInitScript({
      content: `window.longTasks = [];
        new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.longTasks.push([entry.startTime, entry.duration]); })
          .observe({ type: 'longtask', buffered: true });`,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url);
    // Polled with evaluate (the DevTools protocol): waitForFunction's string predicate is an eval the policy forbids.
    for (let waited = 0; !(await page.evaluate(`document.documentElement.dataset.hydrated === 'true'`)); waited += 50) {
      if (waited > 60_000) throw new Error(`${url} never hydrated`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // Quiet for a second: the boundaries hydrated later have run by then.
    await page.evaluate(`new Promise((resolve) => {
      let last = performance.now();
      new PerformanceObserver(() => (last = performance.now())).observe({ type: 'longtask' });
      const check = () => (performance.now() - last > 1000 ? resolve() : setTimeout(check, 200));
      check();
    })`);
    return (await page.evaluate(`(() => {
      const start = performance.getEntriesByName('hydration-start')[0]?.startTime ?? 0;
      const end = performance.getEntriesByName('hydrated')[0]?.startTime ?? 0;
      const tasks = window.longTasks.filter(([at, duration]) => at + duration > start);
      return { tasks, hydrationStart: start, hydrated: end };
    })()`)) as Observed;
  } finally {
    await context.close();
  }
}
