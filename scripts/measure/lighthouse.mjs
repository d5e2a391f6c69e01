// `npm run lighthouse`: Lighthouse (mobile preset: a mid-range phone on slow 4G, simulated) on the
// built e2e "main" variant, served as a static host would, with the local emulators answering its
// API and identity-provider calls. Each route runs RUNS (5) times; the median run is reported.
// A bare Next page (the floor, bench/floor) runs first, in the same browser, as the reference the
// routes' total blocking time is read against (it has no targets of its own).
// Options: --runs N, --only <path> (one route), --dir <folder> (another build of the main variant).
// Prints each score against its target, and the median total blocking time of each route's runs
// beside the floor's; --check fails when a score falls under its
// floor (the target, or for performance a noise-proof floor: see FLOORS). Writes
// bench-report/lighthouse.json.
import { parseArgs } from 'node:util';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { spawnSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../dev/chromium.ts';
import { createApiEmulator } from '../../dev/emulators/api-emulator.ts';
import { createIdpEmulator } from '../../dev/emulators/idp-emulator.ts';
import { API_CONTROL_PORT, API_PORT, IDP_CONTROL_PORT, IDP_PORT, VARIANTS, VARIANT_DIR } from '../../dev/variants.ts';
import { median, middleRun } from '../lib/stats.mjs';
import { createStaticServer } from '../serve/serve-static.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/**
 * The targets: performance 98 on docs pages, 95 on `/` (and the other widget page); 100 for the
 * rest. The docs pages are the overview, a long page (DMT) and a short one (ESP): each one's Total
 * Blocking Time is reported beside the floor's, since a short page once cost as much as a long one.
 */
export const TARGETS = [
  { path: '/', performance: 95 },
  { path: '/mg/overview/', performance: 98 },
  { path: '/mg/cli/dmt/', performance: 98 },
  { path: '/mg/esp/', performance: 98 },
  { path: '/telekinesis/', performance: 95 },
].map((route) => ({ accessibility: 100, 'best-practices': 100, seo: 100, ...route }));

/**
 * What --check enforces: the targets for accessibility, best practices and SEO (steady from run to
 * run), and a floor for performance. Lighthouse simulates a slow phone from the trace this machine
 * records, so a busy 2-core machine moves performance by up to ±5 between runs (CI after the e2e
 * suite measured docs pages at 89–96 where a quiet run gives 97–99). The floor sits under that
 * noise and over the failure it exists to catch: the widgets drawing on the main thread, which
 * scored 70. The noise has grown with the pages: on a quiet 2-core machine, runs gave the bare Next
 * page itself 83 to 98, the long DMT reference 81 to 92 and `/` 79 to 88 (medians of three down to
 * 81 for `/` and 83 for DMT and the overview, with nothing changed), so the floor is 75, still five
 * over that failure.
 */
export const FLOORS = { performance: 75 };

const { values: args } = parseArgs({
  options: {
    check: { type: 'boolean' },
    runs: { type: 'string' },
    only: { type: 'string' },
    dir: { type: 'string' },
    build: { type: 'boolean' },
  },
});
const check = args.check === true;
const RUNS = Number(args.runs) || 5;
/** `--only /mg/cli/dmt/`: one route of TARGETS; `--dir <site>`: another build of the main variant. */
const ONLY = args.only;
const SITE_DIR = args.dir ?? `${VARIANT_DIR}/main`;
const MAX_RETRIES = 3;

const main = VARIANTS.find((v) => v.name === 'main');
if (!existsSync(`${SITE_DIR}/index.html`) || args.build) {
  const built = spawnSync(process.execPath, ['scripts/build/build-variants.mjs', 'main'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const FLOOR_DIR = 'bench/floor/out';
if (!existsSync(`${FLOOR_DIR}/index.html`)) {
  const built = spawnSync('npx', ['next', 'build', 'bench/floor'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const listen = (server, port) => new Promise((resolve) => server.listen(port, resolve));
const site = createStaticServer({ root: SITE_DIR });
await listen(site, main.port);
const floor = createStaticServer({ root: FLOOR_DIR });
await listen(floor, 0);
const FLOOR = { path: '/', name: 'bare Next floor', origin: `http://localhost:${floor.address().port}` };
const api = createApiEmulator({ origins: [main.baseURL] });
await api.start(API_PORT, API_CONTROL_PORT);
const idp = createIdpEmulator({ origins: [main.baseURL] });
await idp.start(IDP_PORT, IDP_CONTROL_PORT);

const DEBUGGING_PORT = 9333;
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [`--remote-debugging-port=${DEBUGGING_PORT}`, ...CHROMIUM_ARGS],
});

const results = [];
try {
  for (const target of [FLOOR, ...TARGETS.filter((t) => !ONLY || t.path === ONLY)]) {
    const runs = [];
    // A run Lighthouse could not complete (a runtime error, a metric it could not compute) is
    // reported and run again, up to MAX_RETRIES times per route; it never counts as a score.
    for (let attempt = 0; runs.length < RUNS && attempt < RUNS + MAX_RETRIES; attempt++) {
      const { lhr } = await lighthouse(`${target.origin ?? main.baseURL}${target.path}`, {
        port: DEBUGGING_PORT,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      const incomplete = lhr.runtimeError ?? CATEGORIES.find((c) => lhr.categories[c].score === null);
      if (incomplete) console.log(`${target.path}: run incomplete (${lhr.runtimeError?.code ?? incomplete}), again`);
      else runs.push(lhr);
    }
    const route = target.name ?? target.path;
    if (runs.length < RUNS) throw new Error(`${route}: only ${runs.length} of ${RUNS} Lighthouse runs completed`);
    // The run with the median performance score stands for the route.
    const lhr = middleRun(runs, (r) => r.categories.performance.score);
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round(lhr.categories[c].score * 100)]));
    const metrics = Object.fromEntries(
      ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'].map(
        (id) => [id, lhr.audits[id].displayValue],
      ),
    );
    const failing = CATEGORIES.flatMap((c) =>
      lhr.categories[c].auditRefs
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
        .map((ref) => `${c}/${ref.id} (${lhr.audits[ref.id].displayValue ?? lhr.audits[ref.id].score})`),
    );
    const blocking = runs.map((r) => r.audits['total-blocking-time'].numericValue);
    results.push({
      path: target.path,
      route,
      reference: target === FLOOR,
      scores,
      performanceRuns: runs.map((r) => Math.round(r.categories.performance.score * 100)),
      blockingMsRuns: blocking.map(Math.round),
      blockingMsMedian: Math.round(median(blocking)),
      metrics,
      failing,
    });
    console.log(
      `${route}: ${JSON.stringify(scores)} (performance runs ${results.at(-1).performanceRuns}; ` +
        `total blocking time ${results.at(-1).blockingMsRuns.join(', ')} ms)`,
    );
  }
} finally {
  await browser.close();
  site.close();
  floor.close();
  await Promise.all([api.stop(), idp.stop()]);
}

const floorBlockingMs = results.find((r) => r.reference)?.blockingMsMedian;
const signedMs = (ms) => `${ms >= 0 ? '+' : ''}${ms} ms`;
console.table(
  results.map((r) => ({
    route: r.route,
    ...r.scores,
    LCP: r.metrics['largest-contentful-paint'],
    'TBT (median of runs)': `${r.blockingMsMedian} ms`,
    // What the route blocks beyond the bare page of the same run.
    'TBT vs floor': r.reference || floorBlockingMs === undefined ? '' : signedMs(r.blockingMsMedian - floorBlockingMs),
    CLS: r.metrics['cumulative-layout-shift'],
  })),
);
await mkdir('bench-report', { recursive: true });
await writeFile(
  'bench-report/lighthouse.json',
  `${JSON.stringify({ at: new Date().toISOString(), results }, null, 2)}\n`,
);

let failed = false;
for (const r of results.filter((result) => !result.reference)) {
  const target = TARGETS.find((t) => t.path === r.path);
  for (const c of CATEGORIES) {
    if (r.scores[c] >= target[c]) continue;
    const floor = FLOORS[c] ?? target[c];
    const fails = r.scores[c] < floor;
    failed ||= fails;
    console.log(
      `${fails ? 'FAIL (under the floor)' : 'below target'}: ${r.path} ${c} ${r.scores[c]} < ${target[c]} ` +
        `(floor ${floor}); audits below 1: ${r.failing.filter((f) => f.startsWith(c)).join(', ')}`,
    );
  }
}
if (check && failed) process.exit(1);
