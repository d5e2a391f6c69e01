import { test, expect } from './fixtures';
import { docsScriptRunning } from './helpers';

test('the sidebar lists every docs page in two flat groups, the current page marked, each link going to its page', async ({
  page,
}) => {
  await page.goto('/mg/overview/');
  const nav = page.getByRole('navigation', { name: 'Documentation' }).last();
  await expect(nav.getByRole('list', { name: 'Getting started' }).getByRole('link')).toHaveText([
    'Overview',
    'Quick Start',
    'Flow',
    'DREAM',
  ]);
  await expect(nav.getByRole('list', { name: 'Reference' }).getByRole('link')).toHaveText([
    'CLI Overview',
    'DMT Commands',
    'LSD Commands',
    'ESP',
  ]);
  await expect(nav.getByRole('link', { name: 'Overview', exact: true })).toHaveAttribute('aria-current', 'page');
  // The groups' headings are text, not links.
  await expect(nav.getByRole('link', { name: /Getting started|Reference/ })).toHaveCount(0);

  for (const [name, path, title] of [
    ['Quick Start', '/mg/tools/', 'Quick Start'],
    ['DREAM', '/mg/dream/', 'DREAM'],
    ['CLI Overview', '/mg/cli/main/', 'CLI Overview'],
    ['DMT Commands', '/mg/cli/dmt/', 'DMT Commands'],
    ['ESP', '/mg/esp/', 'ESP'],
  ]) {
    await nav.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current]')).toHaveCount(1);
  }
});

test('every docs page is in the sidebar and in Sections on a phone, and Next walks them in that order', async ({
  page,
}) => {
  const order = ['Overview', 'Quick Start', 'Flow', 'DREAM', 'CLI Overview', 'DMT Commands', 'LSD Commands', 'ESP'];
  await page.goto('/mg/esp/');
  const nav = page.getByRole('navigation', { name: 'Documentation' });
  await expect(nav.last().getByRole('link')).toHaveText(order);
  await expect(nav.getByRole('link', { name: 'ESP', exact: true }).first()).toHaveAttribute('aria-current', 'page');
  await page.setViewportSize({ width: 390, height: 844 });
  await nav.getByText('Sections').click();
  const sections = nav.locator('details');
  // The same groups, under the same headings, in the same order as the sidebar.
  expect(
    await sections.getByRole('list').evaluateAll((lists) => lists.map((l) => l.getAttribute('aria-label'))),
  ).toEqual(['Getting started', 'Reference']);
  await expect(sections.getByRole('link')).toHaveText(order);
  await sections.getByRole('link', { name: 'DREAM', exact: true }).click();
  await expect(page).toHaveURL(/\/mg\/dream\/$/);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/mg/overview/');
  const seen = [await page.getByRole('heading', { level: 1 }).innerText()];
  for (let i = 1; i < order.length; i++) {
    await page.getByRole('navigation', { name: 'Previous and next page' }).getByRole('link', { name: /^Next/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(order[i]);
    seen.push(order[i]);
  }
  expect(seen.length).toBe(order.length);
});

test('the footer lists the docs in the sidebar’s groups and order', async ({ page }) => {
  await page.goto('/mg/cli/lsd/');
  const footer = page.getByRole('navigation', { name: 'Footer' });
  const sidebar = page.getByRole('navigation', { name: 'Documentation' }).last();
  for (const group of ['Getting started', 'Reference']) {
    await expect(footer.getByRole('list', { name: group }).getByRole('link')).toHaveText(
      await sidebar.getByRole('list', { name: group }).getByRole('link').allTextContents(),
    );
  }
});

test('/docs is the placeholder with its sidebar tree', async ({ page }) => {
  await page.goto('/docs/');
  await expect(page.getByText('Documentation coming soon.')).toBeVisible();
  const tree = page.getByRole('navigation', { name: 'Docs sections' });
  for (const text of ['DREAM', 'Apotheosis', 'DMT', 'ESP', 'Telekinesis', 'LSD', 'Milligram', 'CLI Commands']) {
    await expect(tree.getByText(text, { exact: true })).toBeVisible();
  }
  // Every section to come is marked "soon"; the CLI's commands are live: a link to their reference.
  await expect(tree.getByText('soon', { exact: true })).toHaveCount(4);
  const cli = tree.getByRole('link', { name: 'CLI Commands', exact: true });
  await expect(cli).toHaveAttribute('href', '/mg/cli/main/');
  const cliItem = tree.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'CLI Commands' }) });
  await expect(cliItem.last()).not.toContainText('soon');
  // The card says what is live, in one rhythm: the card's 16 px gap between its lines, no paragraph margins on top.
  const chip = page.getByText('Command-line reference', { exact: true });
  const note = page.getByText(/^Every mg command is documented today/);
  const chipBox = (await chip.boundingBox())!;
  const noteBox = (await note.boundingBox())!;
  expect(noteBox.y - (chipBox.y + chipBox.height)).toBeCloseTo(16, 0);
  // The live reference is pointed to at the top, above the fold.
  const live = page.getByRole('link', { name: 'Read the milligram docs' });
  await expect(live).toBeInViewport();
  await live.click();
  await expect(page).toHaveURL(/\/mg\/overview\/$/);
});

