import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import {
  DMT_COMMANDS as DMT,
  LSD_COMMANDS as LSD,
  openDialogBackdrop,
  scriptsHolding,
  searchShortcutsReady,
} from './helpers';

test('the dialog’s code comes on intent, and Pagefind only when the search opens', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  const dialogCode = () => scriptsHolding(page, 'See every mg command');
  await page.clock.install();
  await page.goto('/mg/cli/dmt/');
  await searchShortcutsReady(page);
  // Not with the page, nor later without intent: the page could ask for them only from a timer, and
  // the fake clock runs a minute of its timers now. What it asks for by then is in the document (its
  // code) or reported (Pagefind's index, fetched with its code: the browser reports a fetch as the
  // page makes it, before the clock's run returns).
  await page.clock.runFor(60_000);
  expect(fetched.filter((p) => p.startsWith('/pagefind/'))).toEqual([]);
  expect(await dialogCode()).toEqual([]);
  await page.getByRole('button', { name: 'Search docs' }).hover();
  await expect.poll(dialogCode).toHaveLength(1);
  expect(fetched.filter((p) => p.startsWith('/pagefind/'))).toEqual([]);
  await page.getByRole('button', { name: 'Search docs' }).click();
  await expect(page.getByRole('combobox', { name: 'Search the documentation' })).toBeFocused();
  await expect.poll(() => fetched.some((p) => p === '/pagefind/pagefind.js')).toBe(true);
});

test('the search button names its shortcuts only once they work', async ({ page, request }) => {
  const html = await (await request.get('/mg/overview/')).text();
  expect(html).toContain('Search docs');
  expect(html).not.toContain('aria-keyshortcuts');
  await page.goto('/mg/overview/');
  await searchShortcutsReady(page);
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('combobox', { name: 'Search the documentation' })).toBeFocused();
});

test('Ctrl-K and "/" open the search; Escape closes it and focus returns', async ({ page }) => {
  await page.goto('/mg/overview/');
  await searchShortcutsReady(page);
  const box = page.getByRole('combobox', { name: 'Search the documentation' });
  await page.keyboard.press('Control+k');
  await expect(box).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(box).toBeHidden();
  await page.keyboard.press('/');
  await expect(box).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(box).toBeHidden();
  const button = page.getByRole('button', { name: 'Search docs' });
  await button.click();
  await expect(box).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(button).toBeFocused();
});

test('searching "nuke" and pressing Enter lands on /mg/cli/dmt/#nuke', async ({ page }) => {
  await page.goto('/mg/overview/');
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox').fill('nuke');
  const first = page.getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(first).toHaveAttribute('data-href', '/mg/cli/dmt/?highlight=nuke#nuke');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/mg\/cli\/dmt\/\?highlight=nuke#nuke$/);
  await expect(page.getByRole('heading', { level: 2, name: 'nuke' })).toBeInViewport();
});

test('arrow keys move through the results', async ({ page }) => {
  await page.goto('/mg/overview/');
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox').fill('deploy');
  const options = page.getByRole('option');
  await expect(options.nth(1)).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
});

test('a search with no match says so', async ({ page }) => {
  await page.goto('/mg/overview/');
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox').fill('xyzzyplugh');
  await expect(page.getByRole('status').filter({ hasText: 'No results for “xyzzyplugh”' })).toBeVisible();
});

test('a search whose index cannot be fetched says the search is unavailable, and throws nothing', async ({ page }) => {
  // The pages' fragments fail to load (the network lost): the search cannot answer.
  await page.route('**/pagefind/fragment/**', (route) => route.abort('internetdisconnected'));
  await page.goto('/mg/overview/');
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox').fill('nuke');
  await expect(
    page.getByRole('status').filter({ hasText: 'Search is unavailable right now. Please try again later.' }),
  ).toBeVisible();
  // An uncaught rejection would fail the test through the fixture.
});

