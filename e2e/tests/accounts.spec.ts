import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import type { Site } from '../support/site';
import { downloadBy, extractOnHome, formatByLabel } from '../support/flows';
import { verificationCode, waitForMail } from '../support/outbox';

const PASSWORD = 'Harbour2024';
const CLEAR_CONFIRM = 'Are you sure you want to clear all download history? This action cannot be undone.';

let downloads: string;
test.beforeAll(() => {
  downloads = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-account-downloads-'));
});
test.afterAll(() => fs.rmSync(downloads, { recursive: true, force: true }));

const nav = (page: Page) => page.locator('header.topnav');
const dialog = (page: Page) => page.getByRole('dialog');
const userMenuButton = (page: Page) => nav(page).locator('.acct-user-button');

async function signIn(page: Page, email: string) {
  await expect(dialog(page)).toHaveAccessibleName('Sign in to your account');
  await dialog(page).getByLabel('Email').fill(email);
  await dialog(page).getByLabel('Password').fill(PASSWORD);
  await dialog(page).getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog(page).getByText('Signed in successfully. Welcome back!')).toBeVisible();
  // The modal closes after 1 s (SPEC §4).
  await expect(dialog(page)).toHaveCount(0, { timeout: 5_000 });
  await expect(userMenuButton(page)).toBeVisible();
}

/** Sign Up in the modal, the code from the email, Verify, then the login form it returns to. */
async function signUpAndVerify(page: Page, site: Site, email: string) {
  await nav(page).getByRole('button', { name: 'Sign Up' }).click();
  await expect(dialog(page)).toHaveAccessibleName('Create your free account');
  await dialog(page).getByLabel('Email').fill(email);
  await dialog(page).getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog(page).getByLabel('Confirm password').fill(PASSWORD);
  await dialog(page).getByRole('button', { name: 'Create Account' }).click();

  await expect(dialog(page)).toHaveAccessibleName('Verify your email');
  const code = verificationCode(await waitForMail(site.dataDir, email));
  expect(code).toMatch(/^[A-Za-z0-9]{10}$/);
  await dialog(page).getByLabel('Verification code').fill(code);
  await dialog(page).getByRole('button', { name: 'Verify Email' }).click();
  // The success mode shows the server's message (SPEC §4: success, then login after 3 s).
  await expect(dialog(page)).toHaveAccessibleName('All set');
  await expect(dialog(page).getByRole('status')).toContainText('verified');
  // verify-email success returns to login after 3 s (SPEC §4).
  await expect(dialog(page)).toHaveAccessibleName('Sign in to your account', { timeout: 6_000 });
}

async function openUserMenuItem(page: Page, item: string) {
  await userMenuButton(page).click();
  await page.getByRole('menu', { name: 'Account' }).getByRole('menuitem', { name: item }).click();
}

const historyTitles = (page: Page) => dialog(page).locator('.acct-history-title');

