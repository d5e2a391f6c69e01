// Findable and shareable docs: flag addresses, search that lands on the match and highlights it,
// Copy page and assistants, freshness, structured data and social cards.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { ALL_COMMANDS_LABEL, WEAK_ANSWER_TEXT } from '../lib/search/status';
import { layOutEveryBlock, searchShortcutsReady } from './helpers';

async function search(page: Page, query: string) {
  await searchShortcutsReady(page);
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: 'Search the documentation' }).fill(query);
}

test('every flag row has an address, and its flag links to it', async ({ page }) => {
  await page.goto('/mg/cli/dmt/#db-option-local-port');
  const row = page.locator('tr#db-option-local-port');
  await expect(row).toBeInViewport();
  const link = row.getByRole('link', { name: '--local-port <number>' });
  await expect(link).toHaveAttribute('href', '#db-option-local-port');
  // The "#" marker shows on focus (and hover), not before.
  await page.goto('/mg/cli/dmt/');
  await layOutEveryBlock(page); // the link stays where the click finds it
  const dose = page.getByRole('link', { name: '--dose <size>' });
  expect(await dose.evaluate((el) => getComputedStyle(el, '::after').opacity)).toBe('0');
  await dose.focus();
  await expect.poll(() => dose.evaluate((el) => getComputedStyle(el, '::after').opacity)).toBe('1');
  await dose.click();
  await expect(page).toHaveURL(/\/mg\/cli\/dmt\/#option-dose$/);
});

for (const [query, row] of [
  ['--dose', '/mg/cli/dmt/?highlight=dose#option-dose'],
  ['--route53', '/mg/cli/dmt/?highlight=route53#option-route53'],
  ['--local-port', '/mg/cli/dmt/?highlight=local-port#db-option-local-port'],
  ['--since', '/mg/cli/lsd/?highlight=since#logs-option-since'],
  ['lsd trip', '/mg/cli/lsd/?highlight=lsd&highlight=trip#trip'],
] as const) {
  test(`searching "${query}" puts the place defining it first`, async ({ page }) => {
    await page.goto('/mg/overview/');
    await page.waitForLoadState('networkidle');
    await search(page, query);
    await expect(page.getByRole('option').first()).toHaveAttribute('data-href', row);
  });
}

test('choosing a flag lands on its row with the word highlighted; Escape clears it', async ({ page }) => {
  await page.goto('/mg/overview/');
  await page.waitForLoadState('networkidle');
  await search(page, '--yes');
  await expect(page.getByRole('option').first()).toHaveAttribute('data-href', /#nuke-option-yes$/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/mg\/cli\/dmt\/\?highlight=yes#nuke-option-yes$/);
  await expect(page.locator('tr#nuke-option-yes')).toBeInViewport();
  const marks = page.locator('mark.search-highlight');
  await expect(marks.first()).toBeVisible();
  expect((await marks.allTextContents()).every((text) => text.toLowerCase() === 'yes')).toBe(true);
  await page.keyboard.press('Escape');
  await expect(marks).toHaveCount(0);
  await expect(page).toHaveURL(/\/mg\/cli\/dmt\/#nuke-option-yes$/);
});

test('the highlight script loads only when the address asks; a click clears the marks', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto('/mg/cli/lsd/');
  await page.waitForLoadState('networkidle');
  expect(fetched).not.toContain('/pagefind/pagefind-highlight.js');
  await page.goto('/mg/cli/lsd/?highlight=trip#trip');
  const marks = page.locator('mark.search-highlight');
  await expect(marks.first()).toBeVisible();
  expect(fetched).toContain('/pagefind/pagefind-highlight.js');
  await page.locator('h1').click();
  await expect(marks).toHaveCount(0);
  await expect(page).toHaveURL(/\/mg\/cli\/lsd\/#trip$/);
});

test('a link with hundreds of highlight words marks the first ten only', async ({ page }) => {
  // 800 words, some 12 KB: the page once spent 5 to 10 s marking such a list.
  const words = ['nuke', 'deploy', 'ssh', ...Array.from({ length: 797 }, (_, i) => `w${i}`)];
  await page.goto(`/mg/cli/dmt/?${words.map((w) => `highlight=${w}`).join('&')}`);
  const marks = page.locator('mark.search-highlight');
  await expect(marks.first()).toBeVisible();
  // What Pagefind's script read: the address, bounded before it loaded.
  expect(new URL(page.url()).searchParams.getAll('highlight')).toEqual(words.slice(0, 10));
  await expect(marks.filter({ hasText: /^w\d/ })).toHaveCount(0);
});

test('the highlight marks the article only, never the header or navigation, on any address of a page', async ({
  page,
}) => {
  for (const path of ['/mg/cli/dmt/', '/mg/dmt/']) {
    await page.goto(`${path}?highlight=dmt`);
    const marks = page.locator('mark.search-highlight');
    await expect(marks.first()).toBeVisible();
    expect(await page.locator('#main article mark.search-highlight').count(), path).toBe(await marks.count());
    await expect(page.locator('header mark, nav mark, footer mark'), path).toHaveCount(0);
  }
});

test('a weak answer says so, offers the closest pages and the list of every command', async ({ page }) => {
  await page.goto('/mg/overview/');
  await page.waitForLoadState('networkidle');
  await search(page, 'ssh into my kubernetes server');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('status')).toHaveText(WEAK_ANSWER_TEXT);
  await expect(page.getByRole('option').first()).toHaveAttribute('data-href', /\/mg\/cli\/dmt\/\?.*#ssh$/);
  await dialog.getByRole('link', { name: ALL_COMMANDS_LABEL }).click();
  await expect(page).toHaveURL(/\/mg\/cli\/main\/#all-commands$/);
  await expect(page.getByRole('heading', { name: 'All commands', exact: true })).toBeInViewport();
  await expect(dialog).toBeHidden();
});

test('a sure answer offers no way out, and a word with a letter wrong or a word the docs lack finds its section', async ({
  page,
}) => {
  await page.goto('/mg/overview/');
  await page.waitForLoadState('networkidle');
  await search(page, 'unlock');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('status')).toHaveText(/^\d+ results?$/);
  await expect(dialog.getByRole('link', { name: ALL_COMMANDS_LABEL })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Search the documentation' }).fill('shcedule');
  await expect(dialog.getByRole('status')).toHaveText(/results? for “schedule”$/);
  await expect(page.getByRole('option').first()).toHaveAttribute('data-href', /highlight=schedule/);
  // A word the docs never use is read as theirs: "rid" is "remove".
  await page.getByRole('combobox', { name: 'Search the documentation' }).fill('get rid of a static site');
  await expect(dialog.getByRole('status')).toHaveText(/results? for “remove”$/);
  await expect(page.getByRole('option').first()).toHaveAttribute('data-href', /\/mg\/esp\/\?.*#remove-a-site$/);
});

test('Copy page copies the page as Markdown with absolute links; assistants get its address', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/mg/cli/dmt/');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Copy page' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^# DMT Commands/);
  expect(copied).toContain(`[\`--dose <size>\`](${baseURL}/mg/cli/dmt/#option-dose)`);
  expect(copied).not.toMatch(/\]\(\/|\]\(#/);
  const markdown = `${baseURL}/md/dmt.md`;
  for (const [name, prefix] of [
    ['Open in ChatGPT', 'https://chatgpt.com/?q='],
    ['Open in Claude', 'https://claude.ai/new?q='],
  ]) {
    const href = (await page.getByRole('link', { name }).getAttribute('href'))!;
    expect(href.startsWith(prefix)).toBe(true);
    expect(decodeURIComponent(href.slice(prefix.length))).toContain(markdown);
  }
  await expect(page.locator('link[rel="alternate"][type="text/markdown"]')).toHaveAttribute('href', markdown);
});

test('Last updated is the date of the sitemap and of the structured data', async ({ page, request, baseURL }) => {
  await page.goto('/mg/cli/dmt/');
  const time = page.locator('footer time');
  await expect(page.getByText(/^Last updated \d{1,2} \w+ \d{4}$/)).toBeVisible();
  const modified = (await time.getAttribute('datetime'))!;
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${baseURL}/mg/cli/dmt/</loc>\n<lastmod>${modified}</lastmod>`);
  const [trail, article] = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((json) =>
    JSON.parse(json),
  );
  expect(article).toMatchObject({ '@type': 'TechArticle', dateModified: modified, url: `${baseURL}/mg/cli/dmt/` });
  expect(article.datePublished <= modified).toBe(true);
  expect(article).toMatchObject({ inLanguage: 'en', author: { name: 'milligram' }, publisher: { name: 'milligram' } });
  const logo = await request.get(new URL(article.publisher.logo.url).pathname);
  expect(logo.headers()['content-type']).toBe('image/png');
  // The trail's pages: Home and this one (its navigation group has no address of its own).
  expect(trail.itemListElement.map((item: { item: string }) => item.item)).toEqual([
    `${baseURL}/`,
    `${baseURL}/mg/cli/dmt/`,
  ]);
  // Without the edit URL setting, no edit link, and no question whose answers would open an issue.
  await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveCount(0);
  await expect(page.getByText('Was this page helpful?')).toHaveCount(0);
});

for (const path of ['/mg/cli/dmt/', '/', '/telekinesis/']) {
  test(`${path} has a 1200 × 630 social card`, async ({ page, request, baseURL }) => {
    await page.goto(path);
    const image = (await page.locator('meta[property="og:image"]').getAttribute('content'))!;
    expect(image.startsWith(`${baseURL}/og/`)).toBe(true);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    const response = await request.get(image);
    expect(response.headers()['content-type']).toBe('image/png');
    const png = await response.body();
    // A PNG's IHDR: width and height, big-endian, at bytes 16 and 20.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
}
