// A phone's width (390 px): what must hold on every screen there, whatever the content.
import type { Locator, Page } from '@playwright/test';
import { DOC_PAGES } from '@/lib/docs';
import { ROUTES } from '@/lib/routes';
import { test, expect } from './fixtures';
import { signIn } from './helpers';

const PHONE = { width: 390, height: 844 };

/** The tab bar's tabs on how many rows, and whether the bar scrolls sideways. */
const barShape = (bar: Locator) =>
  bar.evaluate((list) => {
    const tabs = [...list.querySelectorAll('[role="tab"]')];
    return {
      rows: new Set(tabs.map((tab) => Math.round(tab.getBoundingClientRect().top))).size,
      scrolls: list.scrollWidth > list.clientWidth,
      overflowX: getComputedStyle(list).overflowX,
    };
  });

/** Whether the tab lies wholly inside its bar's visible part. */
const inView = (tab: Locator) =>
  tab.evaluate((element) => {
    const own = element.getBoundingClientRect();
    const bar = element.closest('[role="tablist"]')!.getBoundingClientRect();
    return own.left >= bar.left - 1 && own.right <= bar.right + 1;
  });

/**
 * Every tab bar on one row; the keyboard reaches the last tab and the first, each brought into view.
 * `scrolls`: whether the bar's tabs are wider than the phone. Every bar is set to scroll sideways
 * (overflow-x: auto), so one wider than the screen scrolls rather than spilling over the page.
 */
async function expectOneRow(page: Page, bar: Locator, scrolls: boolean) {
  expect(await barShape(bar)).toEqual({ rows: 1, scrolls, overflowX: 'auto' });
  const tabs = bar.getByRole('tab');
  await tabs.first().click();
  await page.keyboard.press('End');
  await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => inView(tabs.last())).toBe(true);
  await page.keyboard.press('Home');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => inView(tabs.first())).toBe(true);
}

test.use({ viewport: PHONE });

test('the telekinesis tabs are one row on a phone', async ({ page }) => {
  await page.goto('/telekinesis/');
  await expectOneRow(page, page.getByRole('tablist', { name: 'Telekinesis' }), true);
});

test("the setup guide's tabs are one row on a phone, and scroll inside the dialog", async ({ page }) => {
  await page.goto('/');
  await page.locator('#mobile-menu summary').click();
  await page.locator('#mobile-menu').getByRole('button', { name: 'OAuth setup guide' }).click();
  const dialog = page.getByRole('dialog', { name: 'OAuth Setup Guide' });
  await expectOneRow(page, dialog.getByRole('tablist'), true);
});

test("the Quick Start's shell tabs are one row on a phone", async ({ page }) => {
  await page.goto('/mg/tools/');
  const bar = page.getByRole('tablist').first();
  await expect(bar.getByRole('tab').first()).toBeVisible();
  await expectOneRow(page, bar, false);
});

test("a long command's block scrolls inside its frame, its name and buttons in the frame's header", async ({
  page,
}) => {
  await page.goto('/mg/tools/');
  const block = page.locator('[data-code-block]').filter({ has: page.locator('pre[data-copy^="mg dmt blastoff"]') });
  await block.first().scrollIntoViewIfNeeded();
  const shape = await block.first().evaluate((frame) => {
    const pre = frame.querySelector('pre')!;
    const box = frame.getBoundingClientRect();
    const inside = (element: Element) => {
      const own = element.getBoundingClientRect();
      return own.left >= box.left && own.right <= box.right && own.top >= box.top && own.bottom <= box.bottom;
    };
    const header = frame.querySelector('[data-pagefind-ignore]')!;
    return {
      framed: getComputedStyle(frame).borderTopWidth !== '0px',
      scrolls: pre.scrollWidth > pre.clientWidth && getComputedStyle(pre).overflowX === 'auto',
      buttonsInHeader: [...frame.querySelectorAll('button:not([hidden])')].every(
        (button) => header.contains(button) && inside(button),
      ),
      headerAbove: header.getBoundingClientRect().bottom <= pre.getBoundingClientRect().top + 1,
      fits: box.right <= innerWidth,
      name: header.querySelector('.code-title')?.textContent,
    };
  });
  expect(shape).toEqual({
    framed: true,
    scrolls: true,
    buttonsInHeader: true,
    headerAbove: true,
    fits: true,
    name: 'Terminal',
  });
});

