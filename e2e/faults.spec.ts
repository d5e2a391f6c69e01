// Fault tests: each switches the shared API emulator into a failure mode, so they run one at a
// time after the other projects (see playwright.config.ts) and reset the emulator afterwards.
import type { Page } from '@playwright/test';
import { test, expect, type ApiControl, type IdpControl } from './fixtures';
import { axeViolations, runClockUntilVisible, signIn, startSignIn, toConsent } from './helpers';
import { PUBLIC_HOST } from '../dev/chromium.ts';
import { IDP_PORT } from '../dev/variants.ts';

test.describe.configure({ mode: 'serial' });
// The browser's own line for each failed request.
test.use({ allowConsoleErrors: [/^Failed to load resource/] });

test.afterEach(async ({ api }) => {
  await api.reset();
});

const card = (page: Page, key: string) => page.getByTestId(`health-${key}`);

/** The landing page with the API emulator's `route` in `mode`, and the page's clock installed. */
async function landingWith(page: Page, api: ApiControl, ...[route, mode]: Parameters<ApiControl['setMode']>) {
  await api.setMode(route, mode);
  await page.clock.install();
  await page.goto('/');
}

/**
 * Signs in with `provider` from `from` (default /) and comes back to the callback: its notice says
 * `notice` with a countdown from 3 seconds (then `whileShown` runs), still does 2.5 s on with 1
 * second left, and 0.6 s later the browser is home at
 * /?error=`error`, whose alert holds `home`. The clock is paused before the callback page loads: its
 * 3 s start as the notice shows, and only runFor moves them on (a clock running at wall speed let a
 * slow machine pass 3 s before the check).
 */
async function noticeThenHome(
  page: Page,
  expected: {
    from?: string;
    provider: string;
    notice: string;
    whileShown?: () => Promise<void>;
    error: string;
    home: string;
  },
) {
  await page.clock.install();
  await page.goto(expected.from ?? '/');
  const back = await toConsent(page, expected.provider);
  await page.clock.pauseAt(Date.now() + 1_000);
  await back.click();
  const notice = page.getByRole('main').getByRole('alert');
  await runClockUntilVisible(page, notice);
  await expect(notice).toHaveText(expected.notice);
  const countdown = page.getByText(/^Returning to the home page in/);
  await expect(countdown).toHaveText('Returning to the home page in 3 seconds…');
  await expected.whileShown?.();
  await page.clock.runFor(2_500);
  await expect(page).toHaveURL(/\/auth\/callback\/$/);
  await expect(notice).toHaveText(expected.notice);
  await expect(countdown).toHaveText('Returning to the home page in 1 second…');
  await page.clock.runFor(600);
  await page.waitForURL((url) => url.pathname === '/' && url.search === `?error=${expected.error}`);
  await page.clock.resume();
  await expect(page.getByRole('main').getByRole('alert')).toContainText(expected.home);
}

for (const mode of ['error', 'non-json', 'slow'] as const) {
  test(`/health in mode "${mode}" turns Server unhealthy, logs the line, keeps Database healthy`, async ({
    page,
    api,
    consoleMessages,
  }) => {
    await landingWith(page, api, '/health', mode);
    if (mode === 'slow') {
      // Once the round has started (db answered), run the clock past the check's 8 s timeout.
      await expect(card(page, 'db')).toContainText('healthy');
      await expect(card(page, 'api')).toContainText('unknown');
      await page.clock.runFor(8_000);
    }
    await expect(card(page, 'api')).toContainText('unhealthy');
    await expect(card(page, 'db')).toContainText('healthy');
    await expect(card(page, 'db')).not.toContainText('unhealthy');
    await expect(card(page, 'frontend')).not.toContainText('unhealthy');
    expect(consoleMessages.some((m) => m.text.startsWith('API health check failed'))).toBe(true);
    expect(consoleMessages.some((m) => m.text.startsWith('Database health check failed'))).toBe(false);
  });
}

