// Reading the docs on any screen: the phone header and menu, the Sections and "On this page"
// disclosures, scroll-spy, callouts, shell-aware Copy, synced tabs, breadcrumbs, print and the 404
// page's help.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { axeViolations, copiedBy, docsScriptRunning, layOutEveryBlock } from './helpers';
import { COPIED_MESSAGE_MS } from '../components/docs/copy-buttons';
import { READING_LINE } from '../components/docs/scroll-spy';

const PHONE = { width: 390, height: 844 };
const summary = (page: Page, name: string) => page.locator('summary', { hasText: name });

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  for (const width of [360, 390, 430]) {
    test(`the header is one row at ${width} px: brand, search, theme and Menu`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/mg/cli/dmt/');
      const header = page.locator('header').first();
      const box = (await header.boundingBox())!;
      expect(box.height).toBeLessThanOrEqual(64);
      for (const control of [
        header.getByRole('link', { name: 'milligram' }),
        header.getByRole('button', { name: /Search docs/ }),
        header.getByRole('button', { name: /Switch to/ }),
        summary(page, 'Menu'),
      ]) {
        const item = (await control.boundingBox())!;
        expect(item.y + item.height).toBeLessThanOrEqual(box.height);
      }
      await expect(header.getByRole('button', { name: 'Projects' })).toBeHidden();
      await expect(header.getByRole('navigation', { name: 'Main' })).toBeHidden();
    });
  }

  test('the menu holds Docs, the projects and sign-in, one item current; a link or Escape closes it', async ({
    page,
  }) => {
    await page.goto('/mg/cli/dmt/');
    const menu = page.locator('#mobile-menu');
    await summary(page, 'Menu').click();
    await expect(menu).toHaveAttribute('open', '');
    await expect(menu.getByRole('link')).toHaveText(['Docs', 'Apotheosis', 'Telekinesis', 'Milligram']);
    await expect(menu.locator('[aria-current="page"]')).toHaveText(['Docs']);
    await expect(menu.getByRole('list', { name: 'Projects' }).getByRole('link')).toHaveCount(3);
    await expect(menu.getByRole('button', { name: 'Log in' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).not.toHaveAttribute('open');
    await expect(summary(page, 'Menu')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('open', '');
    await menu.getByRole('link', { name: 'Telekinesis' }).click();
    await expect(page).toHaveURL(/\/telekinesis\/$/);
    await expect(menu).not.toHaveAttribute('open');
  });

  test('the title is on the first screen and the sections sit behind "Sections"', async ({ page }) => {
    await page.goto('/mg/cli/dmt/');
    const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    expect(title.y + title.height).toBeLessThan(PHONE.height / 2);
    const docsNav = page.getByRole('navigation', { name: 'Documentation' });
    await expect(docsNav.getByRole('link', { name: 'LSD Commands' })).toBeHidden();
    await summary(page, 'Sections').click();
    await expect(docsNav.getByRole('link', { name: 'DMT Commands' })).toHaveAttribute('aria-current', 'page');
    await docsNav.getByRole('link', { name: 'LSD Commands' }).click();
    await expect(page).toHaveURL(/\/mg\/cli\/lsd\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('LSD Commands');
  });

  test('nuke is two taps from the top of DMT Commands, through "On this page"', async ({ page }) => {
    await page.goto('/mg/cli/dmt/');
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await summary(page, 'On this page').tap();
    // Every section and subsection of the page, as on a desk.
    const headings = await page.locator('#main article :is(h2, h3)').count();
    expect(headings).toBeGreaterThan(20);
    await expect(toc.getByRole('link')).toHaveCount(headings);
    await toc.getByRole('link', { name: 'nuke', exact: true }).tap();
    await expect(page).toHaveURL(/#nuke$/);
    await expect(page.getByRole('heading', { name: 'nuke', exact: true })).toBeInViewport();
    await expect(page.locator('[data-toc-disclosure]')).not.toHaveAttribute('open');
  });

  test('3000 px down, "On this page" is a bar under the header naming the section in view; nuke is two taps away', async ({
    page,
  }) => {
    await page.goto('/mg/cli/dmt/');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => window.scrollTo(0, 3000));
    const bar = summary(page, 'On this page');
    const header = (await page.locator('header').first().boundingBox())!;
    const sticky = page.getByRole('navigation', { name: 'On this page' });
    await expect.poll(async () => (await sticky.boundingBox())!.y).toBeLessThanOrEqual(header.height + 1);
    await expect(bar).toBeInViewport();
    await expect(page.locator('[data-toc-current]')).not.toBeEmpty();
    await bar.tap();
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'nuke', exact: true }).tap();
    const heading = page.getByRole('heading', { name: 'nuke', exact: true });
    await expect(heading).toBeInViewport();
    await expect(page.locator('[data-toc-current]')).toHaveText('nuke');
    // Below the header and the bar, not under them.
    await expect
      .poll(async () => (await heading.boundingBox())!.y)
      .toBeGreaterThanOrEqual((await bar.boundingBox())!.y + (await bar.boundingBox())!.height);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the "On this page" bar is a plain disclosure, and a section followed from it lands below it', async ({
      page,
    }) => {
      await page.goto('/mg/cli/dmt/');
      await page.evaluate(() => window.scrollTo(0, 3000));
      const bar = summary(page, 'On this page');
      await bar.tap();
      await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'db', exact: true }).tap();
      await expect(page).toHaveURL(/#db$/);
      const heading = page.getByRole('heading', { name: 'db', exact: true });
      await expect(heading).toBeInViewport();
      const barBox = (await bar.boundingBox())!;
      expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(barBox.y + barBox.height);
    });
  });

  test('axe finds nothing with the menu, Sections and On this page open, in both themes', async ({ page }) => {
    // The rest of the page is scanned whole on a phone in the a11y tests: these scans look at what
    // opened, in each theme.
    const opened = ['details']; // Sections, On this page and the menu
    await page.goto('/mg/cli/dmt/');
    await summary(page, 'Sections').click();
    await summary(page, 'On this page').click();
    expect(await axeViolations(page, opened)).toEqual([]);
    await page.getByRole('button', { name: 'Switch to void theme' }).click();
    expect(await axeViolations(page, opened)).toEqual([]);
    await summary(page, 'Menu').click();
    expect(await axeViolations(page, opened)).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });

  test('the menu, Sections and On this page open, and every shell variant shows, labelled', async ({ page }) => {
    await page.goto('/mg/tools/');
    await summary(page, 'Menu').click();
    await expect(page.locator('#mobile-menu').getByRole('link', { name: 'Telekinesis' })).toBeVisible();
    await summary(page, 'Menu').click();
    await summary(page, 'Sections').click();
    await expect(
      page.getByRole('navigation', { name: 'Documentation' }).getByRole('link', { name: 'Flow' }),
    ).toBeVisible();
    await summary(page, 'On this page').click();
    await expect(
      page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: '4. Deploy' }),
    ).toBeVisible();
    await page.goto('/mg/overview/');
    for (const [label, line] of [
      ['bash / zsh', 'export AWS_PROFILE=work'],
      ['PowerShell', '$Env:AWS_PROFILE = "work"'],
      ['fish', 'set -gx AWS_PROFILE work'],
    ]) {
      const group = page.getByRole('group', { name: label });
      await expect(group).toBeVisible();
      await expect(group).toContainText(label);
      await expect(group.locator('pre')).toHaveText(line);
    }
  });
});

