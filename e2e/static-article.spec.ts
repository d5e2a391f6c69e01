// A docs page's article travels once: in the page's HTML on a load (never in the React payload too),
// or as the article file beside the page when the reader arrives inside the app.
import type { Locator } from '@playwright/test';
import { test, expect } from './fixtures';
import { docsScriptRunning } from './helpers';

const MARKER = 'A tunnel on port 15432, clear of a database on your machine';

test('the article is in the page’s HTML once, and not in its React payload', async ({ request }) => {
  const html = await (await request.get('/mg/cli/dmt/')).text();
  const payload = [...html.matchAll(/<script>self\.__next_f\.push\(([\s\S]*?)\)<\/script>/g)].map((m) => m[1]).join('');
  expect(html.split(MARKER)).toHaveLength(2);
  expect(payload).not.toContain('15432');
  expect(payload).toContain('/mg/cli/dmt/article.txt');
  const file = await request.get('/mg/cli/dmt/article.txt');
  expect(file.status()).toBe(200);
  expect(await file.text()).toContain(MARKER);
});

test('reached inside the app, a page shows its article, fetched once on intent, with no new load', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('article.txt')) fetched.push(new URL(request.url()).pathname);
  });
  await page.goto('/mg/cli/lsd/');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const link = page
    .getByRole('navigation', { name: 'Documentation' })
    .getByRole('link', { name: 'DMT Commands' })
    .first();
  await link.hover();
  await expect.poll(() => fetched).toEqual(['/mg/cli/dmt/article.txt']);
  await link.click();
  await page.waitForURL((url) => url.pathname === '/mg/cli/dmt/');
  await expect(page.locator('pre', { hasText: MARKER })).toBeVisible();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(fetched).toEqual(['/mg/cli/dmt/article.txt']);
  // The page's script runs on the arrived article: Copy answers.
  await expect(page.getByRole('button', { name: 'Your values' }).first()).toBeVisible();
});

test.describe('a link whose path starts with //', () => {
  // The 404 page's own request is the browser's "Failed to load resource" line.
  test.use({ allowConsoleErrors: [/^Failed to load resource: .*404/] });

  test('is followed by the browser on this site, never routed to another host', async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== origin && request.url().startsWith('http')) elsewhere.push(request.url());
    });
    await page.goto('/mg/cli/lsd/');
    await docsScriptRunning(page);
    // Resolves to this site's //evil.example/: what the status bar shows, and where the browser goes.
    await page.evaluate(() => {
      const link = Object.assign(document.createElement('a'), { href: '/.//evil.example/', textContent: 'odd link' });
      document.querySelector('main')!.prepend(link);
    });
    await page.getByRole('link', { name: 'odd link' }).click();
    await page.waitForURL(`${origin}/evil.example/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    expect(elsewhere.filter((url) => url.includes('evil.example'))).toEqual([]);
  });
});

test.describe('a lost network', () => {
  // The browser's own line for the refused fetch.
  test.use({ allowConsoleErrors: [/^Failed to load resource/] });

  test('when the article cannot be fetched, the page loads in full instead', async ({ page }) => {
    await page.route('**/article.txt', (route) => route.abort('failed'));
    await page.goto('/mg/cli/lsd/');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page
      .getByRole('navigation', { name: 'Documentation' })
      .getByRole('link', { name: 'DMT Commands' })
      .first()
      .click();
    await expect(page.locator('pre', { hasText: MARKER })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/mg/cli/dmt/');
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
  });
});

/** Whether React owns the element (it holds a fiber), and how many of the elements inside it React owns. */
const reactOwned = (locator: Locator) =>
  locator.evaluate((element) => {
    const owned = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactFiber'));
    const inside = [...element.querySelectorAll('*')];
    return { element: owned(element), inside: inside.length > 0, ownedInside: inside.filter(owned).length };
  });

// React hydrates an element whose inner HTML it sets (an empty, constant object) as one element
// and leaves what the server wrote inside it: components/ui/static-region.tsx and
// components/docs/static-article.tsx rely on it (docs/framework-bets.md).
test('a fresh load keeps the article and each static region as the server wrote them, one element each to React', async ({
  page,
}) => {
  await page.goto('/mg/cli/dmt/');
  await docsScriptRunning(page);
  const regions = [
    page.locator('[data-article]'),
    page.getByRole('navigation', { name: 'Documentation' }),
    page.locator('div:has(> #toc-title)'),
    page.getByRole('navigation', { name: 'Previous and next page' }),
    page.getByRole('contentinfo'),
  ];
  for (const region of regions)
    expect(await reactOwned(region)).toEqual({ element: true, inside: true, ownedInside: 0 });
  await expect(page.locator('[data-article] pre', { hasText: MARKER })).toBeVisible();
});

test('the static parts (sections, head, “On this page”, pager, footer) keep their HTML when the page hydrates and follow the page reached inside the app', async ({
  page,
}) => {
  await page.goto('/mg/cli/lsd/');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await docsScriptRunning(page);
  const sections = page.getByRole('navigation', { name: 'Documentation' });
  const pager = page.getByRole('navigation', { name: 'Previous and next page' });
  const toc = page.getByRole('navigation', { name: 'On this page' }).last();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('LSD Commands');
  const current = sections.getByRole('list', { name: 'Reference' }).locator('[aria-current="page"]').first();
  await expect(current).toHaveText('LSD Commands');
  await expect(toc.getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link').first()).toBeVisible();
  const lsdToc = await toc.getByRole('link').allTextContents();

  await sections.getByRole('link', { name: 'DMT Commands' }).first().click();
  await page.waitForURL((url) => url.pathname === '/mg/cli/dmt/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('DMT Commands');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]')).toHaveText(
    'DMT Commands',
  );
  await expect(current).toHaveText('DMT Commands');
  await expect.poll(() => toc.getByRole('link').allTextContents()).not.toEqual(lsdToc);
  await expect(toc.locator('a[href="#blastoff"]')).toBeVisible();
  await expect(pager.getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link').first()).toBeVisible();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
});