test('while a query is being searched the status says so, never "No results" for it', async ({ page }) => {
  await page.goto('/mg/overview/');
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('Control+k');
  const status = page.locator('dialog[open] [role="status"]').first();
  await expect(status).toHaveText('');
  // Every text the status line shows, from the first keystroke to the answer.
  await status.evaluate((line) => {
    const seen: string[] = [];
    (window as unknown as { statusSeen: string[] }).statusSeen = seen;
    new MutationObserver(() => seen.push(line.textContent ?? '')).observe(line, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
  await page.getByRole('combobox').pressSequentially('deploy');
  await expect(status).toHaveText(/^\d+ results?$/);
  const seen = await page.evaluate(() => (window as unknown as { statusSeen: string[] }).statusSeen);
  expect(seen).toContain('Searching…');
  expect(seen.filter((text) => text.startsWith('No results'))).toEqual([]);
});

for (const [family, commands] of [
  ['dmt', DMT],
  ['lsd', LSD],
] as const) {
  test(`search finds every ${family.toUpperCase()} command on its page`, async ({ page }) => {
    test.slow();
    await page.goto(`/mg/cli/${family}/`);
    await page.waitForLoadState('networkidle');
    await page.keyboard.press('Control+k');
    const box = page.getByRole('combobox');
    for (const command of commands) {
      await box.fill(`${command}`);
      await expect(
        page.getByRole('option').and(page.locator(`[data-href="/mg/cli/${family}/?highlight=${command}#${command}"]`)),
        `search for ${command}`,
      ).toHaveCount(1);
    }
  });
}

/** Opens the search with Ctrl-K on a hydrated page and types `query`; answers the results. */
async function ask(page: Page, query: string) {
  await searchShortcutsReady(page);
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: 'Search the documentation' }).fill(query);
  await expect(page.locator('dialog[open] [role="status"]')).toHaveAttribute('data-query', query);
  return page.getByRole('option');
}

test('a task typed as a sentence finds its section, and the first three results come from two pages', async ({
  page,
}) => {
  await page.goto('/mg/overview/');
  const options = await ask(page, 'remove every deployment without confirming');
  await expect(options.first()).toHaveAttribute('data-href', /^\/mg\/cli\/dmt\/\?.*#nuke/);
  const pages = await options.evaluateAll((els) => els.slice(0, 3).map((el) => el.dataset.href!.replace(/[?#].*/, '')));
  expect(new Set(pages).size).toBeGreaterThanOrEqual(2);
  // Each result is under its page's name.
  await expect(page.getByRole('group', { name: 'DMT Commands' }).getByRole('option').first()).toHaveAttribute(
    'data-href',
    /#nuke/,
  );
});

test('a query naming a page’s subject puts that page first', async ({ page }) => {
  await page.goto('/mg/overview/');
  const options = await ask(page, 'what does dream mean');
  await expect(options.first()).toHaveAttribute('data-href', '/mg/dream/?highlight=dream');
});

test('a section’s reader words find it, and nobody sees or hears them', async ({ page, request }) => {
  await page.goto('/mg/overview/');
  const options = await ask(page, 'tear down a server');
  await expect(options.first()).toHaveAttribute('data-href', /#nuke$/);
  // The excerpt shows the section's text, not its reader words.
  await expect(options.first()).not.toContainText('tear down');
  await page.goto('/mg/cli/dmt/');
  const words = page.locator('#nuke-terms');
  await expect(words).toBeHidden();
  // Rendered text only (innerText leaves out what is not displayed).
  expect(await page.getByRole('main').innerText()).not.toContain('tear down');
  expect(await (await request.get('/md/dmt.md')).text()).not.toContain('tear down');
});

test('a result on the page you are on scrolls to its section, focuses it and highlights; Back returns', async ({
  page,
}) => {
  await page.goto('/mg/cli/dmt/');
  const options = await ask(page, 'ssh');
  await expect(options.first()).toHaveAttribute('data-href', '/mg/cli/dmt/?highlight=ssh#ssh');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/mg\/cli\/dmt\/\?highlight=ssh#ssh$/);
  const heading = page.getByRole('heading', { level: 2, name: 'ssh', exact: true });
  await expect(heading).toBeInViewport();
  await expect(heading).toBeFocused();
  await expect(page.locator('#main article mark.search-highlight').first()).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await page.goBack();
  await expect(page).toHaveURL(/\/mg\/cli\/dmt\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
  await expect(page.locator('mark.search-highlight')).toHaveCount(0);
});

test('Escape closes the search from a field with text in it, and focus returns to the opener', async ({ page }) => {
  await page.goto('/mg/overview/');
  await page.waitForLoadState('networkidle');
  const button = page.getByRole('button', { name: 'Search docs' });
  await button.click();
  const box = page.getByRole('combobox', { name: 'Search the documentation' });
  await box.fill('nuke');
  await page.keyboard.press('Escape');
  await expect(box).toBeHidden();
  await expect(button).toBeFocused();
  // The query is kept for the next open.
  await button.click();
  await expect(box).toHaveValue('nuke');
});

/** The results' titles and where each leads, in order. */
const resultsOf = (page: Page) =>
  page.locator('dialog[open] [role="option"]').evaluateAll((options) =>
    options.map((option) => ({
      href: (option as HTMLElement).dataset.href!,
      // What stands before the excerpt (the option's last part).
      title: [...option.children]
        .slice(0, -1)
        .map((part) => part.textContent)
        .join(' '),
    })),
  );

test('for tasks and reference queries, results are titled by headings and Enter focuses the heading landed on', async ({
  page,
}) => {
  test.slow();
  const queries = [
    'deploy a static site',
    'rotate secrets',
    'nuke',
    '--local-port',
    'aws profile',
    'dose',
    'mg esp deploy',
    'exit codes',
    'delete an lsd deployment',
    '--yes',
    'project file',
    'where mg keeps its settings',
  ];
  for (const query of queries) {
    await page.goto('/mg/cli/main/');
    await ask(page, query);
    const results = await resultsOf(page);
    expect(results.length, query).toBeGreaterThan(0);
    for (const { href, title } of results) {
      const id = decodeURIComponent(new URL(href, 'http://site').hash.slice(1));
      // A heading's words, never an address: no id (deploy-a-static-site), in brackets or not.
      if (id.includes('-')) expect(title, `${query}: ${href}`).not.toContain(id);
      expect(title, `${query}: ${href}`).not.toMatch(/\([a-z0-9]+(-[a-z0-9]+)+\)/);
    }
    const target = new URL(results[0].href, 'http://site');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === target.pathname && url.hash === target.hash);
    const landed = target.hash
      ? page.locator(`[id="${decodeURIComponent(target.hash.slice(1))}"]`)
      : page.getByRole('heading', { level: 1 });
    await expect(landed, query).toBeFocused();
  }
});

test('"rotate secrets" finds the section about an app’s secrets first', async ({ page }) => {
  await page.goto('/mg/overview/');
  const options = await ask(page, 'rotate secrets');
  await expect(options.first()).toHaveAttribute('data-href', /^\/mg\/cli\/dmt\/\?.*#what-the-app-must-provide$/);
});

test('results name their page once per run of results from it, and show code in monospace', async ({ page }) => {
  await page.goto('/mg/overview/');
  await ask(page, 'ssh');
  const groups = page.locator('dialog[open] [role="listbox"] > [role="group"]');
  const names = await groups.evaluateAll((all) => all.map((group) => group.getAttribute('aria-label')));
  expect(names.length).toBeGreaterThan(1);
  names.slice(1).forEach((name, i) => expect(name).not.toBe(names[i]));
  // The page's name stands over its results, not in each of them.
  for (const name of names) {
    const inOptions = await groups
      .filter({ has: page.locator(`[aria-label="${name}"]`) })
      .getByRole('option')
      .evaluateAll((options, pageName) => options.filter((o) => o.textContent?.startsWith(pageName!)).length, name);
    expect(inOptions).toBe(0);
  }
  const code = page.locator('dialog[open] [role="option"] code').first();
  await expect(code).toBeVisible();
  expect(await code.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/mono/i);
});

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the search shows no Esc key-cap, and a word to close it', async ({ page }) => {
    await page.goto('/mg/overview/');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Search docs' }).tap();
    const dialog = page.locator('dialog[open]');
    await expect(dialog.getByRole('combobox')).toBeVisible();
    // The key-cap's button is there where there are keys only.
    await expect(dialog.getByRole('button', { name: 'Esc to close the search' })).toBeHidden();
    await dialog.getByRole('button', { name: 'Close', exact: true }).tap();
    await expect(dialog).toBeHidden();
  });
});

for (const theme of ['cosmic', 'void']) {
  test(`the search dims and softens the page behind it (${theme})`, async ({ page }) => {
    await page.addInitScript((name) => localStorage.setItem('theme', name), theme);
    await page.goto('/mg/overview/');
    await ask(page, 'nuke');
    const { alpha, filter } = await openDialogBackdrop(page);
    expect(alpha).toBeGreaterThanOrEqual(theme === 'void' ? 0.7 : 0.4);
    expect(filter).toContain('blur');
  });
}
