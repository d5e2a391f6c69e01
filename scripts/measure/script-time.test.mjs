import { bucketOf, differences, pooled, scriptVerdict, summarize } from './script-time.mjs';

describe('bucketOf', () => {
  test.each([
    ['turbopack:///[turbopack]/browser/runtime/base/build-base.ts', "Turbopack's module loader"],
    [
      'turbopack:///[project]/node_modules/next/dist/compiled/react-dom/cjs/react-dom-client.production.js',
      'React (rendering, hydration)',
    ],
    [
      'turbopack:///[project]/node_modules/next/dist/compiled/scheduler/cjs/scheduler.production.js',
      'React (rendering, hydration)',
    ],
    [
      'turbopack:///[project]/node_modules/next/dist/compiled/react-server-dom-turbopack/cjs/client.js',
      'React payload (RSC) parser',
    ],
    ['turbopack:///[project]/node_modules/next/src/client/components/app-router.tsx', "Next's runtime (router, boot)"],
    ['turbopack:///[project]/node_modules/next-themes/dist/index.mjs', 'next-themes'],
    ['turbopack:///[project]/node_modules/@swc/helpers/cjs/_interop_require_default.cjs', '@swc/helpers'],
    ['turbopack:///[project]/components/docs/scroll-spy.ts', 'components/docs/scroll-spy.ts'],
  ])('%s is %s', (source, bucket) => {
    expect(bucketOf(source)).toBe(bucket);
  });

  test('with a function name, the function of its part and file', () => {
    const react = 'turbopack:///[project]/node_modules/next/dist/compiled/react-dom/cjs/react-dom-client.production.js';
    expect(bucketOf(react, 'beginWork')).toBe(
      'React (rendering, hydration) · beginWork (react-dom-client.production.js)',
    );
    expect(bucketOf('turbopack:///[project]/components/ui/dormant.tsx', '')).toBe(
      'components/ui/dormant.tsx · (anonymous) (dormant.tsx)',
    );
  });
});

describe('differences', () => {
  test('every bucket of either side, the largest extra first, a saving last', () => {
    const rows = differences({ React: 90, GC: 20, mine: 3 }, { React: 70, GC: 21, 'next-themes': 2 });
    expect(rows.map((row) => [row.name, row.differenceMs])).toEqual([
      ['React', 20],
      ['mine', 3],
      ['GC', -1],
      ['next-themes', -2],
    ]);
    expect(rows[0]).toMatchObject({ ms: 90, referenceMs: 70 });
  });
});

describe('scriptVerdict', () => {
  // ScriptDuration a quarter of the trace's script, for the floor and every page: the same ratios.
  const pages = [
    { path: '/mg/cli/dmt/', totalMs: 600, scriptDurationMs: 150, maxRatio: 1.5 },
    { path: '/mg/esp/', totalMs: 601, scriptDurationMs: 150.25, maxRatio: 1.5 },
    { path: '/', totalMs: 900, scriptDurationMs: 225 },
  ];
  const floor = (ms) => ({ totalMs: ms, scriptDurationMs: ms / 4 });

  test('ratios are to the floor of the same run', () => {
    expect(scriptVerdict(pages, floor(400)).rows.map((row) => row.ratio)).toEqual([1.5, 1.5025, 2.25]);
  });

  test('a gated page over the ratio fails; at it, or ungated, it does not', () => {
    expect(scriptVerdict(pages, floor(400)).over.map((row) => row.path)).toEqual(['/mg/esp/']);
    expect(scriptVerdict(pages, floor(500)).over).toEqual([]);
  });

  test('a page with nothing measured is over its budget, never under it', () => {
    const { over } = scriptVerdict([{ name: 'docs', maxRatio: 1.5, totalMs: NaN, scriptDurationMs: NaN }], floor(500));
    expect(over.map((row) => row.name)).toEqual(['docs']);
  });
});

/** Loads whose script ms are `totals`, split between two buckets; ScriptDuration a third of each. */
const loadsOf = (totals) =>
  totals.map((ms) => ({ buckets: { React: ms / 2, 'inline scripts': ms / 2 }, scriptDurationMs: ms / 3 }));

describe('summarize', () => {
  test('medians per bucket, of the totals and of ScriptDuration, over every load', () => {
    const summary = summarize(loadsOf([300, 600, 900]));
    expect(summary.totals).toEqual([300, 600, 900]);
    expect(summary.totalMs).toBe(600);
    expect(summary.buckets).toEqual({ React: 300, 'inline scripts': 300 });
    expect(summary.scriptDurationMs).toBe(200);
    expect(summary.loads).toHaveLength(3);
  });
});

