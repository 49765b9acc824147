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

/**
 * Signs a new person up through the API and hands the app their token as it keeps it, then
 * opens /app as `signUp` ends: for tests about another screen (the sign-up dialog, with its
 * spec'd two-second wait before /app, has tests of its own in auth.spec.ts).
 */
export async function signUpByApi(page: Page, email: string, password = PASSWORD) {
  const registered = await page.request.post('/api/auth/register', { data: { email, password } });
  expect(registered.status(), await registered.text()).toBe(201);
  const login = await page.request.post('/api/auth/login', { data: { email, password } });
  expect(login.status(), await login.text()).toBe(200);
  const token = ((await login.json()) as { session: { access_token: string } }).session
    .access_token;
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('gleaner-token', value), token);
  await page.goto('/app');
  // The first load of /app fetches its lazy chunk: with two browsers on two cores, seconds.
  await expect(page.getByText(email)).toBeVisible({ timeout: 15_000 });
  return token;
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
