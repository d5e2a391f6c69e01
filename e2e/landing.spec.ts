import { SESSION_SAMPLE } from '../lib/docs-source';
import { WISDOM_PLACEHOLDER } from '../lib/wisdom';
import { test, expect } from './fixtures';
import { copiedBy } from './helpers';

test('the landing page sells first: the hero, then the products, then this deployment, then a call to action', async ({
  page,
}) => {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const sections = ['Deploy apps', 'Three tools', 'This deployment', 'Your first deploy'];
    const tops: number[] = [];
    for (const name of sections) {
      const box = await page.getByRole('region', { name: new RegExp(`^${name}`) }).boundingBox();
      tops.push(box!.y);
    }
    expect(tops, `at ${width} px`).toEqual([...tops].sort((a, b) => a - b));
    const products = page.getByRole('region', { name: /^Three tools/ }).getByRole('article');
    await expect(products.getByRole('heading', { level: 3 })).toHaveCount(3);
    // Each product has its picture: the stack, the hypercube, the terminal.
    await expect(products.nth(1).locator('[data-widget="hypercube"]')).toHaveCount(1);
    await expect(products.nth(2).getByRole('figure', { name: 'Terminal' })).toBeVisible();
  }
});

test('the terminal shows a real session: the Quick Start’s commands and the DMT reference’s sample', async ({
  page,
}) => {
  await page.goto('/mg/tools/');
  const quickStart = (
    await page.locator('pre[data-copy]').evaluateAll((pres) => pres.map((p) => p.getAttribute('data-copy')))
  )
    // A long command is broken over lines ending in ` \`: one command again.
    .flatMap((copy) => copy!.replace(/ \\\n\s*/g, ' ').split('\n'))
    .map((line) => line.trim());
  await page.goto('/mg/cli/dmt/');
  // A session's prompts are drawn by CSS: the text holds the command, then what it printed.
  const sessions = await page.locator('pre[data-shell="console"]').allTextContents();
  const [, ...output] = sessions
    .find((text) => text.startsWith(`${SESSION_SAMPLE}\n`))!
    .trimEnd()
    .split('\n');
  await page.goto('/');
  const terminal = page.getByRole('figure', { name: 'Terminal' });
  const commands = (await terminal.locator('pre > code > span:has(> span[aria-hidden])').allInnerTexts()).map((line) =>
    line.replace(/^\$ /, '').trim(),
  );
  expect(commands.length).toBeGreaterThanOrEqual(3);
  expect(commands.slice(0, -1).every((command) => quickStart.includes(command))).toBe(true);
  expect(commands.at(-1)).toBe(SESSION_SAMPLE);
  const shown = (await terminal.locator('pre > code > span:not(:has(> span[aria-hidden]))').allInnerTexts()).map(
    (line) => line.trimEnd(),
  );
  expect(shown).toEqual(output.map((line) => line.trimEnd()));
});

test('the landing page shows the deployment information built from the settings', async ({ page }) => {
  await page.goto('/');
  const info = page.getByRole('region', { name: 'Deployment', exact: true });
  for (const [term, value] of [
    ['Provisioning ID', 'prov-e2e-main'],
    ['Type', 'apotheosis'],
    ['Status', 'active'],
    ['Apotheosis', 'On'],
    ['Sanctified', 'On'],
  ]) {
    await expect(
      info.locator('div', { has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) }).locator('dd'),
    ).toHaveText(value);
  }
});

test.describe('with the clipboard', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('the hero gives the Quick Start’s install line to copy', async ({ page }) => {
    await page.goto('/mg/tools/');
    const install = await page.locator('pre[data-copy]').first().getAttribute('data-copy');
    await page.goto('/');
    const hero = page.getByRole('region', { name: /^Deploy apps/ });
    const line = install!.split('\n')[0];
    await expect(hero.locator('code', { hasText: line })).toHaveText(`$ ${line}`);
    const copy = hero.getByRole('button', { name: /the install command$/ });
    await expect(copy).toHaveText('Copy the install command');
    expect(await copiedBy(page, copy)).toBe(line);
    await expect(copy).toHaveText('Copied the install command');
  });
});

