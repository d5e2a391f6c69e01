import { test, expect } from './fixtures';

test('the tabs follow the WAI-ARIA pattern: click, arrow keys, Home and End', async ({ page }) => {
  await page.goto('/telekinesis/');
  const tabs = page.getByRole('tablist', { name: 'Telekinesis' }).getByRole('tab');
  await expect(tabs).toHaveText(['Overview', 'LSD', 'Integration', 'ESP']);
  await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('Queues that move work for you');

  await tabs.nth(0).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(1)).toBeFocused();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('LSD: the functions behind the queues');
  await page.keyboard.press('End');
  await expect(tabs.nth(3)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.nth(3)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
  await tabs.nth(2).click();
  await expect(page.getByRole('tabpanel')).toContainText('Integration');
});

test('every tab panel is in the HTML without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/telekinesis/');
  const html = await page.content();
  for (const text of [
    'Queues that move work for you',
    'LSD: the functions behind the queues',
    'Integration',
    'ESP: static pages at the edge',
  ]) {
    expect(html).toContain(text);
  }
  await context.close();
});

test('the lsd demo counters stay in range and change every 3 s, only while the tab is shown', async ({ page }) => {
  await page.clock.install();
  await page.goto('/telekinesis/');
  const counter = (name: string) => page.getByTestId(`counter-${name}`).locator('dd');
  await page.getByRole('tab', { name: 'LSD' }).click();

  const read = async () => ({
    deployments: Number(await counter('deployments').textContent()),
    lambdas: Number(await counter('lambdas').textContent()),
    queues: Number(await counter('queues').textContent()),
    uptime: await counter('uptime').textContent(),
  });
  await expect(counter('deployments')).toHaveText(/^\d+$/);
  const samples = [await read()];
  for (let i = 0; i < 8; i++) {
    await page.clock.runFor(3000);
    samples.push(await read());
  }
  for (const s of samples) {
    expect(s.deployments).toBeGreaterThanOrEqual(1);
    expect(s.deployments).toBeLessThanOrEqual(10);
    expect(s.lambdas).toBeGreaterThanOrEqual(20);
    expect(s.lambdas).toBeLessThanOrEqual(69);
    expect(s.queues).toBeGreaterThanOrEqual(2);
    expect(s.queues).toBeLessThanOrEqual(6);
    expect(s.uptime).toMatch(/^99\.9\d%$/);
  }
  // Nine draws of four numbers: at least one changes at some tick (all equal has odds below 1e-20).
  expect(new Set(samples.map((s) => JSON.stringify(s))).size).toBeGreaterThan(1);

  // Leaving the tab stops the timer: nothing changes after it.
  await page.getByRole('tab', { name: 'Overview' }).click();
  const frozen = await read();
  await page.clock.runFor(9000);
  expect(await read()).toEqual(frozen);
});
