import { test, expect } from './fixtures';

test('type ethereal: api and db are n/a and never requested; no Wisdom button', async ({ page, api, baseURL }) => {
  const since = Date.now();
  await page.goto('/');
  await expect(page.getByTestId('health-api')).toContainText('n/a');
  await expect(page.getByTestId('health-db')).toContainText('n/a');
  await expect(page.getByTestId('health-frontend')).toContainText('healthy');
  // No queue URL in this build: nothing to check.
  await expect(page.getByTestId('health-telekinesis')).toContainText('n/a');
  await expect(page.getByRole('button', { name: 'Wisdom' })).toHaveCount(0);
  await page.waitForTimeout(500);
  // Other variants' pages call the same emulator meanwhile: count this site's requests only.
  const routes = (await api.requests()).filter((r) => r.at >= since && r.origin === baseURL).map((r) => r.route);
  expect(routes).not.toContain('/health');
  expect(routes).not.toContain('/db-health');
});

test('shows the deployment type and default flags', async ({ page }) => {
  await page.goto('/');
  const info = page.getByRole('region', { name: 'Deployment', exact: true });
  await expect(info).toContainText('prov-ethereal');
  await expect(info).toContainText('ethereal');
  // The flags' effective values: neither is in this build's deployment flags.
  const value = (term: string) =>
    info.locator('div', { has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) }).locator('dd');
  await expect(value('apotheosis')).toHaveText('false (from the deployment type)');
  await expect(value('sanctified')).toHaveText('false (sanctified mode is turned off)');
});
