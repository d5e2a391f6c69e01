import { WISDOM_PLACEHOLDER } from '../lib/wisdom';
import { test, expect } from './fixtures';
import { copiedBy } from './helpers';

test('the landing page shows the deployment information built from the settings', async ({ page }) => {
  await page.goto('/');
  const info = page.getByRole('region', { name: 'Deployment' });
  for (const [term, value] of [
    ['Provisioning ID', 'prov-e2e-main'],
    ['Type', 'apotheosis'],
    ['Status', 'active'],
    ['apotheosis', 'true'],
    ['sanctified', 'true'],
  ]) {
    await expect(
      info.locator('div', { has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) }).locator('dd'),
    ).toHaveText(value);
  }
});

test.describe('with the clipboard', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('the hero gives the Quick Start’s install line to copy', async ({ page }) => {
    await page.goto('/mg/tools/');
    const install = await page.locator('pre[data-copy]').first().getAttribute('data-copy');
    await page.goto('/');
    const hero = page.getByRole('region', { name: /^Deploy apps/ });
    const line = install!.split('\n')[0];
    await expect(hero.locator('code', { hasText: line })).toHaveText(`$ ${line}`);
    const copy = hero.getByRole('button', { name: /the install command$/ });
    await expect(copy).toHaveText('Copy the install command');
    expect(await copiedBy(page, copy)).toBe(line);
    await expect(copy).toHaveText('Copied the install command');
  });
});

test('the Wisdom section shows where the quote will appear, then the quote in its place', async ({ page }) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Wisdom' });
  await expect(section.getByText(WISDOM_PLACEHOLDER)).toBeVisible();
  await section.getByRole('button', { name: 'Wisdom' }).click();
  await expect(section.getByRole('status').locator('blockquote')).toHaveText(/^“.+”$/);
  await expect(section.getByText(WISDOM_PLACEHOLDER)).toHaveCount(0);
});

test('the four health cards turn healthy against the API emulator, which received the checks', async ({
  page,
  api,
  baseURL,
}) => {
  const since = Date.now();
  await page.goto('/');
  const cards = page.getByRole('list', { name: 'Service health' });
  for (const key of ['frontend', 'api', 'db', 'telekinesis']) {
    await expect(cards.getByTestId(`health-${key}`)).toContainText('healthy');
    await expect(cards.getByTestId(`health-${key}`)).not.toContainText('unhealthy');
  }
  await expect(cards.getByTestId('health-frontend')).toContainText('Frontend');
  await expect(cards.getByTestId('health-api')).toContainText('Server');
  await expect(cards.getByTestId('health-db')).toContainText('Database');
  await expect(cards.getByRole('link', { name: /Telekinesis/ })).toHaveAttribute('href', '/telekinesis/');
  const routes = (await api.requests()).filter((r) => r.at >= since && r.origin === baseURL).map((r) => r.route);
  expect(routes).toContain('/health');
  expect(routes).toContain('/db-health');
});

test('/apotheosis shows API, database and queue health', async ({ page }) => {
  await page.goto('/apotheosis/');
  const cards = page.getByRole('region', { name: 'App health' }).getByRole('list', { name: 'Service health' });
  await expect(cards.getByRole('listitem')).toHaveCount(3);
  await expect(cards.getByTestId('health-api')).toContainText('healthy');
  await expect(cards.getByTestId('health-db')).toContainText('healthy');
  await expect(cards.getByTestId('health-telekinesis')).toContainText('healthy');
});