test('scroll-spy marks the section in view, following anchors and scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/mg/cli/dmt/');
  const toc = page.getByRole('navigation', { name: 'On this page' });
  const current = toc.locator('a[aria-current="location"]');
  await toc.getByRole('link', { name: 'nuke', exact: true }).click();
  await expect(current).toHaveText('nuke');
  await page.getByRole('heading', { name: 'verify', exact: true }).evaluate((h) => h.scrollIntoView());
  await expect(current).toHaveText('verify');
  await page.getByRole('heading', { name: 'blastoff', exact: true }).evaluate((h) => h.scrollIntoView());
  await expect(current).toHaveText('blastoff');
  // The last section, at the bottom of the page, below the reading line.
  await toc.getByRole('link', { name: 'help', exact: true }).click();
  await expect(current).toHaveText('help');
  await expect(current).toHaveCount(1);
});

test('a long "On this page" scrolls to keep the section in view inside it, and the page stays put', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 700 });
  await page.goto('/mg/cli/dmt/');
  const toc = page.getByRole('navigation', { name: 'On this page' });
  const current = toc.locator('a[aria-current="location"]');
  // The premise: the list is longer than its box, and 'help' (the last entry) starts out of view.
  expect(await toc.evaluate((nav) => nav.scrollHeight > nav.clientHeight)).toBe(true);
  const inView = () =>
    current.evaluate((link) => {
      const nav = link.closest('nav')!.getBoundingClientRect();
      const item = link.getBoundingClientRect();
      return item.top >= nav.top && item.bottom <= nav.bottom;
    });
  expect(
    await toc.getByRole('link', { name: 'help', exact: true }).evaluate((link) => {
      const nav = link.closest('nav')!.getBoundingClientRect();
      return link.getBoundingClientRect().top < nav.bottom;
    }),
  ).toBe(false);
  for (const name of ['ssh', 'help', 'blastoff']) {
    const heading = page.getByRole('heading', { name, exact: true });
    const top = await heading.evaluate((h) => {
      h.scrollIntoView();
      return Math.round(h.getBoundingClientRect().top);
    });
    await expect(current).toHaveText(name);
    await expect.poll(inView, name).toBe(true);
    // The list scrolled, not the page: the heading is still where scrollIntoView put it.
    expect(Math.round(await heading.evaluate((h) => h.getBoundingClientRect().top))).toBe(top);
  }
});

