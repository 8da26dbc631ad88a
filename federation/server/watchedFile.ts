import fs from 'node:fs';

/** A file read is trusted this long before the file is looked at again (pages are a hot path). */
const RECHECK_MS = 2000;

export interface WatchedRead<T> {
  /** What `read` made of the file, or null (no such file, or `read` threw); read again when the file changes. */
  (file: string): T | null;
  /** The modification time of the version returned last (part of the key of anything derived from it). */
  version(file: string): number;
  /** As a read, but the file is looked at now, whenever it was last: for what must match the files as they are. */
  fresh(file: string): T | null;
}

/**
 * Reads files that a new build may replace while the server runs (remote folders): each file is looked at
 * again every few seconds, and read again when its modification time changed. `onError` hears about a file
 * that exists but could not be read, once per version.
 */
export function watchedFile<T>(read: (file: string) => T, onError?: (file: string, error: unknown) => void): WatchedRead<T> {
  const cache = new Map<string, { mtimeMs: number; checkedAt: number; value: T | null }>();
  const get = (file: string, trustMs = RECHECK_MS): T | null => {
    const hit = cache.get(file);
    const now = Date.now();
    if (hit && now - hit.checkedAt < trustMs) return hit.value;
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      cache.delete(file);
      return null;
    }
    if (hit && hit.mtimeMs === mtimeMs) {
      hit.checkedAt = now;
      return hit.value;
    }
    let value: T | null;
    try {
      value = read(file);
    } catch (e) {
      value = null;
      onError?.(file, e);
    }
    cache.set(file, { mtimeMs, checkedAt: now, value });
    return value;
  };
  return Object.assign((file: string) => get(file), { version: (file: string) => cache.get(file)?.mtimeMs ?? 0, fresh: (file: string) => get(file, 0) });
}
