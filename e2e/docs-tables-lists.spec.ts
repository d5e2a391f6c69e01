// Tables, lists and inline code on the docs pages, at a desk's width and a phone's: command cells
// that stay short, stacked rows that keep every cell, small tables kept whole, code blocks in lists
// that take the column's width, one measure for prose and lists, and inline code with no gap around it.
import type { Page } from '@playwright/test';
import { DOC_PAGES } from '@/lib/docs';
import { test, expect } from './fixtures';

const DESK = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

/** Lays out every block of the page now (they wait for the screen otherwise: content-visibility). */
const layOutAll = (page: Page) => page.addStyleTag({ content: '* { content-visibility: visible !important; }' });

test.describe('at a desk', () => {
  test.use({ viewport: DESK });

  test("the AWS permissions' commands are chips by family, no taller than what they are for, with no commas", async ({
    page,
  }) => {
    await page.goto('/mg/overview/#aws-permissions');
    await layOutAll(page);
    const rows = await page.locator('#aws-permissions ~ .table-scroll tbody tr').evaluateAll((trs) =>
      trs.map((tr) => {
        const [service, forCell, commands] = [...tr.querySelectorAll('td')];
        const height = (cell: Element) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          return range.getBoundingClientRect().height;
        };
        return {
          service: service.textContent,
          // Far taller than the cell beside it: a column of one command a line.
          tall: height(commands) > Math.max(height(forCell), 80) * 1.5,
          commas: [...commands.childNodes].some((node) => node.textContent?.includes(',')),
          broken: [...commands.querySelectorAll('code')].filter((code) => code.getClientRects().length > 1).length,
        };
      }),
    );
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.filter((row) => row.tall || row.commas || row.broken)).toEqual([]);
  });

  test("a command's Effects read at the prose's measure: no list wider than the paragraphs", async ({ page }) => {
    for (const path of ['/mg/cli/dmt/', '/mg/cli/lsd/']) {
      await page.goto(path);
      await layOutAll(page);
      const rights = await page.evaluate(() => {
        const article = document.querySelector('[data-article]')!;
        const right = (selector: string) =>
          Math.max(
            ...[...article.querySelectorAll(selector)]
              .filter((element) => !element.closest('td, li, .callout, .code-block') && element.getClientRects().length)
              .map((element) => Math.round(element.getBoundingClientRect().right)),
          );
        return { paragraphs: right(':scope > p'), lists: right('ul, ol') };
      });
      expect(rights.lists, path).toBe(rights.paragraphs);
    }
  });

  test('inline code has no margin, and a bracket or "\'s" sits within 3.5 px of its text', async ({ page }) => {
    await page.goto('/mg/tools/');
    const code = page.locator('[data-article] p code', { hasText: /^nuke$/ }).first();
    const gaps = await code.evaluate((element) => {
      const text = document.createRange();
      text.selectNodeContents(element);
      const [before, after] = [element.previousSibling!, element.nextSibling!];
      const bracket = document.createRange();
      bracket.setStart(before, before.textContent!.length - 1);
      bracket.setEnd(before, before.textContent!.length);
      const apostrophe = document.createRange();
      apostrophe.setStart(after, 0);
      apostrophe.setEnd(after, 1);
      const style = getComputedStyle(element);
      return {
        margin: [style.marginLeft, style.marginRight],
        before: text.getBoundingClientRect().left - bracket.getBoundingClientRect().right,
        after: apostrophe.getBoundingClientRect().left - text.getBoundingClientRect().right,
      };
    });
    expect(gaps.margin).toEqual(['0px', '0px']);
    expect(gaps.before).toBeLessThanOrEqual(3.5);
    expect(gaps.after).toBeLessThanOrEqual(3.5);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test("every stacked table row shows a cell for each column, a merged cell's copy included", async ({ page }) => {
    for (const doc of DOC_PAGES) {
      await page.goto(doc.canonicalPath);
      await layOutAll(page);
      const short = await page.evaluate(() =>
        [...document.querySelectorAll('[data-article] .table-scroll:not(.table-kept) table')].flatMap((table) => {
          const columns = table.querySelectorAll('thead th').length;
          return [...table.querySelectorAll('tbody tr')]
            .filter((tr) => [...tr.children].filter((cell) => cell.getClientRects().length).length < columns)
            .map((tr) => tr.textContent!.trim().slice(0, 40));
        }),
      );
      expect(short, doc.canonicalPath).toEqual([]);
    }
  });

  test('a small table stays a table: Short flags is one row a flag, fitting the column', async ({ page }) => {
    await page.goto('/mg/cli/main/#short-flags');
    await layOutAll(page);
    const frame = page.locator('#short-flags ~ .table-scroll').first();
    const shape = await frame.evaluate((element) => ({
      display: getComputedStyle(element.querySelector('table')!).display,
      header: element.querySelector('thead')!.getBoundingClientRect().height > 0,
      scrolls: element.scrollWidth > element.clientWidth,
      tallest: Math.max(...[...element.querySelectorAll('tbody tr')].map((tr) => tr.getBoundingClientRect().height)),
    }));
    expect(shape).toEqual({ display: 'table', header: true, scrolls: false, tallest: expect.any(Number) });
    // As cards, each row was about 150 px tall.
    expect(shape.tallest).toBeLessThan(80);
  });

  test('a code block in a list takes the whole column, its long lines under the scroll cue', async ({ page }) => {
    await page.goto('/mg/dmt/');
    await layOutAll(page);
    const blocks = await page.locator('[data-article] li > [data-code-block]').evaluateAll((frames) => {
      const column = document.querySelector('[data-article]')!.getBoundingClientRect();
      return frames.map((frame) => {
        const box = frame.getBoundingClientRect();
        const pre = frame.querySelector('pre')!;
        return {
          left: Math.round(box.left - column.left),
          right: Math.round(column.right - box.right),
          scrolls: pre.scrollWidth > pre.clientWidth,
          cue: getComputedStyle(pre).getPropertyValue('--cue-end'),
        };
      });
    });
    expect(blocks.length).toBeGreaterThan(3);
    expect(blocks.filter((block) => block.left !== 0 || block.right !== 0)).toEqual([]);
    const scrolling = blocks.filter((block) => block.scrolls);
    expect(scrolling.length).toBeGreaterThan(0);
    expect(scrolling.map((block) => block.cue)).toEqual(scrolling.map(() => '32px'));
  });
});
