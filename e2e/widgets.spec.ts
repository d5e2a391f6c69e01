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
    const canvas = widget(page, name).locator('canvas');
    await canvas.evaluate((c) => ((c as HTMLElement).style.visibility = 'hidden'));
    const empty = await shot(page, name);
    await canvas.evaluate((c) => ((c as HTMLElement).style.visibility = ''));
    await expect
      .poll(async () => (await shot(page, name)).equals(empty), { message: `${name} draws non-blank pixels` })
      .toBe(false);
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

test('30 trips between a widget page and a docs page leave no stray widget workers', async ({ page }) => {
  test.slow();
  // Each widget's scene and WebGL context live in its own worker; a worker that has closed has
  // released its context. page.workers() lists the live ones.
  await page.goto('/');
  for (let trip = 0; trip < 30; trip++) {
    await page.getByRole('link', { name: 'Read the docs' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Deploy to your own cloud with mg/);
    await expect.poll(() => page.workers().length).toBe(0);
    await page.getByRole('link', { name: 'milligram', exact: true }).click();
    await running(page, 'icosahedron');
    expect(page.workers().length).toBeLessThanOrEqual(2);
  }
});

test.describe('without OffscreenCanvas or WebGL', () => {
  test.use({ allowConsoleErrors: [/WebGL/i] });

  test('a still picture stands in when the browser cannot draw off the main thread', async ({ page }) => {
    await page.addInitScript(() => {
      delete (HTMLCanvasElement.prototype as Partial<HTMLCanvasElement>).transferControlToOffscreen;
    });
    await page.goto('/');
    await expect(widget(page, 'icosahedron')).toHaveAttribute('data-status', 'fallback');
    await expect(widget(page, 'icosahedron').getByTestId('widget-fallback')).toBeAttached();
  });

  test('a still picture stands in when WebGL is off, with no uncaught error', async ({ page, consoleMessages }) => {
    // The worker's own script, with WebGL taken away before the scene is built.
    await page.route(/\/turbopack-worker-[^/]*\.js/, async (route) => {
      const response = await route.fetch();
      const body = `OffscreenCanvas.prototype.getContext = () => null;\n${await response.text()}`;
      await route.fulfill({ response, body });
    });
    await page.goto('/');
    await expect(widget(page, 'icosahedron')).toHaveAttribute('data-status', 'fallback');
    await expect(widget(page, 'icosahedron').getByTestId('widget-fallback')).toBeAttached();
    expect(consoleMessages.some((m) => m.text.startsWith('3D decoration unavailable'))).toBe(true);
  });
});

test('three.js runs only in the widget workers: never on docs pages, never on the main thread', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''));
  });
  await page.goto('/mg/cli/dmt/', { waitUntil: 'networkidle' });
  expect(page.workers()).toHaveLength(0);
  await page.goto('/', { waitUntil: 'networkidle' });
  await running(page, 'icosahedron');
  expect(page.workers().map((worker) => new URL(worker.url()).pathname)).toEqual([
    expect.stringMatching(/^\/_next\/static\/chunks\/turbopack-worker-/),
  ]);
  expect(
    scripts.some((s) => s.includes('WebGLRenderer')),
    'three.js on the main thread',
  ).toBe(false);
  await expect(widget(page, 'icosahedron')).toHaveAttribute('aria-hidden', 'true');
});
