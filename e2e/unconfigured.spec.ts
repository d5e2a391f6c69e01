import { test, expect } from './fixtures';
import { axeViolations } from './helpers';

const STEPS = [/Set the auth project id/, /Configure Discord OAuth in the Descope console/, /Redeploy/];

for (const path of ['/', '/mg/overview/', '/mg/cli/dmt/', '/apotheosis/', '/telekinesis/', '/docs/', '/milligram/']) {
  test(`${path} shows the configuration screen with its three steps`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Authentication Configuration Required');
    const steps = page.getByRole('listitem').filter({ hasText: /auth project id|Discord OAuth|Redeploy/ });
    await expect(steps).toHaveCount(3);
    for (const [i, step] of STEPS.entries()) await expect(steps.nth(i)).toHaveText(step);
  });
}

for (const theme of ['cosmic', 'void'] as const) {
  test(`the configuration screen has no WCAG 2.1 A/AA violations (${theme})`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Authentication Configuration Required');
    expect(await axeViolations(page)).toEqual([]);
  });
}

test.describe('missing sign-in routes', () => {
  // The browser logs the 404 of the document itself.
  test.use({ allowConsoleErrors: [/status of 404 \(Not Found\)/] });

  test('the sign-in routes do not exist without a project id', async ({ page }) => {
    expect((await page.goto('/home/'))?.status()).toBe(404);
    expect((await page.goto('/auth/callback/'))?.status()).toBe(404);
  });
});
