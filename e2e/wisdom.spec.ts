import { test, expect } from './fixtures';

test('Wisdom shows a quote and its orator, then is idle again after 5 s', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  // A paused clock moves only when told to: a busy machine's real seconds do not count.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
  const button = page.getByRole('button', { name: 'Wisdom' });
  await button.click();
  const result = page.getByRole('status').filter({ has: page.locator('blockquote') });
  await expect(result.locator('blockquote')).toHaveText(/^“.+”$/);
  await expect(result.locator('figcaption')).toHaveText(/^— .+/);
  await expect(page.getByRole('button', { name: 'Wisdom' })).toBeDisabled();
  await page.clock.runFor(4_000);
  await expect(result.locator('blockquote')).toBeVisible();
  await page.clock.runFor(1_500);
  await expect(page.locator('blockquote')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Wisdom' })).toBeEnabled();
});
