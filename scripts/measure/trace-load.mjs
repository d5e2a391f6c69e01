// Where a page's main-thread script time goes while it loads. Each load is recorded as a Chromium
// performance trace with the CPU slowed as on a mid-range phone (4× by default); the trace's V8
// samples of the page's main thread give each function's self time, which goes to the code it is in:
// - with source maps (a build made with MILLIGRAM_SOURCE_MAPS=true), to the original module: React's
//   rendering and hydration, its payload (RSC) parser, Next's runtime, Turbopack's module loader,
//   each of the site's own modules, other packages;
// - without, to the chunk file;
// then the page's inline scripts (the payload's chunks, the theme and sign-in reset scripts) and the
// browser's own (garbage collection, native code). Loads of all the URLs are interleaved, the median
// of several runs is kept, and the first URL is the reference the others are compared with (the
// bare-Next floor). The last run of each URL is saved in bench-report/ for DevTools' Performance panel.
// With --functions (a build with source maps), each function is a bucket of its own, and each page
// lists where it differs most from the reference: the functions its extra script time is in.
//   node scripts/measure/trace-load.mjs [--cpu 4] [--runs 5] [--functions] FLOOR_URL URL…
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { SourceMapConsumer } from 'source-map-js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../dev/chromium.ts';
import { bucketOf, differences, summarize } from './script-time.mjs';

/** The page's main-thread V8 profiles in a trace: nodes and self time (µs) per node. */
function mainThreadProfiles(events) {
  const mainThreads = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const threadOf = new Map(
    events.filter((e) => e.name === 'Profile').map((e) => [`${e.pid}:${e.id}`, `${e.pid}:${e.tid}`]),
  );
  const profiles = new Map();
  for (const event of events) {
    if (event.name !== 'ProfileChunk') continue;
    const key = `${event.pid}:${event.id}`;
    if (!mainThreads.has(threadOf.get(key))) continue;
    const profile = profiles.get(key) ?? { nodes: new Map(), self: new Map() };
    profiles.set(key, profile);
    const data = event.args?.data?.cpuProfile ?? {};
    for (const node of data.nodes ?? []) profile.nodes.set(node.id, node);
    const deltas = event.args?.data?.timeDeltas ?? [];
    (data.samples ?? []).forEach((id, i) => profile.self.set(id, (profile.self.get(id) ?? 0) + (deltas[i] ?? 0)));
  }
  return [...profiles.values()];
}

/** Source maps of the page's chunks, fetched once per URL (null where a chunk has none). */
function sourceMaps(page) {
  const cache = new Map();
  return (url) => {
    if (!cache.has(url)) {
      cache.set(
        url,
        page.request
          .get(url)
          .then((r) => r.text())
          .then(async (code) => {
            const name = /sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
            if (!name) return null;
            const map = await page.request.get(new URL(name, url).href);
            return map.ok() ? new SourceMapConsumer(await map.json()) : null;
          })
          .catch(() => null),
      );
    }
    return cache.get(url);
  };
}

/**
 * One load of `url`, traced with the CPU slowed `cpu` times: ms of script per bucket (per function
 * with `functions`), and the trace.
 */
async function traceOnce(browser, url, cpu, functions) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await cdp.send('Performance.enable');
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    categories: [
      'devtools.timeline',
      'v8.execute',
      'disabled-by-default-v8.cpu_profiler',
      'disabled-by-default-devtools.timeline',
    ].join(','),
    transferMode: 'ReportEvents',
  });
  await page.goto(url, { waitUntil: 'load' });
  // Idle: the lazy chunks loaded and run, nothing more to do.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_500);
  const { metrics } = await cdp.send('Performance.getMetrics');
  const scriptDurationMs = metrics.find((m) => m.name === 'ScriptDuration').value * 1000;
  await cdp.send('Tracing.end');
  await done;
  const mapOf = sourceMaps(page);
  const origin = new URL(url).origin;
  const buckets = {};
  const add = (name, ms) => (buckets[name] = (buckets[name] ?? 0) + ms);
  for (const { nodes, self } of mainThreadProfiles(events)) {
    const frames = [...self].map(([id, micros]) => [nodes.get(id)?.callFrame ?? {}, micros / 1000]);
    // The page's renderer is the one that ran the site's scripts.
    if (!frames.some(([frame]) => frame.url?.startsWith(origin))) continue;
    for (const [frame, ms] of frames) {
      if (!frame.url) {
        if (/^\((idle|program)\)$/.test(frame.functionName)) continue; // not script
        add('browser (GC, native)', ms);
      } else if (!frame.url.includes('/_next/')) add('inline scripts', ms);
      else {
        const map = await mapOf(frame.url);
        const position = map?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
        const fn = functions ? (position?.name ?? frame.functionName) : undefined;
        add(position?.source ? bucketOf(position.source, fn) : `chunk ${frame.url.split('/').pop()}`, ms);
      }
    }
  }
  await context.close();
  return { buckets, events, scriptDurationMs };
}

