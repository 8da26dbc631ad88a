import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, siteEnv, test } from '../support/fixtures';
import { startSite, DEFAULT_DOMAIN, type Site } from '../support/site';
import { audioLanguages, streamTypes } from '../support/mediaPages';
import { downloadBy, expectPlays, extractOnHome, formatButtons, formatByLabel, recordedSteps, recordPreviewSteps, urlInput } from '../support/flows';

const previewRegion = (page: import('@playwright/test').Page) => page.locator('main [data-remote-area="preview"]');

let downloads: string;
test.beforeAll(() => {
  downloads = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-downloads-'));
});
test.afterAll(() => fs.rmSync(downloads, { recursive: true, force: true }));

/** Asks the site's API for the formats of a link, as the home page does. */
async function extract(site: Site, link: string): Promise<{ title: string; formats: { url: string; label: string }[] }> {
  const res = await fetch(site.url('/api/download-video'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ tweet_url: link, browser_fingerprint: {}, user_consent: false }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { title: string; formats: { url: string; label: string }[] };
}

const previewPath = (params: Record<string, string>) => `/preview?${new URLSearchParams(params).toString()}`;

test.describe('the preview page', () => {
  test('an HLS stream with a separate audio rendition: merge progress, playback, then a download with video and audio streams', async ({ page, site, fixtures }) => {
    await recordPreviewSteps(page);
    const link = `${fixtures.origin}/hls/master.m3u8`;
    await extractOnHome(page, site.url('/'), link);
    const video = formatByLabel(page, '240p MP4');
    await expect(video).toContainText('Video and audio merged on our server');
    await expect(video.locator('.dl-format-res')).toHaveText('320x240');
    await expect(video.locator('.dl-format-bitrate')).toHaveText('248 kbps');
    await video.click();

    await expect(page).toHaveURL(/\/preview\?/);
    const query = new URL(page.url()).searchParams;
    expect(query.get('url')).toMatch(/^\/api\/download\/start-merge\?task_id=[^&]+&video_format_id=[^&]+&audio_format_id=/);
    expect(query.get('source_url')).toBe(link);
    expect(query.get('resolution')).toBe('320x240');

    const player = previewRegion(page).locator('video.preview-video');
    await expectPlays(player);
    await expect(player).toHaveAttribute('src', /\/api\/download\/file\/[^/?]+$/);
    const { steps, titles } = await recordedSteps(page);
    expect(steps[0]).toBe('Starting video processing... (0%)');
    expect(steps[steps.length - 1]).toBe('Processing complete! Loading video... (100%)');
    expect(titles).toContain('Processing | Unknown Platform | master');
    await expect(page).toHaveTitle('Preview | Unknown Platform | master');
    await expect(previewRegion(page).locator('.preview-merge')).toHaveCount(0);

    // Media details and the retention countdown (default 1 hour).
    await expect(page.getByTestId('countdown')).toHaveText(/^(1h 0m|59 minutes)$/);

    const button = page.getByRole('button', { name: 'Download Video' });
    const { file, name } = await downloadBy(page, button, downloads);
    await expect(page.getByRole('button', { name: 'Downloading...' })).toBeDisabled();
    expect(name).toMatch(/\.mp4$/);
    expect(streamTypes(file).sort()).toEqual(['audio', 'video']);
    await expect(page.getByRole('button', { name: 'Download Video' })).toBeEnabled({ timeout: 5_000 });
  });

  test('another audio track (issue #29): chosen on the result, kept by the share link, merged, named and tagged for it', async ({ page, site, fixtures }) => {
    const link = `${fixtures.origin}/hls/tracks.m3u8`;
    await extractOnHome(page, site.url('/'), link);
    const choice = page.getByRole('combobox', { name: 'Audio track' });
    await expect(choice.locator('option')).toHaveText(['English (original) · mono · AAC', 'Spanish · mono · AAC', 'German · mono · AAC']);
    await choice.selectOption({ label: 'Spanish · mono · AAC' });
    const share = new URL(await page.getByRole('textbox', { name: 'Share link' }).inputValue());
    expect(share.searchParams.get('track')).toBe('es');

    // The share link fills the form; its result has the same track chosen.
    const other = await page.context().newPage();
    await other.goto(share.toString());
    await expect(urlInput(other)).toHaveValue(link);
    await urlInput(other).press('Enter');
    await expect(other.getByRole('combobox', { name: 'Audio track' })).toHaveValue('es', { timeout: 30_000 });
    await other.close();

    await formatByLabel(page, '240p MP4').click();
    await expect(page).toHaveURL(/\/preview\?/);
    expect(new URL(page.url()).searchParams.get('url')).toMatch(/audio_format_id=aud-Espa%C3%B1ol|audio_format_id=aud-Español/);
    await expectPlays(previewRegion(page).locator('video.preview-video'));
    await expect(page.locator('.preview-details-row', { hasText: 'Audio track' }).locator('dd')).toHaveText('Spanish');
    const { file, name } = await downloadBy(page, page.getByRole('button', { name: 'Download Video' }), downloads);
    expect(name).toMatch(/_es\.mp4$/);
    expect(streamTypes(file).sort()).toEqual(['audio', 'video']);
    expect(audioLanguages(file)).toEqual(['spa']);
  });

  test('MP3 from a video (issue #23): first among the audio formats, converted on the server, played and downloaded with its tags', async ({ page, site, fixtures }) => {
    await recordPreviewSteps(page);
    await extractOnHome(page, site.url('/youtube-to-mp3'), `${fixtures.origin}/hls/master.m3u8`);
    // The MP3 page lists audio first, MP3 at the top; the other conversions wait behind "More audio formats".
    await expect(page.getByRole('heading', { level: 4 }).first()).toHaveText('Audio only');
    const audio = page.getByRole('region', { name: 'Audio only formats' });
    await expect(audio.locator('.dl-format-label').first()).toHaveText('MP3 192 kbps');
    await expect(audio.getByText('FLAC', { exact: true })).toHaveCount(0);
    await audio.getByRole('button', { name: 'More audio formats' }).click();
    await expect(audio.getByRole('list', { name: 'More audio formats' }).locator('.dl-format-label')).toHaveText(['MP3 320 kbps', 'MP3 128 kbps', 'WAV', 'FLAC', 'AAC', 'M4A']);
    const mp3 = formatByLabel(page, 'MP3 192 kbps');
    await expect(mp3).toContainText('Converted to MP3 on our server');
    await mp3.click();

    await expect(page).toHaveURL(/\/preview\?.*is_audio=true/);
    expect(new URL(page.url()).searchParams.get('url')).toMatch(/^\/api\/download\/start-merge\?task_id=[^&]+&audio_format_id=[^&]+&convert=mp3&bitrate=192$/);
    const player = previewRegion(page).locator('audio.preview-audio');
    await expectPlays(player);
    const { steps } = await recordedSteps(page);
    expect(steps[steps.length - 1]).toBe('Processing complete! Loading video... (100%)');
    const { file, name } = await downloadBy(page, page.getByRole('button', { name: 'Download Audio' }), downloads);
    expect(name).toMatch(/_192kbps\.mp3$/);
    expect(streamTypes(file)).toEqual(['audio']);
    const probe = JSON.parse(execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_name,bit_rate:format_tags=title', '-of', 'json', file], { encoding: 'utf8' }));
    expect(probe.streams[0]).toMatchObject({ codec_name: 'mp3', bit_rate: '192000' });
    expect(probe.format.tags.title).toBe('master');
  });

  test('a clip (issue #23): start from the player, end typed, cut exactly on the server, downloaded at its length', async ({ page, site, fixtures }) => {
    await extractOnHome(page, site.url('/'), `${fixtures.origin}/hls/master.m3u8`);
    await formatByLabel(page, '240p MP4').click();
    const player = previewRegion(page).locator('video.preview-video');
    await expectPlays(player);
    const clip = page.getByRole('region', { name: 'Cut a clip' });
    await expect(clip.getByText('Clips can be up to 5:00 long.')).toBeVisible();
    // The end starts at the media's end; the start is taken from where the player is.
    await expect(clip.getByRole('textbox', { name: 'End' })).toHaveValue('0:02');
    await player.evaluate((v: HTMLVideoElement) => {
      v.pause();
      v.currentTime = 0.5;
    });
    await clip.getByRole('button', { name: 'Start: Set to current time' }).click();
    await expect(clip.getByRole('textbox', { name: 'Start' })).toHaveValue('0:00.5');
    await clip.getByRole('textbox', { name: 'End' }).fill('0:01');
    await clip.getByRole('textbox', { name: 'End' }).press('ArrowUp');
    await expect(clip.getByRole('textbox', { name: 'End' })).toHaveValue('0:02');
    await clip.getByRole('textbox', { name: 'End' }).fill('0:01.5');
    await clip.getByRole('radio', { name: /Exact: cut at the chosen times/ }).check();
    await clip.getByRole('button', { name: 'Make clip' }).click();
    const { file, name } = await downloadBy(page, clip.getByRole('button', { name: 'Download clip' }), downloads);
    expect(name).toMatch(/_clip_0m00s-0m01s\.mp4$/);
    expect(streamTypes(file).sort()).toEqual(['audio', 'video']);
    const seconds = Number(execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file], { encoding: 'utf8' }));
    expect(Math.abs(seconds - 1)).toBeLessThan(0.15);
  });

  test("a direct audio link plays in an <audio> player with 'Download Audio'", async ({ page, site, fixtures }) => {
    await extractOnHome(page, site.url('/'), `${fixtures.origin}/episode.mp3`);
    await expect(page.getByTestId('content-kind')).toHaveText('Audio');
    await formatByLabel(page, 'Audio MP3').click();
    await expect(page).toHaveURL(/\/preview\?.*is_audio=true/);
    const player = previewRegion(page).locator('audio.preview-audio');
    await expectPlays(player);
    await expect(previewRegion(page).locator('video')).toHaveCount(0);
    const { file, name } = await downloadBy(page, page.getByRole('button', { name: 'Download Audio' }), downloads);
    expect(name).toMatch(/\.mp3$/);
    expect(streamTypes(file)).toEqual(['audio']);
  });

  test("a direct file is saved under the spec's pattern with the extension of its bytes, whatever the link's name says (issue 49)", async ({ page, site, fixtures }) => {
    await extractOnHome(page, site.url('/'), `${fixtures.origin}/episode.mp3`);
    await formatByLabel(page, 'Audio MP3').click();
    await expect(page).toHaveURL(/\/preview\?/);
    const given = new URL(page.url()).searchParams;
    expect(given.get('filename')).toMatch(/^localhost_(Unknown_Platform_)?episode(_\d+kbps)?\.mp3$/);
    await expectPlays(previewRegion(page).locator('audio.preview-audio'));
    const saved = await downloadBy(page, page.getByRole('button', { name: 'Download Audio' }), downloads);
    expect(saved.name).toBe(given.get('filename'));

    // The same signed file behind a preview link whose name says it is a program: saved as what it is, an MP3.
    given.set('filename', 'Setup.exe');
    await page.goto(site.url(`/preview?${given.toString()}`));
    await expectPlays(previewRegion(page).locator('audio.preview-audio'));
    const { file, name } = await downloadBy(page, page.getByRole('button', { name: 'Download Audio' }), downloads);
    expect(name).toBe('Setup.mp3');
    expect(streamTypes(file)).toEqual(['audio']);
  });

  test('the downloaded file is named host_platform_title_resolution_bitrate.ext (SPEC §9)', async ({ page, site, fixtures }) => {
    await extractOnHome(page, site.url('/'), `${fixtures.origin}/hls/master.m3u8`);
    await formatByLabel(page, '240p MP4').click();
    await expect(page).toHaveURL(/\/preview\?/);
    const given = new URL(page.url()).searchParams.get('filename');
    // host 'localhost' (the domain configuration), platform, title 'master', resolution, bitrate 247.8 kbps.
    expect(given).toMatch(/^localhost_(Unknown_Platform_)?master_320x240_248kbps\.mp4$/);
    const { name } = await downloadBy(page, page.getByRole('button', { name: 'Download Video' }), downloads);
    expect(name).toBe(given);
  });

  test('a short link made from the Share menu opens the same preview at /p/{id}', async ({ page, context, site, fixtures }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url('') });
    await extractOnHome(page, site.url('/'), `${fixtures.origin}/clip.mp4`);
    await formatByLabel(page, 'Video MP4').click();
    await expect(page).toHaveURL(/\/preview\?/);
    const original = new URL(page.url()).searchParams;
    await expect(previewRegion(page).locator('video.preview-video')).toBeVisible();

    const shareButton = page.getByRole('button', { name: 'Share', exact: true });
    await shareButton.click();
    await page.getByRole('menuitem', { name: 'Copy link' }).click();
    await expect(page.getByRole('status').getByText('Link copied to clipboard!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Success!' })).toBeVisible();
    const shortUrl = await page.evaluate(() => navigator.clipboard.readText());
    expect(shortUrl).toMatch(new RegExp(`^${site.url('/p/').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[A-Za-z0-9_-]+$`));
    await expect(page.locator('.preview-share-url')).toHaveAttribute('title', shortUrl);
    // The state returns to idle after 2.5 s.
    await expect(page.getByRole('button', { name: 'Share', exact: true })).toBeVisible({ timeout: 5_000 });

    await page.goto(shortUrl);
    await expect(page).toHaveURL(/\/preview\?/, { timeout: 15_000 });
    const shared = new URL(page.url()).searchParams;
    for (const key of ['url', 'title', 'filename', 'is_audio', 'source_url']) expect(shared.get(key), key).toBe(original.get(key));
    await expect(page.locator('main h1')).toHaveText('clip');
    await expectPlays(previewRegion(page).locator('video.preview-video'));
  });

  test('a direct link from elsewhere plays through the proxy (SPEC §7)', async ({ page, site, fixtures }) => {
    const proxied: string[] = [];
    page.on('request', (r) => r.url().includes('/api/proxied_download') && proxied.push(r.url()));
    await page.goto(site.url(previewPath({ url: `${fixtures.origin}/clip.mp4`, title: 'Elsewhere' })));
    await expectPlays(previewRegion(page).locator('video.preview-video'));
    expect(proxied.some((u) => u.includes(encodeURIComponent(`${fixtures.origin}/clip.mp4`)))).toBe(true);
  });

  test("opened from elsewhere, the page comes with its player: the media loads with the page, and the app keeps that player", async ({ page, site, fixtures }) => {
    const link = site.url(previewPath({ url: `${fixtures.origin}/clip.mp4`, title: 'Elsewhere' }));
    const html = await (await fetch(link)).text();
    const serverVideo = /<video class="preview-video"[^>]* src="\/api\/proxied_download\?url=[^"]+" data-server-media><\/video>/.exec(html)?.[0];
    expect(serverVideo).toBeDefined();
    // Its controls come with the app (the server's page is inert until then).
    expect(serverVideo).not.toMatch(/ controls/);
    // The element the browser made from the server's markup, seen as the page is parsed (before any script runs), and
    // every media load the page starts (a new player for the same link would start a second one).
    await page.addInitScript(() => {
      const w = window as unknown as { mediaLoads: number };
      w.mediaLoads = 0;
      window.addEventListener('loadstart', () => (w.mediaLoads += 1), true);
      new MutationObserver((records, observer) => {
        for (const node of records.flatMap((r) => [...r.addedNodes])) {
          const video = node instanceof Element ? (node.matches('video[data-server-media]') ? node : node.querySelector('video[data-server-media]')) : null;
          if (video) {
            (window as unknown as { serverVideo: Element }).serverVideo = video;
            observer.disconnect();
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const mediaRequests: string[] = [];
    page.on('request', (r) => r.resourceType() === 'media' && mediaRequests.push(r.url()));
    await page.goto(link);
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    const player = previewRegion(page).locator('video.preview-video');
    await expectPlays(player);
    expect(await player.evaluate((el) => el === (window as unknown as { serverVideo?: Element }).serverVideo)).toBe(true);
    await expect(player).not.toHaveAttribute('data-server-media');
    await expect(player).toHaveAttribute('controls', '');
    // Every media request was for the one link the server wrote, and the media was loaded once: the app did not start
    // a second load of it.
    expect(new Set(mediaRequests).size).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { mediaLoads: number }).mediaLoads)).toBe(1);
  });

  test('on a phone, nothing on the page moves as it loads: "Cut a clip" arrives after the media shows, below the details', async ({ page, site, fixtures }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    // The preview link the format list opens for a direct file (our signed link, so the clip tool is offered).
    await extractOnHome(page, site.url('/'), `${fixtures.origin}/clip.mp4`);
    await formatButtons(page).first().click();
    await expect(page).toHaveURL(/\/preview\?/);
    // Opened anew, as a visitor following that link does; every layout shift of the load is kept.
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: string[] };
      w.shifts = [];
      new PerformanceObserver((list) => {
        type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] };
        for (const e of list.getEntries() as Shift[]) {
          if (!e.hadRecentInput && e.value > 0.001) w.shifts.push(`${e.value.toFixed(3)}: ${e.sources.map((x) => (x.node as Element | undefined)?.className ?? x.node?.nodeName).join(', ')}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(page.url());
    const player = previewRegion(page).locator('video.preview-video');
    await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    const clip = page.getByRole('region', { name: 'Cut a clip' });
    await expect(clip).toBeVisible();
    await expect(page.locator('.account-menu').getByRole('button', { name: 'Sign Up' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([]);
    const details = await previewRegion(page).locator('.preview-side').boundingBox();
    expect((await clip.boundingBox())!.y).toBeGreaterThan(details!.y + details!.height);
  });

  for (const resolution of ['320x240', '']) {
    // On a phone the details sit below the player.
    test(`on a phone, the player keeps its place while the video loads, so the details below do not jump (resolution ${resolution || 'unknown'})`, async ({ page, site, fixtures }) => {
      await page.setViewportSize({ width: 412, height: 823 });
      // The media answers late, so the page is on screen well before the video knows its size.
      await page.route('**/api/proxied_download**', async (route) => {
        await new Promise((r) => setTimeout(r, 2000));
        await route.continue();
      });
      const params: Record<string, string> = { url: `${fixtures.origin}/clip.mp4`, title: 'Steady' };
      if (resolution) params.resolution = resolution;
      // Not waiting for the load event: the player in the server's page holds it until the media's first frame.
      await page.goto(site.url(previewPath(params)), { waitUntil: 'domcontentloaded' });
      const player = previewRegion(page).locator('video.preview-video');
      await expect(player).toBeVisible();
      await expect(previewRegion(page).locator('.preview-side')).toBeVisible();
      const size = async () => {
        const box = await player.boundingBox();
        return { width: box?.width, height: box?.height };
      };
      const before = await size();
      expect(await player.evaluate((v: HTMLVideoElement) => v.readyState)).toBe(0);
      await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
      // The player's box keeps its size, so nothing below it (the details) is pushed down.
      expect(await size()).toEqual(before);
    });
  }

  test("'Error: No URL provided' without a url", async ({ page, site }) => {
    await page.goto(site.url('/preview'));
    await expect(previewRegion(page).getByRole('alert')).toHaveText('Error: No URL provided');
    await expect(page.getByRole('button', { name: /^Download (Video|Audio)$/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Back to Downloader' })).toBeVisible();
  });

  test.describe('player error panels', () => {
    test("an expired or forged temporary link: 'Preview Session Expired'; Go to Homepage pre-fills the source", async ({ page, site, fixtures }) => {
      const source = `${fixtures.origin}/articles/harbour.html`;
      const forged = `/api/proxied_download?url=${encodeURIComponent(`${fixtures.origin}/clip.mp4`)}&filename=clip.mp4&expires=1000000000&sig=forged`;
      await page.goto(site.url(previewPath({ url: forged, title: 'Harbour', source_url: source })));
      const panel = previewRegion(page).getByRole('alert');
      await expect(panel.getByRole('heading')).toHaveText('Preview Session Expired');
      await expect(panel.getByRole('link', { name: source })).toHaveAttribute('href', source);
      await expect(panel.getByRole('button', { name: 'Try Again' })).toBeVisible();
      await panel.getByRole('button', { name: 'Go to Homepage' }).click();
      await expect(page).toHaveURL(site.url('/'));
      await expect(urlInput(page)).toHaveValue(source);
    });

    test("a TikTok proxy link that fails: 'Preview Session Expired'", async ({ page, site, fixtures }) => {
      // A TikTok link whose source no longer answers (the marker decides the panel, SPEC §8).
      const tiktok = `/api/tiktok_proxy?url=${encodeURIComponent(`${fixtures.origin}/gone/clip.mp4`)}`;
      await page.goto(site.url(previewPath({ url: tiktok, title: 'Dance' })));
      await expect(previewRegion(page).getByRole('alert').getByRole('heading')).toHaveText('Preview Session Expired');
    });

    test("audio that cannot be fetched: 'Content Not Available', with Try Again", async ({ page, site }) => {
      // A merged file that is gone from the server: the HEAD check after the failure answers 404.
      await page.goto(site.url(previewPath({ url: '/api/download/file/goneAudio000001', title: 'Gone episode', is_audio: 'true' })));
      const panel = previewRegion(page).getByRole('alert');
      await expect(panel.getByRole('heading')).toHaveText('Content Not Available', { timeout: 20_000 });
      await expect(panel.getByRole('button', { name: 'Try Again' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Download Audio' })).toBeVisible();
    });

    test("a video the browser cannot decode: 'Playback Not Supported', download still offered", async ({ page, site, fixtures }) => {
      await page.goto(site.url(previewPath({ url: `${fixtures.origin}/broken-hls/index.m3u8`, title: 'Broken stream' })));
      const panel = previewRegion(page).getByRole('alert');
      await expect(panel.getByRole('heading')).toHaveText('Playback Not Supported', { timeout: 30_000 });
      await expect(panel.getByRole('button', { name: 'Try Again' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Download Video' })).toBeVisible();
      await panel.getByRole('button', { name: 'Return to Homepage' }).click();
      await expect(page).toHaveURL(site.url('/'));
    });

    test("any other failure of a video: 'Preview Unavailable'", async ({ page, site }) => {
      await page.goto(site.url(previewPath({ url: '/api/download/file/goneVideo000001', title: 'Gone video' })));
      const panel = previewRegion(page).getByRole('alert');
      await expect(panel.getByRole('heading')).toHaveText('Preview Unavailable', { timeout: 20_000 });
      await expect(panel.getByRole('button', { name: 'Try Again' })).toHaveCount(0);
    });
  });

  test.describe('with a 10 second retention', () => {
    let shortSite: Site;
    test.beforeAll(async ({ fixtures }) => {
      shortSite = await startSite({ default: DEFAULT_DOMAIN }, siteEnv(fixtures, { FILE_RETENTION_SECONDS: '10' }));
    });
    test.afterAll(async () => shortSite?.stop());

    test("the countdown reaches 'Expired': the download button goes, 'Return to Homepage' shows", async ({ page, fixtures }) => {
      const info = await extract(shortSite, `${fixtures.origin}/clip.mp4`);
      await page.goto(shortSite.url(previewPath({ url: info.formats[0].url, title: info.title, source_url: `${fixtures.origin}/clip.mp4` })));
      await expect(previewRegion(page).getByText('Processed files are kept on our server for 10 seconds.')).toBeVisible();
      const countdown = page.getByTestId('countdown');
      await expect(countdown).toHaveText(/^\d+ seconds?$/);
      await expect(page.getByRole('button', { name: 'Download Video' })).toBeVisible();
      await expect(countdown).toHaveText('Expired', { timeout: 15_000 });
      await expect(page.getByRole('button', { name: 'Download Video' })).toHaveCount(0);
      await expect(previewRegion(page).getByText('This file has expired and is no longer available for download.')).toBeVisible();
      await previewRegion(page).getByRole('link', { name: 'Return to Homepage' }).click();
      await expect(page.locator('main h1')).toHaveText('Download Videos & Audio from Any Platform');
    });
  });
});
