import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { PAGE_TITLES } from '../support/mediaPages';
import { downloadBy, expectPlays, extractOnHome, formatButtons as formats, urlInput } from '../support/flows';
import { readZip } from '../../server/test/zip';

/** The URL form of the page (home or a platform landing page). */
const submitButton = (page: Page) => page.getByRole('search', { name: 'Download media' }).getByRole('button', { name: 'Download', exact: true });
const formAlert = (page: Page) => page.getByRole('search', { name: 'Download media' }).getByRole('alert');

async function waitForForm(page: Page) {
  await expect(urlInput(page)).toBeVisible();
  // The input is focused 100 ms after the page shows (SPEC §4); wait for it so typing is not interrupted.
  await expect(urlInput(page)).toBeFocused();
}

let downloads: string;
test.beforeAll(() => {
  downloads = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-downloader-'));
});
test.afterAll(() => fs.rmSync(downloads, { recursive: true, force: true }));

test.describe('the downloader', () => {
  test('home: a pasted page link shows the loading notice, then the title and the format list', async ({ page, site, fixtures }) => {
    await page.goto(site.url('/'));
    await expect(page.locator('main h1')).toHaveText('Download Videos & Audio from Any Platform');
    await waitForForm(page);
    await expect(submitButton(page)).toBeDisabled();

    await urlInput(page).fill(`${fixtures.origin}/articles/harbour.html`);
    await expect(submitButton(page)).toBeEnabled();
    await submitButton(page).click();
    await expect(page.getByRole('status').filter({ hasText: 'Processing your request...' })).toBeVisible();

    await expect(page.getByRole('heading', { name: 'Choose a format' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('status').filter({ hasText: 'Processing your request...' })).toHaveCount(0);
    await expect(page.locator('.dl-title')).toHaveText(new RegExp(`^${PAGE_TITLES.videoPage}`));
    const video = formats(page).first();
    await expect(video.locator('.dl-format-label')).toHaveText('Video MP4');
    await expect(video.locator('.dl-chip')).toHaveText('MP4');
    // The page's <video> gives no bitrate: SPEC §9 shows 'unknown'.
    await expect(video.locator('.dl-format-bitrate')).toHaveText('unknown');
    await expect(page.getByTestId('content-kind')).toHaveText('Video');
  });

  test('a platform landing page alias extracts a podcast feed and lists its format with the size', async ({ page, site, fixtures }) => {
    await page.goto(site.url('/youtube-to-mp3'));
    await waitForForm(page);
    await urlInput(page).fill(`${fixtures.origin}/show/feed.xml`);
    await urlInput(page).press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Processing your request...' })).toBeVisible();
    await expect(page.locator('.dl-title')).toHaveText(PAGE_TITLES.feedEpisode, { timeout: 30_000 });
    const audio = page.getByRole('region', { name: 'Audio only formats' }).getByTestId('format-button');
    await expect(audio).toHaveCount(1);
    await expect(audio.locator('.dl-format-label')).toHaveText('Audio 64 kbps MP3');
    // The feed's enclosure announces 16000 bytes: base 1024 (SPEC §9); 16000 bytes over 2 s is 64 kbps.
    await expect(audio.locator('.dl-format-size')).toHaveText('15.63 KB');
    await expect(audio.locator('.dl-format-bitrate')).toHaveText('64 kbps');
    // The server marks a feed's episode as a podcast (is_podcast), so the kind reads Podcast rather than Audio.
    await expect(page.getByTestId('content-kind')).toHaveText('Podcast');
  });

  test('a 30-episode feed (issue #23): 20 a page, searched by title, one episode opened alone and previewed', async ({ page, site, fixtures }) => {
    await page.goto(site.url('/podcast-downloader'));
    await waitForForm(page);
    await urlInput(page).fill(`${fixtures.origin}/show/thirty.xml`);
    await urlInput(page).press('Enter');
    await expect(page.locator('.dl-title')).toHaveText('Day 30: Mountains', { timeout: 30_000 });
    const episodes = page.getByRole('region', { name: 'Episodes' });
    await expect(episodes.getByRole('heading')).toHaveText('Episodes (30)');
    const titles = episodes.locator('.dl-item-title');
    await expect(titles).toHaveCount(20);
    await expect(titles.first()).toHaveText('Day 30: Mountains');
    await expect(episodes.locator('.dl-item').first()).toContainText('Mar 30, 2024 · 0:02');
    await episodes.getByRole('button', { name: 'Next' }).click();
    await expect(episodes.getByText('Page 2 of 2')).toBeVisible();
    await expect(titles).toHaveCount(10);
    await expect(titles.last()).toHaveText('Day 1: Rivers');
    await episodes.getByRole('searchbox', { name: 'Search episodes by title' }).fill('day 7:');
    await expect(titles).toHaveText(['Day 27: Rivers', 'Day 17: Rivers', 'Day 7: Rivers']);
    await episodes.getByRole('button', { name: 'Open: Day 7: Rivers' }).click();
    await expect(page.locator('.dl-title')).toHaveText('Day 7: Rivers', { timeout: 30_000 });
    await expect(urlInput(page)).toHaveValue(`${fixtures.origin}/show/thirty.xml#episode=day-7`);
    await expect(page.getByRole('region', { name: 'Episodes' })).toHaveCount(0);
    // Back to the list, and another episode previewed.
    await page.getByRole('button', { name: '← All episodes: Thirty Days' }).click();
    await expect(page.getByRole('region', { name: 'Episodes' }).getByRole('heading')).toHaveText('Episodes (30)');
    await page.getByRole('button', { name: 'Open: Day 29: Rivers' }).click();
    await expect(page.locator('.dl-title')).toHaveText('Day 29: Rivers', { timeout: 30_000 });
    await page.getByRole('region', { name: 'Audio only formats' }).getByTestId('format-button').filter({ hasText: 'Audio 64 kbps MP3' }).click();
    await expect(page).toHaveURL(/\/preview\?/);
    expect(new URL(page.url()).searchParams.get('title')).toBe('Day 29: Rivers');
    await expectPlays(page.locator('main audio.preview-audio'));
  });

  test('a visitor downloads chosen episodes as one ZIP (issue #23): the files in list order, byte for byte', async ({ page, site, fixtures, media }) => {
    await extractOnHome(page, site.url('/'), `${fixtures.origin}/show/thirty.xml`);
    const episodes = page.getByRole('region', { name: 'Episodes' });
    await episodes.getByRole('searchbox', { name: 'Search episodes by title' }).fill('day 1');
    // Every word is looked for in the titles: Day 1, Days 10 to 19 and Day 21 match, and "Select all" takes those twelve;
    // then three are chosen one by one.
    await episodes.getByRole('checkbox', { name: 'Select all' }).check();
    await expect(episodes.getByText('12 selected')).toBeVisible();
    await episodes.getByRole('checkbox', { name: 'Select all' }).uncheck();
    for (const day of [12, 1, 15]) await episodes.getByRole('checkbox', { name: new RegExp(`^Select Day ${day}: `) }).check();
    const { file, name } = await downloadBy(page, episodes.getByRole('button', { name: 'Download selected (3) as ZIP' }), downloads);
    expect(name).toBe('Thirty_Days.zip');
    const entries = await readZip(file);
    expect(entries.map((e) => e.name)).toEqual([expect.stringMatching(/^01_.*Day_15.*\.mp3$/), expect.stringMatching(/^02_.*Day_12.*\.mp3$/), expect.stringMatching(/^03_.*Day_1_.*\.mp3$/)]);
    const mp3 = fs.readFileSync(media.mp3);
    expect(entries.every((e) => e.data.equals(mp3))).toBe(true);
  });

  test('a landing page (Vimeo) lists the formats of a direct link; a click opens /preview, which plays it', async ({ page, site, fixtures }) => {
    // A link no other test extracts: a cached extraction answers too fast to see the loading notice.
    const link = `${fixtures.origin}/clip.mp4?from=vimeo-landing`;
    await page.goto(site.url('/vimeo-downloader'));
    await waitForForm(page);
    await urlInput(page).fill(link);
    await submitButton(page).click();
    await expect(page.getByRole('status').filter({ hasText: 'Processing your request...' })).toBeVisible();
    // The file itself, and the MP3 the server converts its audio to (issue #23).
    await expect(formats(page)).toHaveCount(2, { timeout: 30_000 });
    await expect(formats(page).locator('.dl-format-label')).toHaveText(['Video MP4', 'MP3 192 kbps']);

    await formats(page).first().click();
    await expect(page).toHaveURL(/\/preview\?/);
    const query = new URL(page.url()).searchParams;
    expect(query.get('url')).toMatch(/^\/api\/proxied_download\?url=/);
    expect(query.get('source_url')).toBe(link);
    expect(query.get('title')).toBe('clip');
    expect(query.get('is_audio')).toBe('false');
    expect(query.get('filename')).toMatch(/^localhost_.*clip.*\.mp4$/);

    await expect(page.locator('main h1')).toHaveText('clip');
    await expect(page).toHaveTitle(/^Preview \| Unknown Platform \| clip$/);
    const player = page.locator('video.preview-video');
    await expect(player).toBeVisible();
    await player.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: 'Download Video' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('subtitles (issue #23): the result lists them by language, and the .srt downloads as SubRip', async ({ page, site, fixtures }) => {
    await extractOnHome(page, site.url('/'), `${fixtures.origin}/articles/subtitled.html`);
    const subtitles = page.getByRole('region', { name: 'Subtitles' });
    await expect(subtitles.locator('.dl-subtitle-name')).toHaveText(['English']);
    const started = page.waitForEvent('download');
    await subtitles.getByRole('link', { name: 'English subtitles as SRT' }).click();
    const download = await started;
    expect(download.suggestedFilename()).toMatch(/\.en\.srt$/);
    const text = fs.readFileSync((await download.path())!, 'utf8').replace(/\r\n/g, '\n');
    expect(text).toBe('1\n00:00:00,000 --> 00:00:01,500\nGulls over the harbour\n\n');
  });

  test('every URL input message of SPEC §5, word for word, cleared by typing', async ({ page, site }) => {
    await page.goto(site.url('/'));
    await waitForForm(page);

    // Blank: the button is disabled; Enter in the input is the way to submit, and shows the empty message.
    await expect(submitButton(page)).toBeDisabled();
    await urlInput(page).press('Enter');
    await expect(formAlert(page)).toHaveText('Please enter a video URL.');
    await urlInput(page).fill('   ');
    await expect(formAlert(page)).toHaveCount(0);
    await expect(submitButton(page)).toBeDisabled();
    await urlInput(page).press('Enter');
    await expect(formAlert(page)).toHaveText('Please enter a video URL.');

    // Not http(s).
    await urlInput(page).fill('www.example.com/watch?v=1');
    await expect(formAlert(page)).toHaveCount(0);
    await submitButton(page).click();
    await expect(formAlert(page)).toHaveText('Please enter a valid URL (must include http:// or https://).');
    await expect(urlInput(page)).toHaveAttribute('aria-invalid', 'true');
    await urlInput(page).press('End');
    await urlInput(page).pressSequentially('2');
    await expect(formAlert(page)).toHaveCount(0);
    await urlInput(page).fill('ftp://example.com/video.mp4');
    await urlInput(page).press('Enter');
    await expect(formAlert(page)).toHaveText('Please enter a valid URL (must include http:// or https://).');
    // No request was made for any of them.
    await expect(page.getByRole('status').filter({ hasText: 'Processing your request...' })).toHaveCount(0);
  });

  test("the Xiaohongshu and Bilibili landing pages word their own message for share text without a link", async ({ page, site }) => {
    await page.goto(site.url('/xiaohongshu-downloader'));
    await waitForForm(page);
    await urlInput(page).fill('Check out this note on RedNote! 复制本条信息，打开小红书App查看');
    await submitButton(page).click();
    await expect(formAlert(page)).toHaveText('Please enter a valid Xiaohongshu URL or RedNote app message containing a URL');
    await urlInput(page).fill('');
    await urlInput(page).press('Enter');
    await expect(formAlert(page)).toHaveText('Please enter a video URL.');

    await page.goto(site.url('/bilibili-downloader'));
    await waitForForm(page);
    await urlInput(page).fill('【哔哩哔哩】a video without its link');
    await urlInput(page).press('Enter');
    await expect(formAlert(page)).toHaveText('Please enter a valid Bilibili URL or Bilibili app message containing a URL');
  });

  test('?url= pre-fills the input and is removed from the address bar', async ({ page, site, fixtures }) => {
    const link = `${fixtures.origin}/clip.mp4`;
    await page.goto(site.url(`/?url=${encodeURIComponent(link)}`));
    await expect(urlInput(page)).toHaveValue(link);
    await expect.poll(() => new URL(page.url()).search).toBe('');
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(submitButton(page)).toBeEnabled();

    // On a landing page the other query parameters stay.
    await page.goto(site.url(`/vimeo-downloader?ref=mail&url=${encodeURIComponent(link)}`));
    await expect(urlInput(page)).toHaveValue(link);
    await expect.poll(() => new URL(page.url()).search).toBe('?ref=mail');
    expect(new URL(page.url()).pathname).toBe('/vimeo-downloader');
  });
});