test("at the page's bottom the last section is current, though too short to reach the reading line", async ({
  page,
}) => {
  // Tall enough that ESP's last section ends the page before it reaches the line.
  await page.setViewportSize({ width: 1280, height: 1800 });
  await page.goto('/mg/esp/');
  const toc = page.getByRole('navigation', { name: 'On this page' });
  const last = (await toc.getByRole('link').allTextContents()).at(-1)!;
  // End again until the page's end stays put: blocks laid out as they near the screen grow it.
  await expect
    .poll(async () => {
      await page.keyboard.press('End');
      return page.evaluate(() => innerHeight + scrollY >= document.documentElement.scrollHeight - 2);
    })
    .toBe(true);
  // The premise: the last heading stands below the reading line at the page's end.
  const heading = page.getByRole('heading', { name: last, exact: true });
  const line = await page.evaluate((share) => innerHeight * share, READING_LINE);
  expect(await heading.evaluate((h) => h.getBoundingClientRect().top)).toBeGreaterThan(line);
  await expect(toc.locator('a[aria-current="location"]')).toHaveText(last);
});

test("scroll-spy marks a reworded heading followed by its former address at the page's bottom", async ({ page }) => {
  // Tall enough that the page ends before the section reaches the reading line (the section and the
  // footer below it fill less than the screen's lower part, under the line).
  await page.setViewportSize({ width: 1280, height: 3600 });
  const current = page.getByRole('navigation', { name: 'On this page' }).locator('a[aria-current="location"]');
  const heading = page.getByRole('heading', { name: 'blastoff stopped halfway', exact: true });
  for (const address of ['/mg/cli/dmt/#blastoff-stopped-partway', '/mg/cli/dmt/#blastoff-stopped-halfway']) {
    await page.goto('about:blank');
    await page.goto(address);
    await expect(current, address).toHaveText('blastoff stopped halfway');
    // The premise: the heading stands below the reading line, the page scrolled to its end.
    const line = await page.evaluate((share) => innerHeight * share, READING_LINE);
    expect(await heading.evaluate((h) => h.getBoundingClientRect().top)).toBeGreaterThan(line);
    expect(await page.evaluate(() => innerHeight + scrollY >= document.documentElement.scrollHeight - 2)).toBe(true);
  }
});

test('a malformed #fragment leaves scroll-spy working', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/mg/cli/dmt/#%E0%A4%A');
  const current = page.getByRole('navigation', { name: 'On this page' }).locator('a[aria-current="location"]');
  await page.getByRole('heading', { name: 'verify', exact: true }).evaluate((h) => h.scrollIntoView());
  await expect(current).toHaveText('verify');
  await page.getByRole('heading', { name: 'ssh', exact: true }).evaluate((h) => h.scrollIntoView());
  await expect(current).toHaveText('ssh');
  // An uncaught error from the spy fails the test through the fixture.
});

test('warnings are callouts: an aside with a visible label and an icon, kept as alerts in Markdown', async ({
  page,
  request,
}) => {
  for (const [path, labels] of [
    ['/mg/cli/dmt/', ['Caution', 'Warning']],
    ['/mg/cli/lsd/', ['Caution', 'Warning', 'Tip', 'Warning']],
    ['/mg/overview/', ['Warning']],
  ] as const) {
    await page.goto(path);
    const notes = page.locator('article aside[role="note"]');
    await expect(notes.locator('.callout-title')).toHaveText([...labels]);
    await expect(notes.first().locator('svg[aria-hidden="true"]')).toHaveCount(1);
  }
  await page.goto('/mg/cli/dmt/');
  await expect(page.locator('section, article').getByRole('note').first()).toContainText('There is no undo');
  const markdown = await (await request.get('/md/dmt.md')).text();
  expect(markdown).toContain('> [!CAUTION]\n> There is no undo.');
  expect(markdown).toContain('> [!WARNING]\n> `unlock --force`');
  const overview = await (await request.get('/md/overview.md')).text();
  expect(overview).toContain('**PowerShell**\n\n```powershell\n$Env:AWS_PROFILE = "work"\n```');
  expect(overview).not.toContain('<CodeTabs');
});

