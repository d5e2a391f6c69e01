// Login CSRF: a code reaches the exchange only when it returns to the tab that started its sign-in,
// carrying that sign-in's nonce and provider. A page that sends the visitor to /auth/callback with
// an attacker's code (a real one, for the attacker's account) must sign nobody in, whatever sign-in
// the visitor began in this tab.
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { IDP_PORT } from '../dev/variants.ts';
import { CALLBACK_TIMEOUT_MS } from '@/lib/auth/callback';

const IDP = `http://localhost:${IDP_PORT}`;
const NOT_STARTED =
  'This sign-in was not started in this browser tab, so it was stopped and nobody was signed in. To sign in, choose Log in and pick a provider.';
const PENDING_KEY = 'milligram:pending-sign-in';

/**
 * A real, unspent code for the attacker's account, as the provider would hand it to the attacker:
 * on a redirect to the site's callback (the only place the provider redirects to), which the
 * attacker reads instead of following.
 */
async function attackersCode(request: APIRequestContext): Promise<string> {
  const consent = new URL(`${IDP}/consent/continue`);
  consent.searchParams.set('provider', 'github');
  consent.searchParams.set('redirect', new URL('/auth/callback/', test.info().project.use.baseURL).href);
  const response = await request.get(consent.href, { maxRedirects: 0 });
  const code = new URL(response.headers().location).searchParams.get('code');
  expect(code).toBeTruthy();
  return code!;
}

/** Counts the page's calls to the code exchange, under a fake clock (expectNobodySignedIn runs it). */
async function exchanges(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/v1/auth/oauth/exchange')) seen.push(request.postData() ?? '');
  });
  await page.clock.install();
  return seen;
}

/** Opens the login modal and presses a provider; the browser leaves for the provider next. */
async function pressProvider(page: Page, label: string) {
  await page.getByRole('button', { name: 'Log in' }).click();
  await page
    .getByRole('dialog', { name: 'Choose Login Method' })
    .getByRole('button', { name: `Continue with ${label}` })
    .click();
}

/** The attacker's page sends this tab to the callback with their code and a well-formed nonce. */
async function forgedReturn(page: Page, code: string) {
  const nonce = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
  await page.goto(`/auth/callback/?code=${code}&nonce=${nonce}&provider=github`);
}

/**
 * The callback refused the return, and no exchange was sent. The callback decides at once, from the
 * address and the tab's pending sign-in; anything it starts later starts from a timer, the longest
 * its exchange's time limit. The fake clock runs all of those now, and the browser reports a request
 * as the page sends it, before the clock's run returns: an exchange sent, however late, is in `seen`.
 */
async function expectNobodySignedIn(page: Page, seen: string[]) {
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(NOT_STARTED);
  await page.clock.runFor(CALLBACK_TIMEOUT_MS);
  expect(seen).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('DS'))).toBeNull();
}

test('the round trip carries its nonce and provider to the callback, and the exchange needs both', async ({ page }) => {
  const returns: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/auth/callback/' || url.pathname === '/auth/callback') returns.push(url);
  });
  await page.goto('/');
  await pressProvider(page, 'GitHub');
  await page.getByRole('link', { name: /Continue as a test user of/ }).click();
  await page.waitForURL((url) => url.pathname === '/home/');
  const back = returns[0];
  expect(back.searchParams.get('provider')).toBe('github');
  expect(back.searchParams.get('nonce')).toMatch(/^[0-9a-f]{32}$/);
  expect(back.searchParams.get('code')).toBeTruthy();
  expect(await page.evaluate((key) => sessionStorage.getItem(key), PENDING_KEY)).toBeNull();
});

test('Back from the provider forgets the sign-in; a forged return then signs nobody in', async ({ page, request }) => {
  const seen = await exchanges(page);
  const code = await attackersCode(request);
  await page.goto('/mg/overview/');
  await pressProvider(page, 'GitHub');
  await expect(page.getByRole('link', { name: /Continue as a test user of/ })).toBeVisible();
  await page.goBack();
  await page.waitForURL((url) => url.pathname === '/mg/overview/');
  await expect.poll(() => page.evaluate((key) => sessionStorage.getItem(key), PENDING_KEY)).toBeNull();
  await forgedReturn(page, code);
  await expectNobodySignedIn(page, seen);
});

/**
 * Presses a provider and stays at the provider's page: the provider holds the visitor there and
 * never sends them back, the sign-in still pending in the tab. Answers the address the provider
 * was asked to return to.
 */
async function heldAtProvider(page: Page, label: string): Promise<URL> {
  await pressProvider(page, label);
  await expect(page.getByRole('link', { name: /Continue as a test user of/ })).toBeVisible();
  return new URL(new URL(page.url()).searchParams.get('redirect')!);
}

test('while the provider holds the visitor, a forged return with a well-formed nonce signs nobody in', async ({
  page,
  request,
}) => {
  const seen = await exchanges(page);
  const code = await attackersCode(request);
  await page.goto('/');
  await heldAtProvider(page, 'GitHub');
  await forgedReturn(page, code);
  await expectNobodySignedIn(page, seen);
});

test('a return with the right nonce for another provider signs nobody in', async ({ page, request }) => {
  const seen = await exchanges(page);
  const code = await attackersCode(request);
  await page.goto('/');
  const returnTo = await heldAtProvider(page, 'Google');
  const nonce = returnTo.searchParams.get('nonce');
  expect(nonce).toMatch(/^[0-9a-f]{32}$/);
  await page.goto(`/auth/callback/?code=${code}&nonce=${nonce}&provider=github`);
  await expectNobodySignedIn(page, seen);
});

test('any other page of the site forgets a pending sign-in', async ({ page }) => {
  await page.goto('/docs/');
  await page.evaluate(
    (key) => sessionStorage.setItem(key, JSON.stringify({ nonce: 'f'.repeat(32), provider: 'github', at: Date.now() })),
    PENDING_KEY,
  );
  await page.goto('/mg/cli/dmt/');
  expect(await page.evaluate((key) => sessionStorage.getItem(key), PENDING_KEY)).toBeNull();
});

test('a route change inside the app forgets a pending sign-in too, not only a page load', async ({ page }) => {
  await page.goto('/mg/overview/');
  await page.evaluate(
    (key) => sessionStorage.setItem(key, JSON.stringify({ nonce: 'f'.repeat(32), provider: 'github', at: Date.now() })),
    PENDING_KEY,
  );
  // A mark on the window survives a route change and dies with a page load.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('main').getByRole('link', { name: 'Quick Start', exact: true }).first().click();
  await page.waitForURL((url) => url.pathname === '/mg/tools/');
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await expect.poll(() => page.evaluate((key) => sessionStorage.getItem(key), PENDING_KEY)).toBeNull();
});

test('a stray ?err= cannot cancel the sign-in this tab started: its own return still signs in', async ({ page }) => {
  await page.goto('/');
  await heldAtProvider(page, 'GitHub');
  // Someone sends the tab to the callback with an error of their own, no nonce.
  await page.goto('/auth/callback/?err=E062108');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(NOT_STARTED);
  expect(await page.evaluate((key) => sessionStorage.getItem(key), PENDING_KEY)).toBeTruthy();
  // The visitor goes back to the provider and carries on: the sign-in completes.
  await page.goBack();
  await page.getByRole('link', { name: /Continue as a test user of/ }).click();
  await page.waitForURL((url) => url.pathname === '/home/');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});
