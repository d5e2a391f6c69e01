import { SIGNED_OUT_NOTICE } from '@/lib/auth/landing-errors';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { lineBreaks, openDialogBackdrop, signIn } from './helpers';

const PHONE = { width: 390, height: 844 };

const PROVIDERS = [
  ['google', 'Google'],
  ['github', 'GitHub'],
  ['microsoft', 'Microsoft'],
  ['facebook', 'Facebook'],
  ['discord', 'Discord'],
  ['linkedin', 'LinkedIn'],
] as const;

for (const [provider, label] of PROVIDERS) {
  test(`signs in with ${label} through the identity provider and lands on /home`, async ({ page }) => {
    await signIn(page, label);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
    await expect(page.getByTestId('user-email')).toHaveText(`test.user+${provider}@example.com`);
    await expect(page.getByText(label, { exact: true })).toBeVisible();
    // The profile rule gave the new user the provider's name.
    await expect(page.getByTestId('display-name')).toHaveText(/^Test .+ User$/);
    expect(page.url()).not.toContain('code=');
  });
}

test('the dashboard shows the provider’s picture, and the name’s initial when it cannot load', async ({ page }) => {
  await signIn(page, 'GitHub');
  const avatar = page.getByRole('main').getByTestId('avatar');
  await expect(avatar).toHaveJSProperty('tagName', 'IMG');
  await expect
    .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(avatar).toHaveAttribute('alt', '');

  // The identity provider's answers now give a picture that is no image.
  await page.route('**/v1/auth/**', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(/"picture":"[^"]*"/g, '"picture":"data:image/png;base64,AAAA"');
    await route.fulfill({ response, body });
  });
  await page.reload();
  await expect(page.getByRole('main').getByTestId('avatar')).toHaveText('T');
  await expect(page.getByRole('main').getByTestId('avatar')).toHaveAttribute('aria-hidden', 'true');
  // The ids are in the code face, the other values in the body's.
  const font = (locator: ReturnType<typeof page.locator>) => locator.evaluate((el) => getComputedStyle(el).fontFamily);
  const userId = page.locator('dd', { has: page.locator('code') }).first();
  expect(await font(userId.locator('code'))).not.toBe(await font(page.locator('dd').first()));
});

test('a reload on /home keeps the session; the user menu offers Dashboard and Log out', async ({ page }) => {
  await signIn(page, 'Discord');
  await page.reload();
  await expect(page.getByTestId('user-email')).toHaveText('test.user+discord@example.com');
  await page.goto('/mg/overview/');
  const menu = page.getByRole('button', { name: /Account menu for/ });
  await menu.click();
  await expect(page.getByRole('menuitem')).toHaveText(['Dashboard', 'Log out']);
  await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toBeFocused();
  // The open menu says who is signed in above its items: the name its button names, then the e-mail.
  const name =
    (await menu.getAttribute('aria-label')) ?? (await menu.textContent())!.replace(/^.*Account menu for /, '');
  const shown = await page
    .getByRole('menu')
    .evaluate((list) => [
      getComputedStyle(list, '::before').content,
      getComputedStyle(list.firstElementChild!, '::before').content,
      list.getBoundingClientRect().top < list.querySelector('[role="menuitem"]')!.getBoundingClientRect().top - 30,
    ]);
  expect(shown).toEqual([JSON.stringify(name), '"test.user+discord@example.com"', true]);
  await page.screenshot({ path: test.info().outputPath('menu.png') });
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeFocused();
  await menu.click();
  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/home\/$/);
});

test('Log out from the user menu clears the session and returns to /', async ({ page }) => {
  await signIn(page, 'GitHub');
  await page.goto('/docs/');
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  const keys = await page.evaluate(() => ['DS', 'DSR', 'DSLI'].map((k) => localStorage.getItem(k)));
  expect(keys).toEqual([null, null, null]);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.goto('/home/');
  await page.waitForURL((url) => url.pathname === '/');
});

test('Log out on the dashboard clears the session and returns to plain /, with no notice', async ({ page }) => {
  await signIn(page, 'Google');
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  expect(await page.evaluate(() => localStorage.getItem('DSR'))).toBeNull();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
  await expect(page.getByText(SIGNED_OUT_NOTICE)).toHaveCount(0);
});