test('/docs on a phone: the way to the live docs in the first screen, the tree after it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/docs/');
  const live = page.getByRole('link', { name: 'Read the Milligram docs' });
  await expect(live).toBeInViewport({ ratio: 1 });
  // As wide as the note that holds it: the one action, the full width.
  const note = live.locator('xpath=..');
  expect(Math.round((await live.boundingBox())!.width)).toBe(
    Math.round(await note.evaluate((n) => n.clientWidth - parseFloat(getComputedStyle(n).paddingLeft) * 2)),
  );
  const tree = page.getByRole('navigation', { name: 'Docs sections' });
  expect((await tree.boundingBox())!.y).toBeGreaterThan((await live.boundingBox())!.y);
});

test('a docs page fetches no other page before the reader shows intent: a pointer, a focus, or nearing previous / next', async ({
  page,
}) => {
  const payloads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('.txt') || request.headers()['rsc'] === '1') payloads.push(url.pathname);
  });
  // And every fetch the page makes, as it calls it: the browser may start a low-priority request
  // (a prefetch) a moment later.
  await page.addInitScript(() => {
    const asked: string[] = [];
    const fetch = window.fetch.bind(window);
    window.fetch = (input, init) => {
      asked.push(new URL(input instanceof Request ? input.url : String(input), location.href).pathname);
      return fetch(input, init);
    };
    Object.assign(window, { asked });
  });
  const askedPayloads = () =>
    page.evaluate(() => (window as unknown as { asked: string[] }).asked.filter((path) => path.endsWith('.txt')));
  await page.clock.install();
  await page.goto('/mg/cli/dmt/');
  await docsScriptRunning(page); // its intent listeners and the pager's observer are on
  // Without intent the page could fetch only from a timer or from an observer's report (the pager's,
  // as the page loads). Run a minute of its timers at once, then wait for a new observer's first
  // report: the browser delivers it after the reports of every observer made before it. Whatever
  // either fetched is in `asked` by then.
  await page.clock.runFor(60_000);
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        const observer = new IntersectionObserver(() => {
          observer.disconnect();
          done();
        });
        observer.observe(document.body);
      }),
  );
  expect(await askedPayloads()).toEqual([]);
  expect(payloads).toEqual([]);
  const nav = page.getByRole('navigation', { name: 'Documentation' });
  await nav.getByRole('link', { name: 'LSD Commands' }).first().hover();
  await expect.poll(() => payloads.some((path) => path.startsWith('/mg/cli/lsd/'))).toBe(true);
  await nav.getByRole('link', { name: 'ESP' }).first().focus();
  await expect.poll(() => payloads.some((path) => path.startsWith('/mg/esp/'))).toBe(true);
  // Previous and next: once the reader nears the end of the page.
  expect(payloads.some((path) => path.startsWith('/mg/cli/main/'))).toBe(false);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => payloads.some((path) => path.startsWith('/mg/cli/main/'))).toBe(true);
  // And the click still goes there, at once.
  await nav.getByRole('link', { name: 'LSD Commands' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('LSD Commands');
});

