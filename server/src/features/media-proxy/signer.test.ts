import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MediaLinkSigner, loadSigningSecret } from './signer';

describe('loadSigningSecret', () => {
  it('uses SIGNING_SECRET when set', () => {
    expect(loadSigningSecret('s'.repeat(32), '/nonexistent').toString()).toBe('s'.repeat(32));
  });

  it('generates a secret once, keeps it with 0600 permissions and reuses it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-'));
    const first = loadSigningSecret('', dir);
    const file = path.join(dir, 'signing-secret');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadSigningSecret('', dir).equals(first)).toBe(true);
  });
});

describe('MediaLinkSigner', () => {
  it('verifies its own links until they expire, and no other secret’s', () => {
    let now = 1_000_000;
    const a = new MediaLinkSigner(Buffer.from('a'.repeat(32)), 60, () => now);
    const b = new MediaLinkSigner(Buffer.from('b'.repeat(32)), 60, () => now);
    const link = a.sign('/api/proxied_download', { url: 'https://cdn.example/v.mp4', filename: 'v.mp4', headers: { Referer: 'https://site.example/' } });
    expect(a.verifyLink(link)).toMatchObject({ ok: true, link: { url: 'https://cdn.example/v.mp4', headers: { referer: 'https://site.example/' } } });
    expect(b.verifyLink(link)).toEqual({ ok: false, reason: 'invalid', route: '/api/proxied_download' });
    now += 61_000;
    expect(a.verifyLink(link)).toMatchObject({ ok: false, reason: 'expired' });
  });
});
