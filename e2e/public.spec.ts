import { test, expect } from './fixtures';
import { axeViolations } from './helpers';

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

test('with the edit URL setting, each docs page asks whether it helped: each answer a new issue there', async ({
  page,
}) => {
  await page.goto('/mg/cli/dmt/');
  const address = await page.locator('link[rel="canonical"]').getAttribute('href');
  const group = page.getByRole('group', { name: 'Was this page helpful?' });
  await expect(group).toBeVisible();
  // Plain links: no form, no button, nothing the site sends.
  await expect(group.locator('form, button, input')).toHaveCount(0);
  const answers = [
    { name: 'Yes', title: 'Feedback on DMT Commands: helpful' },
    { name: 'No', title: 'Feedback on DMT Commands: not helpful' },
  ];
  for (const { name, title } of answers) {
    // Its name is the word it shows, then where it leads.
    const link = group.getByRole('link', { name: `${name} (opens a new GitHub issue)`, exact: true });
    await expect(link).toHaveText(name);
    const issue = new URL((await link.getAttribute('href'))!);
    expect(`${issue.origin}${issue.pathname}`).toBe('https://github.com/acme/site/issues/new');
    expect(issue.searchParams.get('title')).toBe(title);
    expect(issue.searchParams.get('body')).toContain(`Page: ${address}\n`);
    expect(issue.searchParams.get('body')).toMatch(/missing/);
    expect(issue.searchParams.get('labels')).toBe('documentation');
  }
  await expect(group).toContainText('Either answer opens a new GitHub issue');
});

for (const theme of ['cosmic', 'void'] as const) {
  test(`the feedback question has no WCAG 2.1 A/AA violations (${theme})`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await page.goto('/mg/overview/');
    await page.getByRole('group', { name: 'Was this page helpful?' }).scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    // What this variant adds to the page (the main variant's pages are scanned whole): the line
    // holding the date, "Edit this page" and the question.
    expect(await axeViolations(page, [':has(> [aria-labelledby="page-feedback"])'])).toEqual([]);
  });
}

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
