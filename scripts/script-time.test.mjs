import { bucketOf, scriptVerdict } from './script-time.mjs';

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