test.describe('accounts', () => {
  test('a signed-in user sends chosen episodes of a feed to the batch download (issue #23)', async ({ page, site, fixtures }) => {
    test.setTimeout(90_000);
    const email = `batch.${Date.now()}@example.com`;
    await page.goto(site.url('/'));
    await signUpAndVerify(page, site, email);
    await signIn(page, email);
    await extractOnHome(page, site.url('/'), `${fixtures.origin}/show/thirty.xml`);
    const episodes = page.getByRole('region', { name: 'Episodes' });
    await episodes.getByRole('checkbox', { name: 'Select Day 29: Rivers' }).check();
    await episodes.getByRole('checkbox', { name: 'Select Day 27: Rivers' }).check();
    await episodes.getByRole('button', { name: 'Download selected (2) as a batch' }).click();
    // The account area (another remote) opens its batch download with the two links and finds their formats.
    await expect(dialog(page)).toHaveAccessibleName('Batch download');
    await expect(dialog(page).getByLabel('Links')).toHaveValue(`${fixtures.origin}/show/thirty.xml#episode=day-29\n${fixtures.origin}/show/thirty.xml#episode=day-27`);
    await expect(dialog(page).locator('.acct-batch-title')).toHaveText(['Day 29: Rivers', 'Day 27: Rivers'], { timeout: 30_000 });
    await expect(dialog(page).getByRole('button', { name: 'Download all (2)' })).toBeEnabled();
  });

  test('sign up, verify by the emailed code, sign out and in, dark theme, batch downloads in the history: sort and clear', async ({ page, site, fixtures }) => {
    test.setTimeout(90_000);
    const email = `ada.${Date.now()}@example.com`;
    await page.goto(site.url('/'));
    await signUpAndVerify(page, site, email);
    await signIn(page, email);
    await expect(userMenuButton(page)).toContainText('ada');

    // Sign out, then sign in again from the top navigation.
    await openUserMenuItem(page, 'Sign Out');
    await expect(nav(page).getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => Object.values(localStorage).some((v) => /^ey/.test(v)))).toBe(false);
    await nav(page).getByRole('button', { name: 'Sign In' }).click();
    await signIn(page, email);
    // A verified user has no Verify Email entry.
    await userMenuButton(page).click();
    await expect(page.getByRole('menuitem', { name: 'Verify Email' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // Preferences: the dark theme applies to the whole page, and again after a reload.
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', 'dark');
    await openUserMenuItem(page, 'Profile & Settings');
    await expect(dialog(page)).toHaveAccessibleName('Profile & Settings');
    await dialog(page).getByRole('tab', { name: 'Preferences' }).click();
    await dialog(page).getByLabel('Theme').selectOption('dark');
    await dialog(page).getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog(page).getByText('Profile updated successfully')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(userMenuButton(page)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await openUserMenuItem(page, 'Profile & Settings');
    await dialog(page).getByRole('tab', { name: 'Preferences' }).click();
    await expect(dialog(page).getByLabel('Theme')).toHaveValue('dark');
    await page.keyboard.press('Escape');

    // An empty history first.
    await openUserMenuItem(page, 'Download History');
    await expect(dialog(page).getByText('No downloads found')).toBeVisible();
    await page.keyboard.press('Escape');

    // Downloads are recorded where the product records them: the batch download.
    await openUserMenuItem(page, 'Batch download');
    await dialog(page).getByLabel('Links').fill(`${fixtures.origin}/episode.mp3\n${fixtures.origin}/clip.mp4`);
    await dialog(page).getByRole('button', { name: 'Find formats' }).click();
    await expect(dialog(page).locator('.acct-batch-row[data-status="ready"]')).toHaveCount(2, { timeout: 30_000 });
    const saved: string[] = [];
    page.on('download', (d) => saved.push(d.suggestedFilename()));
    await dialog(page).getByRole('button', { name: 'Download all (2)' }).click();
    await expect(dialog(page).getByRole('status').filter({ hasText: 'All 2 downloads started.' })).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => saved.length).toBe(2);
    await page.keyboard.press('Escape');

    await openUserMenuItem(page, 'Download History');
    await expect(dialog(page)).toHaveAccessibleName('Download History');
    await expect(historyTitles(page)).toHaveCount(2);
    const episode = dialog(page).locator('.acct-history-item', { hasText: 'episode' });
    await expect(episode).toHaveAttribute('data-status', 'completed');
    await expect(episode.locator('.acct-history-meta')).toContainText('audio');
    await expect(dialog(page).locator('.acct-history-item', { hasText: 'clip' }).locator('.acct-history-meta')).toContainText('video');

    await dialog(page).getByLabel('Sort by').selectOption('title');
    await dialog(page).getByLabel('Order').selectOption('asc');
    await expect(historyTitles(page)).toHaveText(['clip', 'episode']);
    await dialog(page).getByLabel('Order').selectOption('desc');
    await expect(historyTitles(page)).toHaveText(['episode', 'clip']);

    // Clear asks first, with the exact text; dismissing keeps the history.
    let asked = '';
    page.once('dialog', (d) => {
      asked = d.message();
      void d.dismiss();
    });
    await dialog(page).getByRole('button', { name: 'Clear' }).click();
    await expect.poll(() => asked).toBe(CLEAR_CONFIRM);
    await expect(historyTitles(page)).toHaveCount(2);
    page.once('dialog', (d) => {
      asked = `accepted: ${d.message()}`;
      void d.accept();
    });
    await dialog(page).getByRole('button', { name: 'Clear' }).click();
    await expect.poll(() => asked).toBe(`accepted: ${CLEAR_CONFIRM}`);
    await expect(dialog(page).getByText('No downloads found')).toBeVisible();
    await expect(historyTitles(page)).toHaveCount(0);
  });

  test('a download from the preview page is saved to the signed-in user’s history (SPEC §1, §7)', async ({ page, site, fixtures }) => {
    const email = `grace.${Date.now()}@example.com`;
    await page.goto(site.url('/'));
    await signUpAndVerify(page, site, email);
    await signIn(page, email);
    await extractOnHome(page, site.url('/'), `${fixtures.origin}/clip.mp4`);
    await formatByLabel(page, 'Video MP4').click();
    await downloadBy(page, page.getByRole('button', { name: 'Download Video' }), downloads);
    await openUserMenuItem(page, 'Download History');
    await expect(historyTitles(page)).toHaveText(['clip'], { timeout: 5_000 });
    const item = dialog(page).locator('.acct-history-item');
    await expect(item).toHaveAttribute('data-status', 'completed');
    await expect(item.locator('.acct-history-meta')).toContainText('video');
    await expect(item.getByRole('link', { name: 'Download' })).toBeVisible();
    await expect(item.getByRole('button', { name: 'Copy URL' })).toBeVisible();
  });
});
