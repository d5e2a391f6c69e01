import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';

// playwright.config.ts reduces motion for every other spec.
test.use({ reducedMotion: 'no-preference' });

const widget = (page: Page, name: 'icosahedron' | 'hypercube') => page.locator(`[data-widget="${name}"]`);

const running = (page: Page, name: 'icosahedron' | 'hypercube') =>
  expect(widget(page, name)).toHaveAttribute('data-status', 'running');

/** Scrolls a widget's box into view; the box is swapped for the widget once half of it shows. */
const reveal = (page: Page, name: 'icosahedron' | 'hypercube') =>
  expect(() => widget(page, name).scrollIntoViewIfNeeded({ timeout: 1_000 })).toPass();

const shot = (page: Page, name: 'icosahedron' | 'hypercube') =>
  widget(page, name).screenshot({ animations: 'disabled' });

/**
 * The widget's picture once its scene has drawn and the picture has settled: unlike the box without
 * its canvas, and the same in two screenshots in a row. For a still scene (reduced motion).
 */
async function drawnStill(page: Page, name: 'icosahedron' | 'hypercube') {
  const canvas = widget(page, name).locator('canvas');
  await canvas.evaluate((c) => ((c as HTMLElement).style.visibility = 'hidden'));
  const empty = await shot(page, name);
  await canvas.evaluate((c) => ((c as HTMLElement).style.visibility = ''));
  let last = empty;
  await expect
    .poll(
      async () => {
        const now = await shot(page, name);
        const settled = !now.equals(empty) && now.equals(last);
        last = now;
        return settled;
      },
      { message: `${name} draws a still picture` },
    )
    .toBe(true);
  return last;
}

/**
 * Counts, from now on, the animation frames the widget workers' scenes ask for: `asked` in all and
 * `pending` (asked, not yet run or cancelled). A scene asks for its next frame from each frame, so
 * with none pending its animation has stopped: it draws nothing more until the page sends it a
 * message.
 */
async function workerFrames(page: Page) {
  for (const worker of page.workers()) {
    await worker.evaluate(() => {
      const scope = self as unknown as {
        requestAnimationFrame(callback: (now: number) => void): number;
        cancelAnimationFrame(id: number): void;
        frames: { asked: number; pending: Set<number> };
      };
      const frames = { asked: 0, pending: new Set<number>() };
      const request = scope.requestAnimationFrame.bind(scope);
      const cancel = scope.cancelAnimationFrame.bind(scope);
      scope.requestAnimationFrame = (callback) => {
        const id = request((now) => {
          frames.pending.delete(id);
          callback(now);
        });
        frames.asked += 1;
        frames.pending.add(id);
        return id;
      };
      scope.cancelAnimationFrame = (id) => {
        frames.pending.delete(id);
        cancel(id);
      };
      scope.frames = frames;
    });
  }
  const sum = async (read: () => number) =>
    (await Promise.all(page.workers().map((worker) => worker.evaluate(read)))).reduce((a, b) => a + b, 0);
  return {
    asked: () => sum(() => (self as unknown as { frames: { asked: number } }).frames.asked),
    pending: () => sum(() => (self as unknown as { frames: { pending: Set<number> } }).frames.pending.size),
  };
}

/**
 * Waits until the page has had its report on `locator` off screen from a new IntersectionObserver:
 * the browser delivers it after the reports of every observer made before it (the widget's own,
 * which turns its motion off).
 */
const reportedOffScreen = (locator: Locator) =>
  locator.evaluate(
    (element) =>
      new Promise<void>((done) => {
        const observer = new IntersectionObserver(([entry]) => {
          if (entry.isIntersecting) return;
          observer.disconnect();
          done();
        });
        observer.observe(element);
      }),
  );

/**
 * No WebGL in the widgets' worker: its OffscreenCanvas gives none, as in WebKitGTK or a browser
 * without WebGL. The worker asks for itself, so its own script is changed (an init script reaches
 * only the page).
 */
