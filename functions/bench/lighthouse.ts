// The Lighthouse part of the bench (BENCH_ONLY=lighthouse): Lighthouse's mobile defaults (emulated phone, simulated
// slow 4G and 4x CPU slowdown) against five pages of the built site, served by the production server (createServerApp,
// as `npm start` runs it) over a seeded embedded store. Lighthouse drives Debian's Chromium (CHROMIUM_PATH, default
// /usr/bin/chromium, as the e2e harness finds it); it never downloads a browser. Scores depend on the machine: a
// loaded machine lengthens main-thread work, which raises TBT and lowers the performance score, so the load average
// is printed with the figures. Each page runs LIGHTHOUSE_RUNS times (default 3) and the median run is reported.
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { startDemoSite } from './demo-site.js';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** Lighthouse runs per page (LIGHTHOUSE_RUNS, default 3). */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

export async function lighthouseFigures(dataDir: string, webDist: URL): Promise<void> {
  const { base, pages, close } = await startDemoSite(dataDir, webDist, 'lighthouse');

  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // As a German-speaking visitor (--accept-lang): with Chromium's default en-US, / would redirect to /en first.
    chromeFlags: ['--accept-lang=de', '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    // And in Vienna: a browser in another zone adds the visitor's own clock to every date after hydration (EventTime),
    // which shifts the event page's facts; the machine's zone is UTC.
    envVars: { ...process.env, TZ: 'Europe/Vienna' },
  });
  try {
    const rows: Record<string, object> = {};
    let version = '';
    const load = loadavg()[0]!.toFixed(2);
    for (const path of pages) {
      // Single runs on a shared machine vary by ten points and more; Lighthouse's own median run (closest to the
      // median FCP and TTI) stands for the page, with the range of the performance scores beside it.
      const runs = [];
      for (let run = 0; run < RUNS; run++) runs.push(await audit(base + path, chrome.port));
      const lhr = computeMedianRun(runs) as (typeof runs)[number];
      version = lhr.lighthouseVersion;
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      const performances = runs.map((run) => Math.round((run.categories.performance?.score ?? 0) * 100));
      rows[path] = {
        performance: score('performance'),
        'perf. range': `${Math.min(...performances)}–${Math.max(...performances)}`,
        accessibility: score('accessibility'),
        'best practices': score('best-practices'),
        SEO: score('seo'),
        'LCP ms': Math.round(metric('largest-contentful-paint')),
        CLS: +metric('cumulative-layout-shift').toFixed(3),
        'TBT ms': Math.round(metric('total-blocking-time')),
      };
      // What keeps a category below 100: the failing audits, so a fix can start from the bench output.
      const failing = Object.values(lhr.audits)
        .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual')
        .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
      if (failing.length) console.log(`${path}: ${failing.join(', ')}`);
      // Where blocking time comes from: the main thread's longest tasks, by the script they are attributed to.
      const longTasks = (lhr.audits['long-tasks']?.details as { items?: Array<{ url: string; duration: number; startTime: number }> } | undefined)?.items ?? [];
      if (longTasks.length) {
        const described = longTasks.slice(0, 5).map((task) => `${Math.round(task.duration)} ms at ${Math.round(task.startTime)} (${task.url.replace(base, '')})`);
        console.log(`${path}: long tasks ${described.join(', ')}`);
      }
    }
    console.log(`\nLighthouse ${version}, mobile defaults, median of ${RUNS} runs per page (load average at start ${load}, now ${loadavg()[0]!.toFixed(2)})`);
    console.table(rows);
  } finally {
    chrome.kill();
    await close();
  }
}

/** One Lighthouse run; tried up to three times, as on a loaded machine a trace sometimes misses its start (NO_NAVSTART). */
async function audit(url: string, port: number) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, logLevel: 'error', output: 'json', onlyCategories: [...categories] });
    if (!result) throw new Error(`${url}: Lighthouse returned no result`);
    const { runtimeError } = result.lhr;
    if (!runtimeError) return result.lhr;
    if (attempt === 3) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
    console.log(`${url}: ${runtimeError.code}, running Lighthouse again`);
  }
}
