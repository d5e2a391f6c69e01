import { bucketOf, median, pooled, scriptVerdict } from './script-time.mjs';

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
});

describe('scriptVerdict', () => {
  const pages = [
    { path: '/mg/cli/dmt/', totalMs: 600, gated: true },
    { path: '/mg/esp/', totalMs: 601, gated: true },
    { path: '/', totalMs: 900, gated: false },
  ];

  test('ratios are to the floor of the same run', () => {
    expect(scriptVerdict(pages, 400, 1.5).rows.map((row) => row.ratio)).toEqual([1.5, 1.5025, 2.25]);
  });

  test('a gated page over the ratio fails; at it, or ungated, it does not', () => {
    expect(scriptVerdict(pages, 400, 1.5).over.map((row) => row.path)).toEqual(['/mg/esp/']);
    expect(scriptVerdict(pages, 500, 1.5).over).toEqual([]);
  });
});

describe('median', () => {
  test('the middle value, the upper one of an even count, 0 for none', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(3);
    expect(median([])).toBe(0);
  });
});

describe('pooled: a page over its budget is measured again', () => {
  const floor = 'http://floor/';
  const esp = 'http://site/mg/esp/';
  const landing = 'http://site/';
  const first = new Map([
    [floor, { totals: [507, 515, 561, 452, 375, 436, 398], totalMs: 452, scriptDurationMs: 187 }],
    [esp, { totals: [795, 844, 804, 239, 492, 624, 695], totalMs: 695, scriptDurationMs: 432 }],
    [landing, { totals: [700], totalMs: 700, scriptDurationMs: 400 }],
  ]);
  const verdict = (results) =>
    scriptVerdict([{ path: '/mg/esp/', ...results.get(esp), gated: true }], results.get(floor).totalMs, 1.5);

  test('over on the first round (the loads of a failed CI run), within on the median of both', () => {
    expect(verdict(first).over).toHaveLength(1);
    const again = new Map([
      [floor, { totals: [531, 621, 556, 435, 762, 403, 346] }],
      [esp, { totals: [409, 498, 519, 796, 749, 616, 614] }],
    ]);
    const results = new Map([...first, ...pooled(first, again)]);
    expect(results.get(floor).totals).toHaveLength(14);
    expect(results.get(floor).totalMs).toBe(507);
    expect(results.get(esp).totalMs).toBe(624);
    expect(results.get(esp).scriptDurationMs).toBe(432);
    expect(results.get(landing).totals).toEqual([700]);
    expect(verdict(results).over).toEqual([]);
  });

  test('a page over in both rounds still fails', () => {
    const again = new Map([
      [floor, { totals: [450, 460, 470, 480, 490, 500, 510] }],
      [esp, { totals: [800, 810, 820, 830, 840, 850, 860] }],
    ]);
    expect(verdict(new Map([...first, ...pooled(first, again)])).over.map((row) => row.path)).toEqual(['/mg/esp/']);
  });
});