const noWorkerWebGL = (page: Page) =>
  page.route(/\/turbopack-worker-[^/]*\.js/, async (route) => {
    const response = await route.fetch();
    const body = `OffscreenCanvas.prototype.getContext = () => null;\n${await response.text()}`;
    await route.fulfill({ response, body });
  });

/** The worker, told it has no WebGL, is closed by the page. */
const noWorkerLeft = (page: Page) => expect.poll(() => page.workers().length).toBe(0);

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

test('until its first frame a widget shows its still picture, the shape in lines; the frame replaces it', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const still = (name: 'icosahedron' | 'hypercube') => widget(page, name).locator(`svg[data-still="${name}"]`);
  // The hypercube is below the fold: its box waits, with the picture, until it is seen.
  await expect(widget(page, 'hypercube')).toHaveAttribute('data-status', 'loading');
  await expect(still('hypercube')).toHaveCSS('opacity', '1');
  // The shape itself, every edge of it: 32 for the hypercube.
  const segments = await still('hypercube').evaluate(
    (svg) =>
      [...svg.querySelectorAll('path')]
        .map((path) => path.getAttribute('d') ?? '')
        .join('')
        .split('M').length - 1,
  );
  expect(segments).toBe(32);
  await reveal(page, 'hypercube');
  await expect(widget(page, 'hypercube')).toHaveAttribute('data-status', 'running');
  await expect(still('hypercube')).toHaveCSS('opacity', '0');
});

test('dragging turns the icosahedron', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' }); // a still picture, so only the drag moves it
  await page.goto('/');
  await running(page, 'icosahedron');
  const before = await drawnStill(page, 'icosahedron');
  const box = (await widget(page, 'icosahedron').boundingBox())!;
  await page.mouse.move(box.x + 125, box.y + 125);
  await page.mouse.down();
  await page.mouse.move(box.x + 200, box.y + 160, { steps: 8 });
  await page.mouse.up();
  await expect.poll(async () => (await shot(page, 'icosahedron')).equals(before)).toBe(false);
});

test('switching the theme recolours the icosahedron', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await running(page, 'icosahedron');
  const cosmic = await drawnStill(page, 'icosahedron');
  await page.getByRole('button', { name: 'Switch to void theme' }).click();
  await expect.poll(async () => (await shot(page, 'icosahedron')).equals(cosmic)).toBe(false);
});

test('the widgets animate, and reduced motion shows a still frame', async ({ page }) => {
  await page.goto('/');
  await running(page, 'icosahedron');
  await expect(widget(page, 'icosahedron')).toHaveAttribute('data-mode', 'worker');
  const frames = await workerFrames(page);
  // It animates: its scene keeps asking for frames, and the picture changes.
  await expect.poll(frames.asked).toBeGreaterThan(2);
  const a = await shot(page, 'icosahedron');
  await expect.poll(async () => (await shot(page, 'icosahedron')).equals(a)).toBe(false);
  // Reduced motion stops it: no frame pending, so nothing draws again, and the still frame stays.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect.poll(frames.pending).toBe(0);
  const still = await drawnStill(page, 'icosahedron');
  expect(await frames.pending()).toBe(0);
  expect((await shot(page, 'icosahedron')).equals(still)).toBe(true);
});

/**
 * The worker's random numbers made to spawn a radar box whenever there is room (every other draw
 * is under the spawn chance, the others pick the axis in turn), so two boxes are always sweeping.
 */
const busyRadar = (page: Page) =>
  page.route(/\/turbopack-worker-[^/]*\.js/, async (route) => {
    const response = await route.fetch();
    const draws = '[0.001, 0.1, 0.001, 0.5, 0.001, 0.9]';
    const body = `{ const d = ${draws}; let i = 0; Math.random = () => d[i++ % d.length]; }\n${await response.text()}`;
    await route.fulfill({ response, body });
  });

/**
 * Compares a screenshot of a widget's box with one of its background alone, decoded by the page:
 * how many pixels of its outermost `ring` pixels differ from the background by more than
 * `tolerance` in a channel, and how many pixels anywhere are the radar's cyan over it.
 */