test('/home without a session shows Loading... then redirects to /, which says why, with Log in', async ({ page }) => {
  await page.goto('/home/');
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Deploy apps, queues and sites to your own AWS account',
  );
  const notice = page.getByRole('status').filter({ hasText: SIGNED_OUT_NOTICE });
  await expect(notice).toBeVisible();
  // It floats over the page: the hero stands where it stands without it.
  const withNotice = (await page.getByRole('heading', { level: 1 }).boundingBox())!.y;
  await page.goto('/');
  const without = (await page.getByRole('heading', { level: 1 }).boundingBox())!.y;
  expect(withNotice).toBe(without);
  await page.goto('/?from=dashboard');
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('the dashboard shows the API User Data card', async ({ page }) => {
  await signIn(page, 'Microsoft');
  const card = page.getByRole('region', { name: 'API User Data' });
  await expect(card.getByText('Database user ID')).toBeVisible();
  await expect(card.locator('dd').first()).toHaveText(/^usr_\d{4}$/);
  await expect(card.getByText('Created at')).toBeVisible();
  await expect(card.getByText('Active sessions')).toBeVisible();
  await expect(page.getByText('Authentication status')).toBeVisible();
  await expect(page.getByText(/sanctified deployment/)).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Docs' })).toHaveAttribute('href', '/mg/overview/');
  await expect(main.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
});

test("the dashboard's dates are <time> elements: an ISO dateTime, the exact time in a title", async ({ page }) => {
  await signIn(page, 'Microsoft');
  const card = page.getByRole('region', { name: 'API User Data' });
  await expect(card.getByText('Created at')).toBeVisible();
  // Created at, and Last updated (the profile rule updated the new user as it signed in).
  const times = card.locator('time');
  await expect(times).toHaveCount(2);
  for (const time of await times.all()) {
    const dateTime = (await time.getAttribute('datetime')) ?? '';
    // A valid ISO 8601 value, in UTC, of a moment during this test.
    expect(new Date(dateTime).toISOString()).toBe(dateTime);
    expect(Math.abs(Date.now() - Date.parse(dateTime))).toBeLessThan(10 * 60_000);
    // The exact moment in the title, the relative one in the text: no browser-locale timestamp.
    await expect(time).toHaveAttribute('title', /^\d{1,2} \w+ \d{4} at \d{2}:\d{2}:\d{2} \S+$/);
    await expect(time).toHaveText(/^(just now|\d+ (minute|hour)s? ago)$/);
  }
});

test('the dashboard and its loading state fill the screen: the footer stays below, and does not jump', async ({
  page,
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1366, height: 900 } });
  const loading = await context.newPage();
  await loading.goto('/home/');
  await expect(loading.getByRole('status')).toHaveText('Loading...');
  expect((await loading.locator('footer').last().boundingBox())!.y).toBeGreaterThanOrEqual(900);
  await context.close();
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'GitHub');
  await expect(page.getByTestId('display-name')).toBeVisible();
  expect((await page.locator('footer').last().boundingBox())!.y).toBeGreaterThanOrEqual(900);
});

test('the display name field takes 16 px type under a finger, so a phone does not zoom into it', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, hasTouch: true });
  const page = await context.newPage();
  await signIn(page, 'GitHub');
  await page.getByRole('button', { name: 'Edit display name' }).click();
  const field = page.getByRole('textbox', { name: 'Display Name' });
  const shown = await field.evaluate((element) => ({
    coarse: matchMedia('(pointer: coarse)').matches,
    px: parseFloat(getComputedStyle(element).fontSize),
  }));
  expect(shown).toEqual({ coarse: true, px: 16 });
  await context.close();
});

test('on a phone the e-mail breaks only after its @ or before a dot, never inside a word', async ({ page }) => {
  await signIn(page, 'Microsoft'); // the longest of the test addresses
  await page.setViewportSize(PHONE);
  const email = page.getByTestId('user-email');
  await expect(email).toHaveText('test.user+microsoft@example.com');
  for (const { before, after } of await lineBreaks(email)) {
    expect(`${before}|${after}`, 'a line break inside the e-mail').toMatch(/^(@\|.|.\|\.)$/);
  }
});

