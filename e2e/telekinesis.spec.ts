import { test, expect } from './fixtures';
import { COPIED_MESSAGE_MS } from '../components/docs/copy-buttons';
import { copiedBy } from './helpers';

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
  await expect(page.getByRole('tabpanel')).toContainText('Integration with your app');
});

test('every tab panel is in the HTML without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/telekinesis/');
  const html = await page.content();
  for (const text of [
    'Queues that move work for you',
    'LSD: the functions behind the queues',
    'Integration with your app',
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

test.describe('with the clipboard', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('the integration sample is framed and highlighted as the docs’ code is, and Copy gives it as written', async ({
    page,
  }) => {
    await page.goto('/telekinesis/');
    await page.getByRole('tab', { name: 'Integration' }).click();
    const frame = page.getByRole('tabpanel').locator('[data-code-block]');
    await expect(frame).toBeVisible();
    const code = frame.getByRole('region', { name: 'send-task.ts code' }).locator('pre');
    // Highlighted at build time: shiki's classes, each token its colour in both themes.
    await expect(code).toHaveClass(/shiki/);
    expect(await code.locator('span[style*="--shiki-dark"]').count()).toBeGreaterThan(10);
    const written = await code.textContent();
    expect(written).toContain("MessageBody: JSON.stringify({ task: 'resize', id: 42 }),");
    // Its name and Copy (the docs' own) in the frame's header, above the code.
    await expect(frame.getByText('send-task.ts', { exact: true })).toBeVisible();
    const copy = frame.getByRole('button', { name: /code$/ });
    await expect(copy).toHaveText('Copy code');
    expect((await copy.boundingBox())!.y).toBeLessThan((await code.boundingBox())!.y);
    expect(await copiedBy(page, copy)).toBe(written!.trimEnd());
    await expect(copy).toHaveText('Copied code');
    // Then Copy again, once COPIED_MESSAGE_MS have passed.
    await expect(copy).toHaveText('Copy code', { timeout: COPIED_MESSAGE_MS * 2 });
    // The header looks as a docs block's does: its ground, hairline, name and a Copy outlined only
    // when pointed at.
    const look = () =>
      page
        .locator('[data-code-block]')
        .first()
        .evaluate((block) => {
          const header = block.querySelector('button')!.parentElement!;
          const name = header.firstElementChild!;
          const button = header.querySelector('button')!;
          const [h, n, b] = [header, name, button].map((el) => getComputedStyle(el));
          return [h.backgroundColor, h.borderBottomColor, h.height, n.fontSize, n.fontWeight, b.borderColor];
        });
    await page.mouse.move(0, 0);
    const product = await look();
    await page.goto('/mg/lsd/');
    expect(await look()).toEqual(product);
  });
});

test('on a desk, every panel keeps its right column in one place, and a tab switch moves nothing below', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/telekinesis/');
  const tabs = page.getByRole('tablist', { name: 'Telekinesis' }).getByRole('tab');
  const below = page
    .getByRole('tablist', { name: 'Telekinesis' })
    .locator('xpath=ancestor::section[1]/following::*[self::h2 or self::a][1]');
  const tops: number[] = [];
  const rightColumns: number[] = [];
  for (let i = 0; i < 4; i++) {
    await tabs.nth(i).click();
    const panel = page.getByRole('tabpanel');
    const right = panel.locator(':scope > div > :nth-child(2)');
    rightColumns.push(Math.round((await right.boundingBox())!.x));
    tops.push((await below.boundingBox())!.y);
  }
  expect(new Set(rightColumns).size).toBe(1);
  expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(1);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the four panels are of a height: a tab switch moves what follows 120 px at most', async ({ page }) => {
    await page.goto('/telekinesis/');
    const tabs = page.getByRole('tablist', { name: 'Telekinesis' }).getByRole('tab');
    const heights: number[] = [];
    for (let i = 0; i < 4; i++) {
      await tabs.nth(i).click();
      const panel = page.getByRole('tabpanel');
      await expect(panel).toBeVisible();
      heights.push((await panel.boundingBox())!.height);
    }
    expect(Math.max(...heights) - Math.min(...heights), `panel heights ${heights.join(', ')}`).toBeLessThanOrEqual(120);
  });
});
