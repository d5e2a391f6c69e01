// A phone's width (390 px): what must hold on every screen there, whatever the content.
import type { Locator, Page } from '@playwright/test';
import { DOC_PAGES } from '@/lib/docs';
import { SESSION_SAMPLE } from '@/lib/docs-source';
import { ROUTES } from '@/lib/routes';
import { test, expect } from './fixtures';
import { lineBreaks, signIn } from './helpers';

const PHONE = { width: 390, height: 844 };

/** The tab bar's tabs on how many rows, and whether the bar scrolls sideways. */
const barShape = (bar: Locator) =>
  bar.evaluate((list) => {
    const tabs = [...list.querySelectorAll('[role="tab"]')];
    return {
      rows: new Set(tabs.map((tab) => Math.round(tab.getBoundingClientRect().top))).size,
      scrolls: list.scrollWidth > list.clientWidth,
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
 * The tab bar on one row that fits the phone (nothing to scroll sideways); the keyboard reaches the
 * last tab and the first, each in view.
 */
async function expectOneRow(page: Page, bar: Locator) {
  const { rows, scrolls } = await barShape(bar);
  expect({ rows, scrolls }).toEqual({ rows: 1, scrolls: false });
  await expectKeyboardReach(page, bar);
}

/** The keyboard reaches the last tab and the first, each in view. */
async function expectKeyboardReach(page: Page, bar: Locator) {
  const tabs = bar.getByRole('tab');
  await tabs.first().click();
  await page.keyboard.press('End');
  await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => inView(tabs.last())).toBe(true);
  await page.keyboard.press('Home');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => inView(tabs.first())).toBe(true);
}

/**
 * Every tab of the bar whole on the screen, with no scrolling to find one: each inside the viewport
 * and inside its bar's box, the bar not scrolling sideways, and no scroll cue fading a tab's edge.
 */
async function expectEveryTabWhole(bar: Locator) {
  const shape = await bar.evaluate((list) => {
    const frame = list.getBoundingClientRect();
    const cut = [...list.querySelectorAll('[role="tab"]')]
      .filter((tab) => {
        const own = tab.getBoundingClientRect();
        const inScreen = own.left >= 0 && own.right <= innerWidth;
        const inBar = own.left >= frame.left - 0.5 && own.right <= frame.right + 0.5;
        return !(own.width > 0 && inScreen && inBar);
      })
      .map((tab) => tab.textContent);
    return {
      cut,
      scrolls: list.scrollWidth > list.clientWidth + 1,
      mask: getComputedStyle(list).getPropertyValue('mask-image'),
    };
  });
  expect(shape).toEqual({ cut: [], scrolls: false, mask: 'none' });
}

test.use({ viewport: PHONE });

test('the telekinesis tabs are one row on a phone, every tab whole', async ({ page }) => {
  await page.goto('/telekinesis/');
  const bar = page.getByRole('tablist', { name: 'Telekinesis' });
  await expect(bar.getByRole('tab')).toHaveText(['Overview', 'LSD', 'Integration', 'ESP']);
  await expectEveryTabWhole(bar);
  await expectOneRow(page, bar);
});

test("the setup guide's tabs are one row on a phone, all whole, each named in full", async ({ page }) => {
  await page.goto('/');
  await page.locator('#mobile-menu summary').click();
  await page.locator('#mobile-menu').getByRole('button', { name: 'OAuth setup guide' }).click();
  const dialog = page.getByRole('dialog', { name: 'OAuth Setup Guide' });
  const bar = dialog.getByRole('tablist');
  for (const name of ['Overview', 'Descope Setup', 'Discord Setup', 'Testing']) {
    await expect(bar.getByRole('tab', { name, exact: true })).toBeVisible();
  }
  // A phone shows the two setups by their first word only: the rest of each name takes no room.
  const shownWidths = await bar
    .getByRole('tab')
    .evaluateAll((tabs) =>
      tabs.map((tab) => [...tab.querySelectorAll('span')].map((part) => part.getBoundingClientRect().width)),
    );
  expect(shownWidths).toEqual([[], [expect.any(Number)], [expect.any(Number)], []]);
  expect(shownWidths.flat().every((width) => width <= 1)).toBe(true);
  await expectEveryTabWhole(bar);
  await expectOneRow(page, bar);
});

test("the Overview's shell tabs are one row on a phone", async ({ page }) => {
  await page.goto('/mg/overview/');
  const bar = page.getByRole('tablist', { name: 'Shell' });
  await expect(bar.getByRole('tab').first()).toBeVisible();
  await expectOneRow(page, bar);
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

test('a flag table stacks on a phone: each flag over its description, nothing scrolling sideways', async ({ page }) => {
  await page.goto('/mg/cli/dmt/#options');
  const region = page
    .getByRole('region', { name: 'Table' })
    .filter({ has: page.getByRole('columnheader', { name: 'Flag' }) });
  await region.first().scrollIntoViewIfNeeded();
  const shape = await region.first().evaluate((frame) => {
    const [flag, description] = [...frame.querySelectorAll('tbody tr:first-child td')].map((cell) =>
      cell.getBoundingClientRect(),
    );
    return {
      fits: frame.getBoundingClientRect().right <= innerWidth,
      scrolls: frame.scrollWidth > frame.clientWidth,
      stacked: description.top >= flag.bottom - 1,
      // Squeezed beside the flags, descriptions once ran five lines in a third of the screen.
      fullWidth: description.width >= frame.clientWidth - 2,
    };
  });
  expect(shape).toEqual({ fits: true, scrolls: false, stacked: true, fullWidth: true });
});

test('the scroll cue fades the edge that hides more, and not an edge that is reached', async ({ page }) => {
  await page.goto('/mg/cli/dmt/');
  // The first code block whose lines run well past a phone's width (every block laid out to measure).
  await page.addStyleTag({ content: 'pre { content-visibility: visible !important; }' });
  const blocks = page.locator('[data-article] pre.scroll-cue');
  const index = await blocks.evaluateAll((pres) => pres.findIndex((pre) => pre.scrollWidth > pre.clientWidth + 200));
  expect(index).toBeGreaterThanOrEqual(0);
  const frame = blocks.nth(index);
  await frame.scrollIntoViewIfNeeded();
  /** The fade's width at the start and at the end of the frame, in px. */
  const fades = () =>
    frame.evaluate((el) => {
      const style = getComputedStyle(el);
      return [style.getPropertyValue('--cue-start'), style.getPropertyValue('--cue-end')].map(parseFloat);
    });
  expect(await frame.evaluate((el) => getComputedStyle(el).maskImage)).toContain('linear-gradient');
  await expect.poll(fades).toEqual([0, 32]);
  await frame.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect.poll(fades).toEqual([32, 0]);
  await frame.evaluate((el) => el.scrollTo({ left: el.scrollWidth / 2 - el.clientWidth / 2 }));
  await expect.poll(fades).toEqual([32, 32]);
});

test("a table's caption, said once above its cards, runs the table's width on a phone", async ({ page }) => {
  await page.goto('/mg/esp/');
  const caption = page.locator('caption.said-once').first();
  await expect(caption).toContainText('Created by');
  const [own, table] = await caption.evaluate((element) => [
    element.getBoundingClientRect().width,
    element.closest('table')!.getBoundingClientRect().width,
  ]);
  expect(own).toBeGreaterThanOrEqual(table - 1);
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

test("the landing page's terminal on a phone: output type of 12 px or more, scrolling inside its frame; flags whole", async ({
  page,
}) => {
  await page.goto(ROUTES.home);
  const screen = page.locator('figure pre').first();
  await expect(screen).toContainText(SESSION_SAMPLE);
  const sizes = await screen
    .locator('code > span:not(:has(> span[aria-hidden]))')
    .evaluateAll((lines) => lines.map((line) => parseFloat(getComputedStyle(line).fontSize)));
  expect(sizes.length).toBeGreaterThan(0);
  for (const size of sizes) expect(size).toBeGreaterThanOrEqual(12);
  // The session's output shows whole: nothing of it is hidden to the side.
  expect(await screen.evaluate((pre) => pre.scrollWidth - pre.clientWidth)).toBeLessThanOrEqual(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  // No word of a command breaks across lines: each flag's box is one line high.
  const heights = await screen
    .locator('code > span > span:not([aria-hidden])')
    .evaluateAll((words) => words.map((word) => word.getClientRects().length));
  expect(heights.length).toBeGreaterThan(0);
  expect(Math.max(...heights)).toBe(1);
});

test('the signed-in dashboard is no wider than a phone, its Session card last', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 }); // where Log in is in the header
  await signIn(page, 'LinkedIn');
  await page.setViewportSize(PHONE);
  await expect(page.getByTestId('user-email')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  // One column: Profile, Next steps, API User Data, then Session with Log out at the end.
  const top = async (name: string) => (await page.getByRole('heading', { name, exact: true }).boundingBox())!.y;
  const order = ['Profile', 'Next steps', 'API User Data', 'Session'];
  const tops = [];
  for (const name of order) tops.push(await top(name));
  expect(tops).toEqual([...tops].sort((a, b) => a - b));
  const logOut = (await page.getByRole('main').getByRole('button', { name: 'Log out' }).boundingBox())!;
  expect(logOut.y).toBeGreaterThan(tops[3]);
});

test('on a phone no widget is drawn over a heading or a paragraph, and the page scrolls under a finger on it', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  for (const path of [ROUTES.home, ROUTES.apotheosis, ROUTES.telekinesis]) {
    await page.goto(path);
    // Every widget started: each starts once half of it is on screen.
    const widgets = page.locator('[data-widget]');
    expect(await widgets.count()).toBeGreaterThan(0);
    for (const box of await widgets.all()) {
      await expect(() => box.scrollIntoViewIfNeeded({ timeout: 1_000 })).toPass();
      await expect(box).toHaveAttribute('data-status', 'running');
    }
    await expect(page.locator('[data-widget] canvas')).toHaveCount(await widgets.count());
    const crossings = await page.evaluate(() => {
      const onPage = (element: Element) => {
        const r = element.getBoundingClientRect();
        return { left: r.left, right: r.right, top: r.top + scrollY, bottom: r.bottom + scrollY };
      };
      const canvases = [...document.querySelectorAll('[data-widget] canvas')].map(onPage);
      const words = [...document.querySelectorAll('main :is(h1, h2, h3, h4, p)')];
      return words
        .filter((element) => {
          const w = onPage(element);
          return canvases.some((c) => c.left < w.right && w.left < c.right && c.top < w.bottom && w.top < c.bottom);
        })
        .map((element) => element.textContent?.slice(0, 40));
    });
    expect(crossings, `${path}: the words a widget crosses`).toEqual([]);
    // A swipe that starts on a widget scrolls the page (a sideways drag still turns it).
    for (const box of await widgets.all()) {
      expect(await box.evaluate((element) => getComputedStyle(element).touchAction)).toMatch(/pan-y/);
    }
  }
});

test('buttons stacked on a phone are each as wide as their column', async ({ page }) => {
  await page.setViewportSize(PHONE);
  // The marketing pages; /docs has one action, full width too (docs.spec.ts).
  for (const path of [ROUTES.home, ROUTES.apotheosis, ROUTES.telekinesis]) {
    await page.goto(path);
    const groups = await page.evaluate(() => {
      // A group: an element holding nothing but two or more buttons (or links drawn as buttons), one under another.
      const found: { labels: string[]; widths: number[]; column: number }[] = [];
      for (const parent of document.querySelectorAll('main *')) {
        const actions = [...parent.children];
        const drawnAsButtons = actions.every(
          (child) => child.matches('a, button') && getComputedStyle(child).display !== 'inline',
        );
        if (actions.length < 2 || !drawnAsButtons) continue;
        const boxes = actions.map((action) => action.getBoundingClientRect());
        if (!boxes.every((box, i) => i === 0 || box.top >= boxes[i - 1].bottom - 1)) continue;
        const style = getComputedStyle(parent);
        const column =
          parent.getBoundingClientRect().width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        found.push({
          labels: actions.map((action) => action.textContent ?? ''),
          widths: boxes.map((box) => Math.round(box.width)),
          column: Math.round(column),
        });
      }
      return found;
    });
    expect(groups.length, `${path} stacks buttons`).toBeGreaterThan(0);
    for (const group of groups) {
      expect(group.widths, `${path}: ${group.labels.join(', ')}`).toEqual(group.widths.map(() => group.column));
    }
  }
});

test('inline code wraps only at a space or punctuation on a phone, never inside a word or after a hyphen', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const paths = DOC_PAGES.map((p) => p.canonicalPath);
  expect(paths.length, 'docs pages to read').toBeGreaterThan(0);
  for (const path of paths) {
    await page.goto(path);
    await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
    // Where a character starts a new line, the one before it and it must not both be letters or digits,
    // and the one before it is no hyphen (`--` / `local-port`) unless the line breaks at a space.
    const split = (await lineBreaks(page.locator('article :not(pre) > code')))
      .filter(({ before, after }) => (/\w/.test(before) && /\w/.test(after)) || (before === '-' && !/\s/.test(after)))
      .map(({ text }) => text);
    expect(split, path).toEqual([]);
  }
});

test("the footer's three link groups stand side by side on a phone, none cut", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(ROUTES.telekinesis);
  const footer = page.getByRole('navigation', { name: 'Footer' });
  const lists = footer.getByRole('list');
  await expect(lists).toHaveCount(3);
  const boxes = await lists.evaluateAll((uls) =>
    uls.map((ul) => {
      const box = ul.getBoundingClientRect();
      return {
        top: Math.round(box.top),
        right: box.right,
        cut: [...ul.querySelectorAll('a')].some((a) => a.getClientRects().length > 1),
      };
    }),
  );
  expect(new Set(boxes.map((box) => box.top)).size, 'one row').toBe(1);
  for (const box of boxes) expect(box.right).toBeLessThanOrEqual(PHONE.width);
  expect(
    boxes.some((box) => box.cut),
    'a label on two lines',
  ).toBe(false);
});

test.describe('on a touch phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('the small buttons answer a finger-sized area: a code block’s Copy and the header’s icons', async ({ page }) => {
    await page.goto('/mg/tools/');
    /** The height and width of the area around the button's centre where a tap still reaches it. */
    const reach = (button: Locator) =>
      button.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
        const hits = (dx: number, dy: number) => element.contains(document.elementFromPoint(x + dx, y + dy));
        const extent = (step: (d: number) => boolean) => {
          let d = 0;
          while (d < 40 && step(d + 1)) d += 1;
          return d;
        };
        return {
          height: extent((d) => hits(0, -d)) + extent((d) => hits(0, d)) + 1,
          width: extent((d) => hits(-d, 0)) + extent((d) => hits(d, 0)) + 1,
          drawn: Math.round(box.height),
        };
      });
    const copy = page.getByRole('button', { name: 'Copy code' }).first();
    await copy.scrollIntoViewIfNeeded();
    const copyReach = await reach(copy);
    expect(copyReach.drawn).toBeLessThan(30);
    expect(copyReach.height).toBeGreaterThanOrEqual(42);
    const theme = page.getByRole('banner').getByRole('button', { name: /Switch to/ });
    const themeReach = await reach(theme);
    expect(Math.min(themeReach.height, themeReach.width)).toBeGreaterThanOrEqual(42);
  });
});
