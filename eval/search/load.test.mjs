import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkDistinct, loadSearchSets, parseFloors, parseSet, pools, queryKey, shortfalls } from './load.mjs';

describe('the evaluation sets in this folder', () => {
  const sets = loadSearchSets();

  test('load, open sets first, every row with a unique id', () => {
    expect(sets.map((set) => set.name)).toEqual([
      'tuning',
      'reference',
      'fresh',
      'fresh-b',
      'fresh-c',
      'fresh-d',
      'fresh-e',
      'heldout',
      ...'bcdefgh'.split('').map((letter) => `heldout-${letter}`),
    ]);
    expect(sets.filter((set) => set.heldout).map((set) => set.name)).toHaveLength(8);
    const ids = sets.flatMap((set) => set.queries.map((row) => row.id));
    expect(ids).toHaveLength(686);
    expect(new Set(ids).size).toBe(ids.length);
    expect(sets.every((set) => set.about.length > 40)).toBe(true);
  });

  test('every set has its floors, as counts', () => {
    expect(sets.find((set) => set.name === 'tuning').floors).toEqual({ top1: 63, top3: 70, mrr: 0.94, maxEmpty: 0 });
  });
});

describe('no query in two rows', () => {
  const set = (name, heldout, ...queries) => ({
    name,
    heldout,
    queries: queries.map((query, index) => ({ id: `${name}-00${index + 1}`, query })),
  });

  test('a query is read as the search reads it: case and punctuation around words aside, flags kept', () => {
    expect(queryKey(' Where is "my" token?  ')).toBe('where is my token');
    expect(queryKey('--Region')).toBe('--region');
  });

  test('distinct queries pass, across open and held-out sets', () => {
    expect(() => checkDistinct([set('fresh', false, 'ssh', 'nuke'), set('heldout', true, 'logs')])).not.toThrow();
  });

  test('the same query, as the search reads it, is refused by the ids of both rows, never its words', () => {
    const sets = [set('fresh', false, 'ssh', 'Open a Tunnel?'), set('heldout', true, 'logs', 'open  a "tunnel" ')];
    expect(() => checkDistinct(sets)).toThrow("heldout-002: its query is also fresh-002's");
    expect(() => checkDistinct(sets)).not.toThrow(/tunnel/i);
    expect(() => checkDistinct([set('fresh', false, 'ssh', 'ssh')])).toThrow(
      "fresh-002: its query is also fresh-001's",
    );
  });
});

describe('the pools CI holds', () => {
  const set = (name, heldout, size, floors) => ({ name, heldout, floors, queries: Array(size).fill({}) });
  const [open, held] = pools([
    set('tuning', false, 70, { top1: 64, top3: 69, mrr: 0.95, maxEmpty: 0 }),
    set('fresh', false, 30, { top1: 25, top3: 28, mrr: 0.85, maxEmpty: 1 }),
    set('heldout', true, 40, { top1: 33, top3: 38, mrr: 0.89, maxEmpty: 0 }),
  ]);

  test('the open sets as one, the held-out sets as one, with the sums of their floors', () => {
    expect(open).toEqual({
      name: 'open sets',
      heldout: false,
      sets: ['tuning', 'fresh'],
      queries: 100,
      floors: { top1: 89, top3: 97, mrr: expect.closeTo(0.92, 9), maxEmpty: 1 },
    });
    expect(held).toMatchObject({
      name: 'held-out sets',
      sets: ['heldout'],
      queries: 40,
      floors: { top1: 33, mrr: 0.89 },
    });
  });

  test('the pools of the sets in this folder: every set in one', () => {
    const sets = loadSearchSets();
    const names = pools(sets).flatMap((pool) => pool.sets);
    expect(names.sort()).toEqual(sets.map((s) => s.name).sort());
  });
});

describe('shortfalls', () => {
  const floors = { top1: 300, top3: 320, mrr: 0.9, maxEmpty: 0 };
  const totals = { queries: 330, top1: 300, top3: 320, mrr: 0.9, empty: 0 };

  test('at the floors, nothing; one query under, a message per floor', () => {
    expect(shortfalls('open sets', totals, floors)).toEqual([]);
    expect(shortfalls('open sets', { ...totals, top1: 299, empty: 1 }, floors)).toEqual([
      'open sets: top-1 299/330 < 300',
      'open sets: 1 empty answers > 0',
    ]);
  });

  test('a tolerance of one query lets one through, not two', () => {
    const oneLost = { ...totals, top1: 299, top3: 319, mrr: 0.9 - 1 / 330, empty: 1 };
    expect(shortfalls('open sets', oneLost, floors, 1)).toEqual([]);
    expect(shortfalls('open sets', { ...oneLost, top1: 298 }, floors, 1)).toEqual(['open sets: top-1 298/330 < 299']);
    expect(shortfalls('open sets', { ...oneLost, mrr: 0.9 - 2 / 330 }, floors, 1)).toEqual([
      'open sets: MRR 0.8939 < 0.8970',
    ]);
  });
});

