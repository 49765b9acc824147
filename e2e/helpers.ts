import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'correct-horse-7';

/** A fresh address per test, so tests never share an account. */
export function uniqueEmail(label: string): string {
  const random = Math.random().toString(36).slice(2, 8);
  return `${label}-${Date.now()}-${random}@example.com`;
}

/** Opens the sign-in dialog from the header and returns it. */
export async function openAuthDialog(page: Page, tab: 'Sign In' | 'Sign Up' | 'Reset' = 'Sign In') {
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome to Gleaner' });
  await expect(dialog).toBeVisible();
  if (tab !== 'Sign In') await dialog.getByRole('tab', { name: tab }).click();
  return dialog;
}

/** Signs up through the dialog and waits until the app screen shows the signed-in person. */
export async function signUp(page: Page, email: string, password = PASSWORD) {
  await page.goto('/');
  const dialog = await openAuthDialog(page, 'Sign Up');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('Confirm Password').fill(password);
  await dialog.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(
    dialog.getByText(
      // The e2e server has no SMTP_URL: no confirmation e-mail is promised.
      'Account created. This server sends no e-mail, so no confirmation link will come: you are signed in and can start now.',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/app$/, { timeout: 10_000 });
  await expect(page.getByText(email)).toBeVisible();
}
