import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A secret from the environment, or generated once and kept in the data folder with owner-only permissions,
 * so that restarts keep sessions and signed links valid. Safe when several processes start at once.
 */
export function loadOrCreateSecret(dataDir: string, fileName: string, configured: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, fileName);
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) {
      fs.chmodSync(file, 0o600);
      return existing;
    }
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const generated = crypto.randomBytes(48).toString('base64url');
  try {
    fs.writeFileSync(file, generated, { mode: 0o600, flag: 'wx' });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    // Another process won the race: use its secret, if it has finished writing a real one.
    const theirs = fs.readFileSync(file, 'utf8').trim();
    if (theirs.length >= 32) return theirs;
    // A short or empty file (a crash mid-write): never sign with it.
    fs.writeFileSync(file, generated, { mode: 0o600 });
  }
  return generated;
}
