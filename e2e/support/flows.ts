import path from 'node:path';
import type { Download, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

export const urlInput = (page: Page) => page.getByRole('textbox', { name: 'Media URL' });
export const formatButtons = (page: Page) => page.getByTestId('format-button');

/** On the home page: pastes a link, submits and waits for the format list. */
export async function extractOnHome(page: Page, homeUrl: string, link: string): Promise<void> {
  await page.goto(homeUrl);
  await expect(urlInput(page)).toBeFocused();
  await urlInput(page).fill(link);
  await urlInput(page).press('Enter');
  await expect(page.getByRole('heading', { name: 'Choose a format' })).toBeVisible({ timeout: 30_000 });
}

/** The format button whose label is exactly `label`. */
export function formatByLabel(page: Page, label: string): Locator {
  return formatButtons(page).filter({ has: page.locator('.dl-format-label', { hasText: new RegExp(`^${label}$`) }) });
}

/** Waits until the media element has data for the current frame and plays on (SPEC: the player plays). */
export async function expectPlays(player: Locator): Promise<void> {
  await expect(player).toBeVisible();
  await player.evaluate((el: HTMLMediaElement) => {
    el.muted = true;
    return el.play();
  });
  await expect.poll(() => player.evaluate((el: HTMLMediaElement) => el.readyState), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  await expect.poll(() => player.evaluate((el: HTMLMediaElement) => el.currentTime), { timeout: 15_000 }).toBeGreaterThan(0);
}

/** Clicks `button` and saves the download it starts into `dir`; returns the saved file and the suggested name. */
export async function downloadBy(page: Page, button: Locator, dir: string): Promise<{ file: string; name: string; download: Download }> {
  const started = page.waitForEvent('download');
  await button.click();
  const download = await started;
  const name = download.suggestedFilename();
  const file = path.join(dir, name);
  await download.saveAs(file);
  return { file, name, download };
}

/**
 * Records every text the merge progress card shows and every page title, from the first render on: the
 * 'Starting…' and 'Processing complete…' steps can be shorter than a polling assertion's interval.
 */
export async function recordPreviewSteps(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __steps: string[]; __titles: string[] };
    w.__steps = [];
    w.__titles = [];
    const note = () => {
      const msg = document.querySelector('.preview-merge-message')?.textContent ?? null;
      const pct = document.querySelector('.preview-merge [role="progressbar"]')?.getAttribute('aria-valuenow') ?? null;
      if (msg !== null) {
        const step = `${msg} (${pct}%)`;
        if (w.__steps[w.__steps.length - 1] !== step) w.__steps.push(step);
      }
      if (document.title && w.__titles[w.__titles.length - 1] !== document.title) w.__titles.push(document.title);
    };
    new MutationObserver(note).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  });
}

export async function recordedSteps(page: Page): Promise<{ steps: string[]; titles: string[] }> {
  return page.evaluate(() => {
    const w = window as unknown as { __steps: string[]; __titles: string[] };
    return { steps: w.__steps, titles: w.__titles };
  });
}
