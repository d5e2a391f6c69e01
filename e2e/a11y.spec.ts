import { test, expect } from './fixtures';
import { axeViolations as violations, signIn } from './helpers';

const ROUTES = [
  '/',
  '/mg/overview/',
  '/mg/tools/',
  '/mg/architecture/',
  '/mg/cli/main/',
  '/mg/cli/dmt/',
  '/mg/cli/lsd/',
  '/mg/esp/',
  '/mg/dream/',
  '/apotheosis/',
  '/telekinesis/',
  '/docs/',
  '/home/',
  '/nope/',
];

for (const theme of ['cosmic', 'void'] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ allowConsoleErrors: [/status of 404/] });

    for (const route of ROUTES) {
      test(`${route} has no WCAG 2.1 A/AA violations`, async ({ page }) => {
        await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
        await page.goto(route);
        // Signed out, /home/ goes on to /: scan where it ends, not mid-way.
        if (route === '/home/') await page.waitForURL((url) => url.pathname === '/');
        await page.waitForLoadState('networkidle');
        expect(await violations(page)).toEqual([]);
      });
    }
  });
}

for (const theme of ['cosmic', 'void'] as const) {
  test(`each telekinesis tab has no violations: the counters, the highlighted code (${theme})`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await page.goto('/telekinesis/');
    await page.waitForLoadState('networkidle');
    // The first tab is scanned with the page above; a hidden panel is not scanned, so each in turn.
    for (const name of ['LSD', 'Integration', 'ESP']) {
      await page.getByRole('tab', { name }).click();
      await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
      expect(await violations(page), name).toEqual([]);
    }
  });
}

for (const theme of ['cosmic', 'void'] as const) {
  test(`the open dialogs and menus have no violations (${theme})`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Choose Login Method' }).getByRole('button', { name: 'Continue with Google' }),
    ).toBeEnabled();
    expect(await violations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'OAuth setup guide' }).click();
    const guide = page.getByRole('dialog', { name: 'OAuth Setup Guide' });
    await expect(guide).toBeVisible();
    expect(await violations(page)).toEqual([]);
    // Each of its other panels (the page behind is unchanged since the scan above).
    for (const tab of (await guide.getByRole('tab').all()).slice(1)) {
      await tab.click();
      expect(await violations(page, ['dialog[open]'])).toEqual([]);
    }
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Projects' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox').fill('nuke');
    await expect(page.getByRole('option').first()).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
}

for (const theme of ['cosmic', 'void'] as const) {
  test(`a moved address's note has no violations (${theme})`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await page.goto('/mg/cli/dmt/#option-aws-profile');
    await expect(page.locator('#option-aws-profile')).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The note: the page around it is scanned whole in each theme above.
    expect(await violations(page, ['#option-aws-profile'])).toEqual([]);
  });
}

test('the signed-in dashboard has no violations, its name editor open too', async ({ page }) => {
  await signIn(page, 'GitHub');
  await expect(page.getByRole('region', { name: 'API User Data' })).toContainText('Database user ID');
  expect(await violations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Edit display name' }).click();
  expect(await violations(page, ['main'])).toEqual([]);
  await page.getByRole('button', { name: 'Switch to void theme' }).click();
  expect(await violations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Cancel' }).click();
  expect(await violations(page, ['main'])).toEqual([]);
});

for (const theme of ['cosmic', 'void'] as const) {
  test(`the sign-in error banner has no violations (${theme})`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await page.goto('/?error=auth_failed');
    await expect(page.getByRole('main').getByRole('alert')).toContainText('Sign-in failed at the identity provider');
    // The landing page around it is scanned whole in each theme above.
    expect(await violations(page, ['main [role="alert"]'])).toEqual([]);
  });
}

// A phone: the header collapses to icons and a Menu button; names must survive the collapse.
test.describe('phone viewport', () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  for (const route of ['/', '/mg/cli/dmt/', '/telekinesis/']) {
    test(`${route} has no violations, with the menu open too`, async ({ page }) => {
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      expect(await violations(page)).toEqual([]);
      await page.locator('#mobile-menu > summary').click();
      await expect(page.locator('#mobile-menu').getByRole('link', { name: 'Telekinesis' })).toBeVisible();
      // The rest of the page is unchanged since the scan above.
      expect(await violations(page, ['#mobile-menu'])).toEqual([]);
    });
  }
});
