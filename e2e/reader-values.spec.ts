// "Your values": a reader's deployment name, domain, AWS profile and region in every mg command of
// the docs, shown and copied; kept in this browser only; the examples back with one action; the
// panel's code loaded when it opens; the examples as written without JavaScript.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { axeViolations, copiedBy, docsScriptRunning, layOutEveryBlock, scriptsHolding } from './helpers';

const KEY = 'milligram:your-values';
const VALUES = { name: 'acme-store', domain: 'store.acme.dev', profile: 'acme', region: 'eu-central-1' };

/** The panel, opened from the command block holding `command`. */
async function openFrom(page: Page, command: string) {
  const block = page.locator('[data-code-block]', { has: page.locator('pre', { hasText: command }) }).first();
  const button = block.getByRole('button', { name: 'Your values' });
  await layOutEveryBlock(page); // the button stays where the click finds it
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Your values' });
  await expect(dialog).toBeVisible();
  return { dialog, button, block };
}

async function fill(page: Page, values: Partial<typeof VALUES>) {
  const dialog = page.getByRole('dialog', { name: 'Your values' });
  const labels = { name: 'Deployment name', domain: 'Domain', profile: 'AWS profile', region: 'AWS region' };
  for (const [slot, value] of Object.entries(values))
    await dialog.getByLabel(labels[slot as keyof typeof labels]).fill(value);
}