test("a reworded heading's former address still lands on it, below the header", async ({ page }) => {
  // "blastoff stopped partway" became "blastoff stopped halfway", the word the LSD page uses.
  await page.goto('/mg/cli/dmt/#blastoff-stopped-partway');
  const heading = page.getByRole('heading', { name: 'blastoff stopped halfway', exact: true });
  await expect(heading).toBeInViewport();
  const header = (await page.locator('header').first().boundingBox())!;
  await expect.poll(async () => (await heading.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
  await expect.poll(async () => (await heading.boundingBox())!.y).toBeLessThan(header.height + 200);
});

test('a flag that moved to a command of the same page: its old address lands on its row, tinted', async ({ page }) => {
  // --local-port was a shared option; it is the db command's own flag now.
  await page.goto('/mg/cli/dmt/#option-local-port');
  const row = page.locator('#db-option-local-port');
  await expect(row).toBeInViewport();
  const tint = await row.evaluate((element) => getComputedStyle(element).backgroundColor);
  const untinted = await page
    .locator('#ssl-option-email')
    .evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(tint).not.toBe(untinted);
});

test('a part that moved to another page: its old address shows a note linking there, which nobody else sees', async ({
  page,
}) => {
  await page.goto('/mg/cli/dmt/');
  await expect(page.locator('#option-aws-profile')).toBeHidden();
  await expect(page.locator('#generate-an-ssl-certificate')).toBeHidden();

  // --aws-profile is a global option now, a row of the CLI Overview page.
  await page.goto('/mg/cli/dmt/#option-aws-profile');
  const note = page.locator('#option-aws-profile');
  await expect(note).toBeInViewport();
  await expect(note).toHaveText(
    'What this address showed has moved: --aws-profile is a global option now, on the CLI Overview page.',
  );
  const header = (await page.locator('header').first().boundingBox())!;
  await expect.poll(async () => (await note.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
  await note.getByRole('link', { name: '--aws-profile is a global option now, on the CLI Overview page' }).click();
  await expect(page).toHaveURL(/\/mg\/cli\/main\/#option-aws-profile$/);
  await expect(page.locator('tr#option-aws-profile')).toBeInViewport();

  // "Generate an SSL certificate" is the Overview page's "Generate a TLS certificate".
  await page.goto('/mg/cli/dmt/#generate-an-ssl-certificate');
  const ssl = page.locator('#generate-an-ssl-certificate');
  await expect(ssl).toBeInViewport();
  await expect(ssl.getByRole('link')).toHaveAttribute('href', '/mg/overview/#generate-a-tls-certificate');
  // The page the reader asked for goes on under it: the ssl command's own section.
  await expect(page.getByRole('heading', { name: 'ssl', exact: true })).toBeInViewport();
});

test("the Overview's reworded certificate heading keeps its old address", async ({ page }) => {
  await page.goto('/mg/overview/#generate-an-ssl-certificate');
  await expect(page.getByRole('heading', { name: 'Generate a TLS certificate' })).toBeInViewport();
});

test('a code block marks its highlighted and added lines, drawn across the frame with + in the gutter', async ({
  page,
}) => {
  await page.goto('/mg/cli/lsd/');
  const added = page.locator('#deploy ~ .code-block pre .line.diff.add').first();
  await added.scrollIntoViewIfNeeded();
  await expect(added).toContainText('remind-overdue');
  const mark = await added.evaluate((line) => ({
    gutter: getComputedStyle(line, '::before').content,
    width: line.getBoundingClientRect().width,
    frame: line.closest('pre')!.getBoundingClientRect().width,
    background: getComputedStyle(line).backgroundColor,
  }));
  expect(mark.gutter).toBe('"+"');
  expect(mark.width).toBeGreaterThanOrEqual(mark.frame - 2);
  expect(mark.background).not.toBe('rgba(0, 0, 0, 0)');
  const highlighted = page.locator('pre .line.highlighted');
  await expect(highlighted).toHaveCount(1);
  await expect(highlighted).toContainText(`if (record.body === '{"mg":"heartbeat"}') continue;`);
});
