import { buildBrowserFingerprint, buildExtractRequest, CANVAS_PLACEHOLDER, USER_AGENT_MAX_CHARS } from './extractRequest';

describe('browser fingerprint of POST /api/download-video (SPEC §7)', () => {
  it('reports screen, timezone, language, platform, truncated user agent, timestamp and a canvas placeholder', () => {
    const ua = `Mozilla/5.0 ${'x'.repeat(200)}`;
    expect(buildBrowserFingerprint({ screen: { width: 1920, height: 1080 }, timezone: 'Europe/Paris', language: 'fr-FR', platform: 'Linux x86_64', userAgent: ua, now: 1700000000000 })).toEqual({
      screen: '1920x1080',
      timezone: 'Europe/Paris',
      language: 'fr-FR',
      platform: 'Linux x86_64',
      user_agent: ua.slice(0, USER_AGENT_MAX_CHARS),
      timestamp: 1700000000000,
      canvas: CANVAS_PLACEHOLDER,
    });
  });

  it('fills unknowns when the browser reports nothing', () => {
    const fp = buildBrowserFingerprint({ now: 1 });
    expect(fp).toMatchObject({ screen: 'unknown', timezone: 'unknown', language: 'unknown', platform: 'unknown', user_agent: '', timestamp: 1 });
  });

  it('sends the pasted link as tweet_url and user_consent false', () => {
    const body = buildExtractRequest('https://x.com/a/status/1', { now: 5 });
    expect(body.tweet_url).toBe('https://x.com/a/status/1');
    expect(body.user_consent).toBe(false);
    expect(body.browser_fingerprint.timestamp).toBe(5);
  });
});
