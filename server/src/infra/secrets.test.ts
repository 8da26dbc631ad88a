import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadOrCreateSecret } from './secrets';

describe('loadOrCreateSecret', () => {
  it('generates a secret once, owner-only, and keeps it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-'));
    const first = loadOrCreateSecret(dir, 'key', '');
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(path.join(dir, 'key')).mode & 0o777).toBe(0o600);
    expect(loadOrCreateSecret(dir, 'key', '')).toBe(first);
  });

  it('never signs with a short or empty secret file left by a crash', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-'));
    fs.writeFileSync(path.join(dir, 'key'), '');
    const secret = loadOrCreateSecret(dir, 'key', '');
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(fs.readFileSync(path.join(dir, 'key'), 'utf8')).toBe(secret);
  });

  it('uses the configured secret as it is', () => {
    expect(loadOrCreateSecret('/nonexistent', 'key', 'x'.repeat(40))).toBe('x'.repeat(40));
  });
});
