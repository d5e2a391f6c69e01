import { test, expect } from './fixtures';
import { API_PORT } from '../dev/variants.ts';
import { HEALTH_MAX_POLL_MS } from '@/lib/health';

test('type ethereal: api and db are n/a and never requested; no Wisdom button', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.port === String(API_PORT)) asked.push(url.pathname);
  });
  await page.clock.install();
  await page.goto('/');
  await expect(page.getByTestId('health-api')).toContainText('n/a');
  await expect(page.getByTestId('health-db')).toContainText('n/a');
  await expect(page.getByTestId('health-frontend')).toContainText('healthy');
  // No queue URL in this build: nothing to check.
  await expect(page.getByTestId('health-telekinesis')).toContainText('n/a');
  await expect(page.getByRole('button', { name: 'Wisdom' })).toHaveCount(0);
  // Not later either: the page's checks start at load or from a timer, the longest the slowest
  // poll. The fake clock runs every timer of that span now, and the browser reports a request as
  // the page sends it, before the clock's run returns.
  await page.clock.runFor(HEALTH_MAX_POLL_MS);
  expect(asked).not.toContain('/health');
  expect(asked).not.toContain('/db-health');
});

test('shows the deployment type and default flags', async ({ page }) => {
  await page.goto('/');
  const info = page.getByRole('region', { name: 'Deployment', exact: true });
  await expect(info).toContainText('prov-ethereal');
  await expect(info).toContainText('ethereal');
  // The flags' effective values: neither is in this build's deployment flags.
  const value = (term: string) =>
    info.locator('div', { has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) }).locator('dd');
  await expect(value('Apotheosis')).toHaveText('Off From the deployment type');
  await expect(value('Sanctified')).toHaveText('Off Sanctified mode is turned off');
});
