// The pure parts of measuring main-thread script time (scripts/measure/trace-load.mjs, scripts/measure/bench.mjs):
// which part of the page a sampled function belongs to, and the budget's verdict on a run.
import { median } from '../lib/stats.mjs';

/**
 * What a module's source path (as its source map names it) is part of; with `fn` (the function's
 * name, from the same source map), that function of it: "React (rendering, hydration) · beginWork".
 */
export function bucketOf(source, fn) {
  const part = partOf(source);
  return fn === undefined ? part : `${part} · ${fn || '(anonymous)'} (${source.split('/').pop()})`;
}

function partOf(source) {
  const path = source.replace(/^turbopack:\/\/\/?(\[project\]\/)?/, '');
  if (path.startsWith('[turbopack]')) return "Turbopack's module loader";
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(path);
  if (!pkg) return path; // the site's own module: components/…, lib/…
  const [, name, rest] = pkg;
  if (name !== 'next') return name;
  if (/compiled\/(react-dom|react|scheduler)\//.test(rest)) return 'React (rendering, hydration)';
  if (/compiled\/react-server-dom/.test(rest)) return 'React payload (RSC) parser';
  return "Next's runtime (router, boot)";
}

/**
 * A page's loads summed up. `loads`: each load's script ms per bucket and Chrome's ScriptDuration
 * ({ buckets, scriptDurationMs }). Returns the median per bucket, each load's total (`totals`) and
 * their median (`totalMs`), the median ScriptDuration, and the loads themselves.
 */
export function summarize(loads) {
  const names = [...new Set(loads.flatMap((load) => Object.keys(load.buckets)))];
  const totals = loads.map((load) => Object.values(load.buckets).reduce((sum, ms) => sum + ms, 0));
  return {
    buckets: Object.fromEntries(names.map((name) => [name, median(loads.map((load) => load.buckets[name] ?? 0))])),
    totals,
    totalMs: median(totals),
    scriptDurationMs: median(loads.map((load) => load.scriptDurationMs)),
    loads,
  };
}

/**
 * Where a page's script time differs from the reference's: each bucket's median ms on the page and
 * on the reference, and their difference, the largest differences first (the page's extra work at
 * the top, what it saves at the bottom).
 */
export function differences(page, reference) {
  const names = new Set([...Object.keys(page), ...Object.keys(reference)]);
  return [...names]
    .map((name) => ({ name, ms: page[name] ?? 0, referenceMs: reference[name] ?? 0 }))
    .map((row) => ({ ...row, differenceMs: row.ms - row.referenceMs }))
    .sort((a, b) => b.differenceMs - a.differenceMs);
}

/** Two rounds of the same URLs as one: each URL of `second` summed up over its loads of both. */
export function pooled(first, second) {
  return new Map([...second].map(([url, { loads }]) => [url, summarize([...first.get(url).loads, ...loads])]));
}

/**
 * Each page's script time as a ratio of the floor's (the same run), by both measures: the trace's
 * script until idle (`totalMs`) and Chrome's ScriptDuration (`scriptDurationMs`). They disagree (the
 * trace sees the module loading and payload parsing ScriptDuration leaves out; ScriptDuration sees
 * tasks the trace's samples miss), and a reader's phone pays for both, so each is held to its own
 * ceiling and a page over either is over: `maxRatio` for the trace, `maxDurationRatio` for
 * ScriptDuration. `ratio` is the worse of the two ratios. `pages`: { path, totalMs,
 * scriptDurationMs, maxRatio?, maxDurationRatio? } (no maxRatio: reported, not gated);
 * `floor`: { totalMs, scriptDurationMs }. `over`: the gated pages not within both ceilings, each
 * with `overBy`, the measures it is over by.
 */
export function scriptVerdict(pages, floor) {
  const rows = pages.map((page) => {
    const traceRatio = page.totalMs / floor.totalMs;
    const durationRatio = page.scriptDurationMs / floor.scriptDurationMs;
    return { ...page, traceRatio, durationRatio, ratio: Math.max(traceRatio, durationRatio) };
  });
  // Not under a ceiling is over it: a ratio of nothing measured (NaN) fails too.
  const overBy = (row) =>
    row.maxRatio === undefined
      ? []
      : [
          ...(row.traceRatio <= row.maxRatio ? [] : ['trace']),
          ...(row.durationRatio <= (row.maxDurationRatio ?? row.maxRatio) ? [] : ['ScriptDuration']),
        ];
  const over = rows.map((row) => ({ ...row, overBy: overBy(row) })).filter((row) => row.overBy.length > 0);
  return { rows, over };
}