test('display name: Enter saves the trimmed value; the message clears after 3 s', async ({ page }) => {
  await signIn(page, 'LinkedIn');
  await page.clock.install();
  // Paused: only runFor moves time, so a busy machine cannot eat the margins either side of 3 s.
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.getByRole('button', { name: 'Edit display name' }).click();
  const field = page.getByRole('textbox', { name: 'Display Name' });
  await expect(field).toBeFocused();
  await field.fill('   Ada Lovelace   ');
  await field.press('Enter');
  await expect(page.getByTestId('display-name')).toHaveText('Ada Lovelace');
  await expect(page.getByText('Display name updated')).toBeVisible();
  // The header's account menu names the same person as the dashboard.
  const menu = page.getByRole('button', { name: /Account menu for/ });
  await expect(menu).toHaveAccessibleName('Account menu for Ada Lovelace');
  await page.clock.runFor(2_500);
  await expect(page.getByText('Display name updated')).toBeVisible();
  await page.clock.runFor(1_000);
  await expect(page.getByText('Display name updated')).toHaveCount(0);
  await page.clock.resume();
  await page.reload();
  await expect(page.getByTestId('display-name')).toHaveText('Ada Lovelace');
  // And keeps it on the other pages, not the identity provider's name.
  await page.goto('/');
  await expect(menu).toHaveAccessibleName('Account menu for Ada Lovelace');
  const width = (await menu.boundingBox())!.width;
  // A long name changes nothing in the header: the menu shows the user's picture or initial, one
  // width whatever the name, and its label holds the name whole.
  const long = 'Augusta Ada King, Countess of Lovelace, Analyst and Metaphysician';
  await page.goto('/home/');
  await page.getByRole('button', { name: 'Edit display name' }).click();
  await field.fill(long);
  await field.press('Enter');
  await expect(menu).toHaveAccessibleName(`Account menu for ${long}`);
  expect((await menu.boundingBox())!.width).toBe(width);
  expect(width).toBeLessThanOrEqual(96);
});

test('display name: Escape cancels; a blank name says "Name cannot be empty"', async ({ page }) => {
  await signIn(page, 'Facebook');
  const before = await page.getByTestId('display-name').textContent();
  await page.getByRole('button', { name: 'Edit display name' }).click();
  const field = page.getByRole('textbox', { name: 'Display Name' });
  await field.fill('Something else');
  await field.press('Escape');
  await expect(page.getByTestId('display-name')).toHaveText(before ?? '');
  await page.getByRole('button', { name: 'Edit display name' }).click();
  await field.fill('    ');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('main').getByRole('alert').filter({ hasText: 'Name cannot be empty' })).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
});

