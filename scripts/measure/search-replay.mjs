// `npm run search:replay`: the search evaluation without a browser, in seconds. It runs the search
// dialog's own pipeline (lib/search/search.ts: query words, Pagefind, reader words, typos, ranking)
// in Node, over the exported site's Pagefind index, for every query of eval/search/, and prints the
// same totals as scripts/measure/search-eval.mjs: each set, then each pool against its floors. The browser
// evaluation stays what CI holds (it also times the dialog and checks what the reader sees); this is
// for judging a change to the ranking while writing it.
// Usage: node scripts/measure/search-replay.mjs [--dir .variants/main] [--set tuning] [--json report.json] [--ablate]
// A held-out set's queries are never printed: its totals only.
// --ablate: what each rule of the ranking (ABLATIONS) earns. The open sets are replayed once with
// RULES (lib/search/rules.ts), then once with each rule turned off (RULES with that one rule
// changed, passed to the search); the table gives what the open pool loses without it. The held-out
// sets are left out: they judge the ranking, they do not shape it.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import { VARIANT_DIR } from '../../dev/variants.ts';
import { POOL_TOLERANCE, shortfalls } from '../../eval/search/load.mjs';
import { PAGEFIND_OPTIONS, indexSize, searchMarks, searchWords } from '../../lib/search/pagefind.ts';
import { RULES } from '../../lib/search/rules.ts';
import { searchDocs } from '../../lib/search/search.ts';
import { SEARCH_POOLS, SEARCH_SETS, currentAddresses, landing, rankResults, totals } from './search-eval.mjs';
import { isInside } from '../serve/serve-static.ts';

/** RULES with a word in `field` counting what a word of text counts. */
const fieldOff = (field) => ({ ...RULES, FIELD_WEIGHTS: { ...RULES.FIELD_WEIGHTS, [field]: 1 } });
/** RULES without the tier `tier` in the order. */
const tierOff = (tier) => ({ ...RULES, TIERS: RULES.TIERS.filter((t) => t !== tier) });
const R = RULES;

/**
 * The ranking's rules (lib/search/rules.ts), each as what it does and the rules with it off: a
 * weight set to what counts as nothing (or as text), a boost to 1, a limit lifted, a tier of the
 * order taken out. Each number is read from RULES, never written here.
 */
export const ABLATIONS = [
  [`a word in the page title counts ${R.FIELD_WEIGHTS.title}`, fieldOff('title')],
  [`a word in a heading counts ${R.FIELD_WEIGHTS.heading}`, fieldOff('heading')],
  [`a flag's own name counts ${R.FIELD_WEIGHTS.flag}`, fieldOff('flag')],
  [`a section's reader words count ${R.FIELD_WEIGHTS.terms}`, fieldOff('terms')],
  [`a word in what holds a place counts ${R.CONTEXT_WEIGHT}`, { ...R, CONTEXT_WEIGHT: 0 }],
  [`a word in what holds a place covers ${R.CONTEXT_COVER} of it`, { ...R, CONTEXT_COVER: 0 }],
  [`a heading made of the query's words: ×${R.TOPIC_BOOST}`, { ...R, TOPIC_BOOST: 1 }],
  [`a page's top keeps ${R.TOP_SHARE} for a task`, { ...R, TOP_SHARE: 1 }],
  [`a heading with the question word: ×${R.ASKED_BOOST}`, { ...R, ASKED_BOOST: 1 }],
  [`text in a section's flag rows counts ${R.ROW_TEXT_WEIGHT}`, { ...R, ROW_TEXT_WEIGHT: 1 }],
  ['a row is named only when its flag holds half the query', { ...R, ROW_NAME_SHARE: 0 }],
  ['text length normalisation (BM25 b)', { ...R, LENGTH_NORMALISATION: 0 }],
  ['a word on half the pages or more counts as on half', { ...R, COMMON_SHARE: 1 }],
  [`a place holding none of the words scores ${R.NONE_HELD_SHARE}`, { ...R, NONE_HELD_SHARE: 0 }],
  [`a place under ${R.MIN_SHARE_OF_BEST} of the best is left out`, { ...R, MIN_SHARE_OF_BEST: 0 }],
  ['the first three from two pages', { ...R, TOP_HITS: 0 }],
  ['at most three results a page', { ...R, MAX_HITS_PER_PAGE: R.MAX_HITS }],
  ['tier: the page named by the query first', tierOff('subject')],
  ["tier: the typed command's row", tierOff('commandFlag')],
  ['tier: the page a comparison compares', tierOff('compares')],
  ['tier: places named for the query', tierOff('named')],
];

/**
 * What `rules` changes of RULES, by name (`FIELD_WEIGHTS.title`); it throws on a name RULES does not
 * have, which the ranking would never read.
 */
export function changedRules(rules, base = RULES, prefix = '') {
  return Object.keys({ ...base, ...rules }).flatMap((name) => {
    if (!Object.hasOwn(base, name)) throw new Error(`${prefix}${name} is no rule of lib/search/rules.ts`);
    const [was, is] = [base[name], rules[name]];
    if (was && typeof was === 'object' && !Array.isArray(was)) return changedRules(is, was, `${prefix}${name}.`);
    return isDeepStrictEqual(was, is) ? [] : [`${prefix}${name}`];
  });
}

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
 * dialog answers it, with `rules` (RULES by default): one row each.
 */
export async function replay({ dir = `${VARIANT_DIR}/main`, sets, rules = RULES } = {}) {
  index ??= await loadIndex(dir);
  const { search, loadWords, current } = index;
  const rows = [];
  for (const set of SEARCH_SETS.filter((s) => !sets || sets.includes(s.name))) {
    for (const { style, query, answers } of set.queries) {
      const { hits } = await searchDocs(search, query, loadWords, rules);
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
    for (const [rule, rules] of ABLATIONS) {
      // Each line turns one rule off, one the ranking reads, and leaves the others as they are.
      const changed = changedRules(rules);
      if (changed.length !== 1) throw new Error(`"${rule}" changes ${changed.length} rules: ${changed.join(', ')}`);
      const t = totals(await replay({ dir: options.dir, sets: open, rules }));
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
