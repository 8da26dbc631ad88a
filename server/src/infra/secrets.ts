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
  // Written whole to a temporary file, then linked into place: the link appears complete or not at all, and
  // fails if another process got there first (then its secret is used).
  const tmp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(tmp, generated, { mode: 0o600 });
  try {
    fs.linkSync(tmp, file);
    return generated;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    const theirs = fs.readFileSync(file, 'utf8').trim();
    if (theirs.length >= 32) return theirs;
    // A short file left by an older version that crashed mid-write: never sign with it.
    fs.renameSync(tmp, file);
    return generated;
  } finally {
    fs.rmSync(tmp, { force: true });
  }
}