test.describe('Copy on shell blocks', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('copies the commands only: no prompts, no sample output; other blocks as they read', async ({ page }) => {
    await page.goto('/mg/cli/dmt/');
    await docsScriptRunning(page); // a click before it would do nothing
    const session = page.locator('pre', { hasText: 'NAME  DOMAIN' });
    const prompt = await session
      .locator('.line.cmd')
      .first()
      .evaluate((line) => getComputedStyle(line, '::before').content);
    expect(prompt).toBe('"$ "');
    expect(await copiedBy(page, session.locator('xpath=..').getByRole('button', { name: 'Copy code' }))).toBe(
      'mg dmt list',
    );

    // An example: its caption is a comment, shown and never copied.
    const example = page.locator('pre', { hasText: '# Destroy shop, after you type its name' });
    expect(await copiedBy(page, example.locator('xpath=..').getByRole('button', { name: 'Copy code' }))).toBe(
      'mg dmt nuke shop',
    );

    // A loop over several lines: its body's lines are continuations, copied with it.
    const loop = [
      'for attempt in $(seq 30); do',
      '  rc=0',
      '  mg dmt verify shop || rc=$?',
      '  if [ "$rc" -ne 4 ]; then break; fi',
      '  if [ "$attempt" -lt 30 ]; then sleep 60; fi',
      'done',
      '[ "$rc" -eq 0 ] && mg dmt ssl shop --email ops@example.com',
    ].join('\n');
    const several = page.locator('pre', { hasText: 'for attempt in $(seq 30); do' });
    await expect(several.locator('.line.cmd')).toHaveCount(2);
    expect(await copiedBy(page, several.locator('xpath=..').getByRole('button', { name: 'Copy code' }))).toBe(loop);

    // A block that is not shell (no data-copy) copies as it reads.
    await several.evaluate((pre) => pre.removeAttribute('data-copy'));
    expect(await copiedBy(page, several.locator('xpath=..').getByRole('button', { name: /Cop/ }))).toBe(loop);
  });

  test('a block far below the screen, not yet laid out, copies its whole text', async ({ page }) => {
    await page.goto('/mg/cli/dmt/');
    await docsScriptRunning(page);
    // The page's last block that is not shell, clicked where it lies: the page has not scrolled to it,
    // so the browser has not laid it out (content-visibility: auto).
    const expected = await page.evaluate(() => {
      const pre = [...document.querySelectorAll('pre')].filter((p) => !p.hasAttribute('data-copy')).at(-1)!;
      (pre.closest('[data-code-block]')!.querySelector('[data-copy-button]') as HTMLButtonElement).click();
      return pre.textContent!.trimEnd();
    });
    expect(expected.length).toBeGreaterThan(10);
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  });
});

test.describe('the Copy button', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test(`says Copied for ${COPIED_MESSAGE_MS} ms, then Copy again`, async ({ page }) => {
    await page.clock.install();
    await page.goto('/mg/cli/dmt/');
    await docsScriptRunning(page); // a click before it would do nothing
    // A paused clock moves only when told to: a busy machine's real milliseconds do not count.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    const block = page.locator('pre', { hasText: 'mg dmt nuke --all --yes' }).locator('xpath=..');
    await layOutEveryBlock(page); // the button stays where the click finds it
    await block.getByRole('button', { name: 'Copy code' }).click();
    await expect(block.getByRole('button', { name: 'Copied code' })).toBeVisible();
    await page.clock.runFor(COPIED_MESSAGE_MS - 100);
    await expect(block.getByRole('button', { name: 'Copied code' })).toBeVisible();
    await page.clock.runFor(200);
    await expect(block.getByRole('button', { name: 'Copy code' })).toBeVisible();
  });
});

