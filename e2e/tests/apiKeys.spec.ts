import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import type { Site } from '../support/site';

// Issue 51: a signed-in user makes an API key in the profile, a program downloads with it in one call (the
// download lands in the user's history), and once the key is revoked the program is refused.
const PASSWORD = 'Harbour2024';
const JSON_POST = { method: 'POST', headers: { 'content-type': 'application/json' } };

/** A text of the account area's catalog in a language (its PO file). */
function authText(lang: string, id: string): string {
  const po = fs.readFileSync(path.join(__dirname, '..', '..', 'mf-auth', 'src', 'locales', `${lang}.po`), 'utf8');
  return JSON.parse(new RegExp(`msgid "${id.replace(/\./g, '\\.')}"\nmsgstr ("(?:[^"\\\\]|\\\\.)*")`).exec(po)![1]) as string;
}
const dialog = (page: Page) => page.getByRole('dialog');
const nav = (page: Page) => page.locator('header.topnav');

/** A new account (made through the API), signed in on the home page through the Sign In modal: its email. */
async function signedInAs(page: Page, site: Site, name: string): Promise<string> {
  const email = `${name}-${Date.now()}@example.com`;
  expect((await fetch(site.url('/api/auth/register'), { ...JSON_POST, body: JSON.stringify({ email, password: PASSWORD }) })).status).toBe(201);
  await page.goto(site.url('/'));
  await nav(page).getByRole('button', { name: 'Sign In' }).click();
  await dialog(page).getByLabel('Email').fill(email);
  await dialog(page).getByLabel('Password').fill(PASSWORD);
  await dialog(page).getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog(page)).toHaveCount(0, { timeout: 5_000 });
  return email;
}

test('a key made in the profile downloads a file in one call, shows in the history, and stops when revoked', async ({ page, site, fixtures, media }) => {
  await signedInAs(page, site, 'keys');

  await nav(page).locator('.acct-user-button').click();
  await page.getByRole('menu', { name: 'Account' }).getByRole('menuitem', { name: 'Profile & Settings' }).click();
  await dialog(page).getByRole('tab', { name: 'API keys' }).click();
  await expect(dialog(page).getByText('No API keys yet.')).toBeVisible();
  await dialog(page).getByLabel('Key name').fill('iPhone Shortcut');
  await dialog(page).getByRole('button', { name: 'Create Key' }).click();
  const shown = dialog(page).getByRole('textbox', { name: 'The key “iPhone Shortcut”' });
  await expect(shown).toHaveValue(/^mgk_/);
  const key = await shown.inputValue();
  await expect(dialog(page).getByRole('listitem').filter({ hasText: 'iPhone Shortcut' })).toContainText(key.slice(0, 12));

  // The program: one call, the file.
  const link = `${fixtures.origin}/clip.mp4?keys=e2e`;
  const file = await fetch(site.url(`/api/file?url=${encodeURIComponent(link)}`), { headers: { 'X-API-Key': key } });
  expect(file.status).toBe(200);
  expect(Buffer.from(await file.arrayBuffer()).equals(fs.readFileSync(media.mp4))).toBe(true);

  // Revoked (asked twice), the key is refused with its own code.
  await dialog(page).getByRole('button', { name: 'Revoke the key “iPhone Shortcut”' }).click();
  await dialog(page).getByRole('button', { name: 'Confirm: revoke the key “iPhone Shortcut” for good' }).click();
  await expect(dialog(page).getByText('The API key is revoked. Programs that use it are refused from now on.')).toBeVisible();
  await expect(dialog(page).getByText('No API keys yet.')).toBeVisible();
  const refused = await fetch(site.url(`/api/file?url=${encodeURIComponent(link)}`), { headers: { 'X-API-Key': key }, redirect: 'manual' });
  expect(refused.status).toBe(401);
  expect(((await refused.json()) as { code: string }).code).toBe('api_key.invalid');
  await dialog(page).getByRole('button', { name: 'Close' }).first().click();

  // The program's download is in the owner's history.
  await nav(page).locator('.acct-user-button').click();
  await page.getByRole('menu', { name: 'Account' }).getByRole('menuitem', { name: 'Download History' }).click();
  await expect(dialog(page)).toHaveAccessibleName('Download History');
  await expect(dialog(page).locator('.acct-history-title')).toHaveCount(1);
});

test('the profile’s four tabs stay inside the modal on a phone, in the languages with the longest names (they wrap)', async ({ page, site }) => {
  const email = await signedInAs(page, site, 'tabs');
  const { access_token: token } = (await (await fetch(site.url('/api/auth/login'), { ...JSON_POST, body: JSON.stringify({ email, password: PASSWORD }) })).json()) as { access_token: string };
  await page.setViewportSize({ width: 390, height: 844 });
  for (const lang of ['ru', 'de', 'hi', 'ar']) {
    // The profile's language is the page's once the session is restored.
    const saved = await fetch(site.url('/api/auth/profile'), { method: 'PUT', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ language: lang }) });
    expect(saved.status).toBe(200);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await nav(page).locator('.acct-user-button').click();
    await page.getByRole('menuitem', { name: authText(lang, 'ac.menu.profile') }).click();
    await expect(dialog(page).getByRole('tab')).toHaveCount(4);
    const fits = await dialog(page).evaluate((modal) => {
      const box = modal.getBoundingClientRect();
      const tabs = [...modal.querySelectorAll('[role="tab"]')].map((t) => t.getBoundingClientRect());
      return { inside: tabs.every((t) => t.left >= box.left - 0.5 && t.right <= box.right + 0.5), scrolls: modal.scrollWidth > modal.clientWidth };
    });
    expect(fits, lang).toEqual({ inside: true, scrolls: false });
    await page.keyboard.press('Escape');
  }
});
