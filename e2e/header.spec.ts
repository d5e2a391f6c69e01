import { test, expect } from './fixtures';
import { searchShortcutsReady } from './helpers';
import type { Page } from '@playwright/test';

// The header is server HTML that React hydrates only once it is used (components/ui/dormant.tsx).

/** Whether React has taken the header's search button over (hydrated it). */
const hydrated = (page: Page) =>
  page.evaluate(() => {
    const button = document.querySelector('header button');
    return Boolean(button && Object.keys(button).some((key) => key.startsWith('__reactFiber')));
  });

/** The page's layout shift so far: 0 when it has none (the observer then never calls back). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          sum += list.getEntries().reduce((total, e) => total + (e as unknown as { value: number }).value, 0);
        }).observe({ type: 'layout-shift', buffered: true });
        // The buffered entries arrive in a task of their own: read the sum after it.
        setTimeout(() => resolve(sum), 300);
      }),
  );

test('a docs page leaves its header unhydrated until used; a pointer wakes it with no shift', async ({ page }) => {
  await page.goto('/mg/esp/');
  await searchShortcutsReady(page);
  expect(await hydrated(page)).toBe(false);
  const shiftBefore = await layoutShift(page);
  await page.evaluate(
    () =>
      ((window as unknown as { searchButton: Element | null }).searchButton = document.querySelector('header button')),
  );
  await page.getByRole('button', { name: 'Search docs' }).hover();
  await expect.poll(() => hydrated(page)).toBe(true);
  // Hydrated, not drawn again: the same nodes, nothing moved.
  expect(
    await page.evaluate(
      () =>
        (window as unknown as { searchButton: Element | null }).searchButton ===
        document.querySelector('header button'),
    ),
  ).toBe(true);
  expect(await layoutShift(page)).toBe(shiftBefore);
});

test('a click with nothing before it (as a screen reader gives) works on the unhydrated header', async ({ page }) => {
  await page.goto('/mg/esp/');
  await searchShortcutsReady(page);
  expect(await hydrated(page)).toBe(false);
  await page.getByRole('button', { name: 'Switch to void theme' }).evaluate((button: HTMLElement) => button.click());
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'void');
  await expect(page.getByRole('button', { name: 'Switch to cosmic theme' })).toBeVisible();
});

// The wake signal is a promise whose status is set by hand to fulfilled: React reads it and
// hydrates the header inside the click's own dispatch, so the click reaches its handler at once
// (components/ui/dormant.tsx; docs/framework-bets.md).
test('a click on the unhydrated header hydrates it within the click itself', async ({ page }) => {
  await page.goto('/mg/esp/');
  await searchShortcutsReady(page);
  expect(await hydrated(page)).toBe(false);
  const hydratedByTheClick = await page
    .getByRole('button', { name: 'Switch to void theme' })
    .evaluate((button: HTMLElement) => {
      button.click();
      return Object.keys(button).some((key) => key.startsWith('__reactFiber'));
    });
  expect(hydratedByTheClick).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'void');
});

test('Ctrl-K opens the search and leaves the header unhydrated', async ({ page }) => {
  await page.goto('/mg/esp/');
  await searchShortcutsReady(page);
  expect(await hydrated(page)).toBe(false);
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('combobox', { name: 'Search the documentation' })).toBeFocused();
  // The dialog is the launcher's, beside the header: the header has not been woken for it.
  expect(await hydrated(page)).toBe(false);
});

test('a page reached inside the app marks its own link in the unhydrated header', async ({ page }) => {
  await page.goto('/');
  await searchShortcutsReady(page);
  const docs = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Docs' });
  await expect(docs).not.toHaveAttribute('aria-current', 'page');
  await page
    .locator('main a[href="/mg/tools/"]')
    .first()
    .evaluate((link: HTMLElement) => link.click());
  await expect(page).toHaveURL(/\/mg\/tools\/$/);
  await expect(docs).toHaveAttribute('aria-current', 'page');
});