function compareWithBackground(page: Page, frame: Buffer, background: Buffer, ring: number, tolerance: number) {
  return page.evaluate(
    async ({ frame, background, ring, tolerance }) => {
      const decode = async (base64: string) => {
        // Not through fetch: the page's Content-Security-Policy refuses data: addresses.
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height);
      };
      const [shot, plain] = await Promise.all([decode(frame), decode(background)]);
      let edge = 0;
      let cyan = 0;
      for (let y = 0; y < shot.height; y++) {
        for (let x = 0; x < shot.width; x++) {
          const at = (y * shot.width + x) * 4;
          const [r, g, b] = [shot.data[at], shot.data[at + 1], shot.data[at + 2]];
          const differs = [0, 1, 2].some((c) => Math.abs(shot.data[at + c] - plain.data[at + c]) > tolerance);
          const onRing = x < ring || y < ring || x >= shot.width - ring || y >= shot.height - ring;
          if (differs && onRing) edge++;
          if (differs && g > r + 60 && b > r + 60) cyan++;
        }
      }
      return { edge, cyan };
    },
    { frame: frame.toString('base64'), background: background.toString('base64'), ring, tolerance },
  );
}

test('the hypercube’s radar boxes fade out before the canvas’s edge: its border stays background', async ({ page }) => {
  await busyRadar(page);
  await page.goto('/telekinesis/');
  await running(page, 'hypercube');
  const canvas = widget(page, 'hypercube').locator('canvas');
  await canvas.evaluate((c) => ((c as HTMLElement).style.visibility = 'hidden'));
  const background = await shot(page, 'hypercube');
  await canvas.evaluate((c) => ((c as HTMLElement).style.visibility = ''));
  // A dozen frames a fifth of a second apart: more than a box's whole sweep (160 frames, 2.7 s).
  const frames = [];
  for (let i = 0; i < 12; i++) {
    await page.waitForTimeout(200);
    frames.push(await compareWithBackground(page, await shot(page, 'hypercube'), background, 2, 8));
  }
  // The boxes were there to be seen…
  expect(frames.filter((frame) => frame.cyan > 0).length).toBeGreaterThan(3);
  // …and no frame drew on the border.
  expect(frames.map((frame) => frame.edge)).toEqual(Array(12).fill(0));
});

