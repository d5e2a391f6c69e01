// The search's evaluation sets, as data in this folder:
// - sets.json names each set, in the order the evaluation reports them, with where its queries came
//   from (`about`), whether it is held out (`heldout`: the ranking is never tuned on it, and the
//   evaluation prints its totals only) and its `floors`: what CI holds it to, `top1` and `top3`
//   (how many queries find their answer first, and among the first three), `mrr` (the mean
//   reciprocal rank) and `maxEmpty` (how many may find nothing);
// - <set>.jsonl holds its queries, one JSON object a line:
//     { "id": "<set>-NNN", "style": "keyword" | "flag" | "sentence", "query": "...",
//       "answers": ["/path/#anchor", ...], "heldout": true }
//   `answers`: the addresses where the reader finds what they asked (path and #fragment, or the
//   path alone for a page's top), most precise first; any of them counts. `heldout` is on every row
//   of a held-out set and on no other.
// A row that breaks any of this stops the loading with its file and line.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** How a reader asks: a word or two, an option as written on the command line, or the task in words. */
export const STYLES = ['keyword', 'flag', 'sentence'];

const FOLDER = fileURLToPath(new URL('.', import.meta.url));
const KEYS = new Set(['id', 'style', 'query', 'answers', 'heldout']);

/** One line of a set's file as a query, or an error naming `where` (file:line). */
export function parseRow(line, where, set, heldout) {
  let row;
  try {
    row = JSON.parse(line);
  } catch (error) {
    // JSON's message quotes the line: never a held-out row's words.
    throw new Error(`${where}: not JSON${heldout ? '' : ` (${error.message})`}`);
  }
  const fail = (what) => {
    throw new Error(`${where}: ${what}`);
  };
  if (!row || typeof row !== 'object' || Array.isArray(row)) fail('a row is a JSON object');
  for (const key of Object.keys(row)) if (!KEYS.has(key)) fail(`unknown field "${key}"`);
  if (typeof row.id !== 'string' || !row.id.startsWith(`${set}-`) || !/^\d{3}$/.test(row.id.slice(set.length + 1)))
    fail(`id must be "${set}-NNN"`);
  if (!STYLES.includes(row.style)) fail(`style must be one of ${STYLES.join(', ')}`);
  if (typeof row.query !== 'string' || !row.query.trim() || row.query !== row.query.trim())
    fail('query must be text without outer spaces');
  if (
    !Array.isArray(row.answers) ||
    row.answers.length === 0 ||
    !row.answers.every((answer) => typeof answer === 'string' && answer.startsWith('/'))
  )
    fail('answers must be one or more site addresses ("/path/#anchor")');
  if (heldout ? row.heldout !== true : 'heldout' in row)
    fail(heldout ? 'a held-out set marks each row "heldout": true' : 'only a held-out set\'s rows carry "heldout"');
  return { id: row.id, style: row.style, query: row.query, answers: row.answers };
}

/** A set's file (its text) as its queries; ids must be unique within it. */
export function parseSet(set, text, heldout, file = `${set}.jsonl`) {
  const ids = new Set();
  return text.split('\n').flatMap((line, index) => {
    if (!line.trim()) return [];
    const row = parseRow(line, `${file}:${index + 1}`, set, heldout);
    if (ids.has(row.id)) throw new Error(`${file}:${index + 1}: id ${row.id} stands twice`);
    ids.add(row.id);
    return [row];
  });
}

/** A set's floors, checked against its size; an error names the set and the floor. */
export function parseFloors(set, floors, size) {
  const fail = (what) => {
    throw new Error(`sets.json: ${set}: ${what}`);
  };
  if (!floors || typeof floors !== 'object') fail('needs floors: { top1, top3, mrr, maxEmpty }');
  for (const key of Object.keys(floors))
    if (!['top1', 'top3', 'mrr', 'maxEmpty'].includes(key)) fail(`unknown floor "${key}"`);
  const count = (key, at = size) => {
    if (!Number.isInteger(floors[key]) || floors[key] < 0 || floors[key] > at)
      fail(`floor ${key} must be a whole number from 0 to ${at}`);
  };
  count('top1');
  count('top3');
  if (floors.top3 < floors.top1) fail('floor top3 is below top1');
  count('maxEmpty');
  if (typeof floors.mrr !== 'number' || !(floors.mrr >= 0 && floors.mrr <= 1)) fail('floor mrr must be from 0 to 1');
  return { top1: floors.top1, top3: floors.top3, mrr: floors.mrr, maxEmpty: floors.maxEmpty };
}

