import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';

/** How long a test that scans a whole page for violations may take. */
const WHOLE_PAGE_SCAN_TEST_MS = 90_000;

/**
 * Lays out every code block and table of a long docs page now. Each is drawn only as it nears the
 * screen (content-visibility: auto), a few frames after a scroll brings it there, and then shrinks to
 * its real height: a click that scrolls to a button further down can press it, and release 16 px off
 * it once the blocks above have been drawn, and the button gets no click. For tests of what a button
 * in the article does, not of how the page draws its blocks.
 */
export async function layOutEveryBlock(page: Page) {
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
}

/** A place where an element's text wraps: the characters either side of it, and the element's text. */
export interface LineBreak {
  before: string;
  after: string;
  text: string;
}

/** Every place where the text of `elements` wraps onto a new line, as laid out now. */
export async function lineBreaks(elements: Locator): Promise<LineBreak[]> {
  return elements.evaluateAll((all) => {
    const found: LineBreak[] = [];
    const range = document.createRange();
    for (const element of all) {
      // A character whose box starts lower than the one before it starts a new line.
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      let lastTop: number | null = null;
      let previous = '';
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        for (let i = 0; i < node.length; i++) {
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const top = Math.round(range.getBoundingClientRect().top);
          if (lastTop !== null && top > lastTop + 2) {
            found.push({ before: previous, after: node.data[i], text: element.textContent ?? '' });
          }
          lastTop = top;
          previous = node.data[i];
        }
      }
    }
    return found;
  });
}

/** WCAG 2.1 A and AA violations on the page as it is now, one line each (empty when clean). */
export async function axeViolations(page: Page, within: string[] = []): Promise<string[]> {
  // axe reads colours from laid-out boxes, and a long page lays out a far-away code block or table
  // only as it nears the screen: lay them all out, as a reader scrolling to each would see it.
  await layOutEveryBlock(page);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  // `within` scans only those parts (a menu or dialog just opened, on a page a whole-page scan
  // covers elsewhere): on the DMT reference a whole-page scan takes 10 to 15 s on an idle 2-core
  // machine and past 30 s on a busy one, so a test that scans a whole page has 90 s.
  if (!within.length) test.info().setTimeout(Math.max(test.info().timeout, WHOLE_PAGE_SCAN_TEST_MS));
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of within) builder.include(selector);
  const results = await builder.analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Every command of the DMT and LSD references, each with its own heading and anchor. */
export const DMT_COMMANDS = [
  'blastoff',
  'deploy',
  'awake',
  'list',
  'show',
  'nuke',
  'ssh',
  'db',
  'verify',
  'ssl',
  'unlock',
  'test',
  'help',
];
export const LSD_COMMANDS = ['drop', 'deploy', 'list', 'show', 'delete', 'status', 'logs', 'health', 'trip'];

/** Log in → provider → the emulator's consent page; answers its link back to /auth/callback. */
export async function toConsent(page: Page, label: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose Login Method' });
  await dialog.getByRole('button', { name: `Continue with ${label}` }).click();
  const back = page.getByRole('link', { name: /Continue as a test user of/ });
  await back.waitFor();
  return back;
}

/** Log in → provider → the emulator's consent page → back through /auth/callback. */
export async function startSignIn(page: Page, label: string) {
  await (await toConsent(page, label)).click();
}

/**
 * The addresses of the page's scripts whose text holds `text`. Read from the document, which holds a
 * script element for every script the app has asked for (it loads its code that way) from the
 * moment it asks: the browser may start a low-priority script's request later.
 */
export async function scriptsHolding(page: Page, text: string): Promise<string[]> {
  const sources = await page.evaluate(() => [...document.scripts].map((script) => script.src).filter(Boolean));
  const texts = await Promise.all(sources.map(async (source) => (await page.request.get(source)).text()));
  return sources.filter((_, i) => texts[i].includes(text));
}

/** How far runClockUntilVisible moves a paused clock at a time. */
const CLOCK_STEP_MS = 20;

/**
 * Under a paused clock (page.clock.pauseAt), moves page time on CLOCK_STEP_MS at a time, as long as
 * `locator` is not visible: the page's own short timers run (React holds a commit for up to 300 ms
 * after a loading state), and a timer the page sets as it shows `locator` has run only the step or
 * two taken while its render was on the way (one, 20 ms, on this machine, measured). A test timing
 * that timer keeps a margin of hundreds of milliseconds either side.
 */
export async function runClockUntilVisible(page: Page, locator: Locator, timeout = 15_000) {
  const deadline = Date.now() + timeout;
  while (!(await locator.isVisible())) {
    if (Date.now() > deadline) throw new Error(`${locator} did not show within ${timeout} ms of stepping the clock`);
    await page.clock.runFor(CLOCK_STEP_MS);
  }
}

export async function signIn(page: Page, label: string) {
  await page.goto('/');
  await startSignIn(page, label);
  await page.waitForURL('**/home/');
}

/** Waits until the search shortcuts work: the header's button names them once its key listener is on. */
export async function searchShortcutsReady(page: Page) {
  await page.locator('button[aria-keyshortcuts="Control+K Meta+K /"]').waitFor({ state: 'attached' });
}

/**
 * Waits until a docs page's script runs (Copy, shell tabs, the scroll-spy): it shows the "Your
 * values" buttons, hidden in the server's HTML, when it starts. A page with a reader's value only.
 */
export async function docsScriptRunning(page: Page) {
  await expect(page.getByRole('button', { name: 'Your values' }).first()).toBeVisible();
}

/**
 * What a click on a Copy button puts on the clipboard. The clipboard is emptied first and read once
 * the copy has landed (the write is asynchronous, and the browser's clipboard outlives a test), so
 * an earlier copy never passes for this one. Needs the clipboard permissions.
 */
export async function copiedBy(page: Page, button: Locator): Promise<string> {
  await layOutEveryBlock(page);
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await button.click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).not.toBe('');
  return page.evaluate(() => navigator.clipboard.readText());
}

/** The open dialog's backdrop: its colour's opacity (1 when it has none) and its backdrop filter. */
export async function openDialogBackdrop(page: Page): Promise<{ alpha: number; filter: string }> {
  const backdrop = await page.locator('dialog[open]').evaluate((dialog) => {
    const style = getComputedStyle(dialog, '::backdrop');
    return { color: style.backgroundColor, filter: style.backdropFilter };
  });
  return {
    alpha: Number(/rgba?\([^)]*[,/]\s*([\d.]+)\)/.exec(backdrop.color)?.[1] ?? 1),
    filter: backdrop.filter,
  };
}
