import { test, expect } from './fixtures';
import { DMT_COMMANDS as DMT, LSD_COMMANDS as LSD, docsScriptRunning, layOutEveryBlock } from './helpers';

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('each command reference shows every command with its anchor', async ({ page }) => {
    for (const [path, commands] of [
      ['/mg/cli/dmt/', DMT],
      ['/mg/cli/lsd/', LSD],
    ] as const) {
      await page.goto(path);
      for (const command of commands) {
        await expect(page.locator(`h2#${command}`)).toHaveText(command);
      }
    }
    await page.goto('/mg/overview/');
    for (const text of [
      'Deploy a project',
      'Generate a TLS certificate',
      'Open a shell on a deployment',
      'Project mode',
      'mg init --dream',
    ]) {
      await expect(page.getByText(text).filter({ visible: true }).first()).toBeVisible();
    }
  });
});

test('docs pages carry title, description, canonical and Open Graph tags', async ({ page, baseURL }) => {
  await page.goto('/mg/dmt/');
  await expect(page).toHaveTitle('DMT Commands · milligram');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/mg/cli/dmt/`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /mg dmt/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'DMT Commands');
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${baseURL}/mg/cli/dmt/`);
});

test('every indexable page names the site and its locale; a docs page is an article with its dates', async ({
  page,
}) => {
  for (const path of ['/', '/telekinesis/', '/docs/', '/mg/overview/', '/mg/cli/dmt/']) {
    await page.goto(path);
    await expect(page.locator('meta[property="og:site_name"]'), path).toHaveAttribute('content', 'milligram');
    await expect(page.locator('meta[property="og:locale"]'), path).toHaveAttribute('content', 'en_US');
    const docs = path.startsWith('/mg/');
    await expect(page.locator('meta[property="og:type"]'), path).toHaveAttribute(
      'content',
      docs ? 'article' : 'website',
    );
    await expect(page.locator('meta[property="article:modified_time"]'), path).toHaveCount(docs ? 1 : 0);
  }
  const modified = await page.locator('meta[property="article:modified_time"]').getAttribute('content');
  await expect(page.locator('footer time')).toHaveAttribute('datetime', modified!);
});

test('one page, one name: the overview is "Overview" to the reader, in its heading and in its data', async ({
  page,
  baseURL,
}) => {
  await page.goto('/mg/overview/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName('Overview');
  await expect(page).toHaveTitle('Overview · milligram');
  const [trail, article] = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((json) =>
    JSON.parse(json),
  );
  expect(article.headline).toBe('Overview');
  const urls = trail.itemListElement.map((item: { item: string }) => item.item);
  expect(urls).toEqual([`${baseURL}/`, `${baseURL}/mg/overview/`]);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link');
  await expect(crumbs).toHaveText(['Home', 'Overview']);
});

test('robots signals agree: a redirect page is noindex without a canonical; the 404 says noindex once', async ({
  page,
  request,
}) => {
  const redirect = await (await request.get('/milligram/')).text();
  expect(redirect).toContain('<meta name="robots" content="noindex, follow"/>');
  expect(redirect).not.toContain('rel="canonical"');
  const missing = await (await request.get('/nope/')).text();
  expect(missing.match(/<meta name="robots"/g)).toHaveLength(1);
  await page.goto('/mg/cli/dmt/');
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});

test('sitemap.xml lists every public route, robots.txt points at it', async ({ request, baseURL }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of [
    '/',
    '/apotheosis/',
    '/telekinesis/',
    '/docs/',
    '/mg/overview/',
    '/mg/cli/dmt/',
    '/mg/cli/lsd/',
    '/mg/dream/',
  ]) {
    expect(sitemap).toContain(`<loc>${baseURL}${path}</loc>`);
  }
  expect(sitemap).not.toContain('/home/');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(robots).toContain('Disallow: /home/');
});

test('llms.txt indexes a Markdown copy of each docs page; llms-full.txt has them all', async ({ request }) => {
  const index = await (await request.get('/llms.txt')).text();
  const links = [...index.matchAll(/\]\((http[^)]+\.md)\)/g)].map((m) => new URL(m[1]).pathname);
  expect(links).toHaveLength(8);
  for (const link of links) {
    const response = await request.get(link);
    expect(response.status(), link).toBe(200);
    expect(await response.text()).toMatch(/^# /);
  }
  const dmt = await (await request.get('/md/dmt.md')).text();
  expect(dmt).toContain('## nuke');
  const full = await (await request.get('/llms-full.txt')).text();
  expect(full).toContain('## blastoff');
  expect(full).toContain('## trip');
});

test('a code block has a copy button that copies its text', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/mg/cli/dmt/');
  await docsScriptRunning(page); // a click before it would do nothing
  const block = page
    .locator('#nuke ~ div')
    .filter({ has: page.locator('pre') })
    .first();
  await layOutEveryBlock(page); // the button stays where the click finds it
  await block.getByRole('button', { name: 'Copy code' }).click();
  await expect(block.getByRole('button', { name: 'Copied code' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('mg dmt nuke');
});

test('the on-page table of contents links to every command', async ({ page }) => {
  await page.goto('/mg/cli/lsd/');
  const toc = page.getByRole('navigation', { name: 'On this page' });
  for (const command of LSD) await expect(toc.locator(`a[href="#${command}"]`)).toHaveCount(1);
});
