import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

// playwright.config.ts reduces motion for every other spec.
test.use({ reducedMotion: 'no-preference' });

const widget = (page: Page, name: 'icosahedron' | 'hypercube') => page.locator(`[data-widget="${name}"]`);

async function running(page: Page, name: 'icosahedron' | 'hypercube') {
  await expect(widget(page, name)).toHaveAttribute('data-status', 'running');
  await page.waitForTimeout(300);
}

/** Scrolls a widget's box into view; the box is swapped for the widget once half of it shows. */
const reveal = (page: Page, name: 'icosahedron' | 'hypercube') =>
  expect(() => widget(page, name).scrollIntoViewIfNeeded({ timeout: 1_000 })).toPass();

const shot = (page: Page, name: 'icosahedron' | 'hypercube') =>
  widget(page, name).screenshot({ animations: 'disabled' });

test('each widget draws something, and without its canvas the box is different', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  for (const name of ['icosahedron', 'hypercube'] as const) {
    await reveal(page, name);
    await running(page, name);
    const drawn = await shot(page, name);
    await widget(page, name)
      .locator('canvas')
      .evaluate((c) => ((c as HTMLElement).style.visibility = 'hidden'));
    const empty = await shot(page, name);
    expect(drawn.equals(empty), `${name} draws non-blank pixels`).toBe(false);
  }
});

test('dragging turns the icosahedron', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' }); // a still picture, so only the drag moves it
  await page.goto('/');
  await running(page, 'icosahedron');
  const before = await shot(page, 'icosahedron');
  const box = (await widget(page, 'icosahedron').boundingBox())!;
  await page.mouse.move(box.x + 125, box.y + 125);
  await page.mouse.down();
  await page.mouse.move(box.x + 200, box.y + 160, { steps: 8 });
  await page.mouse.up();
  expect((await shot(page, 'icosahedron')).equals(before)).toBe(false);
});

test('switching the theme recolours the icosahedron', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await running(page, 'icosahedron');
  const cosmic = await shot(page, 'icosahedron');
  await page.getByRole('button', { name: 'Switch to void theme' }).click();
  await page.waitForTimeout(200);
  expect((await shot(page, 'icosahedron')).equals(cosmic)).toBe(false);
});

test('the widgets animate, and reduced motion shows a still frame', async ({ page }) => {
  await page.goto('/');
  await running(page, 'icosahedron');
  const a = await shot(page, 'icosahedron');
  await page.waitForTimeout(400);
  expect((await shot(page, 'icosahedron')).equals(a)).toBe(false);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.waitForTimeout(100);
  const still = await shot(page, 'icosahedron');
  await page.waitForTimeout(400);
  expect((await shot(page, 'icosahedron')).equals(still)).toBe(true);
});

test('30 trips between a widget page and a docs page leave no stray WebGL contexts', async ({ page }) => {
  test.slow();
  await page.addInitScript(() => {
    const contexts: { isContextLost(): boolean }[] = [];
    (window as unknown as { liveContexts: () => number }).liveContexts = () =>
      contexts.filter((c) => !c.isContextLost()).length;
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, ...args: unknown[]) {
      const context = (original as (...a: unknown[]) => unknown).apply(this, args);
      if (context && /webgl/.test(String(args[0]))) contexts.push(context as { isContextLost(): boolean });
      return context;
    } as typeof original;
  });
  const live = () => page.evaluate(() => (window as unknown as { liveContexts: () => number }).liveContexts());
  await page.goto('/');
  for (let trip = 0; trip < 30; trip++) {
    await page.getByRole('link', { name: 'Read the docs' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Deploy to your own cloud with mg/);
    expect(await live()).toBe(0);
    await page.getByRole('link', { name: 'milligram', exact: true }).click();
    await running(page, 'icosahedron');
    expect(await live()).toBeLessThanOrEqual(2);
  }
});

test.describe('without WebGL', () => {
  test.use({ allowConsoleErrors: [/WebGL/i] });

  test('a still picture stands in, with no uncaught error', async ({ page }) => {
    await page.addInitScript(() => {
      const original = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, ...args: unknown[]) {
        if (/webgl/.test(String(args[0]))) return null;
        return (original as (...a: unknown[]) => unknown).apply(this, args);
      } as typeof original;
    });
    await page.goto('/');
    await expect(widget(page, 'icosahedron')).toHaveAttribute('data-status', 'fallback');
    await expect(widget(page, 'icosahedron').getByTestId('widget-fallback')).toBeAttached();
  });
});

test('three.js loads on widget pages only, never on docs pages', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''));
  });
  await page.goto('/mg/cli/dmt/', { waitUntil: 'networkidle' });
  expect(scripts.some((s) => s.includes('WebGLRenderer'))).toBe(false);
  await page.goto('/', { waitUntil: 'networkidle' });
  expect(scripts.some((s) => s.includes('WebGLRenderer'))).toBe(true);
  await expect(widget(page, 'icosahedron')).toHaveAttribute('aria-hidden', 'true');
});
