// The back-office's staff in the journeys: an account made by `ops staff:create`, signed in at /admin in a tab as wide
// as an office screen, its generated password replaced at the first sign-in.
import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { openTab, runOps } from './browser.ts';

export const staffPassword = 'e2e staff password 2026';

export type StaffRole = 'admin' | 'moderator' | 'support' | 'marketing';

/** A staff member's tab at an office screen's width. */
export async function staffTab(browser: Browser) {
  const tab = await openTab(browser);
  await tab.page.setViewportSize({ width: 1280, height: 900 });
  return tab;
}

/**
 * Creates a staff account from the command line and signs it in at /admin, replacing the generated password;
 * `atStep` is called on the sign-in page and on the password page, before each is filled.
 */
export async function signInStaff(
  page: Page,
  role: StaffRole,
  atStep?: (step: 'sign-in' | 'password') => Promise<void>,
): Promise<string> {
  // Unique across journey files sharing one server.
  const email = `${role}.e2e.${randomBytes(4).toString('hex')}@staff.example`;
  const { password } = (await runOps('staff:create', { email, role })) as { password: string };
  await page.goto('/admin');
  await page.getByLabel('Email').waitFor();
  await atStep?.('sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Пароль').fill(password);
  await page.getByRole('button', { name: 'Увійти' }).click();
  await page.getByRole('heading', { name: 'Зміна пароля' }).waitFor();
  await atStep?.('password');
  await page.getByLabel('Поточний пароль').fill(password);
  await page.getByLabel('Новий пароль (щонайменше 12 символів)').fill(staffPassword);
  await page.getByLabel('Повторіть новий пароль').fill(staffPassword);
  await page.getByRole('button', { name: 'Змінити пароль' }).click();
  await page.getByRole('navigation', { name: 'Розділи' }).waitFor();
  return email;
}
