import { test, expect } from './fixtures';
import { DMT_COMMANDS as DMT, LSD_COMMANDS as LSD } from './helpers';

test('Pagefind loads only when the search opens', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto('/mg/cli/dmt/');
  await page.waitForLoadState('networkidle');
  expect(fetched.filter((p) => p.startsWith('/pagefind/'))).toEqual([]);
  await page.getByRole('button', { name: 'Search docs' }).click();
  await expect(page.getByRole('combobox', { name: 'Search the documentation' })).toBeFocused();
  await expect.poll(() => fetched.some((p) => p === '/pagefind/pagefind.js')).toBe(true);
});

test('Ctrl-K and "/" open the search; Escape closes it and focus returns', async ({ page }) => {
  await page.goto('/mg/overview/');
  await page.waitForLoadState('networkidle'); // hydrated: the shortcut listener is attached
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
