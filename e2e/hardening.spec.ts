// What an attacker or an unlucky visitor can do to the site from the address bar, and a sign-out
// whose call fails.
import { test, expect } from './fixtures';
import { signIn } from './helpers';
import { CALLBACK_TIMEOUT_MS } from '@/lib/auth/callback';

test('a callback link this tab did not start exchanges nothing and says so (login CSRF)', async ({ page }) => {
  const exchanges: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/v1/auth/oauth/exchange')) exchanges.push(request.url());
  });
  await page.clock.install();
  await page.goto('/auth/callback/?code=a-code-for-someone-elses-account&state=x');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'This sign-in was not started in this browser tab, so it was stopped and nobody was signed in. To sign in, choose Log in and pick a provider.',
  );
  // The callback decides at once; anything it starts later starts from a timer, the longest its
  // exchange's time limit. Run them all: an exchange sent, however late, is reported by then (the
  // browser reports a request as the page sends it, before the clock's run returns).
  await page.clock.runFor(CALLBACK_TIMEOUT_MS);
  expect(exchanges).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('DS'))).toBeNull();
  await page.getByRole('button', { name: 'Back to Home' }).click();
  await page.waitForURL((url) => url.pathname === '/');
});

test('a ?err= from the address is never shown as written; one this tab did not ask for is refused', async ({
  page,
}) => {
  await page.goto('/auth/callback/?err=%3Cb%3EYour%20account%20is%20locked%2C%20call%20us%3C%2Fb%3E');
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toHaveText(
    'This sign-in was not started in this browser tab, so it was stopped and nobody was signed in. To sign in, choose Log in and pick a provider.',
  );
  await expect(page.getByRole('main')).not.toContainText('locked');
});

test.describe('a failing logout call', () => {
  // The browser's own line for the refused call.
  test.use({ allowConsoleErrors: [/^Failed to load resource: the server responded with a status of 503/] });

  test('Log out signs out in this browser even when the logout call fails', async ({ page }) => {
    await signIn(page, 'GitHub');
    await page.route('**/v1/auth/logout', (route) => route.fulfill({ status: 503, body: '{}' }));
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const keys = await page.evaluate(() =>
      ['DS', 'DSR', 'DSI', 'DSLI', 'dls_last_user_login_id'].map((k) => localStorage.getItem(k)),
    );
    expect(keys).toEqual([null, null, null, null, null]);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  });
});

test('Log out with an identity provider that never answers signs out at once, every token key cleared', async ({
  page,
}) => {
  await signIn(page, 'GitHub');
  // Tokens an older sign-in left under the keys the API client still reads.
  await page.evaluate(() => {
    for (const store of [localStorage, sessionStorage]) {
      store.setItem('sessionToken', 'old-session-token');
      store.setItem('authToken', 'old-auth-token');
    }
  });
  const calls: string[] = [];
  await page.route('**/v1/auth/logout', (route) => {
    calls.push(route.request().url()); // and never answered
  });
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 2_000 });
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible({ timeout: 2_000 });
  const left = await page.evaluate(() =>
    ['DS', 'DSR', 'DSI', 'DSLI', 'dls_last_user_login_id', 'sessionToken', 'authToken'].flatMap((key) =>
      [localStorage, sessionStorage].map((store) => store.getItem(key)),
    ),
  );
  expect(left.filter(Boolean)).toEqual([]);
  expect(calls).toHaveLength(1); // the provider was still told, in the background
});

test('the sign-in start follows only an https: address from the provider (http: on localhost)', async ({ page }) => {
  for (const url of ['javascript:alert(document.domain)', 'data:text/html,hi', 'http://evil.example/login']) {
    await page.route('**/v1/auth/oauth/authorize**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ url }) }),
    );
    await page.goto('/');
    await page.getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose Login Method' });
    await dialog.getByRole('button', { name: 'Continue with GitHub' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Failed to connect with GitHub. Please try again.');
    expect(new URL(page.url()).pathname, url).toBe('/');
    await page.unroute('**/v1/auth/oauth/authorize**');
  }
});

test('the mobile menu offers Log out when signed in', async ({ page }) => {
  await signIn(page, 'Discord');
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/docs/');
  const mobile = page.locator('#mobile-menu');
  await mobile.locator('summary').click();
  await expect(mobile.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await mobile.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  expect(await page.evaluate(() => localStorage.getItem('DSR'))).toBeNull();
});

/** Values an address can carry that once crashed pages or could be echoed. */
const NASTY = ['__proto__', 'constructor', 'x'.repeat(10_000), '%00', '<script>alert(1)</script>', '%E0%A4%A'];
// Every docs page has the same frame and scripts: the Overview stands for them all.
const ROUTES = ['/', '/mg/overview/', '/apotheosis/', '/telekinesis/', '/docs/', '/auth/callback/'];

const PARAMS = ['error', 'err', 'code', 'state'];

/**
 * The addresses to try for one value: the four parameters at once, or one at a time for the long
 * string (four of them would pass the 16 KB a request line may take, a limit of every host).
 */
function addresses(value: string): string[] {
  // Raw, as a visitor could type it: an invalid escape stays invalid.
  const raw = value.startsWith('%') ? value : encodeURIComponent(value);
  const queries =
    value.length > 1_000 ? PARAMS.map((p) => `${p}=${raw}`) : [PARAMS.map((p) => `${p}=${raw}`).join('&')];
  return ROUTES.flatMap((route) => queries.map((query) => `${route}?${query}`));
}

test.describe('no address crashes a page', () => {
  for (const value of NASTY) {
    const label = value.length > 30 ? `a ${value.length}-character string` : JSON.stringify(value);
    test(`every route with ?error=, ?err=, ?code= and ?state= set to ${label}`, async ({ page }) => {
      test.setTimeout(60_000);
      const tried = addresses(value);
      expect(tried.length, 'addresses to try').toBeGreaterThanOrEqual(ROUTES.length);
      for (const address of tried) {
        const response = await page.goto(address);
        expect(response?.status(), address.slice(0, 60)).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('heading', { name: 'This page could not be shown' })).toHaveCount(0);
      }
      // Console errors and uncaught exceptions fail the test through the fixture.
    });
  }

  test('/?error=__proto__ keeps the landing page and shows no sign-in notice', async ({ page }) => {
    await page.goto('/?error=__proto__');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Deploy apps, queues and sites to your own AWS account',
    );
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  });
});
