// The pure parts of measuring main-thread script time (scripts/trace-load.mjs, scripts/bench.mjs):
// which part of the page a sampled function belongs to, and the budget's verdict on a run.

/** What a module's source path (as its source map names it) is part of. */
export function bucketOf(source) {
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

/** The middle value (the upper one of an even count); 0 for none. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : 0;
}

/**
 * A page over its budget is measured again before it fails: one load can take twice another on a
 * busy machine, so a median of 7 can land over 1.5× the floor's by chance. The second round's loads
 * (floor and page interleaved again) join the first's, and the verdict is on the medians of all.
 * `first`, `second`: Map url → { totals } (each load's ms); returns, for the URLs of `second`, the
 * first round's result with the pooled `totals` and their median as `totalMs`.
 */
export function pooled(first, second) {
  return new Map(
    [...second].map(([url, { totals }]) => {
      const all = [...first.get(url).totals, ...totals];
      return [url, { ...first.get(url), totals: all, totalMs: median(all) }];
    }),
  );
}

/**
 * Each page's script time as a ratio of the floor's (`floorMs`, the same run), and the gated pages
 * over `maxRatio`. `pages`: { path, totalMs, gated }.
 */
export function scriptVerdict(pages, floorMs, maxRatio) {
  const rows = pages.map((page) => ({ ...page, ratio: page.totalMs / floorMs }));
  return { rows, over: rows.filter((row) => row.gated && row.ratio > maxRatio) };
}
