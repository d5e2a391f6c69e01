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

/**
 * Each page's script time as a ratio of the floor's (`floorMs`, the same run), and the gated pages
 * over `maxRatio`. `pages`: { path, totalMs, gated }.
 */
export function scriptVerdict(pages, floorMs, maxRatio) {
  const rows = pages.map((page) => ({ ...page, ratio: page.totalMs / floorMs }));
  return { rows, over: rows.filter((row) => row.gated && row.ratio > maxRatio) };
}