/**
 * Each URL's loads summed up (`summarize`: median script ms per bucket and in all, `totalMs`, each
 * load's total in `totals`, the loads in `loads`), over `runs` loads of each URL (interleaved), the CPU slowed `cpu` times; `traces`: a folder to save the last
 * trace of each URL in. `scriptDurationMs` is Chrome's own counter of the same loads (the DevTools
 * protocol's ScriptDuration metric, median), the bench's second measure: it counts scripts the
 * browser runs and the microtasks run inside them, but not the microtasks run at the end of a task,
 * where the framework instantiates its modules and parses its payload, so it leaves out most of a
 * page's boot and sees the tasks after it.
 */
export async function traceLoad(urls, { cpu = 4, runs = 5, browser, traces, functions = false } = {}) {
  const own = !browser;
  browser ??= await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const samples = new Map(urls.map((url) => [url, []]));
  try {
    for (let run = 0; run < runs; run++) {
      for (const url of urls) {
        const { buckets, events, scriptDurationMs } = await traceOnce(browser, url, cpu, functions);
        samples.get(url).push({ buckets, scriptDurationMs });
        if (traces && run === runs - 1) {
          await mkdir(traces, { recursive: true });
          const name = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';
          await writeFile(`${traces}/trace-${new URL(url).port}-${name}.json`, JSON.stringify({ traceEvents: events }));
        }
      }
    }
  } finally {
    if (own) await browser.close();
  }
  return new Map(urls.map((url) => [url, summarize(samples.get(url))]));
}

/** With --functions: the functions each table lists (most time first; for a page, most extra time). */
const FUNCTIONS_SHOWN = 25;
/** ...and, for a page, its largest savings against the reference after them. */
const SAVINGS_SHOWN = 5;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values, positionals: args } = parseArgs({
    options: {
      cpu: { type: 'string', default: '4' },
      runs: { type: 'string', default: '5' },
      functions: { type: 'boolean', default: false },
    },
    allowPositionals: true,
  });
  const cpu = Number(values.cpu);
  const runs = Number(values.runs);
  const results = await traceLoad(args, { cpu, runs, traces: 'bench-report', functions: values.functions });
  const floor = results.get(args[0]);
  for (const [url, { buckets, totalMs, scriptDurationMs }] of results) {
    console.log(
      `${url}: ${totalMs.toFixed(0)} ms of script (median of ${runs}, CPU ${cpu}× slower)` +
        (url === args[0] ? ' [the reference]' : `, ${(totalMs / floor.totalMs).toFixed(2)}× the reference`) +
        `; Chrome's ScriptDuration ${scriptDurationMs.toFixed(0)} ms` +
        (url === args[0] ? '' : ` (${(scriptDurationMs / floor.scriptDurationMs).toFixed(2)}×)`),
    );
    if (values.functions && url !== args[0]) {
      // The functions this page spends most more (and most less) script time in than the reference.
      const rows = differences(buckets, floor.buckets);
      const shown =
        rows.length > FUNCTIONS_SHOWN + SAVINGS_SHOWN
          ? [...rows.slice(0, FUNCTIONS_SHOWN), ...rows.slice(-SAVINGS_SHOWN)]
          : rows;
      console.table(
        shown.map(({ name, ms, referenceMs, differenceMs }) => ({
          function: name,
          'ms here': Number(ms.toFixed(1)),
          'ms in the reference': Number(referenceMs.toFixed(1)),
          difference: Number(differenceMs.toFixed(1)),
        })),
      );
      continue;
    }
    console.table(
      Object.fromEntries(
        Object.entries(buckets)
          .filter(([, ms]) => ms >= 0.5)
          .sort((a, b) => b[1] - a[1])
          .slice(0, values.functions ? FUNCTIONS_SHOWN : undefined)
          .map(([name, ms]) => [name, { ms: Number(ms.toFixed(1)) }]),
      ),
    );
  }
}
