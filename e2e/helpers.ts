import type { Page } from '@playwright/test';

/** Log in → provider → the emulator's consent page → back through /auth/callback. */
export async function startSignIn(page: Page, label: string) {
  await page.getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose Login Method' });
  await dialog.getByRole('button', { name: `Continue with ${label}` }).click();
  await page.getByRole('link', { name: /Continue as a test user of/ }).click();
}

export async function signIn(page: Page, label: string) {
  await page.goto('/');
  await startSignIn(page, label);
  await page.waitForURL('**/home/');
}
