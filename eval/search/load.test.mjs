import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadSearchSets, parseSet } from './load.mjs';

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
    expect(ids).toHaveLength(830);
    expect(new Set(ids).size).toBe(ids.length);
    expect(sets.every((set) => set.about.length > 40)).toBe(true);
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
  ])('stops at %s, naming the file and line', (_, line, message) => {
    expect(() => parseSet('fresh', line, false)).toThrow(message);
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
  writeFileSync(join(folder, 'sets.json'), JSON.stringify({ b: { heldout: true, about: 'B' }, a: { about: 'A' } }));
  writeFileSync(
    join(folder, 'a.jsonl'),
    `${JSON.stringify({ id: 'a-001', style: 'flag', query: '-y', answers: ['/'] })}\n`,
  );
  writeFileSync(join(folder, 'b.jsonl'), '');
  expect(loadSearchSets(folder)).toEqual([
    { name: 'b', about: 'B', heldout: true, queries: [] },
    { name: 'a', about: 'A', heldout: false, queries: [{ id: 'a-001', style: 'flag', query: '-y', answers: ['/'] }] },
  ]);
});