test('12 trips between a widget page and a docs page leave no stray widget workers', async ({ page }) => {
  test.slow();
  // Each widget's scene and WebGL context live in its own worker; a worker that has closed has
  // released its context. page.workers() lists the live ones. Every trip checks, so a worker left
  // behind fails the first trip that leaves one; 12 trips fit the time limit on a 2-core machine.
  await page.goto('/');
  for (let trip = 0; trip < 12; trip++) {
    // The hero's (the closing call has one too).
    await page.getByRole('link', { name: 'Read the docs' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Overview');
    await expect.poll(() => page.workers().length).toBe(0);
    await page.getByRole('link', { name: 'milligram', exact: true }).click();
    await running(page, 'icosahedron');
    expect(page.workers().length).toBeLessThanOrEqual(2);
  }
});

test('the worker asks, and the page makes no WebGL context to ask', async ({ page }) => {
  // Every WebGL context the page's main thread asks for, counted.
  await page.addInitScript(() => {
    const counted = window as unknown as { webglAsked: number };
    counted.webglAsked = 0;
    for (const Canvas of [HTMLCanvasElement, OffscreenCanvas]) {
      const getContext = Canvas.prototype.getContext as (this: unknown, kind: string, options?: unknown) => unknown;
      (Canvas.prototype as { getContext: unknown }).getContext = function (kind: string, options?: unknown) {
        if (/webgl/.test(kind)) counted.webglAsked += 1;
        return getContext.call(this, kind, options);
      };
    }
  });
  await page.goto('/');
  await running(page, 'icosahedron');
  await expect(widget(page, 'icosahedron')).toHaveAttribute('data-mode', 'worker');
  expect(await page.evaluate(() => (window as unknown as { webglAsked: number }).webglAsked)).toBe(0);
});

test.describe('where an OffscreenCanvas gives no WebGL', () => {
  /** The browser draws WebGL into a normal canvas only (as WebKitGTK does). */
  const noOffscreenWebGL = () => {
    const getContext = OffscreenCanvas.prototype.getContext;
    OffscreenCanvas.prototype.getContext = function (this: OffscreenCanvas, kind: string, options?: unknown) {
      return /webgl/.test(kind) ? null : getContext.call(this, kind as '2d', options);
    } as typeof getContext;
  };

  test('the widgets draw on the main thread, paused off screen, without a warning or an error', async ({
    page,
    consoleMessages,
  }) => {
    await page.addInitScript(noOffscreenWebGL);
    await noWorkerWebGL(page);
    // On the main thread the scene's frames are the page's animation frames, which the fake clock
    // runs: a runFor draws every frame of its span, and no other.
    await page.clock.install();
    await page.goto('/');
    await running(page, 'icosahedron');
    await expect(widget(page, 'icosahedron')).toHaveAttribute('data-mode', 'main-thread');
    await noWorkerLeft(page);
    const canvas = widget(page, 'icosahedron').locator('canvas');
    await canvas.evaluate((c) => ((c as HTMLElement).style.visibility = 'hidden'));
    const empty = await shot(page, 'icosahedron');
    await canvas.evaluate((c) => ((c as HTMLElement).style.visibility = ''));
    await expect.poll(async () => (await shot(page, 'icosahedron')).equals(empty)).toBe(false);
    // Draws counted on the icosahedron's context: some on screen, none once it is off screen.
    await page.evaluate(() => {
      const canvas = document.querySelector<HTMLCanvasElement>('[data-widget="icosahedron"] canvas')!;
      const gl = canvas.getContext('webgl2') as WebGL2RenderingContext & { draws: number };
      gl.draws = 0;
      for (const name of ['drawElements', 'drawArrays'] as const) {
        const draw = gl[name].bind(gl) as (...args: unknown[]) => void;
        (gl as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
          gl.draws += 1;
          draw(...args);
        };
      }
    });
    /** The draws in the next 500 ms of page time. */
    const draws = async () => {
      const count = () =>
        page.evaluate(() => {
          const canvas = document.querySelector<HTMLCanvasElement>('[data-widget="icosahedron"] canvas')!;
          return (canvas.getContext('webgl2') as WebGL2RenderingContext & { draws: number }).draws;
        });
      const before = await count();
      await page.clock.runFor(500);
      return (await count()) - before;
    };
    expect(await draws()).toBeGreaterThan(0);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await reportedOffScreen(canvas); // the widget has turned its motion off, and drawn its still frame
    expect(await draws()).toBe(0);
    // The page's own warnings and errors: none (Chromium's GL driver notes on the screenshots' pixel reads aside).
    const own = consoleMessages.filter((m) => /warning|error/.test(m.type) && !/GL Driver Message/.test(m.text));
    expect(own).toEqual([]);
  });

  test('a worker whose OffscreenCanvas gives no WebGL hands the widget to the main thread', async ({ page }) => {
    await noWorkerWebGL(page);
    await page.goto('/');
    await running(page, 'icosahedron');
    await expect(widget(page, 'icosahedron')).toHaveAttribute('data-mode', 'main-thread');
    await noWorkerLeft(page);
  });
});

test.describe('where the 3D code does not load', () => {
  // The browser's own note on the refused chunk; the page itself must log no error.
  test.use({ allowConsoleErrors: [/^Failed to load resource: net::ERR_FAILED/] });

  /** Refuses every chunk that holds three.js; answers how many were refused so far. */
  async function refuseThree(page: Page) {
    let refused = 0;
    await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (!body.includes('WebGLRenderer')) return route.fulfill({ response, body });
      refused += 1;
      await route.abort();
    });
    return () => refused;
  }

  test('a still picture stands in, with one warning and no uncaught error', async ({ page, consoleMessages }) => {
    // Drawing on the main thread (no WebGL in an OffscreenCanvas) loads three.js as a page chunk: refuse it.
    await page.addInitScript(() => {
      const getContext = OffscreenCanvas.prototype.getContext;
      OffscreenCanvas.prototype.getContext = function (this: OffscreenCanvas, kind: string, options?: unknown) {
        return /webgl/.test(kind) ? null : getContext.call(this, kind as '2d', options);
      } as typeof getContext;
    });
    const refused = await refuseThree(page);
    // Registered last, so it answers the worker's script before the route above.
    await noWorkerWebGL(page);
    await page.goto('/');
    await expect(widget(page, 'icosahedron')).toHaveAttribute('data-status', 'fallback');
    await expect(widget(page, 'icosahedron').locator('svg[data-still]')).toHaveCSS('opacity', '1');
    expect(refused()).toBeGreaterThan(0);
    const warnings = consoleMessages.filter((m) => m.type === 'warning');
    expect(warnings.map((m) => m.text)).toEqual([
      expect.stringMatching(/^3D decoration unavailable \(the 3D code did not load: .+\)/),
    ]);
  });

  test('in the worker: the still picture, one warning, and the worker closes', async ({ page, consoleMessages }) => {
    // The worker has WebGL and loads three.js itself: refuse that chunk.
    const refused = await refuseThree(page);
    await page.goto('/');
    await expect(widget(page, 'icosahedron')).toHaveAttribute('data-status', 'fallback');
    expect(refused()).toBeGreaterThan(0);
    const warnings = consoleMessages.filter((m) => m.type === 'warning');
    expect(warnings.map((m) => m.text)).toEqual([
      expect.stringMatching(/^3D decoration unavailable \(the 3D code did not load: .+\)/),
    ]);
    await noWorkerLeft(page);
  });
});

