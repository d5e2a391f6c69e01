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
 * Every set, in sets.json's order:
 * { name, about, heldout, floors: { top1, top3, mrr, maxEmpty }, queries: [{ id, style, query, answers }] }.
 */
export function loadSearchSets(folder = FOLDER) {
  const sets = JSON.parse(readFileSync(`${folder}/sets.json`, 'utf8'));
  return Object.entries(sets).map(([name, { about, heldout, floors }]) => {
    const queries = parseSet(name, readFileSync(`${folder}/${name}.jsonl`, 'utf8'), heldout === true);
    if (!queries.length) throw new Error(`${name}.jsonl: a set holds at least one query`);
    return { name, about, heldout: heldout === true, floors: parseFloors(name, floors, queries.length), queries };
  });
}
