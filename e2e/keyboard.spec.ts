// A keyboard-only walk: Tab to each control, see where focus is, operate it with keys alone.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

/** The focused element's name and whether it shows a focus indicator (outline or ring). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { name: '', visible: false, tag: 'BODY' };
    const style = getComputedStyle(element);
    const visible = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    return {
      name: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim(),
      visible,
      tag: element.tagName,
    };
  });

/** Presses Tab until the focused element's name matches; every stop on the way must show focus. */
async function tabTo(page: Page, name: RegExp, limit = 40) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    // BODY: focus has left the page's elements (a native modal dialog cycles through the browser UI).
    if (now.tag !== 'BODY') expect(now.visible, `visible focus on ${now.tag} "${now.name}"`).toBe(true);
    if (name.test(now.name)) return;
  }
  throw new Error(`no ${name} within ${limit} Tab presses`);
}

test('the login modal by keyboard: open, move between providers, Escape, focus returns, pick one', async ({ page }) => {
  await page.goto('/');
  await tabTo(page, /^Log in$/);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Choose Login Method' });
  await expect(dialog).toBeVisible();
  await tabTo(page, /Continue with GitHub/);
  await expect(dialog.getByRole('button', { name: 'Continue with GitHub' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await tabTo(page, /Continue with GitHub/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('link', { name: /Continue as a test user of/ })).toBeVisible();
});

test('the docs sections, the telekinesis tabs and the project menu by keyboard', async ({ page }) => {
  await page.goto('/mg/overview/');
  await tabTo(page, /^CLI Overview$/);
  await page.keyboard.press('Enter');
  await page.waitForURL('**/mg/cli/main/');

  await page.goto('/telekinesis/');
  await tabTo(page, /^Overview$/);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'LSD' })).toBeFocused();
  await expect(page.getByRole('tabpanel')).toContainText('LSD: the functions behind the queues');

  await page.keyboard.press('Shift+Tab');
  await page.goto('/telekinesis/');
  await tabTo(page, /^Projects/);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await page.keyboard.press('ArrowDown');
  const items = menu.getByRole('menuitem');
  await expect(items.nth(1)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: /^Projects/ })).toBeFocused();
});
