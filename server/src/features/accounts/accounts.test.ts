import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../app';
import { readConfig } from '../../settings';
import { createTestDatabase, postgresAvailable, type TestDatabase } from '../../../test/databases';
import { startSmtpReceiver, type ReceivedMail } from '../../../test/smtp';

// Accounts end to end through HTTP, on SQLite and on PostgreSQL, with a real SMTP receiver.
const kinds: ('sqlite' | 'postgres')[] = ['sqlite', 'postgres'];
const PASSWORD = 'Sup3rSecret';

describe.each(kinds)('accounts on %s', (kind) => {
  let app: FastifyInstance;
  let db: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let skip = false;
  let ipCounter = 0;
  // Each test speaks from its own address so that per-IP throttling only shows where a test wants it.
  let ip = '10.0.0.1';

  beforeAll(async () => {
    if (kind === 'postgres' && !(await postgresAvailable())) {
      skip = true;
      return;
    }
    db = await createTestDatabase(kind);
    smtp = await startSmtpReceiver();
    const domains = fs.mkdtempSync(path.join(os.tmpdir(), 'domains-'));
    fs.writeFileSync(path.join(domains, 'default.json'), JSON.stringify({ branding: { name: 'GrabIt' } }));
    fs.writeFileSync(path.join(domains, 'noauth.test.json'), JSON.stringify({ authentication_enabled: false }));
    app = await buildApp(
      readConfig({
        ...process.env,
        DATABASE_URL: db.url,
        SMTP_URL: smtp.url,
        DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'data-')),
        DOMAINS_DIR: domains,
        LOG_LEVEL: 'silent',
      }),
    );
  }, 30_000);
  afterAll(async () => {
    if (skip) return;
    await app.close();
    await smtp.close();
    await db.drop();
  });
  beforeEach(() => {
    ipCounter += 1;
    ip = `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, token?: string, host = 'localhost'): Promise<LightMyRequestResponse> =>
    app.inject({ method, url, payload: body as object, remoteAddress: ip, headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) } });

  const mailTo = (email: string): ReceivedMail[] => smtp.inbox.filter((m) => m.to.includes(email.toLowerCase()));
  const codeFrom = (mail: ReceivedMail) => /verification code is: ([A-Z0-9]{10})/.exec(mail.text)![1];
  const resetTokenFrom = (mail: ReceivedMail) => decodeURIComponent(/auth=reset-password&token=([^\s]+)/.exec(mail.text)![1]);
  let n = 0;
  const newEmail = () => `user${++n}.${kind}@example.com`;

  async function signUp(email = newEmail(), verify = true) {
    expect((await call('POST', '/api/auth/register', { email, password: PASSWORD })).statusCode).toBe(201);
    if (verify) expect((await call('POST', '/api/auth/verify-email', { token: codeFrom(mailTo(email).at(-1)!) })).statusCode).toBe(200);
    const login = await call('POST', '/api/auth/login', { email, password: PASSWORD, remember_me: false });
    expect(login.statusCode).toBe(200);
    return { email, ...(login.json() as { access_token: string; refresh_token: string; user: { email_verified: boolean } }) };
  }

  it('registers, mails a verification code whose link and code work once, and logs in', async () => {
    if (skip) return;
    const email = newEmail();
    const res = await call('POST', '/api/auth/register', { email: email.toUpperCase(), password: PASSWORD, username: `u_${kind}_1` });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toMatch(/verification code/);
    const mail = mailTo(email).at(-1)!;
    expect(mail.subject).toMatch(/GrabIt verification code/);
    const code = codeFrom(mail);
    expect(mail.text).toContain(`http://localhost/?auth=verify-email&token=${code}`);

    let login = (await call('POST', '/api/auth/login', { email, password: PASSWORD })).json();
    expect(login.user).toMatchObject({ email, username: `u_${kind}_1`, email_verified: false, subscription: { tier: 'free', usage_limits: { downloads_today: 0, daily_limit: null } } });
    expect(login.user.profile.preferences).toEqual({ default_video_quality: '720p', default_audio_format: 'mp3', auto_download: false, download_history_enabled: true, email_notifications: false, audio_track_in_my_language: false, theme: 'light' });

    expect((await call('POST', '/api/auth/verify-email', { token: code.toLowerCase() })).statusCode).toBe(200);
    const again = await call('POST', '/api/auth/verify-email', { token: code });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('This verification code is invalid or has expired.');
    login = (await call('POST', '/api/auth/login', { email, password: PASSWORD })).json();
    expect(login.user.email_verified).toBe(true);
  });

  it('answers a second sign-up with the same email (any case) the same way, creating nothing and telling the owner', async () => {
    if (skip) return;
    const { email } = await signUp();
    const before = mailTo(email).length;
    const res = await call('POST', '/api/auth/register', { email: email.toUpperCase(), password: 'Another1Pass' });
    expect(res.statusCode).toBe(201);
    expect(mailTo(email).length).toBe(before + 1);
    expect(mailTo(email).at(-1)!.subject).toBe('Your GrabIt account');
    // The original password still works; the second one does not.
    expect((await call('POST', '/api/auth/login', { email, password: PASSWORD })).statusCode).toBe(200);
    expect((await call('POST', '/api/auth/login', { email, password: 'Another1Pass' })).statusCode).toBe(401);
  });

  it.each([
    ['short1A', 'Password must be at least 8 characters'],
    ['alllowercase1', 'Password must contain at least one uppercase letter'],
    ['ALLUPPERCASE1', 'Password must contain at least one lowercase letter'],
    ['NoDigitsHere', 'Password must contain at least one number'],
  ])('refuses the password %s with "%s" and stores nothing', async (pw, text) => {
    if (skip) return;
    const email = newEmail();
    const res = await call('POST', '/api/auth/register', { email, password: pw });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(text);
    expect((await call('POST', '/api/auth/login', { email, password: pw })).statusCode).toBe(401);
  });

  it('refuses a bad email and a taken username clearly', async () => {
    if (skip) return;
    expect((await call('POST', '/api/auth/register', { email: 'not-an-email', password: PASSWORD })).statusCode).toBe(400);
    await call('POST', '/api/auth/register', { email: newEmail(), password: PASSWORD, username: `taken_${kind}` });
    const res = await call('POST', '/api/auth/register', { email: newEmail(), password: PASSWORD, username: `taken_${kind}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('This username is already taken.');
  });

  it('gives the same answer for a wrong password and an unknown email', async () => {
    if (skip) return;
    const { email } = await signUp();
    const wrong = await call('POST', '/api/auth/login', { email, password: 'Wrong1Password' });
    const unknown = await call('POST', '/api/auth/login', { email: `nobody.${kind}@example.com`, password: 'Wrong1Password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error).toBe('Invalid email or password.');
  });

  it('rotates refresh tokens, and reuse of an old one revokes the whole session', async () => {
    if (skip) return;
    const s = await signUp();
    expect((await call('GET', '/api/auth/me', undefined, s.access_token)).json().user.email).toBe(s.email);
    const r1 = await call('POST', '/api/auth/refresh-token', undefined, s.refresh_token);
    expect(r1.statusCode).toBe(200);
    const t1 = r1.json();
    expect(t1.refresh_token).not.toBe(s.refresh_token);
    expect(t1.user.email).toBe(s.email);
    expect((await call('GET', '/api/auth/me', undefined, t1.access_token)).statusCode).toBe(200);
    // The old refresh token is presented again: someone copied it. The whole family ends.
    const reuse = await call('POST', '/api/auth/refresh-token', undefined, s.refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect((await call('POST', '/api/auth/refresh-token', undefined, t1.refresh_token)).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/me', undefined, t1.access_token)).statusCode).toBe(401);
  });

  it('logs out: the access and refresh tokens stop working', async () => {
    if (skip) return;
    const s = await signUp();
    expect((await call('POST', '/api/auth/logout', undefined, s.access_token)).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/me', undefined, s.access_token)).statusCode).toBe(401);
    expect((await call('POST', '/api/auth/refresh-token', undefined, s.refresh_token)).statusCode).toBe(401);
  });

  it('answers forgot-password the same for known and unknown emails; the reset link works once and ends old sessions', async () => {
    if (skip) return;
    const s = await signUp();
    const known = await call('POST', '/api/auth/forgot-password', { email: s.email });
    const unknown = await call('POST', '/api/auth/forgot-password', { email: `ghost.${kind}@example.com` });
    expect(known.json()).toEqual(unknown.json());
    expect(mailTo(`ghost.${kind}@example.com`)).toHaveLength(0);
    // The reset mail is sent after the answer (its timing must not reveal known addresses): wait for it.
    let mail = mailTo(s.email).at(-1)!;
    for (let i = 0; i < 100 && mail.subject !== 'Reset your GrabIt password'; i++) {
      await new Promise((r) => setTimeout(r, 20));
      mail = mailTo(s.email).at(-1)!;
    }
    expect(mail.subject).toBe('Reset your GrabIt password');
    const token = resetTokenFrom(mail);
    const weak = await call('POST', '/api/auth/reset-password', { token, new_password: 'weak' });
    expect(weak.json().error).toBe('Password must be at least 8 characters');
    expect((await call('POST', '/api/auth/reset-password', { token, new_password: 'Brand1NewPass' })).statusCode).toBe(200);
    expect((await call('POST', '/api/auth/reset-password', { token, new_password: 'Other1NewPass' })).json().error).toBe('This password reset link is invalid or has expired.');
    expect((await call('GET', '/api/auth/me', undefined, s.access_token)).statusCode).toBe(401);
    expect((await call('POST', '/api/auth/login', { email: s.email, password: PASSWORD })).statusCode).toBe(401);
    expect((await call('POST', '/api/auth/login', { email: s.email, password: 'Brand1NewPass' })).statusCode).toBe(200);
  });

  it('never writes a Host header it does not know into a reset link', async () => {
    if (skip) return;
    const s = await signUp();
    const before = mailTo(s.email).length;
    expect((await call('POST', '/api/auth/forgot-password', { email: s.email }, undefined, 'attacker.example')).statusCode).toBe(200);
    // The mail goes out after the answer.
    for (let i = 0; i < 50 && mailTo(s.email).length === before; i++) await new Promise((r) => setTimeout(r, 100));
    const mail = mailTo(s.email).at(-1)!;
    expect(mail.subject).toBe('Reset your GrabIt password');
    expect(mail.text).not.toContain('attacker.example');
    expect(mail.text).toContain('https://localhost/?auth=reset-password&token=');
  });

  it('changes the password with the current one; other sessions end, this one continues with new tokens', async () => {
    if (skip) return;
    const a = await signUp();
    const b = (await call('POST', '/api/auth/login', { email: a.email, password: PASSWORD })).json();
    const wrong = await call('POST', '/api/auth/change-password', { current_password: 'nope', new_password: 'Another1Pass' }, a.access_token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('The current password is not correct.');
    const ok = await call('POST', '/api/auth/change-password', { current_password: PASSWORD, new_password: 'Another1Pass' }, a.access_token);
    expect(ok.statusCode).toBe(200);
    expect((await call('GET', '/api/auth/me', undefined, b.access_token)).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/me', undefined, a.access_token)).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/me', undefined, ok.json().access_token)).statusCode).toBe(200);
    expect((await call('POST', '/api/auth/login', { email: a.email, password: 'Another1Pass' })).statusCode).toBe(200);
  });

  it('updates the profile within the option lists of SPEC §9 and refuses anything else', async () => {
    if (skip) return;
    const s = await signUp();
    const res = await call('PUT', '/api/auth/profile', { display_name: 'Ada', timezone: 'Asia/Tokyo', language: 'ja', preferences: { theme: 'dark', default_video_quality: '1080p' } }, s.access_token);
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toMatchObject({ display_name: 'Ada', timezone: 'Asia/Tokyo', language: 'ja', preferences: { theme: 'dark', default_video_quality: '1080p', default_audio_format: 'mp3' } });
    for (const bad of [{ timezone: 'Mars/Olympus' }, { language: 'xx' }, { preferences: { theme: 'neon' } }, { preferences: { default_audio_format: 'ogg' } }, { avatar_url: 'javascript:alert(1)' }]) {
      const r = await call('PUT', '/api/auth/profile', bad, s.access_token);
      expect(r.statusCode).toBe(400);
      expect(r.json().error).toMatch(/^Invalid request/);
    }
    const me = (await call('GET', '/api/auth/me', undefined, s.access_token)).json().user;
    expect(me.profile.timezone).toBe('Asia/Tokyo');
    expect(me.profile.preferences.theme).toBe('dark');
  });

  it('keeps a download history: paging by 20, sorting, filters, clear', async () => {
    if (skip) return;
    const s = await signUp();
    for (let i = 0; i < 25; i++) {
      const r = await call('POST', '/api/auth/download-history', { url: `https://example.com/v/${i}`, title: `Video ${String(i).padStart(2, '0')}`, platform: i % 2 ? 'YouTube' : 'Vimeo', format: i % 5 ? 'video' : 'audio', quality: '720p', file_size: 1000 * i, thumbnail_url: null }, s.access_token);
      expect(r.statusCode).toBe(201);
    }
    const page1 = (await call('GET', '/api/auth/download-history?page=1&limit=20&sort=date&order=desc', undefined, s.access_token)).json();
    expect(page1).toMatchObject({ page: 1, pages: 2, total: 25 });
    expect(page1.history).toHaveLength(20);
    const page2 = (await call('GET', '/api/auth/download-history?page=2&limit=20&sort=date&order=desc', undefined, s.access_token)).json();
    expect(page2.history).toHaveLength(5);
    const byTitle = (await call('GET', '/api/auth/download-history?sort=title&order=asc', undefined, s.access_token)).json();
    expect(byTitle.history[0].title).toBe('Video 00');
    const bySize = (await call('GET', '/api/auth/download-history?sort=size&order=desc', undefined, s.access_token)).json();
    expect(bySize.history[0].file_size).toBe(24000);
    const audio = (await call('GET', '/api/auth/download-history?format=audio', undefined, s.access_token)).json();
    expect(audio.total).toBe(5);
    expect(audio.history.every((h: { format: string; status: string }) => h.format === 'audio' && h.status === 'completed')).toBe(true);
    const vimeo = (await call('GET', '/api/auth/download-history?platform=Vimeo', undefined, s.access_token)).json();
    expect(vimeo.total).toBe(13);
    expect((await call('GET', '/api/auth/download-history?sort=colour', undefined, s.access_token)).statusCode).toBe(400);
    expect((await call('GET', '/api/auth/me', undefined, s.access_token)).json().user.subscription.usage_limits.downloads_today).toBe(25);
    expect((await call('DELETE', '/api/auth/download-history', undefined, s.access_token)).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/download-history', undefined, s.access_token)).json()).toMatchObject({ total: 0, history: [] });
  });

  it('honours history turned off in the preferences', async () => {
    if (skip) return;
    const s = await signUp();
    await call('PUT', '/api/auth/profile', { preferences: { download_history_enabled: false } }, s.access_token);
    const r = await call('POST', '/api/auth/download-history', { url: 'https://example.com/a', title: 'A', platform: 'YouTube', format: 'video' }, s.access_token);
    expect(r.statusCode).toBe(202);
    expect((await call('GET', '/api/auth/download-history', undefined, s.access_token)).json().total).toBe(0);
  });

  it('enforces a daily limit set by the operator with a clear message', async () => {
    if (skip) return;
    const s = await signUp();
    await app.accounts.setTier(s.email, 'basic', 2);
    const rec = { url: 'https://example.com/a', title: 'A', platform: 'YouTube', format: 'video' };
    expect((await call('POST', '/api/auth/download-history', rec, s.access_token)).statusCode).toBe(201);
    expect((await call('POST', '/api/auth/download-history', rec, s.access_token)).statusCode).toBe(201);
    const third = await call('POST', '/api/auth/download-history', rec, s.access_token);
    expect(third.statusCode).toBe(429);
    expect(third.json().error).toBe('You have reached your daily limit of 2 downloads. It resets at midnight UTC.');
    const me = (await call('GET', '/api/auth/me', undefined, s.access_token)).json().user;
    expect(me.subscription).toEqual({ tier: 'basic', usage_limits: { downloads_today: 2, daily_limit: 2 } });
    // The limit also stops the next extraction before any work is done.
    const extract = await call('POST', '/api/download-video', { tweet_url: 'https://example.com/video' }, s.access_token);
    expect(extract.statusCode).toBe(429);
    expect(extract.json().error).toBe('You have reached your daily limit of 2 downloads. It resets at midnight UTC.');
  });

  it('tells each tier the longest clip it may cut (CLIP_MAX_SECONDS defaults: visitors, free, other tiers)', async () => {
    if (skip) return;
    expect((await call('GET', '/api/download/clip-limit')).json()).toEqual({ max_seconds: 300, tier: 'visitor' });
    const s = await signUp();
    expect((await call('GET', '/api/download/clip-limit', undefined, s.access_token)).json()).toEqual({ max_seconds: 900, tier: 'free' });
    await app.accounts.setTier(s.email, 'pro', null);
    expect((await call('GET', '/api/download/clip-limit', undefined, s.access_token)).json()).toEqual({ max_seconds: 3600, tier: 'pro' });
    // A clip longer than the visitor's limit is refused for a visitor, with the way to longer ones.
    const tooLong = await call('GET', `/api/download/start-clip?source=${encodeURIComponent('/api/download/start-merge?task_id=abcdefgh12&video_format_id=1')}&start=0&end=400`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toBe('This clip is longer than 5:00, the longest clip visitors can cut. Sign in to cut longer clips.');
  });

  it('throttles repeated failed sign-ins to one account with a clear 429 and Retry-After', async () => {
    if (skip) return;
    const { email } = await signUp();
    const answers: number[] = [];
    for (let i = 0; i < 11; i++) {
      ip = `10.9.${i}.${ipCounter % 250}`; // many addresses, one account
      answers.push((await call('POST', '/api/auth/login', { email, password: 'Wrong1Password' })).statusCode);
    }
    expect(answers.slice(0, 10).every((s) => s === 401)).toBe(true);
    const last = await call('POST', '/api/auth/login', { email, password: PASSWORD });
    expect(last.statusCode).toBe(429);
    expect(last.headers['retry-after']).toMatch(/^\d+$/);
    expect(last.json().error).toMatch(/^Too many sign-in attempts\. Please wait \d+ minutes? and try again\.$/);
  }, 30_000); // twelve password checks, each a deliberately slow hash: about 4 s on an idle 2-core machine

  it('refuses bad bodies with a 400 and no stack', async () => {
    if (skip) return;
    const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: '{"email":', headers: { 'content-type': 'application/json', host: 'localhost' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Request body is not valid JSON.', code: 'request.invalid' });
    expect((await call('POST', '/api/auth/login', { email: 5, password: [] })).statusCode).toBe(400);
  });

  it('has no accounts on a domain that disables them', async () => {
    if (skip) return;
    const res = await call('POST', '/api/auth/login', { email: 'a@b.co', password: 'x' }, undefined, 'noauth.test');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('Accounts are not available on this site.');
  });
});
