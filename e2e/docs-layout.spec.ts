// The docs page's layout at a desk's width and a phone's: a reading column that fits the code, tables
// that read, one bar under the header on a phone, and the chrome around the article (breadcrumbs,
// sidebar, "On this page", focus rings, the Flow diagram).
import type { Page } from '@playwright/test';
import { DOC_PAGES } from '@/lib/docs';
import { test, expect } from './fixtures';
import { docsScriptRunning } from './helpers';

const DESK = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

/** Lays out every block of the page now (they wait for the screen otherwise: content-visibility). */
const layOutAll = (page: Page) => page.addStyleTag({ content: '* { content-visibility: visible !important; }' });

test.describe('at a desk', () => {
  test.use({ viewport: DESK });

  test('the reading column is at least 720 px wide and the Overview’s first code block shows every line whole', async ({
    page,
  }) => {
    await page.goto('/mg/overview/');
    const article = (await page.locator('#main article').boundingBox())!;
    expect(article.width).toBeGreaterThanOrEqual(720);
    const pre = page.locator('#main article [data-code-block] pre').first();
    const fit = await pre.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
    expect(fit.scroll).toBeLessThanOrEqual(fit.client);
    // The prose keeps a reading measure inside the wider column: about 75 characters a line, at most 80.
    const paragraph = page.locator('#main article [data-article] > p:not([hidden])').first();
    const box = (await paragraph.boundingBox())!;
    expect(box.width).toBeLessThan(article.width);
    const perLine = await paragraph.evaluate((p) => {
      const range = document.createRange();
      range.selectNodeContents(p);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      return (p.textContent ?? '').length / lines;
    });
    expect(perLine).toBeLessThanOrEqual(80);
  });

  test('no inline code under 24 characters in a table cell spans two lines, on any docs page', async ({ page }) => {
    for (const doc of DOC_PAGES) {
      await page.goto(doc.canonicalPath);
      await layOutAll(page);
      const split = await page.evaluate(() =>
        [...document.querySelectorAll('#main article :is(td, th) code')]
          .filter((code) => (code.textContent ?? '').length < 24)
          .filter((code) => new Set([...code.getClientRects()].map((rect) => Math.round(rect.top))).size > 1)
          .map((code) => code.textContent),
      );
      expect(split, doc.canonicalPath).toEqual([]);
    }
  });

  test('an options table gives the flag a narrow column and the description the rest', async ({ page }) => {
    await page.goto('/mg/cli/dmt/#options');
    const table = page.locator('#options ~ .table-scroll table').first();
    await expect(table.getByRole('columnheader')).toHaveText(['Flag', 'Description']);
    const [flag, description] = await table
      .locator('tbody tr')
      .first()
      .locator('td')
      .evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().width));
    expect(description).toBeGreaterThan(flag * 2);
    // Its alias and default are still there, each under its own cell's text.
    await expect(table.locator('tbody tr').first()).toContainText('or -d');
    await expect(table.locator('tbody tr').first()).toContainText('Default:');
  });

  test('a repeated cell is said once, and the AWS actions are a list that breaks only between actions', async ({
    page,
  }) => {
    await page.goto('/mg/esp/');
    await layOutAll(page);
    const resources = page.locator('.model-facts table').first();
    // Once on a desk: the copies that rows under it carry show only where rows stack, on a phone.
    await expect(resources.locator('td:visible', { hasText: 'ESP has no command that removes a site' })).toHaveCount(1);
    const actions = page.locator('.aws-actions').first();
    await expect(actions.getByRole('listitem').first()).toHaveText('sts:GetCallerIdentity');
    const broken = await actions
      .locator('code')
      .evaluateAll((codes) => codes.filter((code) => code.getClientRects().length > 1).map((code) => code.textContent));
    expect(broken).toEqual([]);
  });

  test('a code block over 20 lines shows its start and "Show all", which works without a script', async ({ page }) => {
    await page.goto('/mg/overview/#aws-permissions');
    const block = page.locator('[data-code-block].code-long').first();
    const clip = block.locator('.code-clip');
    const closed = (await clip.boundingBox())!.height;
    expect(closed).toBeLessThan(400);
    await block.getByText(/Show all \d+ lines/).click();
    await expect.poll(async () => (await clip.boundingBox())!.height).toBeGreaterThan(closed * 3);
    await block.getByText('Show fewer lines').click();
    await expect.poll(async () => (await clip.boundingBox())!.height).toBe(closed);
  });

  test('every code block names what it holds in its header', async ({ page }) => {
    for (const path of ['/mg/cli/dmt/', '/mg/esp/']) {
      await page.goto(path);
      const names = await page
        .locator('#main article [data-code-block] .code-title')
        .evaluateAll((titles) => titles.map((title) => title.textContent?.trim() ?? ''));
      const blocks = await page.locator('#main article [data-code-block]').count();
      expect(names).toHaveLength(blocks);
      expect(names.filter((name) => !name)).toEqual([]);
      expect(names).toContain('Usage');
    }
  });

  test('every docs page’s breadcrumbs start at the same root', async ({ page }) => {
    const roots = new Set<string>();
    for (const doc of DOC_PAGES) {
      await page.goto(doc.canonicalPath);
      roots.add(await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').first().innerText());
    }
    expect([...roots]).toEqual(['Home']);
  });

  test('every sidebar item stands on one line', async ({ page }) => {
    await page.goto('/mg/dream/');
    const nav = page.getByRole('navigation', { name: 'Documentation' });
    const lines = await nav.getByRole('link').evaluateAll((links) =>
      links.map((link) => {
        const text = document.createRange();
        text.selectNodeContents(link);
        // On one line, and inside the link's box with its padding (nothing runs past its edge).
        const rects = [...text.getClientRects()];
        const box = link.getBoundingClientRect();
        return {
          text: link.textContent,
          lines: new Set(rects.map((rect) => Math.round(rect.top))).size,
          inside: rects.every((rect) => rect.right <= box.right - 4),
        };
      }),
    );
    expect(lines.filter((item) => item.lines > 1 || !item.inside)).toEqual([]);
    // Every docs page is in the sidebar.
    expect(lines.length).toBeGreaterThanOrEqual(DOC_PAGES.length);
  });

  test('every docs page’s link shows in the sidebar on every docs page, nothing to expand', async ({ page }) => {
    for (const doc of DOC_PAGES) {
      await page.goto(doc.canonicalPath);
      const nav = page.getByRole('navigation', { name: 'Documentation' });
      for (const other of DOC_PAGES) {
        const link = nav.locator(`a[href="${other.canonicalPath}"]`);
        await expect(link, `${other.title} on ${doc.canonicalPath}`).toBeVisible();
        await expect(link).toHaveText(other.title);
      }
    }
  });

  test('the sidebar’s top and "On this page"’s heading stay below the header, at the page’s end too', async ({
    page,
  }) => {
    for (const viewport of [DESK, { width: 1280, height: 720 }, { width: 1000, height: 800 }]) {
      await page.setViewportSize(viewport);
      await page.goto('/mg/cli/dmt/');
      const header = (await page.locator('body > header, header').first().boundingBox())!;
      const sidebar = page.getByRole('navigation', { name: 'Documentation' });
      const title = page.locator('#toc-title');
      for (const where of ['middle', 'end']) {
        await page.evaluate((end) => {
          const height = document.documentElement.scrollHeight;
          window.scrollTo(0, end ? height : height / 2);
        }, where === 'end');
        if (where === 'end')
          await expect
            .poll(() => page.evaluate(() => window.scrollY + innerHeight >= document.documentElement.scrollHeight - 1))
            .toBe(true);
        const box = (await sidebar.boundingBox())!;
        expect(box.y, `sidebar at the ${where}, ${viewport.width}×${viewport.height}`).toBeGreaterThanOrEqual(
          header.y + header.height,
        );
        // Its first item is the one drawn there, not covered.
        const first = sidebar.getByRole('link').first();
        const point = (await first.boundingBox())!;
        expect(
          await page.evaluate(
            ([x, y]) => document.elementFromPoint(x, y)?.textContent,
            [point.x + 8, point.y + point.height / 2],
          ),
        ).toBe('Overview');
        if (viewport.width > 1180) {
          const heading = (await title.boundingBox())!;
          expect(heading.y, `"On this page" at the ${where}`).toBeGreaterThanOrEqual(header.y + header.height);
        }
      }
    }
  });

  test('"On this page" is a screen tall in the middle of a long page, and shorter only as the footer comes up', async ({
    page,
  }) => {
    await page.setViewportSize(DESK);
    await page.goto('/mg/cli/dmt/');
    // Its heading and its list, together.
    const toc = page.locator('#toc-title').locator('..');
    const height = async (fraction: number) => {
      await page.evaluate(
        (f) => window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) * f),
        fraction,
      );
      await page.waitForTimeout(100);
      return (await toc.boundingBox())!.height;
    };
    const header = (await page.locator('header').first().boundingBox())!;
    // The room under the header, less the gaps above and below it (1.5rem each).
    expect(await height(0.5)).toBeGreaterThanOrEqual(DESK.height - header.height - 48 - 2);
    expect(await height(1)).toBeLessThan(DESK.height / 2 + 100);
  });

  test('"On this page": its heading stays out of the list that scrolls, and at the page’s top the list is at its start', async ({
    page,
  }) => {
    await page.goto('/mg/cli/dmt/');
    await docsScriptRunning(page);
    const list = page.locator('nav[aria-labelledby="toc-title"]');
    const title = page.locator('#toc-title');
    expect(await title.evaluate((heading, nav) => nav!.contains(heading), await list.elementHandle())).toBe(false);
    const titleAt = (await title.boundingBox())!.y;
    // At the page's end the last section is current and in view: the list has scrolled, not its heading.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(list.locator('a[aria-current="location"]')).toBeInViewport();
    await expect.poll(() => list.evaluate((nav) => nav.scrollTop)).toBeGreaterThan(0);
    await expect(title).toBeInViewport({ ratio: 1 });
    expect(Math.abs((await title.boundingBox())!.y - titleAt)).toBeLessThan(12);
    // Back at the top (no section current), the list shows its start.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(list.locator('a[aria-current]')).toHaveCount(0);
    await expect.poll(() => list.evaluate((nav) => nav.scrollTop)).toBe(0);
    await expect(title).toBeInViewport({ ratio: 1 });
  });

  test('/docs starts its content where a docs page does, its sidebar label styled as theirs', async ({ page }) => {
    const label = (element: Element) => {
      const style = getComputedStyle(element);
      return [style.fontSize, style.fontWeight, style.letterSpacing, style.textTransform, style.color].join(' ');
    };
    for (const width of [DESK.width, 1000]) {
      await page.setViewportSize({ width, height: DESK.height });
      await page.goto('/mg/overview/');
      const docs = page.getByRole('navigation', { name: 'Documentation' });
      const article = (await page.locator('#main article').boundingBox())!;
      const docsLabelBox = (await docs.getByText('milligram docs').boundingBox())!;
      const docsLabel = await docs.getByText('milligram docs').evaluate(label);
      await page.goto('/docs/');
      const heading = page.getByRole('heading', { level: 1 }).boundingBox();
      const treeLabel = page.locator('#docs-sections');
      expect(Math.round((await heading)!.x)).toBe(Math.round(article.x));
      expect(Math.round((await treeLabel.boundingBox())!.x)).toBe(Math.round(docsLabelBox.x));
      expect(Math.round((await treeLabel.boundingBox())!.y)).toBe(Math.round(docsLabelBox.y));
      expect(await treeLabel.evaluate(label)).toBe(docsLabel);
    }
  });

  test('"On this page" fades at its bottom while more of it is below, and not once its end is reached', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 700 });
    await page.goto('/mg/cli/dmt/');
    const toc = page.locator('nav[aria-labelledby="toc-title"]');
    const cue = () =>
      toc.evaluate((element) => ({
        scrolls: element.scrollHeight > element.clientHeight,
        mask: getComputedStyle(element).maskImage,
        end: parseFloat(getComputedStyle(element).getPropertyValue('--cue-end')),
      }));
    await expect.poll(cue).toMatchObject({ scrolls: true, end: 32 });
    expect((await cue()).mask).toContain('linear-gradient');
    await toc.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await expect.poll(async () => (await cue()).end).toBe(0);
  });

  test('the Flow diagram leaves no drawing alone in its row, with an arrowhead into every box', async ({ page }) => {
    await page.goto('/mg/architecture/');
    const families = page.locator('.flow-family');
    const boxes = await families.evaluateAll((all) => all.map((family) => family.getBoundingClientRect().toJSON()));
    // Each drawing shares its rows with another one beside it.
    for (const box of boxes) {
      const beside = boxes.some(
        (other) => other !== box && other.left !== box.left && other.top < box.bottom && box.top < other.bottom,
      );
      expect(beside).toBe(true);
    }
    for (const svg of await families.locator('svg').all()) {
      const targets = await svg.locator('g:not(.flow-arrow):not(.flow-source) > rect').count();
      await expect(svg.locator('.flow-head')).toHaveCount(targets);
    }
  });
});

