import { test, expect } from './fixtures';

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
  const cards = page.getByRole('list', { name: 'Service health' });
  await expect(cards.getByRole('listitem')).toHaveCount(3);
  await expect(cards.getByTestId('health-api')).toContainText('healthy');
  await expect(cards.getByTestId('health-db')).toContainText('healthy');
  await expect(cards.getByTestId('health-telekinesis')).toContainText('healthy');
});