/**
 * The key two queries share when the search reads them the same: each word lowercase without the
 * punctuation around it (as `bareWord` in lib/search/query.ts reads a word), spaces aside, but a
 * flag's dashes kept: the search reads `--region` as a flag and `region` as a word.
 */
export const queryKey = (query) =>
  query
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/^[^a-z0-9-]+|[^a-z0-9]+$/g, ''))
    .filter(Boolean)
    .join(' ');

/**
 * Refuses a query that stands in two sets (or twice in one), read as the search reads it
 * (`queryKey`), naming both rows by id only: a held-out row's words are never quoted. A query in an
 * open set and a held-out one would be tuned on and still counted as unseen; in two open sets, it
 * would count twice.
 */
export function checkDistinct(sets) {
  const first = new Map();
  for (const { queries } of sets) {
    for (const row of queries) {
      const key = queryKey(row.query);
      if (first.has(key))
        throw new Error(`${row.id}: its query is also ${first.get(key)}'s (no query stands in two rows)`);
      first.set(key, row.id);
    }
  }
}

/**
 * Every set, in sets.json's order:
 * { name, about, heldout, floors: { top1, top3, mrr, maxEmpty }, queries: [{ id, style, query, answers }] }.
 */
export function loadSearchSets(folder = FOLDER) {
  const file = JSON.parse(readFileSync(`${folder}/sets.json`, 'utf8'));
  const sets = Object.entries(file).map(([name, { about, heldout, floors }]) => {
    const queries = parseSet(name, readFileSync(`${folder}/${name}.jsonl`, 'utf8'), heldout === true);
    if (!queries.length) throw new Error(`${name}.jsonl: a set holds at least one query`);
    return { name, about, heldout: heldout === true, floors: parseFloors(name, floors, queries.length), queries };
  });
  checkDistinct(sets);
  return sets;
}

/**
 * How far a pool may score below each of its floors: one query (one more empty answer; for the MRR,
 * one first answer lost). A pool is all the open sets as one, or all the held-out sets as one, and
 * CI holds each pool, not each set: in a set of 40, one query that moves is 2.5 points, and what a
 * change does to the search shows in the pools.
 */
export const POOL_TOLERANCE = 1;

/**
 * The two pools, open and held out: each with its sets' names, its number of queries and its
 * floors, the sums of its sets' (the MRR floor weighted by each set's size).
 */
export function pools(sets) {
  return [false, true].map((heldout) => {
    const members = sets.filter((set) => set.heldout === heldout);
    const queries = members.reduce((sum, set) => sum + set.queries.length, 0);
    const sum = (key) => members.reduce((total, set) => total + set.floors[key], 0);
    const mrr = members.reduce((total, set) => total + set.floors.mrr * set.queries.length, 0) / queries;
    return {
      name: heldout ? 'held-out sets' : 'open sets',
      heldout,
      sets: members.map((set) => set.name),
      queries,
      floors: { top1: sum('top1'), top3: sum('top3'), mrr, maxEmpty: sum('maxEmpty') },
    };
  });
}

/**
 * What totals fall short of their floors by more than `tolerance` queries: one message per floor
 * missed. The MRR's tolerance is one query's worth, a first answer lost (1 / the number of queries).
 */
export function shortfalls(name, t, floors, tolerance = 0) {
  const mrr = floors.mrr - tolerance / (t.queries || 1);
  return [
    t.top1 < floors.top1 - tolerance && `${name}: top-1 ${t.top1}/${t.queries} < ${floors.top1 - tolerance}`,
    t.top3 < floors.top3 - tolerance && `${name}: top-3 ${t.top3}/${t.queries} < ${floors.top3 - tolerance}`,
    t.mrr < mrr && `${name}: MRR ${t.mrr.toFixed(4)} < ${mrr.toFixed(4)}`,
    t.empty > floors.maxEmpty + tolerance && `${name}: ${t.empty} empty answers > ${floors.maxEmpty + tolerance}`,
  ].filter(Boolean);
}
