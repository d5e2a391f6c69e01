import { test, expect } from './fixtures';

test('/ is the main documentation page for type milligram', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Overview');
  await expect(page.getByRole('navigation', { name: 'Documentation' })).toBeVisible();
});

test('with the edit URL setting, each docs page links to its source file', async ({ page }) => {
  await page.goto('/mg/cli/dmt/');
  await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveAttribute(
    'href',
    'https://github.com/acme/site/edit/main/content/dmt.mdx',
  );
});

test.describe('missing sign-in routes', () => {
  // The browser logs the 404 of the document itself.
  test.use({ allowConsoleErrors: [/status of 404 \(Not Found\)/] });

  test('the sign-in routes are 404 when sanctified mode is off', async ({ page }) => {
    for (const path of ['/home/', '/auth/callback/']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    }
  });

  test('other routes are public', async ({ page }) => {
    expect((await page.goto('/apotheosis/'))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apotheosis');
  });
});