test('/db-health failing turns Database unhealthy and logs "Database health check failed"', async ({
  page,
  api,
  consoleMessages,
}) => {
  await api.setMode('/db-health', 'error');
  await page.goto('/');
  await expect(card(page, 'db')).toContainText('unhealthy');
  await expect(card(page, 'api')).not.toContainText('unhealthy');
  expect(consoleMessages.some((m) => m.text.startsWith('Database health check failed'))).toBe(true);
});

test('the API down turns Server and Database unhealthy; the next poll after recovery heals them', async ({
  page,
  api,
}) => {
  await landingWith(page, api, '*', 'down');
  await expect(card(page, 'api')).toContainText('unhealthy');
  await expect(card(page, 'db')).toContainText('unhealthy');
  await api.reset();
  await page.clock.runFor(30_000);
  await expect(card(page, 'api')).not.toContainText('unhealthy');
  await expect(card(page, 'db')).not.toContainText('unhealthy');
});

/**
 * Pauses the page's clock once the landing page is up (hydrated: its health cards have answered), so
 * that only runFor moves page time: a busy machine's real seconds cannot eat a timing's margins.
 */
async function pauseOnLanding(page: Page) {
  await expect(card(page, 'api').locator('[data-health]')).toHaveAttribute('data-health', 'healthy');
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
}