describe('pooled: a second round of loads joins the first', () => {
  const floor = 'http://floor/';
  const esp = 'http://site/mg/esp/';
  const round = (floorTotals, espTotals) =>
    new Map([
      [floor, summarize(loadsOf(floorTotals))],
      [esp, summarize(loadsOf(espTotals))],
    ]);
  const verdict = (results) =>
    scriptVerdict([{ path: '/mg/esp/', ...results.get(esp), maxRatio: 1.5 }], results.get(floor));
  // The loads of a CI run that failed: ESP 695 ms against the floor's 452, 1.54×.
  const failed = round([507, 515, 561, 452, 375, 436, 398], [795, 844, 804, 239, 492, 624, 695]);

  test('over after one round by chance, within on the medians of both', () => {
    expect(verdict(failed).over).toHaveLength(1);
    const results = pooled(failed, round([531, 621, 556, 435, 762, 403, 346], [409, 498, 519, 796, 749, 616, 614]));
    expect(results.get(floor).totals).toHaveLength(14);
    expect(results.get(floor).totalMs).toBe((452 + 507) / 2);
    expect(results.get(esp).totalMs).toBe((616 + 624) / 2);
    expect(results.get(esp).scriptDurationMs).toBeCloseTo(results.get(esp).totalMs / 3);
    expect(verdict(results).over).toEqual([]);
  });

  test('a page within on the second round alone but over on both still fails', () => {
    const first = round([400, 400, 400, 400, 400, 400, 400], [700, 700, 700, 700, 700, 700, 700]);
    const second = round([400, 400, 400, 400, 400, 400, 400], [560, 560, 560, 560, 560, 560, 560]);
    expect(verdict(second).over).toEqual([]);
    const results = pooled(first, second);
    expect(results.get(esp).totalMs).toBe(630);
    expect(verdict(results).over.map((row) => row.path)).toEqual(['/mg/esp/']);
  });
});

describe('scriptVerdict: the worse of the two measures', () => {
  const floor = { totalMs: 400, scriptDurationMs: 100 };

  test("a page within by the trace but over by Chrome's ScriptDuration is over", () => {
    const { rows, over } = scriptVerdict(
      [{ path: '/mg/esp/', totalMs: 400, scriptDurationMs: 140, maxRatio: 1.3 }],
      floor,
    );
    expect(rows[0].traceRatio).toBe(1);
    expect(rows[0].durationRatio).toBeCloseTo(1.4);
    expect(rows[0].ratio).toBeCloseTo(1.4);
    expect(over.map((row) => row.path)).toEqual(['/mg/esp/']);
  });

  test('a page within by both is within; a page with no budget is reported, never over', () => {
    const { rows, over } = scriptVerdict(
      [
        { path: '/mg/esp/', totalMs: 480, scriptDurationMs: 120, maxRatio: 1.3 },
        { path: '/', totalMs: 4000, scriptDurationMs: 1000 },
      ],
      floor,
    );
    expect(rows[0].ratio).toBeCloseTo(1.2);
    expect(rows[1].ratio).toBe(10);
    expect(over).toEqual([]);
  });

  test('nothing measured is over', () => {
    const { over } = scriptVerdict([{ path: '/mg/esp/', totalMs: NaN, scriptDurationMs: 120, maxRatio: 1.3 }], floor);
    expect(over).toHaveLength(1);
  });
});

describe('scriptVerdict: each measure against its own ceiling', () => {
  const floor = { totalMs: 400, scriptDurationMs: 100 };
  const esp = (totalMs, scriptDurationMs) => ({
    path: '/mg/esp/',
    totalMs,
    scriptDurationMs,
    maxRatio: 1.5,
    maxDurationRatio: 1.8,
  });

  test('ScriptDuration over the trace ceiling but within its own is within', () => {
    const { rows, over } = scriptVerdict([esp(400, 170)], floor);
    expect(rows[0].ratio).toBeCloseTo(1.7);
    expect(over).toEqual([]);
  });

  test('over either ceiling is over, and the verdict names the measure', () => {
    expect(scriptVerdict([esp(400, 181)], floor).over.map((row) => row.overBy)).toEqual([['ScriptDuration']]);
    expect(scriptVerdict([esp(601, 100)], floor).over.map((row) => row.overBy)).toEqual([['trace']]);
    expect(scriptVerdict([esp(601, 181)], floor).over.map((row) => row.overBy)).toEqual([['trace', 'ScriptDuration']]);
  });

  test('at both ceilings is within', () => {
    expect(scriptVerdict([esp(600, 180)], floor).over).toEqual([]);
  });

  test('a ScriptDuration of nothing measured is over its ceiling', () => {
    expect(scriptVerdict([esp(400, NaN)], floor).over.map((row) => row.overBy)).toEqual([['ScriptDuration']]);
  });
});