test('the login modal: Log in and Sign up open it; Escape closes it and focus returns', async ({ page }) => {
  await page.goto('/mg/overview/');
  const login = page.getByRole('button', { name: 'Log in' });
  await login.click();
  const dialog = page.getByRole('dialog', { name: 'Choose Login Method' });
  await expect(dialog.getByRole('button', { name: /^Continue with/ })).toHaveCount(6);
  // Each button, named by its text alone, holds its provider's mark drawn in paths (not a letter
  // tile), hidden from assistive technology as the button's text names the provider.
  for (const [provider, label] of PROVIDERS) {
    const button = dialog.getByRole('button', { name: `Continue with ${label}`, exact: true });
    const mark = button.locator(`svg[data-mark="${provider}"]`);
    await expect(mark).toBeVisible();
    await expect(mark).toHaveAttribute('aria-hidden', 'true');
    expect(await mark.locator('path').count()).toBeGreaterThan(0);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(login).toBeFocused();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('the login dialog ends at its last provider: no room kept for a message that is not there', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose Login Method' });
  const last = dialog.getByRole('button', { name: 'Continue with LinkedIn' });
  await expect(last).toBeEnabled();
  const box = (await dialog.boundingBox())!;
  const button = (await last.boundingBox())!;
  const gap = box.y + box.height - (button.y + button.height);
  // The body's bottom padding (24 px) and the dialog's border: 60 px before.
  expect(gap).toBeLessThanOrEqual(26);
});

test('a provider button goes busy, dims the others and disables all while starting', async ({ page }) => {
  let release: () => void = () => {};
  await page.route('**/v1/auth/oauth/authorize**', async (route) => {
    await new Promise<void>((resolve) => (release = resolve));
    await route.continue();
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose Login Method' });
  await dialog.getByRole('button', { name: 'Continue with Discord' }).click();
  const busy = dialog.getByRole('button', { name: 'Connecting to Discord…' });
  await expect(busy).toHaveAttribute('aria-busy', 'true');
  // Every provider's button, the busy one too: as many disabled as there are providers, none enabled.
  await expect(dialog.locator('[data-provider]:disabled')).toHaveCount(PROVIDERS.length);
  await expect(dialog.locator('[data-provider]:enabled')).toHaveCount(0);
  await expect(dialog.locator('[data-dimmed]')).toHaveCount(5);
  release();
  await page.waitForURL(/\/consent/);
});

test.describe('a login start that throws', () => {
  test.use({ allowConsoleErrors: [/^Failed to load resource: net::ERR_CONNECTION_REFUSED/] });

  test('says "An error occurred with {provider} login. Please try again."', async ({ page }) => {
    await page.route('**/v1/auth/oauth/authorize**', (route) => route.abort('connectionrefused'));
    await page.goto('/');
    await page.getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose Login Method' });
    await dialog.getByRole('button', { name: 'Continue with GitHub' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('An error occurred with GitHub login. Please try again.');
    await expect(dialog.getByRole('button', { name: 'Continue with GitHub' })).toBeEnabled();
  });
});

test('the setup guide has its four tabs and the times', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'OAuth setup guide' }).click();
  const dialog = page.getByRole('dialog', { name: 'OAuth Setup Guide' });
  await expect(dialog.getByRole('tab')).toHaveText(['Overview', 'Descope Setup', 'Discord Setup', 'Testing']);
  await expect(dialog.getByRole('tabpanel')).toContainText('about 30 seconds');
  await expect(dialog.getByRole('tabpanel')).toContainText('3-5 minutes');
  await dialog.getByRole('tab', { name: 'Descope Setup' }).click();
  await expect(dialog.getByRole('tabpanel')).toContainText('/auth/callback');
});

test('the setup guide walks its steps in order from its footer, and Done closes it', async ({ page }) => {
  await page.goto('/');
  const opener = page.getByRole('button', { name: 'OAuth setup guide' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'OAuth Setup Guide' });
  const selected = dialog.getByRole('tab', { selected: true });
  await expect(dialog.getByText('3 steps', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Back' })).toHaveCount(0);
  const next = dialog.getByRole('button', { name: 'Start: Descope' });
  await next.click();
  await expect(selected).toHaveText('Descope Setup');
  await expect(dialog.getByText('Step 1 of 3', { exact: true })).toBeVisible();
  // The same button goes on, so a keyboard reader steps through with Enter.
  await expect(dialog.getByRole('button', { name: 'Next: Discord' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(selected).toHaveText('Discord Setup');
  await expect(dialog.getByText('Step 2 of 3', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(selected).toHaveText('Descope Setup');
  await dialog.getByRole('button', { name: 'Next: Discord' }).click();
  await dialog.getByRole('button', { name: 'Next: Testing' }).click();
  await expect(selected).toHaveText('Testing');
  await expect(dialog.getByText('Step 3 of 3', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Next/ })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

/** The dialog's top edge and its tab bar's, for each tab of the setup guide chosen in turn. */
async function guideEdges(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'OAuth Setup Guide' });
  const edges: string[] = [];
  for (const tab of await dialog.getByRole('tab').all()) {
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const top = (await dialog.boundingBox())!.y;
    const bar = (await dialog.getByRole('tablist').boundingBox())!.y;
    edges.push(`${Math.round(top)} ${Math.round(bar)}`);
  }
  return edges;
}

for (const [name, viewport] of [
  ['a desk', { width: 1280, height: 800 }],
  ['a phone', PHONE],
] as const) {
  test(`the setup guide keeps its top edge as its tabs switch, on ${name}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    if (viewport === PHONE) {
      await page.locator('#mobile-menu summary').click();
      await page.locator('#mobile-menu').getByRole('button', { name: 'OAuth setup guide' }).click();
    } else {
      await page.getByRole('button', { name: 'OAuth setup guide' }).click();
    }
    await expect(page.getByRole('dialog', { name: 'OAuth Setup Guide' }).getByRole('tab')).toHaveCount(4);
    const edges = await guideEdges(page);
    expect(new Set(edges).size, edges.join(', ')).toBe(1);
    // Back to the first tab and through them again: the same place every time.
    expect(await guideEdges(page)).toEqual(edges);
  });
}

test('"Try again" on the sign-in error banner opens the login dialog; Dismiss hides the banner', async ({ page }) => {
  await page.goto('/?error=no_code');
  const banner = page.getByRole('main').getByRole('alert');
  await expect(banner).toContainText('the provider sent no authorization code');
  const again = banner.getByRole('button', { name: 'Try again' });
  await again.click();
  const dialog = page.getByRole('dialog', { name: 'Choose Login Method' });
  await expect(dialog.getByRole('button', { name: /^Continue with/ })).toHaveCount(6);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(again).toBeFocused();
  // Again, now that the header runs.
  await again.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await banner.getByRole('button', { name: 'Dismiss' }).click();
  await expect(banner).toBeHidden();
});

for (const [name, viewport] of [
  ['a desk', { width: 1366, height: 900 }],
  ['a phone', PHONE],
] as const) {
  test(`the sign-in error banner stands at the page grid's right edge, on ${name}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/?error=callback_error');
    const banner = page.getByRole('main').getByRole('alert');
    await expect(banner).toContainText('Something went wrong while completing sign-in');
    const box = (await banner.boundingBox())!;
    const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    // Its right edge where the page's column ends; on a phone as wide as the column, on a desk a
    // toast no wider than 30rem.
    expect(Math.round(viewport.width - (box.x + box.width))).toBe(Math.round(heading.x));
    if (viewport.width < 640) expect(Math.round(box.x)).toBe(Math.round(heading.x));
    else expect(box.width).toBeLessThanOrEqual(480);
  });
}

test('the header keeps its shape while a sign-in completes', async ({ page }) => {
  // The exchange answers late: the callback shows its spinner, then the session arrives.
  await page.route('**/v1/auth/oauth/exchange', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  // On the callback (and the dashboard the router brings into the same document), where the
  // header's OAuth setup guide button (just before the account's place) stands after every change.
  await page.addInitScript(() => {
    if (!location.pathname.startsWith('/auth/callback')) return;
    const lefts: number[] = [];
    (window as unknown as { guideLefts: number[] }).guideLefts = lefts;
    const record = () => {
      const guide = [...document.querySelectorAll('header button')].find(
        (button) => button.textContent?.trim() === 'OAuth setup guide' && button.getClientRects().length > 0,
      );
      if (guide) lefts.push(Math.round(guide.getBoundingClientRect().left));
    };
    // From the page's load (its stylesheets applied; the exchange is still out), every change after.
    addEventListener('load', () => {
      record();
      new MutationObserver(record).observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
    });
  });
  await signIn(page, 'GitHub');
  await expect(page.getByRole('button', { name: /Account menu for/ })).toBeVisible();
  const lefts = await page.evaluate(() => (window as unknown as { guideLefts: number[] }).guideLefts);
  expect(lefts.length).toBeGreaterThan(0);
  // Log in and Sign up give way to the account menu at their right end: nothing before it moves.
  expect(Math.max(...lefts) - Math.min(...lefts), lefts.join(' ')).toBeLessThanOrEqual(1);
  // And the signed-in actions sit on the header's one centre line, as the buttons before them do.
  const middle = async (name: string | RegExp) => {
    const box = (await page
      .getByRole('banner')
      .getByRole(typeof name === 'string' ? 'link' : 'button', { name })
      .boundingBox())!;
    return box.y + box.height / 2;
  };
  const line = await page
    .getByRole('banner')
    .getByRole('button', { name: 'OAuth setup guide' })
    .evaluate((guide) => guide.getBoundingClientRect().y + guide.getBoundingClientRect().height / 2);
  expect(Math.abs((await middle('Dashboard')) - line)).toBeLessThanOrEqual(0.5);
  expect(Math.abs((await middle(/Account menu for/)) - line)).toBeLessThanOrEqual(0.5);
});

test('the project switcher lists Apotheosis, Telekinesis and Milligram', async ({ page }) => {
  await page.goto('/');
  const button = page.getByRole('button', { name: 'Projects' });
  await button.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem')).toHaveText(['Apotheosis', 'Telekinesis', 'Milligram']);
  await expect(page.getByRole('menuitem', { name: 'Apotheosis' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(page.getByRole('menuitem', { name: 'Milligram' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/mg\/overview\/$/);
});

test('the mobile menu opens from the Menu button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  const mobile = page.locator('#mobile-menu');
  await mobile.locator('summary').click();
  await expect(mobile).toHaveAttribute('open', '');
  await expect(mobile.getByRole('link', { name: 'Telekinesis' })).toBeVisible();
  await mobile.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog', { name: 'Choose Login Method' })).toBeVisible();
});

for (const theme of ['cosmic', 'void']) {
  test(`a dialog dims and softens the page behind it as the search does (${theme})`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 }); // where Log in is in the header
    await page.addInitScript((name) => localStorage.setItem('theme', name), theme);
    await page.goto('/');
    await page.getByRole('button', { name: 'Log in' }).click();
    const { alpha, filter } = await openDialogBackdrop(page);
    expect(alpha).toBeGreaterThanOrEqual(theme === 'void' ? 0.7 : 0.4);
    expect(filter).toContain('blur');
  });
}
