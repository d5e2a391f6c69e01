// `npm run search:replay`: the search evaluation without a browser, in seconds. It runs the search
// dialog's own pipeline (lib/search/search.ts: query words, Pagefind, reader words, typos, ranking)
// in Node, over the exported site's Pagefind index, for every query of eval/search/, and prints the
// same totals as scripts/measure/search-eval.mjs: each set, then each pool against its floors. The browser
// evaluation stays what CI holds (it also times the dialog and checks what the reader sees); this is
// for judging a change to the ranking while writing it.
// Usage: node scripts/measure/search-replay.mjs [--dir .variants/main] [--set tuning] [--json report.json] [--ablate]
// A held-out set's queries are never printed: its totals only.
// --ablate: what each rule of the ranking (ABLATIONS) earns. The open sets are replayed once with
// every rule, then once with each rule turned off (lib/search/rules.ts and rank.ts as written,
// with that one rule's line changed, loaded apart); the table gives what the open pool loses
// without it. The held-out sets are left out: they judge the ranking, they do not shape it.
import { readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { registerHooks } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { VARIANT_DIR } from '../../dev/variants.ts';
import { POOL_TOLERANCE, shortfalls } from '../../eval/search/load.mjs';
import { SEARCH_POOLS, SEARCH_SETS, currentAddresses, landing, rankResults, totals } from './search-eval.mjs';
import { isInside } from '../serve/serve-static.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The modules that make the ranking's rules: its numbers, and the code that orders by tiers. */
const RULE_MODULES = [path.join(ROOT, 'lib/search/rules.ts'), path.join(ROOT, 'lib/search/rank.ts')];
const SEARCH_DIR = path.join(ROOT, 'lib/search');

/**
 * The ranking's rules (lib/search/rules.ts; rank.ts for the tiers of the order), each as the line
 * that makes it and that line with the rule off: a weight set to what counts as nothing, a boost
 * to 1, a tier of the order taken out.
 */
export const ABLATIONS = [
  ['a word in the page title counts 3.5', 'title: 3.5,', 'title: 1,'],
  ['a word in a heading counts 3', 'heading: 3,', 'heading: 1,'],
  ["a flag's own name counts 4", 'flag: 4,', 'flag: 1,'],
  ["a section's reader words count 1.5", 'terms: 1.5 }', 'terms: 1 }'],
  ['a word in what holds a place counts 0.75', 'CONTEXT_WEIGHT = 0.75;', 'CONTEXT_WEIGHT = 0;'],
  ['a word in what holds a place covers 0.75 of it', 'CONTEXT_COVER = 0.75;', 'CONTEXT_COVER = 0;'],
  ["a heading made of the query's words: ×6", 'TOPIC_BOOST = 6;', 'TOPIC_BOOST = 1;'],
  ["a page's top keeps 0.7 for a task", 'TOP_SHARE = 0.7;', 'TOP_SHARE = 1;'],
  ['a heading with the question word: ×1.5', 'ASKED_BOOST = 1.5;', 'ASKED_BOOST = 1;'],
  ["text in a section's flag rows counts 0.5", 'ROW_TEXT_WEIGHT = 0.5;', 'ROW_TEXT_WEIGHT = 1;'],
  ['a row is named only when its flag holds half the query', 'ROW_NAME_SHARE = 0.5;', 'ROW_NAME_SHARE = 0;'],
  ['text length normalisation (BM25 b)', 'LENGTH_NORMALISATION = 0.5;', 'LENGTH_NORMALISATION = 0;'],
  ['a word on half the pages or more counts as on half', 'COMMON_SHARE = 0.5;', 'COMMON_SHARE = 1;'],
  ['a place holding none of the words scores 0.001', 'NONE_HELD_SHARE = 0.001;', 'NONE_HELD_SHARE = 0;'],
  ['a place under 0.05 of the best is left out', 'MIN_SHARE_OF_BEST = 0.05;', 'MIN_SHARE_OF_BEST = 0;'],
  ['the first three from two pages', 'TOP_HITS = 3;', 'TOP_HITS = 0;'],
  ['at most three results a page', 'MAX_HITS_PER_PAGE = 3;', 'MAX_HITS_PER_PAGE = 10;'],
  ['tier: the page named by the query first', 'Number(b.subject) - Number(a.subject) ||', ''],
  ["tier: the typed command's row", 'Number(!!b.commandFlag) - Number(!!a.commandFlag) ||', ''],
  ['tier: the page a comparison compares', 'Number(!!b.compares) - Number(!!a.compares) ||', ''],
  ['tier: places named for the query', 'Number(b.named) - Number(a.named) ||', ''],
];
/** The endings the site's modules are imported without (TypeScript's resolution, as the bundler does it). */
const ENDINGS = ['.ts', '.tsx', '.mjs', '/index.ts'];

/**
 * Node runs the site's TypeScript itself (it strips the types); these hooks give it the bundler's
 * resolution: `@/lib/…` from the repository's root, and a module named without its ending.
 */
registerHooks({
  // A module of lib/search/ imported for an ablation carries it (`?ablate=N`) to the modules it
  // imports there, and the rule module holding that rule's line is loaded with it changed.
  load(url, context, nextLoad) {
    const loaded = nextLoad(url, context);
    const ablate = new URL(url).searchParams.get('ablate');
    if (ablate === null || !RULE_MODULES.includes(fileURLToPath(url.replace(/\?.*$/, '')))) return loaded;
    const [, line, off] = ABLATIONS[Number(ablate)];
    const source = String(loaded.source);
    return source.includes(line) ? { ...loaded, source: source.replace(line, off) } : loaded;
  },
  resolve(specifier, context, nextResolve) {
    const local = specifier.startsWith('@/') ? path.join(ROOT, specifier.slice(2)) : null;
    const relative = specifier.startsWith('.') && context.parentURL?.startsWith('file:') ? specifier : null;
    const base = local ?? (relative ? fileURLToPath(new URL(relative, context.parentURL)) : null);
    const found =
      base && !existsSync(base) && !path.extname(base)
        ? ENDINGS.map((ending) => base + ending).find((file) => existsSync(file))
        : undefined;
    let resolved = nextResolve(found || local ? pathToFileURL(found ?? base).href : specifier, context);
    const ablate = context.parentURL?.includes('?ablate=') ? new URL(context.parentURL).search : '';
    if (ablate && resolved.url.startsWith(pathToFileURL(SEARCH_DIR).href))
      resolved = { ...resolved, url: resolved.url + ablate };
    // The site's TypeScript and Pagefind's script are ES modules (package.json does not say so).
    if (/\.tsx?(\?|$)/.test(resolved.url)) return { ...resolved, format: 'module-typescript' };
    return resolved.url.endsWith('/pagefind/pagefind.js') ? { ...resolved, format: 'module' } : resolved;
  },
});

/**
 * Pagefind's script fetches its index next to itself and the search fetches the site's word list
 * and the pages' marks: all answered from the exported folder `dir`.
 */
function serveFrom(dir) {
  const folder = path.resolve(dir);
  globalThis.fetch = async (input) => {
    const address = String(input);
    // A site path (`/pagefind/words.json`) or the file Pagefind names beside its script.
    const file = address.startsWith('/')
      ? path.join(folder, new URL(address, 'http://site').pathname)
      : fileURLToPath(new URL(address).href.replace(/[?#].*$/, ''));
    if (!isInside(folder, file)) return new Response(null, { status: 404 });
    try {
      return new Response(await readFile(file));
    } catch {
      return new Response(null, { status: 404 });
    }
  };
}

let index;
/** The search's index over the exported folder `dir`, as the dialog loads it: Pagefind, its size, the marks. */
async function loadIndex(dir) {
  serveFrom(dir);
  const { PAGEFIND_OPTIONS, indexSize, searchMarks, searchWords } = await import('../../lib/search/pagefind.ts');
  const pagefind = await import(pathToFileURL(path.resolve(dir, 'pagefind/pagefind.js')).href);
  // As the dialog sets it; the index is read from the folder, the pages' addresses kept as the site's.
  const basePath = `${pathToFileURL(path.resolve(dir, 'pagefind')).href}/`;
  await pagefind.options({ ...PAGEFIND_OPTIONS, basePath, baseUrl: '/' });
  let words;
  const loadWords = () => (words ??= searchWords());
  const search = { pagefind, pages: await indexSize(0), marks: await searchMarks() };
  return { search, loadWords, current: await currentAddresses(dir) };
}

/**
 * Every query of the sets (`sets`: their names; all by default), answered by the search as the
 * dialog answers it: one row each. `ablate`: the index of a rule of ABLATIONS to turn off.
 */
export async function replay({ dir = `${VARIANT_DIR}/main`, sets, ablate } = {}) {
  if (ablate !== undefined) {
    // The rule's line stands once in the rule modules, or turning it off would change nothing.
    const [rule, line] = ABLATIONS[ablate];
    const sources = (await Promise.all(RULE_MODULES.map((file) => readFile(file, 'utf8')))).join('\n');
    if (sources.split(line).length !== 2) throw new Error(`"${line}" (${rule}) must stand once in lib/search/`);
  }
  index ??= await loadIndex(dir);
  const { search, loadWords, current } = index;
  const { searchDocs } = await import(`../../lib/search/search.ts${ablate === undefined ? '' : `?ablate=${ablate}`}`);
  const rows = [];
  for (const set of SEARCH_SETS.filter((s) => !sets || sets.includes(s.name))) {
    for (const { style, query, answers } of set.queries) {
      const { hits } = await searchDocs(search, query, loadWords);
      const hrefs = hits.map((hit) => landing(hit.url));
      const now = answers.map((answer) => current.get(answer) ?? answer);
      rows.push({ set: set.name, style, query, ...rankResults(hrefs, now), top: hrefs.slice(0, 3) });
    }
  }
  return rows;
}

const format = (t) =>
  `top-1 ${t.top1}/${t.queries}, top-3 ${t.top3}/${t.queries}, MRR ${t.mrr.toFixed(3)}, empty ${t.empty}`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values: options } = parseArgs({
    options: {
      dir: { type: 'string' },
      set: { type: 'string' },
      json: { type: 'string' },
      ablate: { type: 'boolean' },
    },
  });
  const started = performance.now();
  if (options.ablate) {
    const open = SEARCH_SETS.filter((set) => !set.sealed).map((set) => set.name);
    const all = totals(await replay({ dir: options.dir, sets: open }));
    console.log(`open sets, every rule: ${format(all)}`);
    console.log('rule off'.padEnd(58), 'top-1  top-3  MRR');
    for (const [at, [rule]] of ABLATIONS.entries()) {
      const t = totals(await replay({ dir: options.dir, sets: open, ablate: at }));
      const delta = (n) => (n > 0 ? `+${n}` : String(n)).padStart(5);
      console.log(
        rule.padEnd(58),
        delta(t.top1 - all.top1),
        delta(t.top3 - all.top3),
        (t.mrr - all.mrr).toFixed(3).padStart(7),
      );
    }
    console.log(
      `${ABLATIONS.length + 1} replays of ${all.queries} queries in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    process.exit();
  }
  const rows = await replay({ dir: options.dir, sets: options.set && [options.set] });
  const seconds = (performance.now() - started) / 1000;
  const sealed = new Set(SEARCH_SETS.filter((set) => set.sealed).map((set) => set.name));
  for (const row of rows.filter((r) => !sealed.has(r.set) && r.rank !== 1))
    console.log(`${row.set.padEnd(10)} ${JSON.stringify(row.query).padEnd(60)} ${row.rank ?? '–'}  ${row.first ?? ''}`);
  for (const { name } of SEARCH_SETS)
    if (rows.some((r) => r.set === name))
      console.log(`${name.padEnd(10)} ${format(totals(rows.filter((r) => r.set === name)))}`);
  if (!options.set) {
    for (const pool of SEARCH_POOLS) {
      const t = totals(rows.filter((row) => pool.sets.includes(row.set)));
      const short = shortfalls(pool.name, t, pool.floors, POOL_TOLERANCE);
      console.log(`${pool.name.padEnd(14)} ${format(t)}${short.length ? `: ${short.join('; ')}` : ''}`);
    }
  }
  console.log(`${rows.length} queries in ${seconds.toFixed(1)} s`);
  if (options.json)
    await writeFile(
      options.json,
      JSON.stringify(
        rows.filter((row) => !sealed.has(row.set)),
        null,
        2,
      ),
    );
}
