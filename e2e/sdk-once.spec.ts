// One identity-provider SDK per page load, and one session refresh per tab when the session comes
// due. The provider marks each SDK it makes on the page's performance timeline
// (components/auth/descope-provider.tsx); the SDK refreshes a session 20 s before it expires (the
// emulator's last an hour), so a fake clock an hour on runs that timer.
import type { Page } from '@playwright/test';
import { SDK_MADE_MARK } from '@/lib/auth/sdk-made';
import { test, expect } from './fixtures';
import { signIn } from './helpers';

/** Past the SDK's refresh timer: the emulator's sessions last 60 minutes. */
const AN_HOUR_ON_MS = 61 * 60_000;

const sdksMade = (page: Page) => page.evaluate((mark) => performance.getEntriesByName(mark).length, SDK_MADE_MARK);

test('each page load makes one SDK: the callback, the dashboard, a docs page, the login modal opened twice', async ({
  page,
}) => {
  await signIn(page, 'GitHub');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  // The dashboard's lazy parts have arrived once the user shows: no SDK is made after that.
  await expect(page.getByTestId('user-email')).toBeVisible();
  expect(await sdksMade(page)).toBe(1);
  await page.reload();
  await expect(page.getByTestId('user-email')).toBeVisible();
  expect(await sdksMade(page)).toBe(1);
  // Signed in on a docs page: the user menu's provider.
  await page.goto('/mg/overview/');
  await expect(page.getByRole('button', { name: /Account menu for/ })).toBeVisible();
  expect(await sdksMade(page)).toBe(1);

  // Signed out: the login modal's provider, once per opening.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/');
  for (const opened of [1, 2]) {
    await page.getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose Login Method' });
    await expect(dialog.getByRole('button', { name: 'GitHub' })).toBeEnabled();
    expect(await sdksMade(page)).toBe(opened);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});

test('a signed-in tab refreshes its session once when it comes due', async ({ context, page }) => {
  test.slow();
  await context.clock.install();
  await signIn(page, 'GitHub');
  await expect(page.getByTestId('user-email')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/v1/auth/refresh') refreshes.push(request.url());
  });
  await page.clock.fastForward(AN_HOUR_ON_MS);
  await expect.poll(() => refreshes.length).toBeGreaterThan(0);
  // Any other SDK's timer would have come due in the same hour: give their requests time to show.
  await page.waitForTimeout(2_000);
  expect(refreshes).toHaveLength(1);
  await expect(page.getByTestId('user-email')).toBeVisible();
});
