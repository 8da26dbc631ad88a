/**
 * The MP3 pages (issue #49), in Chromium: a visitor who lands on /youtube-to-mp3 (or /es/youtube-to-mp3) reads a page
 * about MP3 and the other audio formats from the first paint on (the video downloader's copy never shows, not even for
 * a moment), in the tab's title, the heading, the intro and the FAQ; and the page's form extracts with the audio
 * formats first, MP3 at the top.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/** Records the text of every level-one heading the page shows, from the server's HTML on (the app's takeover included). */
async function recordHeadings(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seenHeadings: string[] }).seenHeadings = seen;
    new MutationObserver(() => {
      for (const h1 of document.querySelectorAll('h1')) if (h1.textContent && !seen.includes(h1.textContent)) seen.push(h1.textContent);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}
const seenHeadings = (page: Page) => page.evaluate(() => (window as unknown as { seenHeadings: string[] }).seenHeadings);

/** Pastes a link into the page's form and waits for the format list; returns the titles of its groups, in order. */
async function extract(page: Page, input: string, link: string, listTitle: string): Promise<string[]> {
  await page.getByRole('textbox', { name: input }).fill(link);
  await page.getByRole('textbox', { name: input }).press('Enter');
  await expect(page.getByRole('heading', { name: listTitle })).toBeVisible({ timeout: 30_000 });
  return page.getByRole('heading', { level: 4 }).allTextContents();
}

test.describe('the MP3 pages', () => {
  test('/youtube-to-mp3 is the YouTube to MP3 page from its first paint, and its form lists audio first', async ({ page, site, fixtures }) => {
    await recordHeadings(page);
    await page.goto(site.url('/youtube-to-mp3'));
    await expect(page).toHaveTitle(/^YouTube to MP3 Converter - Save the audio of any video \| /);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Convert YouTube Videos to MP3');
    await expect(page.getByText(/^Keep just the sound of a YouTube video: .* as MP3 at up to 320 kbps, or as WAV, FLAC, AAC or M4A\./)).toBeVisible();
    await expect(page.getByText(/Save any public YouTube video, Short or music track as MP4/)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: 'YouTube to MP3: frequently asked questions' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Which MP3 bitrate should I choose?' })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/youtube-to-mp3$/);
    expect(await seenHeadings(page)).toEqual(['Convert YouTube Videos to MP3']);

    expect(await extract(page, 'Media URL', `${fixtures.origin}/hls/master.m3u8`, 'Choose a format')).toEqual(['Audio only', 'Video']);
    await expect(page.getByRole('region', { name: 'Audio only formats' }).locator('.dl-format-label').first()).toHaveText('MP3 192 kbps');
  });

  test('/es/youtube-to-mp3 is in Spanish from its first paint, its form too; the language menu goes to the German MP3 page', async ({ page, site, fixtures }) => {
    await recordHeadings(page);
    await page.goto(site.url('/es/youtube-to-mp3'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveTitle(/^Convertidor de YouTube a MP3 - Guarda el audio de cualquier vídeo \| /);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Convierte vídeos de YouTube a MP3');
    await expect(page.getByText(/^Quédate solo con el sonido de un vídeo de YouTube/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'YouTube a MP3: preguntas frecuentes' })).toBeVisible();
    await expect(page.getByRole('button', { name: '¿Qué tasa de bits de MP3 elijo?' })).toBeVisible();
    expect(await seenHeadings(page)).toEqual(['Convierte vídeos de YouTube a MP3']);

    expect(await extract(page, 'URL del contenido', `${fixtures.origin}/hls/master.m3u8`, 'Elige un formato')).toEqual(['Solo audio', 'Vídeo']);
    await expect(page.getByRole('region', { name: 'Formatos de solo audio' }).locator('.dl-format-label').first()).toHaveText('MP3 192 kbps');

    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('de');
    await expect(page).toHaveURL(/\/de\/youtube-to-mp3$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Videos von YouTube in MP3 umwandeln');
    await expect(page).toHaveTitle(/^YouTube in MP3 umwandeln - Den Ton jedes Videos speichern \| /);
  });
});