test.describe('Your values', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('every mg command shows and copies the reader’s values, on every page, after a reload and in another tab', async ({
    page,
    context,
  }) => {
    await page.goto('/mg/cli/dmt/');
    // Opened from the block with this caption: its command changes with the values, the caption not.
    const { dialog, button } = await openFrom(page, '# A tunnel on port 15432');
    await fill(page, VALUES);
    await dialog.getByRole('button', { name: 'Use these values' }).click();
    await expect(dialog).toBeHidden();
    // Focus is back on the button that opened the panel.
    await expect(button).toBeFocused();

    // Blocks and inline code: every place the build marked shows the value, marked as the reader's.
    const names = page.locator('[data-slot="name"]');
    expect(await names.count()).toBeGreaterThan(20);
    await expect(names.filter({ hasNotText: VALUES.name })).toHaveCount(0);
    await expect(page.locator('[data-slot="domain"]').first()).toHaveText(VALUES.domain);
    await expect(page.locator('code [data-slot="name"][data-own]').first()).toBeVisible();
    await expect(
      page.locator('pre', { hasText: 'mg dmt blastoff acme-store --domain store.acme.dev' }).first(),
    ).toBeVisible();

    // Copy copies them.
    const block = page.locator('[data-code-block]', {
      has: page.locator('pre', { hasText: '# A tunnel on port 15432' }),
    });
    expect(await copiedBy(page, block.first().getByRole('button', { name: 'Copy code' }))).toBe(
      'mg dmt db acme-store --local-port 15432',
    );
    // A command after a shell keyword takes them too: the loop never mixes the reader's name with the example's.
    await expect(page.locator('pre', { hasText: 'mg dmt verify acme-store || rc=$?' })).toBeVisible();

    // Another page, a reload, another tab: the same values.
    await page.goto('/mg/cli/lsd/');
    await expect(page.locator('pre', { hasText: 'mg lsd logs acme-store' }).first()).toBeVisible();
    await page.goto('/mg/cli/main/');
    await expect(page.locator('pre', { hasText: 'mg dmt list --region eu-west-1' })).toHaveCount(0);
    await expect(page.locator('pre', { hasText: 'mg dmt list --region eu-central-1' })).toBeVisible();
    await page.reload();
    await expect(page.locator('pre', { hasText: 'mg dmt list --region eu-central-1' })).toBeVisible();
    const other = await context.newPage();
    await other.goto('/mg/overview/');
    await expect(other.locator('pre', { hasText: /^mg dmt ssh acme-store$/ })).toBeVisible();
    await expect(other.locator('code', { hasText: '--aws-profile acme' }).first()).toBeVisible();
    await expect(other.locator('pre', { hasText: 'export AWS_PROFILE=acme' })).toBeVisible();

    // Cleared in one tab, the other tab shows the examples again.
    await other.getByRole('button', { name: 'Your values' }).first().click();
    await other
      .getByRole('dialog', { name: 'Your values' })
      .getByRole('button', { name: 'Put the examples back' })
      .click();
    expect(await other.evaluate((key) => localStorage.getItem(key), KEY)).toBeNull();
    await expect(other.locator('pre', { hasText: /^mg dmt ssh shop$/ })).toBeVisible();
    await expect(page.locator('pre', { hasText: 'mg dmt list --region eu-central-1' })).toHaveCount(0);
    await expect(page.locator('[data-slot][data-own]')).toHaveCount(0);
  });

  test('a value that breaks its rule says why, keeps what was typed, and stores nothing', async ({ page }) => {
    await page.goto('/mg/cli/dmt/');
    const { dialog, button } = await openFrom(page, 'mg dmt ssh shop');
    await fill(page, { name: 'Acme Store', domain: 'store.acme.dev' });
    await dialog.getByRole('button', { name: 'Use these values' }).click();
    const field = dialog.getByLabel('Deployment name');
    await expect(field).toBeFocused();
    await expect(field).toHaveValue('Acme Store');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/Deployment name: lowercase letters, digits and dashes/);
    expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBeNull();
    await expect(page.locator('[data-slot][data-own]')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    // Escape closes it; focus goes back to the button that opened it.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('the values are sent nowhere, and a stored value that breaks its rule is never shown', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (request) => sent.push(`${request.url()} ${request.postData() ?? ''}`));
    await page.goto('/mg/overview/');
    await page.getByRole('button', { name: 'Your values' }).first().click();
    await fill(page, VALUES);
    await page.getByRole('dialog', { name: 'Your values' }).getByRole('button', { name: 'Use these values' }).click();
    await page.goto('/mg/cli/dmt/');
    await page.waitForLoadState('networkidle');
    expect(sent.filter((line) => Object.values(VALUES).some((v) => line.includes(v)))).toEqual([]);

    await page.evaluate(
      (key) =>
        localStorage.setItem(key, JSON.stringify({ name: '<img src=x onerror=alert(1)>', domain: 'store.acme.dev' })),
      KEY,
    );
    await page.reload();
    await expect(page.locator('[data-slot="domain"]').first()).toHaveText('store.acme.dev');
    await expect(page.locator('[data-slot="name"]').first()).toHaveText('shop');
  });

  test('the panel’s code loads when it first opens, not with the page', async ({ page }) => {
    const panelCode = () => scriptsHolding(page, 'Use these values');
    await page.clock.install();
    await page.goto('/mg/cli/dmt/');
    await docsScriptRunning(page);
    // Not with the page, nor later before it opens: the page could ask for it only from a timer, and
    // the fake clock runs a minute of its timers now; a script it asks for is in the document at once.
    await page.clock.runFor(60_000);
    expect(await panelCode()).toEqual([]);
    await page.getByRole('button', { name: 'Your values' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Your values' })).toBeVisible();
    expect(await panelCode()).toHaveLength(1);
  });

  test('where the browser refuses storage, the values still show on this page, and the panel says so', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('blocked', 'SecurityError');
      };
    });
    await page.goto('/mg/cli/dmt/');
    const { dialog } = await openFrom(page, 'mg dmt show shop');
    await fill(page, { name: 'acme-store' });
    await dialog.getByRole('button', { name: 'Use these values' }).click();
    await expect(dialog.getByRole('status')).toHaveText(
      'This browser does not let the site keep them: they show on this page until you leave it.',
    );
    await expect(page.locator('pre', { hasText: 'mg dmt show acme-store' }).first()).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the commands show their examples as written, and no dead button', async ({ page }) => {
    await page.goto('/mg/cli/dmt/');
    await expect(page.locator('pre', { hasText: 'mg dmt db shop --local-port 15432' }).first()).toBeVisible();
    expect(await page.locator('[data-values-button]').count()).toBeGreaterThan(10);
    await expect(page.getByRole('button', { name: 'Your values' })).toHaveCount(0); // hidden: nothing would open it
  });
});