/** Focusable elements whose focus ring, as it is drawn when the keyboard moves there, an ancestor that clips cuts. */
async function clippedRings(page: Page) {
  // Focus moved by the keyboard once: from then on a script's focus() shows the ring (:focus-visible).
  await page.keyboard.press('Tab');
  return page.evaluate(() => {
    const found: string[] = [];
    const focusable = document.querySelectorAll<HTMLElement>(
      'header a, header button, header summary, #main a, #main button, #main summary, #main [tabindex="0"]',
    );
    for (const element of focusable) {
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      const own = element.getBoundingClientRect();
      if (!own.width || !own.height) continue;
      element.focus({ preventScroll: true });
      const style = getComputedStyle(element);
      const ring = style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
      if (ring <= 0) continue;
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        const clipping = getComputedStyle(box);
        if (clipping.overflowX === 'visible' && clipping.overflowY === 'visible') continue;
        const clip = box.getBoundingClientRect();
        const inside = (by: number) =>
          own.left - by >= clip.left + box.clientLeft - 0.5 &&
          own.right + by <= clip.left + box.clientLeft + box.clientWidth + 0.5 &&
          own.top - by >= clip.top + box.clientTop - 0.5 &&
          own.bottom + by <= clip.top + box.clientTop + box.clientHeight + 0.5;
        // Only what its box shows whole now: a part scrolled away is brought into view to be focused.
        if (inside(0) && !inside(ring)) found.push(`${element.tagName} "${element.textContent?.trim().slice(0, 30)}"`);
      }
    }
    (document.activeElement as HTMLElement | null)?.blur();
    return found;
  });
}

