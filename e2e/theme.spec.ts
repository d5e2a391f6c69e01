import { test, expect } from './fixtures';

test('starts in cosmic and the toggle says what it switches to', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'cosmic');
  const toggle = page.getByRole('button', { name: 'Switch to void theme' });
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'void');
  await expect(page.getByRole('button', { name: 'Switch to cosmic theme' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('void');
  await page.getByRole('button', { name: 'Switch to cosmic theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'cosmic');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('cosmic');
});

test('the choice persists across reloads and pages', async ({ page }) => {
  await page.goto('/mg/tools/');
  await page.getByRole('button', { name: 'Switch to void theme' }).click();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'void');
  await page.goto('/telekinesis/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'void');
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(7, 6, 13)');
});

test('no flash of the wrong theme: with void stored, data-theme is set before any content is parsed', async ({
  page,
}) => {
  await page.goto('/mg/overview/');
  await page.evaluate(() => localStorage.setItem('theme', 'void'));
  await page.addInitScript(() => {
    const w = window as unknown as { themeAtFirstContent?: string | null };
    new MutationObserver((records, observer) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof HTMLElement && node.tagName === 'HEADER') {
            w.themeAtFirstContent = document.documentElement.getAttribute('data-theme');
            observer.disconnect();
            return;
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.reload();
  expect(await page.evaluate(() => (window as unknown as { themeAtFirstContent?: string }).themeAtFirstContent)).toBe(
    'void',
  );
});

test('an unknown stored theme falls back to cosmic', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('theme', 'plaid'));
  await page.reload();
  await expect(page.getByRole('button', { name: /Switch to (void|cosmic) theme/ })).toBeVisible();
  await page.getByRole('button', { name: /Switch to/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', /^(cosmic|void)$/);
});