test('shell tabs: arrow keys choose, and the choice holds on coming back and after a reload', async ({ page }) => {
  await page.goto('/mg/overview/');
  const tabs = page.getByRole('tablist', { name: 'Shell' });
  await expect(tabs.getByRole('tab')).toHaveText(['bash / zsh', 'PowerShell', 'fish']);
  await expect(tabs.getByRole('tab', { name: 'bash / zsh' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('export AWS_PROFILE=work');
  await tabs.getByRole('tab', { name: 'bash / zsh' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'PowerShell' })).toBeFocused();
  await expect(tabs.getByRole('tab', { name: 'PowerShell' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('$Env:AWS_PROFILE = "work"');
  await page.keyboard.press('End');
  await expect(page.getByRole('tabpanel')).toContainText('set -gx AWS_PROFILE work');
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowLeft'); // wraps to the last
  await expect(tabs.getByRole('tab', { name: 'fish' })).toHaveAttribute('aria-selected', 'true');

  // Away to the Quick Start, and back through its link to the section with the tabs.
  await page.getByRole('navigation', { name: 'Documentation' }).getByRole('link', { name: 'Quick Start' }).click();
  await expect(page).toHaveURL(/\/mg\/tools\/$/);
  await page.getByRole('main').getByRole('link', { name: 'Configure credentials' }).first().click();
  await expect(page.getByRole('tablist', { name: 'Shell' }).getByRole('tab', { name: 'fish' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('tabpanel')).toContainText('set -gx AWS_PROFILE work');
  await page.reload();
  await expect(page.getByRole('tabpanel')).toContainText('set -gx AWS_PROFILE work');
  expect(await axeViolations(page)).toEqual([]);
});

test('breadcrumbs: Home › Reference › DMT Commands, the group plain text, the last the current page', async ({
  page,
}) => {
  await page.goto('/mg/cli/dmt/');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('listitem')).toHaveText(['Home', 'Reference', 'DMT Commands']);
  await expect(crumbs.getByRole('link')).toHaveText(['Home', 'DMT Commands']);
  await expect(crumbs.getByRole('link', { name: 'DMT Commands' })).toHaveAttribute('aria-current', 'page');
  await page.goto('/mg/tools/');
  await expect(crumbs.getByRole('listitem')).toHaveText(['Home', 'Getting started', 'Quick Start']);
  await crumbs.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a docs page prints as the article alone, with external addresses and wrapped code', async ({ page }) => {
  await page.goto('/mg/cli/dmt/');
  await page.emulateMedia({ media: 'print' });
  for (const hidden of [
    page.locator('header').first(),
    page.getByRole('navigation', { name: 'Breadcrumb' }),
    page.getByRole('button', { name: 'Copy code' }).first(),
    page.locator('footer').first(),
  ]) {
    await expect(hidden).toBeHidden();
  }
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The DMT page links to other sites: the first such link prints its address after it.
  const layout = await page.locator('article').evaluate((article) => {
    const external = article.querySelector<HTMLAnchorElement>('a[href^="http"]');
    return {
      x: article.getBoundingClientRect().x,
      after: external && getComputedStyle(external, '::after').content,
      wrap: getComputedStyle(article.querySelector('pre')!).whiteSpace,
    };
  });
  expect(layout.x).toBeLessThan(60);
  expect(layout.wrap).toBe('pre-wrap');
  expect(layout.after).toMatch(/http/);
});

test.describe('the 404 page helps', () => {
  test.use({ allowConsoleErrors: [/status of 404 \(Not Found\)/] });

  test('it suggests the closest pages and is still a 404', async ({ page }) => {
    const response = await page.goto('/mg/cli/dmtt/');
    expect(response?.status()).toBe(404);
    const suggestions = page.getByRole('navigation', { name: 'Were you looking for…' });
    await expect(suggestions.getByRole('link').first()).toHaveText('DMT Commands');
    await page.goto('/mg/lsd/delete');
    await expect(suggestions.getByRole('link').first()).toHaveText('LSD Commands');
    await suggestions.getByRole('link', { name: 'LSD Commands' }).click();
    await expect(page).toHaveURL(/\/mg\/cli\/lsd\/#delete$/);
  });

  test('it offers the search with the address’s words filled in', async ({ page }) => {
    await page.goto('/mg/lsd/delete');
    const field = page.getByRole('searchbox', { name: 'Search the docs' });
    await expect(field).toHaveValue('lsd delete');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Search the documentation' });
    await expect(dialog.getByRole('combobox')).toHaveValue('lsd delete');
    // The first result is under its page's name.
    await expect(dialog.getByRole('group').first()).toHaveAccessibleName(/LSD/);
    expect(await axeViolations(page)).toEqual([]);
  });
});