for (const viewport of [DESK, PHONE]) {
  test(`no focus ring is cut by the box around it at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    for (const path of ['/mg/overview/', '/mg/cli/dmt/']) {
      await page.goto(path);
      await layOutAll(page);
      expect(await clippedRings(page), path).toEqual([]);
    }
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('the Overview’s first paragraph starts within the top 440 px, under one bar of Sections and On this page', async ({
    page,
  }) => {
    await page.goto('/mg/overview/');
    const first = (await page.locator('#main article [data-article] > p:not([hidden])').first().boundingBox())!;
    expect(first.y).toBeLessThanOrEqual(440);
    // Sections and On this page sit side by side in one bar, the only bordered block above the title.
    const sections = (await page.locator('summary', { hasText: 'Sections' }).boundingBox())!;
    const toc = (await page.locator('summary', { hasText: 'On this page' }).boundingBox())!;
    expect(Math.abs(sections.y - toc.y)).toBeLessThan(2);
    const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    expect(sections.y).toBeLessThan(title.y);
  });

  test('no docs page moves as it loads on a touch phone: no layout shift', async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: string[] = [];
      (window as unknown as { shifts: string[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; sources: { node?: Node }[] }[]) {
          // Below what Lighthouse reports as 0 (it rounds to three places), a shift is noise.
          if (entry.value < 0.0005) continue;
          const moved = entry.sources.map(
            (source) => (source.node as Element | undefined)?.className || source.node?.nodeName,
          );
          shifts.push(`${entry.value.toFixed(4)}: ${moved.join(', ')}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const doc of DOC_PAGES) {
      await page.goto(doc.canonicalPath, { waitUntil: 'networkidle' });
      // Two frames after the load: a block drawn late in the first screen would have shifted by now.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts), doc.canonicalPath).toEqual(
        [],
      );
    }
  });

  test('Copy page and the assistants are one row of chips, at 360 px too', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/mg/overview/');
    const tops = await page
      .locator('#main article')
      .getByRole('button', { name: 'Copy page' })
      .locator('xpath=..')
      .locator('a, button')
      .evaluateAll((chips) => chips.map((chip) => Math.round(chip.getBoundingClientRect().top)));
    expect(tops.length).toBe(3);
    expect(new Set(tops).size).toBe(1);
  });

  test('the bar sticks under the header and keeps its label on one line, whatever the section’s name', async ({
    page,
  }) => {
    await page.goto('/mg/overview/');
    await page.waitForLoadState('networkidle');
    await page.locator('#generate-a-tls-certificate').scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 200));
    await expect(page.locator('[data-toc-current]')).not.toBeEmpty();
    const label = page.locator('summary', { hasText: 'On this page' });
    const header = (await page.locator('header').first().boundingBox())!;
    const bar = (await label.boundingBox())!;
    expect(bar.y).toBeLessThan(header.height + 12);
    const lines = await label
      .getByText('On this page')
      .evaluate((element) => new Set([...element.getClientRects()].map((rect) => Math.round(rect.top))).size);
    expect(lines).toBe(1);
    expect(bar.height).toBeLessThanOrEqual(48);
  });

  test("a wide table stacks its rows as cards, each cell under its column's name", async ({ page }) => {
    await page.goto('/mg/esp/');
    await layOutAll(page);
    const frame = page.locator('.model-facts .table-scroll').first();
    const shape = await frame.evaluate((element) => {
      const cells = [...element.querySelectorAll('tbody tr:first-child td')];
      return {
        scrolls: element.scrollWidth > element.clientWidth,
        headers: [...element.querySelectorAll('th')].slice(1).map((th) => th.textContent!.trim()),
        labels: cells.slice(1).map((cell) => getComputedStyle(cell, '::before').content.replace(/^"|"$/g, '')),
        narrowest: Math.min(...cells.map((cell) => cell.getBoundingClientRect().width)),
        width: element.clientWidth,
      };
    });
    expect(shape.scrolls).toBe(false);
    expect(shape.headers.length).toBeGreaterThanOrEqual(3);
    expect(shape.labels).toEqual(shape.headers);
    expect(shape.narrowest).toBeGreaterThanOrEqual(shape.width - 2);
  });
});