test('without WebGL at all, a still picture stands in, with one console warning a page and no error', async ({
  page,
  consoleMessages,
}) => {
  await page.addInitScript(() => {
    for (const Canvas of [HTMLCanvasElement, OffscreenCanvas]) {
      const getContext = Canvas.prototype.getContext as (this: unknown, kind: string, options?: unknown) => unknown;
      (Canvas.prototype as { getContext: unknown }).getContext = function (kind: string, options?: unknown) {
        return /webgl/.test(kind) ? null : getContext.call(this, kind, options);
      };
    }
  });
  await noWorkerWebGL(page);
  await page.goto('/');
  for (const name of ['icosahedron', 'hypercube'] as const) {
    await reveal(page, name);
    await expect(widget(page, name)).toHaveAttribute('data-status', 'fallback');
    await expect(widget(page, name).locator('svg[data-still]')).toHaveCSS('opacity', '1');
  }
  await noWorkerLeft(page);
  const warnings = consoleMessages.filter((m) => m.type === 'warning');
  expect(warnings.map((m) => m.text)).toEqual([expect.stringMatching(/^3D decoration unavailable \(no WebGL\)/)]);
  expect(consoleMessages.filter((m) => m.type === 'error')).toEqual([]);
});

test('three.js runs only in the widget workers: never on docs pages, never on the main thread', async ({ page }) => {
  const texts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') texts.push(response.text().catch(() => ''));
  });
  await page.goto('/mg/cli/dmt/', { waitUntil: 'networkidle' });
  expect(page.workers()).toHaveLength(0);
  await page.goto('/', { waitUntil: 'networkidle' });
  await running(page, 'icosahedron');
  expect(page.workers().map((worker) => new URL(worker.url()).pathname)).toEqual([
    expect.stringMatching(/^\/_next\/static\/chunks\/turbopack-worker-/),
  ]);
  const scripts = await Promise.all(texts);
  expect(
    scripts.some((s) => s.includes('WebGLRenderer')),
    'three.js on the main thread',
  ).toBe(false);
  await expect(widget(page, 'icosahedron')).toHaveAttribute('aria-hidden', 'true');
});