test('Wisdom with the API down says "Failed to connect to API" and is idle again after 3 s', async ({ page, api }) => {
  await page.clock.install();
  await page.goto('/');
  await pauseOnLanding(page);
  await api.setMode('*', 'down');
  await page.getByRole('button', { name: 'Wisdom' }).click();
  await expect(page.getByText('Failed to connect to API')).toBeVisible();
  // Margins either side of 3 s, and clear of 5 s.
  await page.clock.runFor(2_500);
  await expect(page.getByText('Failed to connect to API')).toBeVisible();
  await page.clock.runFor(1_000);
  await expect(page.getByText('Failed to connect to API')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Wisdom' })).toBeEnabled();
});

test('Wisdom with a server error shows its error, message and instructions for 5 s', async ({ page, api }) => {
  await landingWith(page, api, '/api/wisdom', 'error');
  await pauseOnLanding(page);
  await page.getByRole('button', { name: 'Wisdom' }).click();
  const status = page.locator('#wisdom-result');
  await expect(status).toContainText('Service unavailable');
  await expect(status).toContainText('The API emulator was told to fail this route.');
  await expect(status).toContainText('Reset the emulator: POST /reset on its control port.');
  // Still there after 4 s (not the 3 s of a connection error), gone by 5.5 s.
  await page.clock.runFor(4_000);
  await expect(status).toContainText('Service unavailable');
  await page.clock.runFor(1_500);
  await expect(status).toBeEmpty();
});

test('Wisdom with a non-JSON answer (no error text from the server) says "Failed to connect to API" for 3 s', async ({
  page,
  api,
}) => {
  await landingWith(page, api, '/api/wisdom', 'non-json');
  await page.getByRole('button', { name: 'Wisdom' }).click();
  const status = page.locator('#wisdom-result');
  await expect(status).toHaveText('Failed to connect to API');
  await page.clock.runFor(3_500);
  await expect(status).toBeEmpty();
});

test('Wisdom with no answer gives up with "Failed to connect to API"', async ({ page, api }) => {
  await landingWith(page, api, '/api/wisdom', 'slow');
  // The call (and its 10 s limit) starts once the button's code has loaded: a clock run before that
  // passes with no timer to fire.
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/wisdom'));
  await page.getByRole('button', { name: 'Wisdom' }).click();
  await expect(page.getByRole('button', { name: 'Consulting the API…' })).toBeDisabled();
  await sent;
  await page.clock.runFor(10_000);
  await expect(page.getByText('Failed to connect to API')).toBeVisible();
});

test.describe('sign-in failures', () => {
  test.afterEach(async ({ idp }) => {
    await idp.reset();
  });

  /** Log in → GitHub with the provider refusing to start: the dialog shows the failure. */
  async function failedStart(page: Page, idp: IdpControl) {
    await idp.setMode({ start: 'fail' });
    await page.goto('/');
    await page.getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose Login Method' });
    await dialog.getByRole('button', { name: 'Continue with GitHub' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Failed to connect with GitHub. Please try again.');
    return dialog;
  }

  test('a failed login start says "Failed to connect with {provider}. Please try again."', async ({ page, idp }) => {
    const dialog = await failedStart(page, idp);
    await expect(dialog.getByRole('button', { name: 'Continue with GitHub' })).toBeEnabled();
  });

  test('a failed login start leaves no pending sign-in; a forged return then signs nobody in', async ({
    page,
    idp,
    request,
    baseURL,
  }) => {
    // A code issued outside this tab (the emulator redirects to the site's origins only).
    const consent = new URL(`http://localhost:${IDP_PORT}/consent/continue`);
    consent.searchParams.set('provider', 'github');
    consent.searchParams.set('redirect', `${baseURL}/auth/callback/`);
    const code = new URL((await request.get(consent.href, { maxRedirects: 0 })).headers().location).searchParams.get(
      'code',
    );
    await failedStart(page, idp);
    expect(await page.evaluate(() => sessionStorage.getItem('milligram:pending-sign-in'))).toBeNull();
    const exchanges: string[] = [];
    page.on('request', (r) => void (r.url().includes('/oauth/exchange') && exchanges.push(r.url())));
    // The page the visitor is on sends them to the callback.
    await page.goto(`/auth/callback/?code=${code}&nonce=${'0'.repeat(32)}&provider=github`);
    await expect(page.getByRole('main').getByRole('alert')).toContainText('was not started in this browser tab');
    expect(exchanges).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('DS'))).toBeNull();
    // The diagnostic's verdict reads its passing checks against this failure, not a provider's refusal.
    await page.getByRole('button', { name: 'Run Diagnostic' }).click();
    const verdict = page.getByRole('dialog', { name: 'Sign-in diagnostic' }).locator('p').first();
    await expect(verdict).toContainText('did not start in this tab');
    await expect(verdict).not.toContainText('refused');
    const gap = await verdict.evaluate(
      (p) => p.nextElementSibling!.getBoundingClientRect().top - p.getBoundingClientRect().bottom,
    );
    expect(gap).toBeGreaterThanOrEqual(16);
    // The way on: another sign-in, from the page itself.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Log in again' }).click();
    await expect(page.getByRole('dialog', { name: 'Choose Login Method' })).toBeVisible();
  });

  test('E061301 shows that provider configuration is required, and stays', async ({ page, idp }) => {
    await idp.setMode({ exchange: 'E061301' });
    await page.clock.install();
    await page.goto('/');
    await startSignIn(page, 'Discord');
    await expect(page.getByRole('heading', { name: 'Authentication Issue' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('alert')).toContainText('OAuth provider configuration is required');
    expect(await axeViolations(page)).toEqual([]);
    await page.clock.runFor(4_000);
    await expect(page).toHaveURL(/\/auth\/callback\/$/);
  });

  test('on a phone the panel and its three actions fit the screen, nothing scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.clock.install();
    await page.goto('/auth/callback/');
    await expect(page.getByRole('heading', { name: 'Authentication Issue' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    for (const name of ['Log in again', 'Run Diagnostic', 'Back to Home']) {
      const box = (await page.getByRole('button', { name }).boundingBox())!;
      expect(box.x, name).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, name).toBeLessThanOrEqual(390);
    }
  });

  test('E062209 says "New user registration may be required. Please contact support."', async ({ page, idp }) => {
    await idp.setMode({ exchange: 'E062209' });
    await page.goto('/');
    await startSignIn(page, 'Google');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'New user registration may be required. Please contact support.',
    );
  });

  test('another exchange error on localhost shows "Authentication failed: …" and the diagnostic', async ({
    page,
    idp,
  }) => {
    await idp.setMode({ exchange: 'error' });
    await page.goto('/');
    await startSignIn(page, 'GitHub');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Authentication failed: The identity provider is having a bad day',
    );
    const diagnostic = page.getByRole('dialog', { name: 'Sign-in diagnostic' });
    await expect(diagnostic).toBeVisible();
    for (const check of ['Project ID', 'SDK', 'Domain', 'Callback URL']) {
      await expect(diagnostic.getByText(check, { exact: false }).first()).toBeVisible();
    }
    await expect(diagnostic).toContainText('http://localhost:4100/auth/callback');
    expect(await axeViolations(page)).toEqual([]);
    await diagnostic.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Run Diagnostic' }).click();
    await expect(diagnostic).toBeVisible();
    await diagnostic.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Back to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  test('a return without a code says so, then goes to /?error=no_code after 3 s', async ({ page, idp }) => {
    await idp.setMode({ return: 'no-code' });
    await noticeThenHome(page, {
      provider: 'LinkedIn',
      notice: 'No authorization code received from OAuth provider',
      error: 'no_code',
      home: 'the provider sent no authorization code',
    });
    // (The notice's accessibility is scanned in the ?err= test below: axe waits for animation
    // frames, which a paused clock holds.)
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a return with ?err= shows the provider error', async ({ page, idp }) => {
    await idp.setMode({ return: 'err' });
    await page.goto('/');
    await startSignIn(page, 'Facebook');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Authentication failed: The identity provider could not sign you in. (E062108)',
    );
    // The callback's error notice, as every failed return shows it (the timed tests above do not scan).
    expect(await axeViolations(page)).toEqual([]);
  });

  test('an exchange that hangs ends with "Authentication timeout - please try again" after 10 s', async ({
    page,
    idp,
  }) => {
    await idp.setMode({ exchange: 'hang' });
    await page.clock.install();
    await page.goto('/');
    const sent = page.waitForRequest((request) => request.url().endsWith('/v1/auth/oauth/exchange'));
    await startSignIn(page, 'Microsoft');
    await expect(page.getByRole('heading', { name: 'Completing authentication...' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await sent; // the exchange, and its 10 s limit, have started
    await page.clock.runFor(10_000);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Authentication timeout - please try again');
    expect(await axeViolations(page)).toEqual([]);
  });

  test("the callback's screens have no violations in the void theme", async ({ page, idp }) => {
    // The other tests scan them in the cosmic theme (the default).
    await page.addInitScript(() => localStorage.setItem('theme', 'void'));
    await idp.setMode({ exchange: 'error' });
    // The exchange waits until the waiting screen has been scanned.
    let arrived: () => void = () => {};
    const held = new Promise<void>((resolve) => (arrived = resolve));
    let release: () => void = () => {};
    await page.route('**/v1/auth/oauth/exchange', async (route) => {
      await new Promise<void>((resolve) => {
        release = resolve;
        arrived();
      });
      await route.continue();
    });
    await page.goto('/');
    await startSignIn(page, 'GitHub');
    await expect(page.getByRole('heading', { name: 'Completing authentication...' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await held;
    release();
    const diagnostic = page.getByRole('dialog', { name: 'Sign-in diagnostic' });
    await expect(diagnostic).toBeVisible();
    expect(await axeViolations(page, ['dialog[open]'])).toEqual([]);
    await diagnostic.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('heading', { name: 'Authentication Issue' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('an exchange that throws goes to /?error=callback_error after 3 s', async ({ page }) => {
    await page.route('**/v1/auth/oauth/exchange', (route) => route.abort('connectionrefused'));
    await noticeThenHome(page, {
      provider: 'GitHub',
      notice: 'Something went wrong while completing sign-in.',
      error: 'callback_error',
      home: 'Something went wrong while completing sign-in',
    });
  });
});

// playwright.config.ts maps PUBLIC_HOST to 127.0.0.1 for the browser.
test.describe('on a public host name', () => {
  test.afterEach(async ({ idp }) => {
    await idp.reset();
  });

  test('another exchange error redirects to /?error=auth_failed after 3 s', async ({ page, idp }) => {
    await idp.setMode({ exchange: 'error' });
    await noticeThenHome(page, {
      from: `http://${PUBLIC_HOST}:4100/`,
      provider: 'Discord',
      notice: 'Authentication failed: The identity provider is having a bad day',
      whileShown: () => expect(page.getByRole('dialog', { name: 'Sign-in diagnostic' })).toBeHidden(),
      error: 'auth_failed',
      home: 'Sign-in failed at the identity provider',
    });
  });
});

test.describe('profile failures', () => {
  test.beforeEach(async ({ api }) => {
    await api.reset(); // a clean user store: the test users start without a name or update
  });

  test('a failed profile update after sign-in is only logged; the dashboard says "Never updated"', async ({
    page,
    api,
    consoleMessages,
  }) => {
    await api.setMode('/api/auth/update-profile', 'error');
    await signIn(page, 'Discord');
    await expect(page.getByRole('region', { name: 'API User Data' })).toContainText('Never updated');
    expect(consoleMessages.some((m) => m.text.startsWith('Profile update after sign-in failed'))).toBe(true);
  });

  test('a failed name save shows the server message for 5 s', async ({ page, api }) => {
    await signIn(page, 'GitHub');
    await expect(page.getByRole('region', { name: 'API User Data' })).toContainText('Database user ID');
    await api.setMode('/api/auth/update-profile', 'error');
    await page.clock.install();
    // Paused: only runFor moves time, so a busy machine cannot eat the margins either side of 5 s.
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.getByRole('button', { name: 'Edit display name' }).click();
    await page.getByRole('textbox', { name: 'Display Name' }).fill('New name');
    await page.getByRole('textbox', { name: 'Display Name' }).press('Enter');
    const status = page.getByRole('status').filter({ hasText: 'Service unavailable' });
    await expect(status).toBeVisible();
    await page.clock.runFor(4_000);
    await expect(status).toBeVisible();
    await page.clock.runFor(1_500);
    await expect(page.getByText('Service unavailable')).toHaveCount(0);
  });

  test('a name save with the API down says "Network error - please check your connection"', async ({ page, api }) => {
    await signIn(page, 'Google');
    await api.setMode('*', 'down');
    await page.getByRole('button', { name: 'Edit display name' }).click();
    await page.getByRole('textbox', { name: 'Display Name' }).fill('Offline name');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.locator('[role="status"][data-kind="error"]')).toHaveText(
      'Network error - please check your connection',
    );
  });
});

test.describe('health polling', () => {
  /** Counts the page's requests to the API's /health. */
  function healthRequests(page: Page) {
    const seen: number[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/health') seen.push(Date.now());
    });
    return seen;
  }

  const setHidden = (page: Page, hidden: boolean) =>
    page.evaluate((value) => {
      Object.defineProperty(document, 'hidden', { value, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    }, hidden);

  test('pauses while the tab is hidden and checks at once when it shows again', async ({ page }) => {
    const seen = healthRequests(page);
    await page.clock.install();
    await page.goto('/');
    await expect(card(page, 'api').locator('[data-health]')).toHaveAttribute('data-health', 'healthy');
    expect(seen).toHaveLength(1);
    await setHidden(page, true);
    await page.clock.runFor(95_000);
    expect(seen).toHaveLength(1);
    await setHidden(page, false);
    await expect.poll(() => seen.length).toBe(2);
  });

  test('ten hide-and-show switches during an outage check no sooner than the back-off allows', async ({
    page,
    api,
  }) => {
    const seen = healthRequests(page);
    await landingWith(page, api, '*', 'down');
    await expect(card(page, 'api')).toContainText('unhealthy');
    expect(seen).toHaveLength(1);
    // Paused: the switches' ten seconds are page time only, however long the machine takes.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    for (let i = 0; i < 10; i++) {
      await setHidden(page, true);
      await page.clock.runFor(500);
      await setHidden(page, false);
      await page.clock.runFor(500);
    }
    // A check a switch starts is sent from its visibilitychange handler or from a timer the next
    // runFor fires; the browser reports a request as the page sends it, before the evaluation that
    // sent it returns. So every check the switches started is in `seen` by now: no wait needed.
    expect(seen).toHaveLength(1); // the next round is due 30 s after the first, not on every show
    await page.clock.runFor(21_000);
    await expect.poll(() => seen.length).toBe(2);
  });

  test('a tab opened hidden checks nothing until it is shown', async ({ page }) => {
    const seen = healthRequests(page);
    await page.addInitScript(() => {
      Object.defineProperty(document, 'hidden', { value: true, configurable: true });
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    });
    await page.clock.install();
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.clock.runFor(65_000);
    expect(seen).toHaveLength(0);
    await setHidden(page, false);
    await expect.poll(() => seen.length).toBe(1);
    await expect(card(page, 'api').locator('[data-health]')).toHaveAttribute('data-health', 'healthy');
  });

  test('a /health that sends 200 and then stalls is unhealthy at the time limit and holds no connection', async ({
    page,
    api,
  }) => {
    await api.setMode('/health', 'stall');
    await landingWith(page, api, '/db-health', 'stall');
    await expect(card(page, 'api').locator('[data-health]')).toHaveAttribute('data-health', 'unknown');
    const healthChecks = async () => (await api.requests()).filter((r) => r.route === '/health').length;
    // The clock moves once the first round has asked (its time limit is then running): a page that
    // hydrates late under load would otherwise start its round after the clock has moved.
    await expect.poll(healthChecks).toBeGreaterThan(0);
    await page.clock.runFor(8_500);
    await expect(card(page, 'api')).toContainText('unhealthy');
    await expect(card(page, 'db')).toContainText('unhealthy');
    // Two more rounds: six answers stalled in all, as many connections as a browser opens to one host.
    // Each round is timed from the end of the last, and a round ends when the browser has really
    // aborted its requests: the clock moves in steps until the third round has started.
    await expect
      .poll(
        async () => {
          await page.clock.runFor(5_000);
          return healthChecks();
        },
        { intervals: [100], timeout: 15_000 },
      )
      .toBe(3);
    await page.clock.runFor(8_500);
    // Wisdom still reaches the API: the stalled answers were cancelled, not left holding connections.
    await page.getByRole('button', { name: 'Wisdom' }).click();
    await expect(page.getByRole('status').locator('blockquote')).toHaveText(/^“.+”$/, { timeout: 5_000 });
  });

  test('backs off after failed rounds: 30 s, then 60 s', async ({ page, api }) => {
    const seen = healthRequests(page);
    const refused: string[] = [];
    page.on('requestfailed', (request) => refused.push(new URL(request.url()).pathname));
    await landingWith(page, api, '*', 'down');
    await expect(card(page, 'api')).toContainText('unhealthy');
    await page.clock.runFor(30_000);
    await expect.poll(() => seen.length).toBe(2);
    // The next round is timed from this one's end: wait until both checks were refused, then for a
    // round trip to the page, whose handling of the refusals was queued before it.
    await expect.poll(() => refused.filter((path) => path === '/health').length).toBe(2);
    await expect.poll(() => refused.filter((path) => path === '/db-health').length).toBe(2);
    await page.evaluate(() => 0);
    await page.clock.runFor(45_000);
    expect(seen).toHaveLength(2); // the third round waits 60 s after two failures
    await page.clock.runFor(20_000);
    await expect.poll(() => seen.length).toBe(3);
  });
});

test('a dashboard whose API sends headers and then stalls says so at the time limit, not "Loading..." forever', async ({
  page,
  api,
}) => {
  await signIn(page, 'GitHub');
  await api.setMode('/api/auth/current-user', 'stall');
  await page.clock.install();
  await page.reload();
  const card = page.getByRole('region', { name: 'API User Data' });
  await expect(card.getByRole('status')).toHaveText('Loading...');
  await page.clock.runFor(15_000);
  await expect(card.getByRole('alert')).toContainText('Network error - please check your connection');
  await api.reset();
  await card.getByRole('button', { name: 'Retry' }).click();
  await expect(card).toContainText('Database user ID');
});
