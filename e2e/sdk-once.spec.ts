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

/** From a docs page, the user menu's Dashboard item: a move through the app's router. */
async function toDashboard(page: Page) {
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  await expect(page.getByTestId('user-email')).toBeVisible();
}

/** From the dashboard, its Docs link: a move through the app's router. */
async function toDocs(page: Page) {
  await page.getByRole('link', { name: 'Docs', exact: true }).last().click();
  await expect(page.getByRole('button', { name: /Account menu for/ })).toBeVisible();
}

test('a signed-in tab keeps one SDK when the router moves it between docs pages and the dashboard', async ({
  page,
}) => {
  await signIn(page, 'GitHub');
  await expect(page.getByTestId('user-email')).toBeVisible();
  // A docs page loaded in full: its header's user menu makes the document's SDK.
  await page.goto('/mg/overview/');
  await expect(page.getByRole('button', { name: /Account menu for/ })).toBeVisible();
  expect(await sdksMade(page)).toBe(1);
  await toDashboard(page);
  expect(await sdksMade(page)).toBe(1);
  for (let round = 0; round < 2; round++) {
    await toDocs(page);
    expect(await sdksMade(page)).toBe(1);
    await toDashboard(page);
    expect(await sdksMade(page)).toBe(1);
  }
  await toDocs(page);
  expect(await sdksMade(page)).toBe(1);
});

const MOVES: Record<string, (page: Page) => Promise<void>> = {
  'on the dashboard': async () => {},
  'after the router moved it docs → dashboard → docs → dashboard → docs': async (page) => {
    await page.goto('/mg/overview/');
    await expect(page.getByRole('button', { name: /Account menu for/ })).toBeVisible();
    await toDashboard(page);
    await toDocs(page);
    await toDashboard(page);
    await toDocs(page);
  },
};

for (const [where, move] of Object.entries(MOVES)) {
  test(`a signed-in tab refreshes its session once when it comes due, ${where}`, async ({ context, page }) => {
    test.slow();
    await context.clock.install();
    await signIn(page, 'GitHub');
    await expect(page.getByTestId('user-email')).toBeVisible();
    await move(page);
    await page.waitForLoadState('networkidle');
    const refreshes: string[] = [];
    const isRefresh = (url: string) => new URL(url).pathname === '/v1/auth/refresh';
    page.on('request', (request) => {
      if (isRefresh(request.url())) refreshes.push(request.url());
    });
    const answered = page.waitForResponse((response) => isRefresh(response.url()));
    // Every SDK's timer comes due within the hour and fires inside this one call; each asks at once,
    // so any second request has left before the first is answered.
    await page.clock.fastForward(AN_HOUR_ON_MS);
    await answered;
    expect(refreshes).toHaveLength(1);
    // Still signed in after the refresh: the header's user menu shows on every page.
    await expect(page.getByRole('button', { name: /Account menu for/ })).toBeVisible();
  });
}
