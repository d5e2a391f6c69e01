import { test, expect } from './fixtures';

const PAGES: [path: string, heading: string | RegExp][] = [
  ['/', 'Deploy apps, queues and sites to your own AWS account'],
  ['/mg/', 'Overview'],
  ['/mg/overview/', 'Overview'],
  ['/mg/tools/', 'Quick Start'],
  ['/mg/architecture/', 'Flow'],
  ['/mg/cli/', 'CLI Overview'],
  ['/mg/cli/main/', 'CLI Overview'],
  ['/mg/cli/dmt/', 'DMT Commands'],
  ['/mg/cli/lsd/', 'LSD Commands'],
  ['/mg/dmt/', 'DMT Commands'],
  ['/mg/lsd/', 'LSD Commands'],
  ['/mg/esp/', 'ESP'],
  ['/mg/dream/', 'DREAM'],
  ['/apotheosis/', 'Apotheosis'],
  ['/telekinesis/', 'Telekinesis'],
  ['/docs/', 'Docs'],
];

test.describe('every route loads by its URL on a plain static host', () => {
  for (const [path, title] of PAGES) {
    test(`${path} answers 200 with its heading, header and footer`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  test('a URL without its trailing slash is redirected to the folder', async ({ page }) => {
    const response = await page.goto('/mg/cli/dmt');
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/mg/cli/dmt/');
    expect(response?.request().redirectedFrom()?.response()).toBeTruthy();
  });

  test('a hard reload on a nested route keeps the page', async ({ page }) => {
    await page.goto('/mg/cli/lsd/');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('LSD Commands');
  });
});

test.describe('404', () => {
  // The browser logs the 404 of the document itself.
  test.use({ allowConsoleErrors: [/status of 404 \(Not Found\)/] });
  for (const path of ['/nope/', '/mg/unknown/', '/mg/cli/esp/', '/mg/cli/unknown/', '/mg/overview/extra/']) {
    test(`${path} is the 404 page with status 404`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
      await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    });
  }
});

test("the header's Docs link leads to the documentation, not the placeholder", async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Docs', exact: true }).click();
  await page.waitForURL('**/mg/overview/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Overview');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Docs', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('/milligram replaces itself with /mg/overview/ without a new history entry', async ({ page }) => {
  await page.goto('/docs/');
  const before = await page.evaluate(() => history.length);
  await page.goto('/milligram/');
  await page.waitForURL('**/mg/overview/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Overview');
  // One entry for /milligram/ itself, replaced by /mg/overview/: no second one.
  expect(await page.evaluate(() => history.length)).toBe(before + 1);
  await page.goBack();
  await expect(page).toHaveURL(/\/docs\/$/);
});

test('the sign-in routes exist when sanctified with a project id', async ({ page }) => {
  expect((await page.goto('/home/'))?.status()).toBe(200);
  expect((await page.goto('/auth/callback/'))?.status()).toBe(200);
});
