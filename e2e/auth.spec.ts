import { test, expect, type Page } from './fixtures';

const PROVIDERS = [
  ['google', 'Google'],
  ['github', 'GitHub'],
  ['microsoft', 'Microsoft'],
  ['facebook', 'Facebook'],
  ['discord', 'Discord'],
  ['linkedin', 'LinkedIn'],
] as const;

async function signIn(page: Page, label: string) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose Login Method' });
  await dialog.getByRole('button', { name: `Continue with ${label}` }).click();
  await page.getByRole('link', { name: /Continue as a test user of/ }).click();
  await page.waitForURL('**/home/');
}

for (const [provider, label] of PROVIDERS) {
  test(`signs in with ${label} through the identity provider and lands on /home`, async ({ page }) => {
    await signIn(page, label);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
    await expect(page.getByTestId('user-email')).toHaveText(`test.user+${provider}@example.com`);
    await expect(page.getByText(label, { exact: true })).toBeVisible();
    // The profile rule gave the new user the provider's name.
    await expect(page.getByTestId('display-name')).toHaveText(/^Test .+ User$/);
    expect(page.url()).not.toContain('code=');
  });
}