test("a project file's block is named by its file", async ({ page }) => {
  await page.goto('/mg/overview/');
  // The fence's title, not the language.
  await expect(page.locator('[data-code-block] .code-title')).toContainText(['mg.project.json']);
});

test('a flag table scrolls inside its frame on a phone, its rows not stretched into tall strips', async ({ page }) => {
  await page.goto('/mg/cli/dmt/#options');
  const region = page
    .getByRole('region', { name: 'Table' })
    .filter({ has: page.getByRole('columnheader', { name: 'Default' }) });
  await region.first().scrollIntoViewIfNeeded();
  const shape = await region.first().evaluate((frame) => {
    const rows = [...frame.querySelectorAll('tbody tr')].map((row) => row.getBoundingClientRect().height);
    return {
      fits: frame.getBoundingClientRect().right <= innerWidth,
      scrolls: frame.scrollWidth > frame.clientWidth,
      cue: getComputedStyle(frame).backgroundImage.includes('gradient'),
      tallestRow: Math.max(...rows),
    };
  });
  expect(shape).toMatchObject({ fits: true, scrolls: true, cue: true });
  // Squeezed into a quarter of the screen, the Default column stood 260-285 px tall a row.
  expect(shape.tallestRow).toBeLessThan(200);
});

test('no screen is wider than a phone: nothing spills past its frame', async ({ page }) => {
  await page.setViewportSize(PHONE);
  // Every public page: the marketing pages, the placeholder and each docs page (lib/docs.ts).
  const pages = [
    ROUTES.home,
    ROUTES.apotheosis,
    ROUTES.telekinesis,
    ROUTES.docs,
    ...DOC_PAGES.map((p) => p.canonicalPath),
  ];
  for (const path of pages) {
    await page.goto(path);
    const widest = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(widest, `${path} scrolls sideways`).toBeLessThanOrEqual(PHONE.width);
  }
});

test('the signed-in dashboard is no wider than a phone', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 }); // where Log in is in the header
  await signIn(page, 'LinkedIn');
  await page.setViewportSize(PHONE);
  await expect(page.getByTestId('user-email')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});

test("on a phone the hero's widget sits behind the heading, not in a block of its own", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  const hero = page.getByRole('region', { name: /^Deploy apps/ });
  const heading = await hero.getByRole('heading', { level: 1 }).boundingBox();
  const widget = page.locator('[data-widget="icosahedron"]');
  await expect(widget).toHaveAttribute('data-status', 'running');
  const box = await widget.boundingBox();
  // It overlaps the heading's lines, and ends inside the hero.
  expect(box!.y).toBeLessThan(heading!.y + heading!.height);
  expect(box!.y + box!.height).toBeLessThanOrEqual(
    (await hero.boundingBox())!.y + (await hero.boundingBox())!.height + 1,
  );
  // The page scrolls under a finger on it: it takes no touches there.
  expect(await widget.evaluate((el) => getComputedStyle(el).pointerEvents)).toBe('none');
});

test('inline code wraps only at a space or punctuation on a phone, never inside a word', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const paths = DOC_PAGES.map((p) => p.canonicalPath);
  expect(paths.length, 'docs pages to read').toBeGreaterThan(0);
  for (const path of paths) {
    await page.goto(path);
    await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
    const split = await page.evaluate(() => {
      const found: string[] = [];
      const range = document.createRange();
      for (const code of document.querySelectorAll('article :not(pre) > code')) {
        if (code.getClientRects().length < 2) continue;
        // Where a character starts a new line, the one before it and it must not both be letters or digits.
        const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
        let lastTop: number | null = null;
        let previous = '';
        for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
          for (let i = 0; i < node.length; i++) {
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const top = Math.round(range.getBoundingClientRect().top);
            if (lastTop !== null && top > lastTop + 2 && /\w/.test(previous) && /\w/.test(node.data[i])) {
              found.push(code.textContent ?? '');
            }
            lastTop = top;
            previous = node.data[i];
          }
        }
      }
      return found;
    });
    expect(split, path).toEqual([]);
  }
});
