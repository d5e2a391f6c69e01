// Log out holds: whatever the identity provider's logout call does, no SDK, refresh timer or other
// tab brings the session back. The SDK refreshes a session 20 s before it expires (the emulator's
// last an hour); a fake clock an hour on runs that timer in every tab.
import type { BrowserContext, Page, Request, Route } from '@playwright/test';
import { test, expect } from './fixtures';
import { signIn } from './helpers';

// The browser's own lines for the refused, failed or aborted calls.
test.use({ allowConsoleErrors: [/^Failed to load resource/] });

const SESSION_KEYS = ['DS', 'DSR', 'DSI', 'DSLI', 'dls_last_user_login_id'];
/** Past the SDK's refresh timer: the emulator's sessions last 60 minutes. */
const AN_HOUR_ON_MS = 61 * 60_000;
/** How long the stored refresh token stands unchanged before the test takes it as the session's. */
const TOKEN_SETTLED_MS = 2_500;
const PLANTED = 'planted-by-a-sibling-subdomain';

const LOGOUT_OUTCOMES: Record<string, (route: Route) => Promise<void> | void> = {
  'never answers': () => {},
  'fails on the network': (route) => route.abort('failed'),
  'answers a 502 HTML page': (route) =>
    route.fulfill({
      status: 502,
      contentType: 'text/html',
      body: '<html><body><h1>502 Bad Gateway</h1></body></html>',
    }),
  succeeds: (route) => route.continue(),
};

/**
 * Every session request the SDK makes (refresh, try-refresh, me) in the context, as it is sent; and
 * `answered()`: each one's status (0 for none) and token, once every one sent so far has its answer.
 */
function sessionRequests(context: BrowserContext) {
  const sent: Request[] = [];
  context.on('request', (request) => {
    if (/^\/v1\/auth\/(refresh|try-refresh|me)$/.test(new URL(request.url()).pathname)) sent.push(request);
  });
  const answered = () =>
    Promise.all(
      sent.map(async (request) => ({
        path: new URL(request.url()).pathname,
        status: (await request.response())?.status() ?? 0,
        authorization: (await request.headerValue('authorization')) ?? '',
      })),
    );
  return { sent, answered };
}

const storedSession = (page: Page) =>
  page.evaluate((keys) => keys.map((key) => localStorage.getItem(key)).filter(Boolean), SESSION_KEYS);

async function expectSignedOutAt(page: Page, path: string) {
  await page.goto(path);
  await page.waitForURL((url) => url.pathname === '/');
  // The header's Log in (from /home, the landing page's notice offers one too).
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await storedSession(page)).toEqual([]);
}

for (const [outcome, answer] of Object.entries(LOGOUT_OUTCOMES)) {
  test(`Log out holds when the logout call ${outcome}: an hour on, no timer and no other tab brings the session back`, async ({
    context,
    page,
  }) => {
    // An hour of timers in two tabs, then five page loads: 12 to 16 s on this 2-core machine, and
    // once over 30 s while the other worker was busy (the page took 12 s to answer after the hour).
    test.slow();
    await context.clock.install();
    await signIn(page, 'GitHub');
    const other = await context.newPage();
    await other.goto('/home/');
    await expect(other.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    // Each tab's SDK refreshes the session as it loads, up to a few seconds apart: the token both
    // tabs share is the stored one once it has stood unchanged for TOKEN_SETTLED_MS.
    let refreshToken: string | null = null;
    await expect
      .poll(
        async () => {
          const now = await page.evaluate(() => localStorage.getItem('DSR'));
          const settled = !!now && now === refreshToken;
          refreshToken = now;
          return settled;
        },
        { intervals: [TOKEN_SETTLED_MS], timeout: 20_000 },
      )
      .toBe(true);

    const logouts: string[] = [];
    await page.route('**/v1/auth/logout', (route) => {
      logouts.push(route.request().headers().authorization ?? '');
      return answer(route);
    });
    const sessions = sessionRequests(context);
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    // The other tab hears it at once and leaves the dashboard.
    await other.waitForURL((url) => url.pathname === '/');
    await expect(other.getByRole('button', { name: 'Log in' })).toBeVisible();
    // The provider was still told, with the session's refresh token.
    expect(logouts).toEqual([expect.stringMatching(new RegExp(`:${refreshToken}$`))]);

    await context.clock.runFor(AN_HOUR_ON_MS);
    // The SDK asks for its session when its timer fires, within the hour just run (in each tab whose
    // SDK still had one: one tab or both, by the logout call's outcome). The browser reports a request
    // as the page sends it, before the clock's run returns: every ask is in `sent` now. Each went
    // with no token, and was refused.
    expect(sessions.sent.length).toBeGreaterThanOrEqual(1);
    for (const request of await sessions.answered()) {
      expect(request.status, `${request.path} after Log out`).toBeGreaterThanOrEqual(400);
      expect(request.authorization).not.toContain(refreshToken!);
    }
    expect(await storedSession(page)).toEqual([]);
    expect(await storedSession(other)).toEqual([]);
    await expectSignedOutAt(page, '/home/');
    await expectSignedOutAt(other, '/home/');
    await expectSignedOutAt(await context.newPage(), '/home/');
  });
}

test('a session cookie another site planted is never a bearer token, for the API or the SDK', async ({
  context,
  page,
  baseURL,
  api,
}) => {
  await signIn(page, 'Discord');
  const stored = await page.evaluate(() => ({ refresh: localStorage.getItem('DSR') }));
  // What a sibling subdomain can do: set cookies for the whole site under the token names.
  await context.addCookies(
    ['DS', 'DSR', 'sessionToken', 'authToken'].map((name) => ({ name, value: PLANTED, url: baseURL! })),
  );
  const sessions = sessionRequests(context);
  const since = Date.now();
  // Other tests use the API at the same time: only this test's calls are looked at, by their token.
  const apiCalls = async (route: string) => (await api.requests()).filter((r) => r.at >= since && r.route === route);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  // The SDK refreshed the session as the page loaded (with the stored refresh token): the API gets
  // the session token it stored then.
  const session = await page.evaluate(() => localStorage.getItem('DS'));
  await expect
    .poll(async () => (await apiCalls('/api/auth/current-user')).map((r) => r.authorization))
    .toContain(`Bearer ${session}`);
  const requests = await sessions.answered();
  expect(requests.length).toBeGreaterThanOrEqual(1);
  for (const request of requests) {
    expect(request.authorization).not.toContain(PLANTED);
    expect(request.authorization).toContain(`:${stored.refresh}`);
  }

  // Signed out, the API is called with no token at all, never the planted one.
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('button', { name: 'Wisdom' }).click();
  await expect.poll(async () => (await apiCalls('/api/wisdom')).length).toBeGreaterThanOrEqual(1);
  const everyToken = (await api.requests()).filter((r) => r.at >= since).map((r) => r.authorization ?? '');
  expect(everyToken.filter((token) => token.includes(PLANTED))).toEqual([]);
});
