import { BoundedPool, RateLimiter, ResultCache } from './limits';
import { EXTRACT_MESSAGES } from './messages';
import { WindowLimiter } from '../../infra/rateLimit';
import { errorFromYtdlp, firstErrorLine } from './ytdlpErrors';

describe('BoundedPool', () => {
  it('runs at most N at once, queues up to the limit, and refuses beyond it with 429 and Retry-After', async () => {
    const pool = new BoundedPool(2, 1);
    let running = 0;
    let peak = 0;
    const release: (() => void)[] = [];
    const job = () =>
      pool.run(async () => {
        running++;
        peak = Math.max(peak, running);
        await new Promise<void>((r) => release.push(r));
        running--;
      });
    const jobs = [job(), job(), job()];
    await expect(job()).rejects.toMatchObject({ statusCode: 429, message: EXTRACT_MESSAGES.busy, headers: { 'retry-after': '5' } });
    expect(pool.stats).toEqual({ running: 2, waiting: 1 });
    while (release.length || pool.stats.running) {
      release.shift()?.();
      await new Promise((r) => setImmediate(r));
    }
    await Promise.all(jobs);
    expect(peak).toBe(2);
    expect(pool.stats).toEqual({ running: 0, waiting: 0 });
  });
});

describe('RateLimiter', () => {
  it('allows N a minute per key, then 429 with the seconds to wait', async () => {
    let now = 0;
    const limiter = new RateLimiter(new WindowLimiter(3, 60_000, () => now));
    for (let i = 0; i < 3; i++) await limiter.take('1.2.3.4');
    await expect(limiter.take('1.2.3.4')).rejects.toThrow(EXTRACT_MESSAGES.rateLimited);
    await limiter.take('5.6.7.8');
    now = 30_000;
    await expect(limiter.take('1.2.3.4')).rejects.toMatchObject({ statusCode: 429, headers: { 'retry-after': '30' } });
    now = 60_001;
    await expect(limiter.take('1.2.3.4')).resolves.toBeUndefined();
  });

  it('is off with no limiter (a limit of 0)', async () => {
    const limiter = new RateLimiter(null);
    for (let i = 0; i < 100; i++) await limiter.take('1.2.3.4');
  });
});

describe('ResultCache', () => {
  it('shares one run between concurrent callers and caches success, not failure', async () => {
    let now = 0;
    const cache = new ResultCache<number>(1000, 10, () => now);
    let runs = 0;
    const produce = async () => ++runs;
    const [a, b] = await Promise.all([cache.getOrRun('k', produce), cache.getOrRun('k', produce)]);
    expect([a, b, runs]).toEqual([1, 1, 1]);
    await cache.getOrRun('k', produce);
    expect(runs).toBe(1);
    now = 1001;
    await cache.getOrRun('k', produce);
    expect(runs).toBe(2);
    await expect(cache.getOrRun('bad', async () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    await expect(cache.getOrRun('bad', async () => 7)).resolves.toBe(7);
  });
});

describe('yt-dlp error lines → human messages', () => {
  it.each([
    ['ERROR: [youtube] abc: Private video. Sign in if you\'ve been granted access to this video', EXTRACT_MESSAGES.private, 403],
    ['ERROR: [Instagram] x: This content is private', EXTRACT_MESSAGES.private, 403],
    ['ERROR: Unsupported URL: https://example.com/', EXTRACT_MESSAGES.unsupported, 422],
    ['ERROR: [generic] None: Unable to download webpage: HTTP Error 404: Not Found (caused by <HTTPError 404>); please report this issue on  https://github.com/yt-dlp/yt-dlp/issues', EXTRACT_MESSAGES.notFound, 404],
    ['ERROR: [instagram] x: Requested content is not available, rate-limit reached or login required. Use --cookies', EXTRACT_MESSAGES.loginRequired, 403],
    ['ERROR: [youtube] x: Sign in to confirm your age. This video may be inappropriate for some users.', EXTRACT_MESSAGES.ageRestricted, 403],
    ['ERROR: [youtube] x: The uploader has not made this video available in your country', EXTRACT_MESSAGES.geoBlocked, 451],
    ['ERROR: [BiliBili] x: This video is geo-restricted', EXTRACT_MESSAGES.geoBlocked, 451],
    ['ERROR: [generic] None: Unable to download webpage: timed out (caused by TimeoutError(\'timed out\'))', EXTRACT_MESSAGES.timedOut, 504],
    ['ERROR: [youtube] x: This live event will begin in 3 hours.', EXTRACT_MESSAGES.liveNotSupported, 422],
    ['ERROR: [youtube] x: Video unavailable. This video has been removed by the uploader', EXTRACT_MESSAGES.removed, 410],
    ['ERROR: [generic] None: Unable to download webpage: HTTP Error 403: Forbidden by egress policy', 'This address is not allowed.', 400],
    ['ERROR: [generic] x: Tunnel connection failed: 403 Forbidden by egress policy', 'This address is not allowed.', 400],
    ['ERROR: [Vimeo] x: This video is DRM protected', EXTRACT_MESSAGES.drmOnly, 422],
    ['ERROR: something nobody expected', EXTRACT_MESSAGES.failed, 502],
    ['', EXTRACT_MESSAGES.failed, 502],
  ])('%s', (line, message, status) => {
    const err = errorFromYtdlp(`WARNING: [generic] Falling back on generic information extractor\n${line}\n`);
    expect(err.message).toBe(message);
    expect(err.statusCode).toBe(status);
  });

  it('strips the bug-report boilerplate from the logged line', () => {
    expect(firstErrorLine('ERROR: Unsupported URL: x; please report this issue on https://github.com/yt-dlp')).toBe('ERROR: Unsupported URL: x');
  });
});