test('the Wisdom section ("Try the API") says what its button does, then shows the quote in that place', async ({
  page,
}) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Try the API', exact: true });
  await expect(section.getByText(WISDOM_PLACEHOLDER)).toBeVisible();
  await section.getByRole('button', { name: 'Wisdom' }).click();
  await expect(section.getByRole('status').locator('blockquote')).toHaveText(/^“.+”$/);
  await expect(section.getByText(WISDOM_PLACEHOLDER)).toHaveCount(0);
});

test('the four health cards turn healthy against the API emulator, which received the checks', async ({
  page,
  api,
  baseURL,
}) => {
  const since = Date.now();
  await page.goto('/');
  const cards = page.getByRole('list', { name: 'Service health' });
  for (const key of ['frontend', 'api', 'db', 'telekinesis']) {
    await expect(cards.getByTestId(`health-${key}`)).toContainText('healthy');
    await expect(cards.getByTestId(`health-${key}`)).not.toContainText('unhealthy');
  }
  await expect(cards.getByTestId('health-frontend')).toContainText('Frontend');
  await expect(cards.getByTestId('health-api')).toContainText('Server');
  await expect(cards.getByTestId('health-db')).toContainText('Database');
  await expect(cards.getByRole('link', { name: /Telekinesis/ })).toHaveAttribute('href', '/telekinesis/');
  const routes = (await api.requests()).filter((r) => r.at >= since && r.origin === baseURL).map((r) => r.route);
  expect(routes).toContain('/health');
  expect(routes).toContain('/db-health');
});

test('/apotheosis lists the Quick Start’s steps, each with the step’s own command and a link to it', async ({
  page,
}) => {
  await page.goto('/mg/tools/');
  const headings = (await page.getByRole('heading', { level: 2 }).allInnerTexts())
    .map((text) => text.trim())
    .filter((text) => /^\d+\. /.test(text));
  const copies = (
    await page.locator('pre[data-copy]').evaluateAll((pres) => pres.map((p) => p.getAttribute('data-copy')))
  ).flatMap((copy) =>
    copy!
      .replace(/ \\\n\s*/g, ' ')
      .split('\n')
      .map((line) => line.trim()),
  );
  await page.goto('/apotheosis/');
  // Not the landing page's terminal again: the steps, as cards.
  await expect(page.getByRole('figure', { name: 'Terminal' })).toHaveCount(0);
  const steps = page.getByRole('region', { name: 'The Quick Start, step by step' }).getByRole('listitem');
  await expect(steps).toHaveCount(headings.length);
  for (const [i, heading] of headings.entries()) {
    const title = heading.replace(/^\d+\. /, '');
    const step = steps.nth(i);
    await expect(step.getByRole('heading', { level: 3 })).toHaveText(title);
    expect(copies).toContain((await step.locator('code').innerText()).replace(/\s+/g, ' ').trim());
  }
  await steps.nth(3).getByRole('link', { name: 'Deploy' }).click();
  await expect(page).toHaveURL(/\/mg\/tools\/#4-deploy$/);
  await expect(page.getByRole('heading', { name: '4. Deploy' })).toBeInViewport();
});

test('/apotheosis shows API, database and queue health', async ({ page }) => {
  await page.goto('/apotheosis/');
  const cards = page.getByRole('region', { name: 'App health' }).getByRole('list', { name: 'Service health' });
  await expect(cards.getByRole('listitem')).toHaveCount(3);
  await expect(cards.getByTestId('health-api')).toContainText('healthy');
  await expect(cards.getByTestId('health-db')).toContainText('healthy');
  await expect(cards.getByTestId('health-telekinesis')).toContainText('healthy');
});