describe('parseFloors', () => {
  const floors = { top1: 50, top3: 56, mrr: 0.88, maxEmpty: 0 };

  test('floors within the set', () => {
    expect(parseFloors('fresh-e', floors, 60)).toEqual(floors);
  });

  test.each([
    ['none', undefined, /fresh-e: needs floors/],
    ['an unknown floor', { ...floors, top5: 58 }, /unknown floor "top5"/],
    ['more than the set holds', { ...floors, top3: 61 }, /floor top3 must be a whole number from 0 to 60/],
    ['a share instead of a count', { ...floors, top1: 0.83 }, /floor top1 must be a whole number/],
    ['top-3 under top-1', { ...floors, top3: 49 }, /floor top3 is below top1/],
    ['an MRR over 1', { ...floors, mrr: 88 }, /floor mrr must be from 0 to 1/],
  ])('refuses %s, naming the set', (_, given, message) => {
    expect(() => parseFloors('fresh-e', given, 60)).toThrow(message);
  });
});

describe('parseSet', () => {
  const row = (fields) =>
    JSON.stringify({ id: 'fresh-001', style: 'keyword', query: 'ssh', answers: ['/mg/'], ...fields });

  test('reads rows, skipping blank lines', () => {
    const text = `${row()}\n\n${row({ id: 'fresh-002', style: 'flag', query: '-y' })}\n`;
    expect(parseSet('fresh', text, false)).toEqual([
      { id: 'fresh-001', style: 'keyword', query: 'ssh', answers: ['/mg/'] },
      { id: 'fresh-002', style: 'flag', query: '-y', answers: ['/mg/'] },
    ]);
  });

  test.each([
    ['not JSON', '{"id":', /fresh\.jsonl:1: not JSON/],
    ['an unknown field', row({ note: 'x' }), /unknown field "note"/],
    ['an id of another set', row({ id: 'tuning-001' }), /id must be "fresh-NNN"/],
    ['an unknown style', row({ style: 'question' }), /style must be one of keyword, flag, sentence/],
    ['an empty query', row({ query: ' ' }), /query must be text/],
    ['outer spaces', row({ query: 'ssh ' }), /query must be text without outer spaces/],
    ['no answers', row({ answers: [] }), /answers must be one or more site addresses/],
    ['an answer off the site', row({ answers: ['https://example.com/'] }), /answers must be/],
    ['a held-out mark in an open set', row({ heldout: true }), /only a held-out set's rows/],
    ['a held-out mark of false', row({ heldout: false }), /only a held-out set's rows/],
  ])('stops at %s, naming the file and line', (_, line, message) => {
    expect(() => parseSet('fresh', line, false)).toThrow(message);
  });

  test('a held-out row that is not JSON is named by its line, never quoted', () => {
    expect(() => parseSet('heldout-b', '{"query": "sealed words', true)).toThrow(/^heldout-b\.jsonl:1: not JSON$/);
  });

  test('a held-out set marks every row', () => {
    expect(() => parseSet('heldout-b', row({ id: 'heldout-b-001' }), true)).toThrow(
      /heldout-b\.jsonl:1: a held-out set marks/,
    );
    expect(parseSet('heldout-b', row({ id: 'heldout-b-001', heldout: true }), true)).toHaveLength(1);
  });

  test('an id twice stops the loading at its second line', () => {
    expect(() => parseSet('fresh', `${row()}\n${row()}`, false)).toThrow(/fresh\.jsonl:2: id fresh-001 stands twice/);
  });
});

test('loadSearchSets reads any folder of sets, in sets.json order', () => {
  const folder = mkdtempSync(join(tmpdir(), 'eval-'));
  const floors = { top1: 0, top3: 0, mrr: 0, maxEmpty: 0 };
  writeFileSync(
    join(folder, 'sets.json'),
    JSON.stringify({
      b: { heldout: true, about: 'B', floors },
      a: { about: 'A', floors: { ...floors, top1: 1, top3: 1 } },
    }),
  );
  writeFileSync(
    join(folder, 'a.jsonl'),
    `${JSON.stringify({ id: 'a-001', style: 'flag', query: '-y', answers: ['/'] })}\n`,
  );
  writeFileSync(
    join(folder, 'b.jsonl'),
    `${JSON.stringify({ id: 'b-001', style: 'flag', query: '-n', answers: ['/'], heldout: true })}\n`,
  );
  expect(loadSearchSets(folder)).toEqual([
    {
      name: 'b',
      about: 'B',
      heldout: true,
      floors,
      queries: [{ id: 'b-001', style: 'flag', query: '-n', answers: ['/'] }],
    },
    {
      name: 'a',
      about: 'A',
      heldout: false,
      floors: { ...floors, top1: 1, top3: 1 },
      queries: [{ id: 'a-001', style: 'flag', query: '-y', answers: ['/'] }],
    },
  ]);
});

test('a set with no queries stops the loading', () => {
  const folder = mkdtempSync(join(tmpdir(), 'eval-'));
  writeFileSync(
    join(folder, 'sets.json'),
    JSON.stringify({ a: { about: 'A', floors: { top1: 0, top3: 0, mrr: 0, maxEmpty: 0 } } }),
  );
  writeFileSync(join(folder, 'a.jsonl'), '\n');
  expect(() => loadSearchSets(folder)).toThrow('a.jsonl: a set holds at least one query');
});
