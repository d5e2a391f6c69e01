// Fault tests: each switches the shared API emulator into a failure mode, so they run one at a
// time after the other projects (see playwright.config.ts) and reset the emulator afterwards.
import { test, expect } from './fixtures';

test.describe.configure({ mode: 'serial' });
// The browser's own line for each failed request.
test.use({ allowConsoleErrors: [/^Failed to load resource/] });

test.afterEach(async ({ api }) => {
  await api.reset();
});

const card = (page: import('@playwright/test').Page, key: string) => page.getByTestId(`health-${key}`);

for (const mode of ['error', 'non-json', 'slow'] as const) {
  test(`/health in mode "${mode}" turns Server unhealthy, logs the line, keeps Database healthy`, async ({
    page,
    api,
    consoleMessages,
  }) => {
    await api.setMode('/health', mode);
    await page.clock.install();
    await page.goto('/');
    if (mode === 'slow') {
      // Once the round has started (db answered), run the clock past the check's 8 s timeout.
      await expect(card(page, 'db')).toContainText('healthy');
      await expect(card(page, 'api')).toContainText('unknown');
      await page.clock.runFor(8_000);
    }
    await expect(card(page, 'api')).toContainText('unhealthy');
    await expect(card(page, 'db')).toContainText('healthy');
    await expect(card(page, 'db')).not.toContainText('unhealthy');
    await expect(card(page, 'frontend')).not.toContainText('unhealthy');
    expect(consoleMessages.some((m) => m.text.startsWith('API health check failed'))).toBe(true);
    expect(consoleMessages.some((m) => m.text.startsWith('Database health check failed'))).toBe(false);
  });
}

test('/db-health failing turns Database unhealthy and logs "Database health check failed"', async ({
  page,
  api,
  consoleMessages,
}) => {
  await api.setMode('/db-health', 'error');
  await page.goto('/');
  await expect(card(page, 'db')).toContainText('unhealthy');
  await expect(card(page, 'api')).not.toContainText('unhealthy');
  expect(consoleMessages.some((m) => m.text.startsWith('Database health check failed'))).toBe(true);
});

test('the API down turns Server and Database unhealthy; the next poll after recovery heals them', async ({
  page,
  api,
}) => {
  await api.setMode('*', 'down');
  await page.clock.install();
  await page.goto('/');
  await expect(card(page, 'api')).toContainText('unhealthy');
  await expect(card(page, 'db')).toContainText('unhealthy');
  await api.reset();
  await page.clock.runFor(30_000);
  await expect(card(page, 'api')).not.toContainText('unhealthy');
  await expect(card(page, 'db')).not.toContainText('unhealthy');
});

test('Wisdom with the API down says "Failed to connect to API" and is idle again after 3 s', async ({ page, api }) => {
  await page.clock.install();
  await page.goto('/');
  await api.setMode('*', 'down');
  await page.getByRole('button', { name: 'Wisdom' }).click();
  await expect(page.getByText('Failed to connect to API')).toBeVisible();
  // Margins either side of 3 s (the clock also runs in real time), and clear of 5 s.
  await page.clock.runFor(2_500);
  await expect(page.getByText('Failed to connect to API')).toBeVisible();
  await page.clock.runFor(1_000);
  await expect(page.getByText('Failed to connect to API')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Wisdom' })).toBeEnabled();
});

test('Wisdom with a server error shows its error, message and instructions for 5 s', async ({ page, api }) => {
  await api.setMode('/api/wisdom', 'error');
  await page.clock.install();
  await page.goto('/');
  await page.getByRole('button', { name: 'Wisdom' }).click();
  const status = page.locator('#wisdom-result');
  await expect(status).toContainText('Service unavailable');
  await expect(status).toContainText('The API emulator was told to fail this route.');
  await expect(status).toContainText('Reset the emulator: POST /reset on its control port.');
  // Still there after 4 s (not the 3 s of a connection error), gone by 5.5 s.
  await page.clock.runFor(4_000);
  await expect(status).toContainText('Service unavailable');
  await page.clock.runFor(1_500);
  await expect(status).toBeEmpty();
});

test('Wisdom with a non-JSON answer says "Server error occurred"', async ({ page, api }) => {
  await api.setMode('/api/wisdom', 'non-json');
  await page.goto('/');
  await page.getByRole('button', { name: 'Wisdom' }).click();
  await expect(page.locator('#wisdom-result')).toContainText('Server error occurred');
});

test('Wisdom with no answer gives up with "Failed to connect to API"', async ({ page, api }) => {
  await api.setMode('/api/wisdom', 'slow');
  await page.clock.install();
  await page.goto('/');
  await page.getByRole('button', { name: 'Wisdom' }).click();
  await expect(page.getByRole('button', { name: 'Consulting the API…' })).toBeDisabled();
  await page.clock.runFor(10_000);
  await expect(page.getByText('Failed to connect to API')).toBeVisible();
});
